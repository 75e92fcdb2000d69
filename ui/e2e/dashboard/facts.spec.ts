// The facts of a product (the "Specifications" of its edit panel) and the company's commercial
// terms (Content tab): checked in the browser by the server's rules, saved, and read back.
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, openTab, signIn } from './helpers';

async function errorModal(page: Page, message: string) {
  const modal = page.getByRole('alertdialog');
  await expect(modal).toContainText(message);
  await modal.getByRole('button').last().click();
  await expect(modal).toHaveCount(0);
}

test('specifications: refused in the browser by the server rules, then saved and shown again', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 400 });
  await signIn(page);
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await row.getByRole('button', { name: 'Edit details' }).click();
  const panel = row.getByRole('region');
  const specs = panel.getByTestId('specs-fields');
  await expect(panel.getByRole('group', { name: 'Specifications' })).toBeVisible();
  let patches = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/products/${product.id}`) && r.method() === 'PATCH') patches++;
  });
  const save = panel.getByRole('button', { name: 'Save Changes' });

  await specs.getByLabel('Moisture (%)').fill('101');
  await save.click();
  await errorModal(page, 'Moisture must be between 0 and 100 %.');
  await specs.getByLabel('Moisture (%)').fill('5.5');
  await specs.getByLabel('HS code').fill('08.02');
  await save.click();
  await errorModal(page, 'HS code must be 4 to 10 digits');
  await specs.getByLabel('HS code').fill('0802.12');
  await specs.getByLabel('Minimum order (kg)').fill('0');
  await save.click();
  await errorModal(page, 'Minimum order must be a whole number of at least 1.');
  expect(patches).toBe(0);

  await specs.getByLabel('Minimum order (kg)').fill('250');
  await specs.getByLabel('Variety', { exact: true }).fill('Kaghzi');
  await specs.getByLabel('Variety (Persian)').fill('کاغذی');
  await specs.getByLabel('Origin (province)').selectOption('samangan');
  await specs.getByLabel('Crop year').fill('2025');
  await specs.getByLabel('Samples').selectOption('yes');
  await specs.getByRole('button', { name: 'Add a packaging option' }).click();
  await specs.getByLabel('Packaging option 1', { exact: true }).fill('10 kg carton with PE liner');
  await specs.getByLabel('Packaging option 1 (Persian)').fill('کارتن ۱۰ کیلوگرمی');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await save.click();
  expect((await saved).status()).toBe(200);
  const facts = (await (await request.get('/api/products')).json()).find((p: { id: number }) => p.id === product.id).facts;
  expect(facts).toEqual({
    variety: 'Kaghzi', varietyFa: 'کاغذی', origin: 'samangan', cropYear: 2025, moisture: 5.5, hsCode: '0802.12',
    packaging: [{ en: '10 kg carton with PE liner', fa: 'کارتن ۱۰ کیلوگرمی' }], minOrder: 250, samples: true,
  });

  // Opened again: what was saved, and a fact emptied is cleared on the server.
  await row.getByRole('button', { name: 'Edit details' }).click();
  const again = row.getByRole('region').getByTestId('specs-fields');
  await expect(again.getByLabel('Minimum order (kg)')).toHaveValue('250');
  await expect(again.getByLabel('Origin (province)')).toHaveValue('samangan');
  await again.getByLabel('Moisture (%)').fill('');
  const cleared = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}`) && r.request().method() === 'PATCH');
  await row.getByRole('button', { name: 'Save Changes' }).click();
  expect((await (await cleared).json()).facts.moisture).toBeUndefined();
});

test('specifications in Persian: the labels and the browser check speak Persian', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 40 });
  await signIn(page, { lang: 'fa' });
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await row.locator('button').filter({ hasText: 'ویرایش' }).first().click();
  const specs = row.getByRole('region').getByTestId('specs-fields');
  await expect(specs).toContainText('مشخصات');
  await specs.getByLabel('سال محصول').fill('1999');
  await row.getByRole('region').locator('button[type="submit"]').click();
  await errorModal(page, 'سال محصول باید سالی از ۲۰۰۰ تا سال آینده باشد.');
});

test('commercial terms: saved on the Content tab in both languages', async ({ page, request }) => {
  await apiSignIn(request);
  // from none (the demo's terms are put back at the end)
  const before = (await (await request.get('/api/content')).json()).terms;
  expect((await request.put('/api/content/terms', { data: {} })).status()).toBe(200);
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const form = panel.getByTestId('terms-form');
  await expect(form.getByRole('heading', { name: 'Commercial terms' })).toBeVisible();
  await form.getByRole('button', { name: 'Add an Incoterm' }).click();
  await form.getByLabel('Incoterm 1').selectOption('CPT');
  await form.getByLabel('Named place 1', { exact: true }).fill('Dubai');
  await form.getByLabel('Named place 1 (Persian)').fill('دبی');
  await form.getByRole('button', { name: 'Add an Incoterm' }).click();
  await form.getByLabel('Named place 2', { exact: true }).fill('');
  await form.getByLabel('Named place 2 (Persian)').fill('کابل');
  await form.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('alertdialog')).first()).toContainText('Each Incoterm needs its named place');
  await form.getByLabel('Named place 2', { exact: true }).fill('Kabul');
  await form.getByLabel('Payment terms', { exact: true }).fill('30% advance, 70% against documents');
  await form.getByLabel('Payment terms (Persian)').fill('۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر اسناد');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/terms') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save terms' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form).toContainText('Commercial terms saved.');
  const terms = (await (await request.get('/api/content')).json()).terms;
  expect(terms).toEqual({
    incoterms: [{ term: 'CPT', place: 'Dubai', placeFa: 'دبی' }, { term: 'FCA', place: 'Kabul', placeFa: 'کابل' }],
    paymentTerms: '30% advance, 70% against documents',
    paymentTermsFa: '۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر اسناد',
  });

  // the Persian products page shows them in Persian (as the server writes it: this browser's stored
  // language is English and would take it to the English page)
  const fa = await (await request.get('/fa/products')).text();
  expect(fa).toContain('۳۰٪ پیش‌پرداخت');
  expect(fa).toContain('دبی');

  // leave the site as other tests expect it
  expect((await request.put('/api/content/terms', { data: before })).status()).toBe(200);
});
