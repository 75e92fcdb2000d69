// The price list as a spreadsheet (issue 42), in English and in Persian: the products.csv the
// dashboard offers, 30 prices changed in it as a spreadsheet would save it, previewed (each change
// old → new, nothing saved yet), saved, and the new prices on the public pages; a file with a
// formula, a price of text and a unit that does not exist is refused line by line, in the admin's
// language, with nothing saved.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, signIn, unique } from './helpers';
import { formatNumber } from '../../src/i18n/format';
import type { Product } from '../../src/lib/api-types';

/** 30 products of this test, and products.csv (in `lang`) cut to their rows: other tests' products stay out of the file. */
async function priceList(request: APIRequestContext, lang: 'en' | 'fa') {
  const products: Product[] = [];
  for (let i = 0; i < 30; i++) products.push(await createProduct(request, { name: unique(`Sheet ${lang} ${i}`), price: 10 + i }));
  const res = await request.get(`/api/exports/products.csv?lang=${lang}`);
  expect(res.status()).toBe(200);
  const [header, ...rows] = (await res.text()).split('\r\n');
  const ours = new Set(products.map((p) => String(p.id)));
  return { products, header, rows: rows.filter((r) => ours.has(r.split(',')[0])) };
}

/**
 * The row with a new price (the seventh cell, after ID, the names and descriptions, and the unit),
 * its cells joined by `separator`. The test's rows hold no cell with a `,` of its own.
 */
function repriced(row: string, price: string, separator: string): string {
  const cells = row.split(',');
  cells[6] = price;
  return cells.join(separator);
}

/** The Products tab, where the dashboard opens. */
function productsTab(page: Page, lang: 'en' | 'fa') {
  return page.getByRole('tabpanel', { name: lang === 'en' ? 'Products' : 'محصولات' });
}

