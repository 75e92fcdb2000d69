// Issue 42: a product's low-stock alert set in its edit panel, and the Products tab marking it once
// its stock falls to it (item 4); a new product added in one step with its specifications and two
// gallery photos, seen on its public page (item 5). Each in English and in Persian.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, makePng, signIn, unique } from './helpers';
import { productPath } from '../../src/features/products/productLink';

const WORDS = {
  en: { edit: 'Edit details', save: 'Save Changes', badge: 'Low stock', detail: '40 kg left after approved orders; alert at 40 kg', count: '1 low on stock', origin: 'Herat', add: 'Add product' },
  fa: { edit: 'ویرایش جزئیات', save: 'ذخیرهٔ تغییرات', badge: 'موجودی رو به پایان', detail: '۴۰ کیلوگرم باقی‌مانده پس از سفارش‌های تأییدشده؛ هشدار در ۴۰ کیلوگرم', count: '۱ محصول رو به پایان', origin: 'هرات', add: 'افزودن محصول' },
} as const;

for (const lang of ['en', 'fa'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a threshold set in the editor marks the product once its stock falls to it`, async ({ page, request }) => {
    await apiSignIn(request);
    const product = await createProduct(request, { name: unique('Alert almonds'), initialStock: 100 });
    await signIn(page, { lang });
    const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
    await row.getByRole('button', { name: w.edit }).click();
    await row.getByTestId('low-stock-threshold').fill('40');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
    await row.getByRole('button', { name: w.save }).click();
    expect((await saved).request().postDataJSON().lowStockThreshold).toBe(40);
    await expect(row.getByTestId('low-stock')).toHaveCount(0);

    // a quick export leaves 40 kg: at the threshold, the row is marked in words and a sign
    await row.locator('.dash-quick-box').nth(1).locator('input.dash-qty').fill('60');
    await row.locator('.dash-destination').fill('Dubai');
    const exported = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/exports`));
    await row.locator('.dash-quick-box').nth(1).locator('button[type="submit"]').click();
    expect((await exported).status()).toBe(200);
    const mark = row.getByTestId('low-stock');
    await expect(mark).toContainText(w.badge);
    await expect(mark).toContainText(w.detail);
    await expect(row).toHaveClass(/is-low/);
    await expect(page.getByTestId('low-stock-count')).toBeVisible();

    // an import lifts it above: the mark goes, and the editor shows the threshold kept
    const imported = await request.post(`/api/products/${product.id}/imports`, { data: { quantity: 10 } });
    expect(imported.status()).toBe(200);
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('low-stock')).toHaveCount(0);
    await row.getByRole('button', { name: w.edit }).click();
    await expect(row.getByTestId('low-stock-threshold')).toHaveValue('40');
  });

  test(`${lang}: a new product comes with its specifications and two gallery photos in one step`, async ({ page }) => {
    await signIn(page, { lang });
    const form = page.getByTestId('add-product-form');
    const name = unique('One-step figs');
    await form.locator('#np-name').fill(name);
    await form.locator('#np-nameFa').fill('انجیر یک‌مرحله‌ای');
    await form.locator('#np-price').fill('7.5');
    await form.locator('#np-stock').fill('300');
    await form.locator('#np-threshold').fill('50');
    await form.locator('#np-origin').selectOption('herat');
    await form.locator('#np-cropYear').fill('2026');
    const gallery = form.getByTestId('edit-product-gallery');
    await gallery.getByTestId('gallery-add').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: makePng(900, 600) },
      { name: 'b.png', mimeType: 'image/png', buffer: makePng(600, 900) },
    ]);
    await expect(gallery.getByTestId('gallery-item')).toHaveCount(2);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
    await form.getByRole('button', { name: w.add }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const product = await answer.json();
    expect(product.images).toHaveLength(2);
    expect(product.facts).toMatchObject({ origin: 'herat', cropYear: 2026 });
    await expect(page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`)).toBeVisible();
    await expect(form.locator('#np-name')).toHaveValue('');

    await page.goto(`${lang === 'fa' ? '/fa' : ''}${productPath(product, lang)}`);
    const photos = page.getByTestId('product-gallery').getByTestId('gallery-thumb');
    await expect(photos).toHaveCount(2);
    await expect(page.getByTestId('spec-table').first()).toContainText(w.origin);
  });
}
