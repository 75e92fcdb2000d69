// The minimum order of a product: the order dialog shows it before anything is sent, starts at it,
// and refuses less in the reader's language; the server refuses less too, and the dialog words it.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique } from './helpers';

test('Persian: the dialog shows the minimum order and refuses less, before and after the server', async ({ page, request }) => {
  await adminApi(request);
  const product = await createProduct(request, {
    name: unique('E2E Saffron'),
    initialStock: 400,
    facts: { minOrder: 250, moisture: 5.5, origin: 'herat', packaging: [{ en: '10 kg carton', fa: 'کارتن ۱۰ کیلوگرمی' }] },
  });
  await startIn(page, 'fa');
  await page.goto('/fa/products');
  const card = page.getByTestId('inventory-card').filter({ hasText: product.name });
  await card.getByRole('button', { name: `سفارش ${product.name}` }).click();
  const modal = page.getByTestId('order-modal');
  await expect(modal.getByTestId('min-order')).toHaveText('حداقل سفارش: ۲۵۰ کیلوگرم');
  await expect(modal.getByTestId('spec-table')).toContainText('هرات، افغانستان');
  await expect(modal.getByTestId('spec-table')).toContainText('۵٫۵٪');
  await expect(modal.getByTestId('spec-table')).toContainText('کارتن ۱۰ کیلوگرمی');
  const qty = modal.locator('input[name="quantity"]');
  await expect(qty).toHaveValue('250');

  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders') && r.method() === 'POST') posts++;
  });
  await qty.fill('100');
  await modal.locator('input[name="customerName"]').fill('فریده');
  await modal.locator('button[type="submit"]').click();
  const message = page.getByTestId('order-result-message');
  await expect(message).toHaveText('حداقل سفارش این محصول ۲۵۰ کیلوگرم است.');
  expect(posts).toBe(0);
  await page.getByTestId('order-result').getByRole('button').last().click();

  // The minimum raised meanwhile: the server refuses, and the dialog says it in Persian.
  const raised = await request.patch(`/api/products/${product.id}`, { data: { facts: { minOrder: 300 } } });
  expect(raised.status()).toBe(200);
  await qty.fill('260');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders'));
  await modal.locator('button[type="submit"]').click();
  const res = await answer;
  expect(res.status()).toBe(409);
  expect((await res.json()).code).toBe('below_minimum_order');
  await expect(message).toHaveText('حداقل سفارش این محصول ۳۰۰ کیلوگرم است.');
});
