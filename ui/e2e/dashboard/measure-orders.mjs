// Measures the orders tab on a large order book: seeds orders through POST /api/orders until the
// server holds N, then times (in Chromium) the first render of the tab and page changes.
//
//   SITE_ORDER_LIMIT=0 SITE_ADMIN_PASSWORD=pw site serve --addr 127.0.0.1:8099 --db /tmp/big/site.db
//   BASE=http://127.0.0.1:8099 ADMIN_PASSWORD=pw N=100000 node e2e/dashboard/measure-orders.mjs
//
// Prints one JSON line of medians (ms). Nothing here runs in the regular test suite.
import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8099';
const N = Number(process.env.N ?? 100_000);
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';
const RUNS = Number(process.env.RUNS ?? 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api(path, init = {}, cookie = '') {
  const res = await fetch(BASE + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', Origin: BASE, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });
  return res;
}

async function seed() {
  const auth = await api('/api/admins/auth', { method: 'POST', body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  if (!auth.ok) throw new Error(`sign-in failed: ${auth.status}`);
  const cookie = auth.headers.get('set-cookie').split(';')[0];
  const count = async () => Number((await api('/api/orders?limit=1&offset=0', {}, cookie)).headers.get('x-total-count'));
  let have = await count();
  if (have >= N) return { cookie, seeded: 0, total: have };
  const product = await (
    await api('/api/products', { method: 'POST', body: JSON.stringify({ name: 'Scale test almonds', unit: 'kg', price: 7.5, initialStock: 1_000_000 }) }, cookie)
  ).json();
  const statuses = ['pending', 'approved', 'completed', 'cancelled'];
  const t0 = Date.now();
  let next = have;
  const worker = async () => {
    while (next < N) {
      const i = next++;
      const res = await api('/api/orders', {
        method: 'POST',
        body: JSON.stringify({
          productId: product.id,
          quantity: 1 + (i % 9),
          customerName: `Buyer ${i}`,
          customerEmail: `buyer${i}@example.com`,
          destination: ['Dubai', 'London', 'Delhi', 'Paris', 'Zurich'][i % 5],
          notes: '',
        }),
      });
      if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${await res.text()}`);
      // A spread of statuses, as a living order book has.
      if (i % 4) {
        const { id } = await res.json();
        await api(`/api/orders/${id}`, { method: 'PATCH', body: JSON.stringify({ status: statuses[i % 4] }) }, cookie);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  have = await count();
  return { cookie, seeded: have, total: have, seedSeconds: (Date.now() - t0) / 1000 };
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ baseURL: BASE });
  await page.goto('/dashboard');
  await page.fill('#dash-login-username', 'admin');
  await page.fill('#dash-login-password', PASSWORD);
  await page.click('form.dash-login button[type="submit"]');
  await page.getByTestId('welcome').waitFor();

  const firstRender = [];
  const pageChange = [];
  const lastPage = [];
  for (let run = 0; run < RUNS; run++) {
    // First render: a fresh dashboard (tabs not yet mounted), click Orders, wait for the rows.
    await page.goto('/dashboard');
    await page.getByTestId('welcome').waitFor();
    let t = await page.evaluate(() => performance.now());
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.locator('[data-testid="order-row"]').first().waitFor();
    firstRender.push((await page.evaluate(() => performance.now())) - t);

    const info = page.getByTestId('page-info');
    const before = await info.textContent();
    t = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((b) => document.querySelector('[data-testid="page-info"]')?.textContent !== b, before);
    pageChange.push((await page.evaluate(() => performance.now())) - t);

    const beforeLast = await info.textContent();
    t = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Last page' }).click();
    await page.waitForFunction((b) => document.querySelector('[data-testid="page-info"]')?.textContent !== b, beforeLast);
    lastPage.push((await page.evaluate(() => performance.now())) - t);
  }
  await browser.close();
  return { firstRenderMs: Math.round(median(firstRender)), nextPageMs: Math.round(median(pageChange)), lastPageMs: Math.round(median(lastPage)), runs: RUNS };
}

const seeded = await seed();
const apiTimes = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  await api(`/api/orders?limit=25&offset=${Math.max(0, seeded.total - 25)}`, {}, seeded.cookie);
  apiTimes.push(performance.now() - t);
}
const ui = await measure();
console.log(JSON.stringify({ orders: seeded.total, seedSeconds: seeded.seedSeconds, apiLastPageMs: Math.round(median(apiTimes)), ...ui }));
