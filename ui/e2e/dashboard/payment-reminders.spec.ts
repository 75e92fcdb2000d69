// The payments panel says when the buyer was reminded of a due: a due two days away, the server
// started again with a mail server set (the reminders run at start), and the due's row in the
// Shipments tab reads "Buyer reminded <day>" in English and in Persian, in the reader's calendar.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest } from '@playwright/test';
import { BROWSER_HEADERS, test } from '../fixtures';
import { freePort, startServer } from '../../scripts/site-server.mjs';
import { formatDate } from '../../src/i18n/format';
import { kabulDate } from '../helpers';
import { ADMIN, signIn } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'golbahar-reminders-'));
let server: Awaited<ReturnType<typeof startServer>>;
let shipmentId = 0;
let remindedAt = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // a mail server nobody listens on: the reminder is queued in the outbox and marked sent to it
  const env = { SITE_SMTP_URL: `smtp://127.0.0.1:${await freePort()}?tls=none`, SITE_MAIL_FROM: 'site@golbahar.af' };
  const options = { adminPassword: ADMIN.password, demo: false, dir, env };
  const first = await startServer({ ...options, port: await freePort() });
  const api = await playwrightRequest.newContext({ baseURL: first.baseURL, extraHTTPHeaders: BROWSER_HEADERS });
  expect((await api.post('/api/admins/auth', { data: ADMIN })).status()).toBe(200);
  const product = await (await api.post('/api/products', { data: { name: 'Kaghzi Almonds', unit: 'kg', price: 9.8, initialStock: 5000 } })).json();
  const order = await (
    await api.post('/api/orders', { data: { productId: product.id, quantity: 1000, customerName: 'Maryam Ahmadi', customerEmail: 'maryam@example.com' } })
  ).json();
  const shipment = await api.post('/api/shipments', { data: { orderIds: [order.id], mode: 'sea' } });
  expect(shipment.status(), await shipment.text()).toBe(201);
  shipmentId = (await shipment.json()).id;
  // two days away in Kabul: within the three days before it that the first reminder goes
  const dues = [
    { percent: 30, due: 'date', dueDate: kabulDate(2) },
    { percent: 70, due: 'date', dueDate: kabulDate(30) },
  ];
  expect((await api.put(`/api/shipments/${shipmentId}/schedule`, { data: { dues } })).status()).toBe(200);
  await api.dispose();
  await first.stop();

  server = await startServer({ ...options, port: await freePort() });
  const admin = await playwrightRequest.newContext({ baseURL: server.baseURL, extraHTTPHeaders: BROWSER_HEADERS });
  expect((await admin.post('/api/admins/auth', { data: ADMIN })).status()).toBe(200);
  await expect(async () => {
    const schedule = await (await admin.get(`/api/shipments/${shipmentId}/schedule`)).json();
    remindedAt = schedule.dues[0].remindedBeforeAt ?? '';
    expect(remindedAt, 'the reminders ran at start').not.toBe('');
    expect(schedule.dues[1].remindedBeforeAt).toBeUndefined();
  }).toPass({ timeout: 30_000 });
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

for (const lang of ['en', 'fa'] as const) {
  test(`the due's row says when the buyer was reminded (${lang})`, async ({ page }) => {
    await signIn(page, { lang, path: `${server.baseURL}/dashboard?tab=shipments&shipment=${shipmentId}` });
    const dues = page.getByTestId('pay-due');
    await expect(dues).toHaveCount(2);
    const said = lang === 'en' ? 'Buyer reminded ' : 'یادآوری به خریدار: ';
    await expect(dues.nth(0).getByTestId('pay-due-reminded')).toHaveText(said + formatDate(remindedAt, lang));
    await expect(dues.nth(1).getByTestId('pay-due-reminded')).toHaveCount(0);
  });
}
