// Each product's own link, as a buyer who got it in a chat meets it: it opens the products page
// with that product's order dialog, in the link's language; closing goes back to the list without
// a jump; the link can be shared from the card and the dialog (the share sheet where the browser
// has one, else copied with a visible confirmation) and sent with a question on WhatsApp.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique, type ApiProduct } from './helpers';
import { productPath } from '../src/features/products/productLink';

const card = (page: Page, name: string) => page.getByTestId('inventory-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function product(request: APIRequestContext, stock = 12): Promise<ApiProduct> {
  await adminApi(request);
  return createProduct(request, { name: unique('E2E Mulberries'), initialStock: stock });
}

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

for (const lang of ['en', 'fa'] as const) {
  test(`a product's link opens its order dialog (${lang})`, async ({ page, request }) => {
    const p = await product(request);
    const problems = watchProblems(page);
    await startIn(page, lang);
    const path = `${lang === 'fa' ? '/fa' : ''}${productPath(p)}`;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    expect(html).toContain(`<link rel="canonical" href="${new URL(path, page.url()).href}">`);
    expect(html).toContain(`<meta property="og:title" content="${p.name} — ${lang === 'fa' ? 'گلبهار' : 'Golbahar'}">`);

    const modal = page.getByTestId('order-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(p.name);
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText(lang === 'fa' ? 'درخواست سفارش' : 'Order request');
    await expect(page).toHaveTitle(`${p.name} — ${lang === 'fa' ? 'گلبهار' : 'Golbahar'}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(problems).toEqual([]);
  });
}

test('the id alone moves to the named link; an unknown product is not found in its language', async ({ page, request }) => {
  const p = await product(request);
  const moved = await request.get(`/fa/products/${p.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/fa${productPath(p)}`);

  await startIn(page, 'fa');
  const res = await page.goto('/fa/products/999999999-nothing');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByTestId('order-modal')).toBeHidden();
});

test('choosing a product moves to its link; closing goes back to /products where the page was', async ({ page, request }) => {
  const p = await product(request);
  await startIn(page, 'en');
  await page.goto('/products');
  const orderButton = card(page, p.name).getByRole('button', { name: `Order ${p.name}` });
  await orderButton.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);

  await orderButton.click();
  await expect(page).toHaveURL(new RegExp(`${productPath(p)}$`));
  const modal = page.getByTestId('order-modal');
  await expect(modal).toContainText(p.name);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page).toHaveTitle('Products and stock — Golbahar');

  // Opened from a shared link: closing shows the list at the same address.
  await page.goto(productPath(p));
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/products$/);
  await expect(card(page, p.name)).toBeVisible();
});

test('the language toggle on a product link keeps the product', async ({ page, request }) => {
  const p = await product(request);
  await startIn(page, 'en');
  await page.goto(productPath(p));
  const modal = page.getByTestId('order-modal');
  await expect(modal).toContainText(p.name);
  // The dialog makes the page behind it inert: it has the toggle too.
  await modal.getByRole('button', { name: /Switch to Persian/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fa${productPath(p)}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(modal).toContainText(p.name);
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('درخواست سفارش');
  await modal.getByRole('button', { name: /Switch to English/ }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath(p)}$`));
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText('Order request');
});

test('share from a card: copied with a visible confirmation where there is no share sheet', async ({ page, context, request }) => {
  const p = await product(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  for (const lang of ['en', 'fa'] as const) {
    await page.goto(`${lang === 'fa' ? '/fa' : ''}/products?lang=${lang}`);
    const c = card(page, p.name);
    await c.getByTestId('share-link').click();
    // One toast for the whole list, visible and announced (role=status).
    const toast = page.getByTestId('share-toast');
    await expect(toast).toHaveText(lang === 'fa' ? 'پیوند کپی شد' : 'Link copied');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveRole('status');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`${lang === 'fa' ? '/fa' : ''}${productPath(p)}`, page.url()).href);
    await expect(toast).toHaveText('', { timeout: 6000 });
    await expect(page.getByTestId('order-modal')).toBeHidden();
  }
});

test('share from the dialog uses the share sheet; WhatsApp carries the link', async ({ page, request }) => {
  const p = await product(request);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as { shared?: ShareData }).shared = data;
      },
    });
  });
  await startIn(page, 'en');
  await page.goto(productPath(p));
  const modal = page.getByTestId('order-modal');
  await modal.getByRole('button', { name: `Share the link to ${p.name}` }).click();
  const url = new URL(productPath(p), page.url()).href;
  await expect.poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared)).toEqual({ title: `${p.name} — Golbahar`, url });
  await expect(modal.getByTestId('share-notice')).toHaveText('');

  const whatsapp = modal.getByTestId('order-whatsapp');
  if ((await whatsapp.count()) > 0) {
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(`Hello, I am interested in ${p.name}: ${url}`);
  }
});

test('a sold-out product keeps its link, with no order form', async ({ page, request }) => {
  const p = await product(request, 2);
  expect((await request.post(`/api/products/${p.id}/exports`, { data: { quantity: 2, destination: 'Dubai' } })).status()).toBe(200);
  await startIn(page, 'en');
  const res = await page.goto(productPath(p));
  expect(res?.status()).toBe(200);
  const modal = page.getByTestId('order-modal');
  await expect(modal.getByTestId('sold-out')).toHaveText('Sold out for now. Ask us about the next shipment.');
  await expect(modal.getByRole('button', { name: 'Send order request' })).toHaveCount(0);
  await modal.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
