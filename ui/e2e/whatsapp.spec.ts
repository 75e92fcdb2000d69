// The floating WhatsApp button: on every public page and not on the dashboard, a wa.me link of the
// Content tab's number with a message for the page or the product (name and link), at the
// inline-end corner (left in Persian), clear of the order dialog's and the footer's controls on a
// phone, its note saying whether the office is open at a fixed moment (Playwright's clock) and when
// a reply comes; hidden with no number; no cookie, no storage of its own. These tests change the
// site content and put it back.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique } from './helpers';

test.describe.configure({ mode: 'serial' });

type Content = Record<string, unknown>;

async function putContent(request: APIRequestContext, patch: Content) {
  const { profileDocumentName: _n, profileDocumentUrl: _u, ...current } = await (await request.get('/api/content')).json();
  const res = await request.put('/api/content', { data: { ...current, ...patch } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Saturday 28 November 2026, 10:30 in Kabul (06:00 UTC): the office is open. */
const OPEN = new Date('2026-11-28T06:00:00Z');
/** Friday 27 November 2026, 12:30 in Kabul: closed (Friday). */
const FRIDAY = new Date('2026-11-27T08:00:00Z');

const link = (page: Page) => page.getByTestId('whatsapp-link');
const text = async (page: Page) => new URL((await link(page).getAttribute('href'))!).searchParams.get('text');

test.describe('WhatsApp button', () => {
  let original: Content;
  test.beforeAll(async ({ request }) => {
    await adminApi(request);
    original = await (await request.get('/api/content')).json();
    await putContent(request, { whatsappUrl: 'https://wa.me/93700123456' });
    const hours = await request.put('/api/content/office-hours', {
      data: { days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], opens: '09:00', closes: '18:00', replyHours: 4 },
    });
    expect(hours.status()).toBe(200);
  });
  test.afterAll(async ({ request }) => {
    await adminApi(request);
    const { profileDocumentName: _n, profileDocumentUrl: _u, ...rest } = original;
    await request.put('/api/content', { data: rest });
  });

  test('English: the page\'s message and link, bottom right, open now', async ({ page, context }) => {
    await page.clock.install({ time: OPEN });
    await startIn(page, 'en');
    await page.goto('/services');
    await expect(link(page)).toHaveAttribute('href', /^https:\/\/wa\.me\/93700123456\?text=/);
    const origin = new URL(page.url()).origin;
    expect(await text(page)).toBe(`Hello, I have a question about this page (Services): ${origin}/services`);
    await expect(link(page)).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('whatsapp-note')).toHaveText('We usually reply within 4 hours.');
    await expect(link(page)).toContainText('Open now');
    const box = (await link(page).boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x + box.width).toBeGreaterThan(width - 40);
    expect(box.x).toBeGreaterThan(width / 2);
    expect(await context.cookies()).toEqual([]);
  });

  test('Persian: mirrored to the bottom left, closed on Friday, the product\'s name and link', async ({ page, request }) => {
    await adminApi(request);
    const product = await createProduct(request, { name: unique('E2E Pistachios'), nameFa: unique('پستهٔ آزمایشی'), initialStock: 10 });
    await page.clock.install({ time: FRIDAY });
    await startIn(page, 'fa');
    await page.goto('/fa/products');
    await expect(page.getByTestId('whatsapp-note')).toHaveText('فردا ساعت ۰۹:۰۰ به وقت کابل باز می‌کنیم و آن‌گاه پاسخ می‌دهیم.');
    await expect(link(page)).toContainText('اکنون بسته');
    const box = (await link(page).boundingBox())!;
    expect(box.x).toBeLessThan(40);
    await page.getByTestId('inventory-card').filter({ hasText: product.nameFa! }).getByTestId('product-link').click();
    await expect(page.getByTestId('order-modal')).toBeVisible();
    await expect.poll(() => text(page)).toMatch(new RegExp(`^سلام، به ${product.nameFa} علاقه‌مندم: .*/fa/products/${product.id}-`));
  });

  test('a phone: clear of the order dialog and of the footer\'s links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: OPEN });
    await startIn(page, 'en');
    await page.goto('/products');
    await expect(link(page)).toBeVisible();
    await expect(page.getByTestId('whatsapp-note')).toHaveCSS('position', 'absolute');
    // the order dialog is on top: its buttons take the clicks, wherever the button is
    await page.locator('[data-testid="inventory"] [data-action="order"]').first().click();
    const submit = page.getByTestId('order-modal').locator('button[type="submit"]');
    await submit.scrollIntoViewIfNeeded();
    const target = await submit.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b || b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(target).toBe(true);
    await page.keyboard.press('Escape');
    // at the foot of the page, no footer link lies under the button
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const fab = (await link(page).boundingBox())!;
    for (const a of await page.locator('footer a, footer button').all()) {
      const r = await a.boundingBox();
      if (!r) continue;
      const overlap = r.x < fab.x + fab.width && fab.x < r.x + r.width && r.y < fab.y + fab.height && fab.y < r.y + r.height;
      expect(overlap, `${await a.textContent()} under the WhatsApp button`).toBe(false);
    }
  });

  test('a quote page never sends its link: while it loads, when it fails, for a wrong token, and once loaded', async ({ page, request }) => {
    await adminApi(request);
    const product = await createProduct(request, { name: unique('E2E Figs'), initialStock: 10 });
    const sent = await request.post('/api/inquiries', {
      data: { lines: [{ productId: product.id, quantity: 1 }], name: 'Amina Rahimi', email: 'amina@example.com', lang: 'en' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { number, quoteUrl } = (await sent.json()) as { number: string; quoteUrl: string };
    const token = quoteUrl.split('/').pop()!;
    const api = `**/api/quotes/by-token/${token}`;
    await page.clock.install({ time: OPEN });
    await startIn(page, 'en');
    // loading: the quote's answer is held back
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(quoteUrl);
    await expect(page.locator('.state-loading')).toBeVisible();
    expect(await text(page)).toBe('Hello, I have a question about my quote.');
    release();
    await expect(page.getByTestId('quote-status')).toBeVisible();
    await expect.poll(() => text(page)).toBe(`Hello, I have a question about my quote ${number}.`);
    // failed: the server answers 500
    await page.unroute(api);
    await page.route(api, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error","code":"internal"}' }));
    await page.reload();
    await expect(page.locator('.state-error')).toBeVisible();
    expect(await text(page)).toBe('Hello, I have a question about my quote.');
    await page.unroute(api);
    // a wrong token, in Persian: the not-found page, and still no link
    const wrong = 'x'.repeat(32);
    await page.evaluate(() => localStorage.setItem('site-lang', 'fa'));
    await page.goto(`/fa/quote/${wrong}`);
    await expect(page.locator('h1')).toBeVisible();
    expect(await text(page)).toBe('سلام، پرسشی دربارهٔ پیش‌فاکتورم دارم.');
    for (const secret of [token, wrong]) expect(await link(page).getAttribute('href')).not.toContain(secret);
  });

  test('edited office hours are followed; no number, no button; never on the dashboard', async ({ page, request }) => {
    await adminApi(request);
    const saved = await request.put('/api/content/office-hours', { data: { days: ['fri'], opens: '12:00', closes: '13:00', replyHours: 1 } });
    expect(saved.status()).toBe(200);
    await page.clock.install({ time: FRIDAY });
    await startIn(page, 'en');
    await page.goto('/about');
    await expect(page.getByTestId('whatsapp-note')).toHaveText('We usually reply within an hour.');
    await page.goto('/dashboard');
    await expect(page.locator('#dash-login-username')).toBeVisible();
    await expect(page.getByTestId('whatsapp-float')).toHaveCount(0);
    await putContent(request, { whatsappUrl: null });
    await page.goto('/about');
    // the content without a number has arrived: the footer says so, and there is no button
    await expect(page.locator('footer [role="img"][aria-label="WhatsApp (link coming soon)"]')).toBeVisible();
    await expect(page.getByTestId('whatsapp-float')).toHaveCount(0);
    const restored = await request.put('/api/content/office-hours', {
      data: { days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'], opens: '09:00', closes: '18:00', replyHours: 4 },
    });
    expect(restored.status()).toBe(200);
  });
});
