// Visitor analytics (issue 31) in a real browser, as new readers would come: three people at three
// addresses (their countries from the CC0 GeoIP fixture) read English and Persian pages, one from
// a newsletter's link, and move around; the admin then sees them on the Analytics tab, each once,
// with the right country, language, product and referrer. And no public page leaves a cookie or
// a storage entry beyond the site's own (language and theme).
//
// Its own server: the GeoIP fixture, counts written every 300 ms (SITE_VISITS_FLUSH_MS; the test
// waits for the figures to appear, never for a duration) and 127.0.0.1 as a trusted proxy, so each
// reader's X-Forwarded-For is their address, as behind nginx.
import { expect, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { ADMIN } from './env';
import { BROWSER_HEADERS, newContext, test } from './fixtures';
import { freePort, startServer } from '../scripts/site-server.mjs';

let server: Awaited<ReturnType<typeof startServer>>;

const GEOIP = resolve('node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
// A person's browser: headless Chromium names itself HeadlessChrome, which is counted as a program.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const READERS = { us: '8.8.8.8', nl: '193.0.6.139', jp: '133.242.0.3' };
/** The storage entries of the specification itself (ui/src/lib/storage.ts users): language, theme. */
const OWN_KEYS = ['site-lang', 'theme'];

test.beforeAll(async () => {
  server = await startServer({
    port: await freePort(),
    adminPassword: ADMIN.password,
    env: { SITE_GEOIP: GEOIP, SITE_VISITS_FLUSH_MS: '300', SITE_TRUSTED_PROXIES: '127.0.0.1' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A reader's browser at `address` (its pages' loads wait for the app: a click is then the app's navigation, not a page load). */
const reader = (browser: Browser, address: string) => newContext(browser, { userAgent: CHROME, extraHTTPHeaders: { 'X-Forwarded-For': address } });

type Report = {
  visitors: number;
  views: number;
  countries: { value: string; visitors: number }[];
  languages: { value: string; views: number }[];
  referrers: { value: string; visitors: number }[];
  campaigns: { value: string; visitors: number }[];
  products: { productId: number; views: number }[];
};

test('readers from three countries show on the Analytics tab, each once', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: BROWSER_HEADERS });
  expect((await api.post('/api/admins/auth', { data: ADMIN })).status()).toBe(200);
  const products = (await (await api.get('/api/products')).json()) as { id: number; name: string; nameFa: string }[];
  const product = products[0];

  // An English reader from a newsletter: the home page, then Products in the app, then a reload.
  const us = await reader(browser, READERS.us);
  const page1 = await us.newPage();
  await page1.goto(`${server.baseURL}/?utm_source=newsletter&utm_campaign=autumn`, { referer: 'https://news.example.org/issue-12' });
  const beacon = page1.waitForRequest((r) => r.url().endsWith('/api/visits') && r.method() === 'POST');
  await page1.getByRole('navigation').getByRole('link', { name: 'Products' }).first().click();
  await expect(page1).toHaveURL(/\/products$/);
  // a form, which the browser sends without asking the server first
  const sent = await beacon;
  expect(sent.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  expect(Object.fromEntries(new URLSearchParams(sent.postData() ?? ''))).toEqual({ path: '/products' });
  await page1.reload();

  // A Persian reader opens a product's page (its id alone: moved to its Persian address), closes
  // its dialog (the products page) and opens About.
  const nl = await reader(browser, READERS.nl);
  const page2 = await nl.newPage();
  await page2.goto(`${server.baseURL}/fa/products/${product.id}`);
  await expect(page2).toHaveURL(new RegExp(`/fa/products/${product.id}-`));
  await page2.keyboard.press('Escape');
  await expect(page2).toHaveURL(/\/fa\/products$/);
  await page2.getByRole('navigation').getByRole('link', { name: 'دربارهٔ ما' }).first().click();
  await expect(page2).toHaveURL(/\/fa\/about$/);

  // A third reader opens the products page and a product from it.
  const jp = await reader(browser, READERS.jp);
  const page3 = await jp.newPage();
  await page3.goto(`${server.baseURL}/products`);
  const opened = page3.waitForRequest((r) => r.url().endsWith('/api/visits'));
  await page3.locator(`a[href^="/products/${product.id}-"]`).first().click();
  expect(new URLSearchParams((await opened).postData() ?? '').get('path')).toMatch(new RegExp(`^/products/${product.id}-`));

  // Written within a moment (every 300 ms): 3 visitors, 8 page views (the reload is a view, not a visitor).
  // Today only: the demo's own visitors are on the days before.
  const today = new Date().toISOString().slice(0, 10);
  const report = async () => (await (await api.get(`/api/analytics/visitors?from=${today}&to=${today}`)).json()) as Report;
  await expect.poll(async () => (await report()).views).toBe(8);
  const r = await report();
  expect(r.visitors).toBe(3);
  expect(Object.fromEntries(r.countries.map((c) => [c.value, c.visitors]))).toEqual({ US: 1, NL: 1, JP: 1 });
  expect(Object.fromEntries(r.languages.map((c) => [c.value, c.views]))).toEqual({ en: 5, fa: 3 });
  expect(r.referrers).toEqual([{ value: 'news.example.org', visitors: 1, views: 0 }]);
  expect(r.campaigns).toEqual([{ value: 'autumn', visitors: 1, views: 0 }]);
  expect(r.products).toEqual([expect.objectContaining({ productId: product.id, views: 2 })]);

  // The admin's view, in English and in Persian.
  const admin = await newContext(browser);
  const dash = await admin.newPage();
  await dash.goto(`${server.baseURL}/dashboard`);
  await dash.locator('#dash-login-username').fill(ADMIN.username);
  await dash.locator('#dash-login-password').fill(ADMIN.password);
  await dash.locator('form.dash-login button[type="submit"]').click();
  await dash.getByRole('tab', { name: 'Analytics' }).click();
  const visitors = dash.getByTestId('visitors');
  await visitors.getByLabel('From', { exact: true }).fill(today);
  await visitors.getByLabel('To', { exact: true }).fill(today);
  await visitors.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(visitors.getByTestId('visitors-visitors').locator('.dash-stat-value')).toHaveText('3');
  await expect(visitors.getByTestId('visitors-views').locator('.dash-stat-value')).toHaveText('8');
  const countries = visitors.getByTestId('visitors-countries');
  await countries.getByRole('button', { name: 'Show as table' }).click();
  for (const name of ['United States', 'Netherlands', 'Japan']) await expect(countries.getByRole('table')).toContainText(name);
  await expect(visitors.getByTestId('visitors-referrers')).toContainText('news.example.org');
  await expect(visitors.getByTestId('visitors-products')).toContainText(product.name);
  const funnel = visitors.getByTestId('visitors-funnel');
  await expect(funnel.getByRole('row').filter({ hasText: product.name }).filter({ hasText: 'Japan' })).toHaveCount(1);
  await expect(funnel.getByRole('columnheader')).toHaveText(['Product', 'Country', 'Page views', 'Order requests', 'Quote requests', 'Accepted']);
  await expect(dash.getByTestId('revenue-USD')).toBeVisible();
  await expect(dash.getByTestId('revenue-AFN')).toBeVisible();
  await dash.screenshot({ path: test.info().outputPath('visitors-en.png'), fullPage: true });
  await admin.close();
  for (const c of [us, nl, jp]) await c.close();
  await api.dispose();
});

test('no public page leaves a cookie or a storage entry beyond the language and theme', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const products = (await (await api.get('/api/products')).json()) as { id: number }[];
  await api.dispose();
  const context = await reader(browser, '192.0.2.44');
  const page = await context.newPage();
  const paths = ['/', '/products', '/services', '/about', '/contact', `/products/${products[0].id}`];
  for (const path of [...paths, ...paths.map((p) => (p === '/' ? '/fa' : `/fa${p}`))]) {
    await page.goto(`${server.baseURL}${path}`); // the app is up: it would be the one to write anything
    const seen = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: 'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name) : [],
    }));
    expect(seen.cookie, path).toBe('');
    expect(seen.local.filter((k) => !OWN_KEYS.includes(k)), path).toEqual([]);
    expect(seen.session, path).toEqual([]);
    expect(seen.databases, path).toEqual([]);
    expect(await context.cookies(), path).toEqual([]);
  }
  await context.close();
});
