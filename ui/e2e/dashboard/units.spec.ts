// The words for units are tests/fixtures/units.json's everywhere: the dashboard in Persian shows a
// box product's stock and price with the fixture's word (جعبه, not a word of its own), and offers
// the fixture's words as the unit choice.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, signIn, unique } from './helpers';

const UNITS = JSON.parse(readFileSync(new URL('../../../tests/fixtures/units.json', import.meta.url), 'utf8'));

test('a box product in the Persian dashboard says the fixture’s word', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { name: unique('E2E cartons'), unit: 'box', initialStock: 12 });
  await signIn(page, { lang: 'fa' });
  // The products tab opens first.
  const panel = page.locator('#dash-panel-products');
  const row = panel.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await expect(row.getByTestId('available')).toHaveText(`۱۲ ${UNITS.fa.counted.box}`);
  await expect(row.locator('.dash-product-meta')).toContainText(`/ ${UNITS.fa.one.box}`);
  await expect(row).not.toContainText('کارتن');

  const choice = page.getByTestId('add-product-form').locator('#np-unit option');
  await expect(choice).toHaveText(['kg', 'ton', 'bag', 'box'].map((u) => UNITS.fa.one[u]));

  // an order of it counts boxes in the Orders tab too
  const order = await request.post('/api/orders', { data: { productId: product.id, quantity: 3, customerName: unique('Buyer') } });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  await page.getByRole('tab', { name: 'سفارش‌ها' }).click();
  const ordered = page.locator(`[data-testid="order-row"][data-order-id="${id}"] td.num`);
  await expect(ordered).toHaveText(`۳ ${UNITS.fa.counted.box}`);
});
