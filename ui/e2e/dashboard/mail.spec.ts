// E-mail tab and order e-mails, against a real SMTP server on loopback (npm `smtp-server`): the
// site's address (proposed from where the dashboard is open, saved only when confirmed), the
// settings form, the test e-mail through a running mail server and its clear error when the server
// is down, and in the Orders tab each order's e-mail status and the count of new orders, in English
// and in Persian. Every test leaves the site without a mail server and without a site address.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/site-server.mjs';
import { apiSignIn, createProduct, openTab, signIn, unique } from './helpers';

/** `notices`: the security notices (a mail setting changed), kept apart from what a test sends. */
type Sink = { port: number; messages: string[]; notices: string[]; close: () => Promise<void> };

/** A message as its reader sees it: the headers, then the body decoded when it was sent in base64. */
function readable(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return raw;
  const head = raw.slice(0, end);
  const body = raw.slice(end + 4);
  return /^content-transfer-encoding:\s*base64/im.test(head)
    ? `${head}\r\n\r\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`
    : raw;
}

/** An SMTP server on 127.0.0.1 that keeps every message it is given (as read). */
async function startSink(port?: number): Promise<Sink> {
  const messages: string[] = [];
  const notices: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The site keeps its connection open for the next mail: closing waits this long, not 30 s.
    closeTimeout: 200,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = readable(Buffer.concat(chunks).toString('utf8'));
        (/^message-id:\s*<security\./im.test(message) ? notices : messages).push(message);
        done();
      });
    },
  });
  const listenOn = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  return { port: listenOn, messages, notices, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function setMailServer(request: APIRequestContext, port: number) {
  const res = await request.put('/api/mail', {
    data: { host: '127.0.0.1', port, security: 'none', from: 'orders@golbahar.af', buyerConfirmation: false },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Saves the site's address ('' clears it) as the dashboard would, from a page at that address. */
async function setSiteUrl(request: APIRequestContext, siteUrl: string) {
  const res = await request.put('/api/mail/site-url', { data: { siteUrl } });
  expect(res.status(), await res.text()).toBe(200);
}

async function placeOrder(request: APIRequestContext, productId: number) {
  const res = await request.post('/api/orders', { data: { productId, quantity: 3, customerName: unique('Buyer'), destination: 'Dubai' } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

/** Opens the Orders tab (which marks what it shows as seen) and waits for its first page. */
async function openOrders(page: Page, name: string) {
  const listed = page.waitForResponse((r) => r.url().includes('/api/orders?') && r.request().method() === 'GET');
  await page.getByRole('tab', { name }).click();
  await listed;
}

let sink: Sink | null = null;

test.afterEach(async ({ request }) => {
  await apiSignIn(request);
  const res = await request.put('/api/mail', { data: { host: '', buyerConfirmation: false } });
  expect(res.status()).toBe(200);
  await setSiteUrl(request, '');
  await sink?.close();
  sink = null;
});

test('E-mail tab: saved settings, a test e-mail through the mail server, and its error when the server is down', async ({ page }) => {
  sink = await startSink();
  await signIn(page);
  const panel = await openTab(page, 'E-mail');
  await expect(panel.getByRole('heading', { name: 'Order e-mails' })).toBeVisible();
  await expect(panel.getByTestId('send-test-mail')).toBeDisabled(); // no mail server yet
  await panel.getByLabel('Host').fill('127.0.0.1');
  await panel.getByLabel('Security').selectOption('none');
  await panel.getByLabel('Port').fill(String(sink.port));
  await panel.getByLabel('Sender address').fill('orders@golbahar.af');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByTestId('mail-saved')).toHaveText('E-mail settings saved.');

  await panel.getByLabel('Send a test e-mail to').fill('farida@example.af');
  await panel.getByTestId('send-test-mail').click();
  await expect(panel.getByTestId('test-mail-result')).toHaveText('The mail server accepted the test e-mail to farida@example.af.');
  expect(sink.messages).toHaveLength(1);
  expect(sink.messages[0]).toMatch(/^To: farida@example\.af/m);
  // saving where mail goes is mailed to the company at once, through the server just saved (beside
  // notices other tests queued while no server was set, which go out with it)
  await expect.poll(() => sink!.notices.some((n) => n.includes('The mail settings were changed'))).toBe(true);

  const port = sink.port;
  await sink.close();
  sink = null;
  await panel.getByTestId('send-test-mail').click();
  await expect(panel.getByTestId('test-mail-result')).toContainText('The test e-mail was not sent:');
  await expect(panel.getByTestId('test-mail-result')).toContainText(/refused/i);
  // the settings survive a reload; the password field never shows one
  await page.reload();
  const again = await openTab(page, 'E-mail');
  await expect(again.getByLabel('Host')).toHaveValue('127.0.0.1');
  await expect(again.getByLabel('Port')).toHaveValue(String(port));
  await expect(again.getByLabel('Password')).toHaveValue('');
});

test('E-mail tab: the site’s address is proposed from where the dashboard is open and saved only when confirmed', async ({ page, request, baseURL }) => {
  sink = await startSink();
  await apiSignIn(request);
  await setMailServer(request, sink.port);
  const product = await createProduct(request, { initialStock: 100 });
  // until an address is set, the order notice has no link (and none from the request)
  await placeOrder(request, product.id);
  await expect.poll(() => sink!.messages.length).toBe(1);
  expect(sink.messages[0]).not.toContain('/dashboard?tab=orders');
  expect(sink.messages[0]).toContain('the site\'s address is not set yet');

  await signIn(page);
  const panel = await openTab(page, 'E-mail');
  await expect(panel.getByTestId('site-url-unset')).toHaveText('The site’s address is not set: order e-mails carry no link to the dashboard. Save it below.');
  await expect(panel.getByTestId('site-url-suggestion')).toHaveText(`This dashboard is open at ${baseURL}. Is this the site’s address?`);
  // proposed, not saved
  expect((await (await request.get('/api/mail')).json()).siteUrlSource).toBe('none');

  // an address elsewhere is refused with the reason
  await panel.getByLabel('Address', { exact: true }).fill('https://golbahar.af');
  await panel.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('alert')).toContainText('Open the dashboard at that address and save it there');
  expect((await (await request.get('/api/mail')).json()).siteUrlSource).toBe('none');

  await panel.getByRole('button', { name: 'Yes, save this address' }).click();
  await expect(panel.getByTestId('site-url-saved')).toHaveText('The site’s address is saved.');
  await expect(panel.getByTestId('site-url-unset')).toHaveCount(0);
  await expect(panel.getByLabel('Address', { exact: true })).toHaveValue(baseURL!);
  const saved = await (await request.get('/api/mail')).json();
  expect([saved.siteUrl, saved.siteUrlSource]).toEqual([baseURL, 'dashboard']);
  const order = await placeOrder(request, product.id);
  await expect.poll(() => sink!.messages.length).toBe(2);
  expect(sink.messages[1]).toContain(`${baseURL}/dashboard?tab=orders&order=${order.id}`);
});

test('Orders tab: each order e-mail is sent and shown, and new orders are counted until seen', async ({ page, request, baseURL }) => {
  sink = await startSink();
  await apiSignIn(request);
  await setMailServer(request, sink.port);
  await setSiteUrl(request, baseURL!);
  const product = await createProduct(request, { initialStock: 100 });
  await signIn(page);
  await openOrders(page, 'Orders'); // everything so far is seen
  await expect(page.getByTestId('new-orders-badge')).toHaveCount(0);
  await openTab(page, 'Products'); // the Orders tab open would mark new orders seen as they are listed

  const orders = [await placeOrder(request, product.id), await placeOrder(request, product.id)];
  await expect.poll(() => sink!.messages.length).toBe(2);
  expect(sink.messages.join('\n')).toContain(`/dashboard?tab=orders&order=${orders[1].id}`);
  await page.reload();
  const badge = page.getByTestId('new-orders-badge');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('2');
  await expect(badge).toContainText('2 new orders');
  const panel = await openTab(page, 'Orders');
  const row = panel.locator(`[data-testid="order-row"][data-order-id="${orders[1].id}"]`);
  await expect(row.getByTestId('order-new')).toHaveText('New');
  await expect(row.getByTestId('order-notice')).toHaveText('Sent');
  await expect(page.getByTestId('new-orders-badge')).toHaveCount(0); // shown, so seen

  // the link in the e-mail opens the order in the dashboard
  await page.goto(`/dashboard?tab=orders&order=${orders[0].id}`);
  await expect(page.locator(`[data-order-id="${orders[0].id}"]`)).toHaveClass(/dash-row-target/);
});

test('in Persian: the E-mail tab, the notice status and the count in Persian digits', async ({ page, request }) => {
  sink = await startSink();
  await apiSignIn(request);
  await setMailServer(request, sink.port);
  const product = await createProduct(request, { initialStock: 100 });
  await signIn(page, { lang: 'fa' });
  await openOrders(page, 'سفارش‌ها');
  await page.getByRole('tab', { name: 'محصولات' }).click();
  const order = await placeOrder(request, product.id);
  await expect.poll(() => sink!.messages.length).toBe(1);
  await page.reload();
  const badge = page.getByTestId('new-orders-badge');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('۱');
  await expect(badge).toContainText('۱ سفارش تازه');
  await page.getByRole('tab', { name: 'سفارش‌ها' }).click();
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
  await expect(row.getByTestId('order-notice')).toHaveText('فرستاده شد');
  await expect(row.getByTestId('order-new')).toHaveText('تازه');

  await page.getByRole('tab', { name: 'ایمیل', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'ایمیل', exact: true });
  await expect(panel.getByRole('heading', { name: 'ایمیل‌های سفارش' })).toBeVisible();
  await expect(panel.getByTestId('site-url-unset')).toHaveText('نشانی وب‌سایت تعیین نشده است: ایمیل‌های سفارش پیوندی به داشبورد ندارند. آن را در پایین ذخیره کنید.');
  await expect(panel.getByRole('button', { name: 'بله، همین نشانی ذخیره شود' })).toBeVisible();
  await panel.getByTestId('send-test-mail').click();
  await expect(panel.getByTestId('test-mail-result')).toContainText('سرور ایمیل، ایمیل آزمایشی به');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('E-mail tab: a new host, port, security or username says the stored password must be typed again', async ({ page, request }) => {
  await apiSignIn(request);
  const res = await request.put('/api/mail', {
    data: { host: '127.0.0.1', port: 2525, security: 'none', username: 'orders@golbahar.af', password: 's3cret pass', from: 'orders@golbahar.af' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page);
  const panel = await openTab(page, 'E-mail');
  const password = panel.getByLabel('Password');
  const hint = panel.getByText('A password is stored: leave empty to keep it.');
  const forgotten = panel.getByText('The host, port, security or username changed: the stored password is not sent to a new server. Enter it again, or saving removes it.');
  await expect(hint).toBeVisible();
  await panel.getByLabel('Port').fill('2526');
  await expect(forgotten).toBeVisible();
  await expect(password).toHaveAttribute('placeholder', '');
  await panel.getByLabel('Port').fill('2525');
  await expect(hint).toBeVisible();
  await panel.getByLabel('Host').fill('mail.example.com');
  await expect(forgotten).toBeVisible();
  await password.fill('new pass');
  await expect(forgotten).toHaveCount(0);
  // saved without it, the server says the same: no password any more
  await password.fill('');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByTestId('mail-saved')).toHaveText('E-mail settings saved.');
  expect((await (await request.get('/api/mail')).json()).passwordSet).toBe(false);
  await expect(hint).toHaveCount(0);
});
