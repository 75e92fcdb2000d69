// The public products page in Persian names each product in Persian where it has a Persian name
// (the English one, marked as English, where not), shows its description, and links each card to
// the product's own page; the order dialog and the page's title follow.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique } from './helpers';
import { productPath } from '../src/features/products/productLink';

test('the Persian products page names products in Persian and links each card to its page', async ({ page, request }) => {
  await adminApi(request);
  const named = await createProduct(request, {
    name: unique('E2E apricots'),
    nameFa: 'زردآلوی خشک آزمایشی',
    description: 'Whole apricots, dried in the sun.',
    descriptionFa: 'زردآلوی درسته که در آفتاب خشک می‌شود.',
    initialStock: 40,
  });
  const plain = await createProduct(request, { name: unique('E2E cumin'), initialStock: 40 });
  await startIn(page, 'fa');
  await page.goto('/fa/products');

  const card = page.locator(`[data-product="${named.id}"]`);
  const link = card.getByTestId('product-link');
  await expect(link).toHaveText('زردآلوی خشک آزمایشی');
  const faPath = `/fa${productPath(named, 'fa')}`;
  await expect(link).toHaveAttribute('href', faPath);
  await expect(card).toContainText('زردآلوی درسته که در آفتاب خشک می‌شود.');
  await expect(card).not.toContainText(named.name);

  const fallback = page.locator(`[data-product="${plain.id}"] h3`);
  await expect(fallback).toHaveText(plain.name);
  await expect(fallback).toHaveAttribute('lang', 'en');
  await expect(fallback).toHaveAttribute('dir', 'ltr');
  await expect(page.locator(`[data-product="${plain.id}"]`).getByTestId('product-link')).toHaveAttribute('href', `/fa${productPath(plain)}`);

  // the link opens the dialog in place, at the product's Persian address
  await link.click();
  const modal = page.getByTestId('order-modal');
  await expect(modal.getByTestId('order-product-name')).toHaveText('زردآلوی خشک آزمایشی');
  await expect(modal.getByTestId('order-product-description')).toHaveText('زردآلوی درسته که در آفتاب خشک می‌شود.');
  await expect(page).toHaveURL(new RegExp(`${faPath}$`));
  await expect(page).toHaveTitle('زردآلوی خشک آزمایشی — گلبهار');

  // in English: the English name and the English address
  await modal.getByRole('button', { name: /Switch to English|انگلیسی/ }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath(named)}$`));
  await expect(modal.getByTestId('order-product-name')).toHaveText(named.name);
  await expect(modal.getByTestId('order-product-description')).toHaveText('Whole apricots, dried in the sun.');
});

test('a card opened in a new tab goes to the product’s own page', async ({ page, request, context }) => {
  await adminApi(request);
  const p = await createProduct(request, { name: unique('E2E walnuts'), nameFa: 'گردوی آزمایشی', initialStock: 5 });
  await startIn(page, 'fa');
  await page.goto('/fa/products');
  const opened = context.waitForEvent('page');
  await page.locator(`[data-product="${p.id}"]`).getByTestId('product-link').click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(decodeURIComponent(new URL(tab.url()).pathname)).toBe(decodeURIComponent(`/fa${productPath(p, 'fa')}`));
  await expect(page.getByTestId('order-modal')).toBeHidden();
  await tab.close();
});
