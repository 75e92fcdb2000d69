// Products and awards in both languages on the dashboard: the English and Persian texts side by
// side (each typed in its own direction), what is not translated marked and listed on its own,
// and a translation added in the edit panel clearing the mark.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, openTab, signIn, smallPng, unique } from './helpers';

test('a product is added with its Persian name and description beside the English ones', async ({ page }) => {
  await signIn(page);
  const form = page.getByTestId('add-product-form');
  const en = form.getByTestId('texts-en');
  const fa = form.getByTestId('texts-fa');
  // side by side on a laptop: the Persian column beside the English one, typed right to left
  const [enBox, faBox] = [await en.boundingBox(), await fa.boundingBox()];
  expect(Math.abs(enBox!.y - faBox!.y)).toBeLessThan(2);
  expect(faBox!.x).toBeGreaterThan(enBox!.x + enBox!.width - 1);
  await expect(fa.getByLabel('Persian name')).toHaveAttribute('dir', 'rtl');
  await expect(fa.getByLabel('Persian name')).toHaveAttribute('lang', 'fa');

  const name = unique('Shade-dried raisins');
  await en.getByLabel('Name', { exact: true }).fill(name);
  await en.getByLabel('Description', { exact: true }).fill('Long green raisins, dried in the shade.');
  await fa.getByLabel('Persian name').fill('کشمش سایه‌خشک');
  await fa.getByLabel('Persian description').fill('کشمش سبز دراز که در سایه خشک می‌شود.');
  await form.getByLabel('Price').fill('4.5');
  await form.getByLabel('Initial stock').fill('50');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/products') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add product' }).click();
  const product = await (await created).json();
  expect([product.name, product.nameFa, product.description, product.descriptionFa]).toEqual([
    name,
    'کشمش سایه‌خشک',
    'Long green raisins, dried in the shade.',
    'کشمش سبز دراز که در سایه خشک می‌شود.',
  ]);
  const row = page.locator(`[data-testid="product-row"][data-product-id="${product.id}"]`);
  await expect(row).toContainText('کشمش سایه‌خشک');
  await expect(row.getByTestId('untranslated')).toHaveCount(0);
});

test('untranslated products are marked, listed on their own, and cleared by a translation', async ({ page, request }) => {
  await apiSignIn(request);
  const plain = await createProduct(request, { name: unique('Untranslated figs') });
  const done = await createProduct(request, { name: unique('Translated figs'), nameFa: 'انجیر ترجمه‌شده' });
  await signIn(page);
  const panel = page.locator('#dash-panel-products');
  const row = (id: number) => panel.locator(`[data-testid="product-row"][data-product-id="${id}"]`);
  await expect(row(plain.id).getByTestId('untranslated')).toHaveText('Not translated');
  await expect(row(done.id).getByTestId('untranslated')).toHaveCount(0);
  await expect(panel.getByTestId('untranslated-count')).toHaveText(/^\d+ not translated$/);

  const filter = panel.getByTestId('untranslated-filter');
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(row(plain.id)).toBeVisible();
  await expect(row(done.id)).toHaveCount(0);
  const rows = panel.getByTestId('product-row');
  for (const badge of await rows.all()) await expect(badge.getByTestId('untranslated')).toBeVisible();

  // translated in the edit panel: the mark goes
  await row(plain.id).getByRole('button', { name: /^Edit/ }).click();
  const edit = row(plain.id).getByRole('region');
  await edit.getByLabel('Persian name').fill('انجیر خشک');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/products/${plain.id}`) && r.request().method() === 'PATCH');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  expect((await (await saved).json()).nameFa).toBe('انجیر خشک');
  await expect(row(plain.id)).toHaveCount(0); // no longer in the untranslated list
  await filter.click();
  await expect(row(plain.id)).toContainText('انجیر خشک');
  await expect(row(plain.id).getByTestId('untranslated')).toHaveCount(0);
});

test('an award is added and translated with its texts side by side', async ({ page, request }) => {
  await signIn(page);
  const panel = await openTab(page, 'Awards');
  const form = panel.getByTestId('add-award-form');
  const title = unique('Fair trade award');
  await form.getByTestId('texts-en').getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Choose image').setInputFiles(smallPng());
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/awards') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add award' }).click();
  const award = await (await posted).json();
  const card = panel.getByTestId('award').filter({ hasText: title });
  await expect(card.getByTestId('untranslated')).toHaveText('Not translated');

  await card.getByRole('button', { name: 'Edit texts' }).click();
  const editor = panel.getByTestId('award-texts-form');
  await editor.getByLabel('Persian title').fill('جایزهٔ تجارت منصفانه');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/awards/${award.id}`) && r.request().method() === 'PATCH');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  expect((await (await saved).json()).titleFa).toBe('جایزهٔ تجارت منصفانه');
  await expect(card).toContainText('جایزهٔ تجارت منصفانه');
  await expect(card.getByTestId('untranslated')).toHaveCount(0);
  const list = await (await request.get('/api/awards')).json();
  expect(list.find((a: { id: number }) => a.id === award.id).titleFa).toBe('جایزهٔ تجارت منصفانه');
});