async function upload(page: Page, name: string, text: string) {
  const previewed = page.waitForResponse((r) => r.url().endsWith('/api/products/sheet/preview'));
  await page.getByTestId('sheet-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${text}`) });
  expect((await previewed).status()).toBe(200);
}

for (const lang of ['en', 'fa'] as const) {
  test(`a price list of 30 products changed in a spreadsheet is previewed, saved and shown on the public pages (${lang})`, async ({ page, request }) => {
    await apiSignIn(request);
    const { products, header, rows } = await priceList(request, lang);
    expect(rows).toHaveLength(30);
    // a Persian spreadsheet saves `;` between cells and a decimal comma; an English one `,` and a point
    const newPrice = (i: number) => 12.25 + i;
    expect(rows.every((r) => !r.includes('"'))).toBe(true);
    const file =
      lang === 'fa'
        ? [header.split(',').join(';'), ...rows.map((r, i) => repriced(r, String(newPrice(i)).replace('.', ','), ';'))].join('\r\n')
        : [header, ...rows.map((r, i) => repriced(r, String(newPrice(i)), ','))].join('\r\n');

    await signIn(page, { lang });
    const tab = productsTab(page, lang);
    const sheet = tab.getByTestId('price-sheet');
    await expect(sheet.getByTestId('sheet-download')).toHaveAttribute('href', `/api/exports/products.csv?lang=${lang}`);
    await upload(page, 'prices.csv', file);
    const summary = lang === 'en' ? '30 rows: 30 to change, 0 to add, 0 unchanged.' : '۳۰ ردیف: ۳۰ تغییر، ۰ افزودنی، ۰ بی‌تغییر.';
    await expect(sheet.getByTestId('sheet-summary')).toHaveText(summary);
    const first = sheet.getByTestId('sheet-changes').getByRole('row').nth(1);
    await expect(first).toContainText(products[0].name);
    await expect(first).toContainText(lang === 'en' ? 'Price 10 → 12.25' : 'قیمت ۱۰ ← ۱۲٫۲۵');
    // nothing is saved by the preview
    const before = (await (await request.get('/api/products')).json()) as Product[];
    expect(before.find((p) => p.id === products[0].id)?.price).toBe(10);

    await sheet.screenshot({ path: `test-results/price-sheet-preview-${lang}.png` });
    const applied = page.waitForResponse((r) => r.url().includes('/api/products/sheet?plan='));
    await sheet.getByTestId('sheet-apply').click();
    expect((await applied).status()).toBe(200);
    await expect(sheet.getByRole('status').filter({ hasText: lang === 'en' ? 'Saved: 30 products changed, 0 added.' : 'ذخیره شد: ۳۰ محصول تغییر کرد و ۰ محصول افزوده شد.' })).toBeVisible();
    await expect(tab.locator(`[data-testid="product-row"][data-product-id="${products[29].id}"]`)).toContainText(lang === 'en' ? '41.25' : '۴۱٫۲۵');

    // the public pages show the new prices, in their own language
    await page.goto(lang === 'en' ? '/products' : '/fa/products');
    for (const i of [0, 17, 29]) {
      const card = page.locator('.product-body').filter({ has: page.getByRole('link', { name: products[i].name, exact: true }) });
      // as the cards write a price (productCards.ts's priceText)
      await expect(card).toContainText(formatNumber(newPrice(i), lang, { currency: 'USD' }));
    }
  });

  test(`a file with a formula, a price of text and an unknown unit is refused line by line, nothing saved (${lang})`, async ({ page, request }) => {
    await apiSignIn(request);
    const products = [0, 1, 2].map(() => createProduct(request, { name: unique(`Sheet bad ${lang}`), price: 7 }));
    const [a, b, c] = await Promise.all(products);
    const res = await request.get(`/api/exports/products.csv?lang=${lang}`);
    const [header, ...rows] = (await res.text()).split('\r\n');
    const cellsOf = (p: Product) => rows.find((r) => r.split(',')[0] === String(p.id))!.split(',');
    const [ca, cb, cc] = [cellsOf(a), cellsOf(b), cellsOf(c)];
    const bad = [
      [ca[0], '=SUM(A1:A9)', ...ca.slice(2)].join(','),
      [...cb.slice(0, 6), 'cheap', ...cb.slice(7)].join(','),
      [...cc.slice(0, 5), 'crate', ...cc.slice(6)].join(','),
    ];
    await signIn(page, { lang });
    const tab = productsTab(page, lang);
    const sheet = tab.getByTestId('price-sheet');
    await upload(page, 'prices.csv', [header, ...bad].join('\r\n'));
    const problems = sheet.getByTestId('sheet-problems').getByRole('row');
    await expect(problems).toHaveCount(4);
    // each value is set apart from the sentence around it (a Latin cell in a Persian sentence)
    const expected =
      lang === 'en'
        ? [
            ['2', 'Product', '=SUM(A1:A9)', 'looks like a formula'],
            ['3', 'Price', 'cheap', 'is not a number.'],
            ['4', 'Unit', 'crate', 'is not a unit: use kg, tonne, bag or box.'],
          ]
        : [
            ['۲', 'محصول', '=SUM(A1:A9)', 'شبیه فرمول است'],
            ['۳', 'قیمت', 'cheap', 'عدد نیست.'],
            ['۴', 'واحد', 'crate', 'واحد نیست: کیلوگرم، تن، بوجی یا جعبه بنویسید.'],
          ];
    for (const [i, [line, column, value, text]] of expected.entries()) {
      const cells = problems.nth(i + 1).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(line);
      await expect(cells.nth(1)).toHaveText(column);
      await expect(cells.nth(2)).toContainText(`«\u2068${value}\u2069»`);
      await expect(cells.nth(2)).toContainText(text);
    }
    await expect(sheet.getByTestId('sheet-apply')).toHaveCount(0);
    const after = (await (await request.get('/api/products')).json()) as Product[];
    expect(after.filter((p) => [a.id, b.id, c.id].includes(p.id)).map((p) => p.price)).toEqual([7, 7, 7]);
    await sheet.screenshot({ path: `test-results/price-sheet-problems-${lang}.png` });
  });
}
