// Activity tab (the audit log) in English and Persian with its filters, and the CSV downloads of the
// Orders and Products tabs: the saved files are read back and checked.
import { readFile } from 'node:fs/promises';
import { expect, request as requests, type Page } from '@playwright/test';
import { BROWSER_HEADERS, test } from '../fixtures';
import { apiSignIn, createProduct, fillDate, openTab, signIn, textContrast, unique } from './helpers';

/** A second administrator who creates a product of their own through the API. */
async function otherAdminCreates(baseURL: string, productName: string) {
  const username = unique('e2e-editor').replace(/\s+/g, '-').toLowerCase();
  const password = 'a long e2e passphrase';
  const admin = await requests.newContext({ baseURL, extraHTTPHeaders: BROWSER_HEADERS });
  try {
    const signedIn = await requests.newContext({ baseURL, extraHTTPHeaders: BROWSER_HEADERS });
    expect((await signedIn.post('/api/admins/auth', { data: { username: 'admin', password: 'e2e-admin-password' } })).status()).toBe(200);
    expect((await signedIn.post('/api/admins', { data: { username, password } })).status()).toBe(201);
    await signedIn.dispose();
    expect((await admin.post('/api/admins/auth', { data: { username, password } })).status()).toBe(200);
    const res = await admin.post('/api/products', { data: { name: productName, unit: 'kg', price: 3, initialStock: 10 } });
    expect(res.status()).toBe(201);
  } finally {
    await admin.dispose();
  }
  return username;
}

/** The rows of the Activity table as `action | record` texts. */
const rows = (page: Page) =>
  page.getByTestId('activity-row').evaluateAll((trs) => trs.map((tr) => `${tr.children[2].textContent?.trim()} | ${tr.children[3].textContent?.trim()}`));

test('the Activity tab lists changes newest first and filters by admin, action and day (en)', async ({ page, request, baseURL }) => {
  await apiSignIn(request);
  const mine = await createProduct(request, { price: 12.5 });
  expect((await request.patch(`/api/products/${mine.id}`, { data: { price: 13 } })).status()).toBe(200);
  const theirs = unique('E2E editor product');
  const editor = await otherAdminCreates(baseURL!, theirs);

  await signIn(page);
  const panel = await openTab(page, 'Activity');
  await expect(panel.getByRole('columnheader')).toHaveText(['When', 'Who', 'Action', 'Record', 'Changes']);
  // Newest first: my sign-in through the form is the top row.
  await expect(panel.getByTestId('activity-row').first()).toHaveAttribute('data-kind', 'session.signIn');
  await expect(panel.getByTestId('activity-row').first()).toContainText('admin');

  const changed = panel.getByTestId('activity-row').filter({ hasText: mine.name }).filter({ hasText: 'Product changed' });
  await expect(changed).toHaveCount(1);
  await expect(changed.locator('del')).toHaveText('12.5');
  await expect(changed.locator('ins')).toHaveText('13');

  await panel.getByTestId('activity-kind').selectOption('product.create');
  await expect(panel.getByTestId('activity-row').first()).toContainText(theirs);
  expect(await rows(page)).toEqual(expect.arrayContaining([`Product added | #${mine.id} ${mine.name}`]));
  for (const text of await rows(page)) expect(text).toMatch(/^Product added \| /);

  await panel.getByTestId('activity-admin').selectOption(editor);
  await expect(panel.getByTestId('activity-row')).toHaveCount(1);
  await expect(panel.getByTestId('activity-row')).toContainText(theirs);
  await expect(panel.getByTestId('activity-row')).toContainText(editor);

  await panel.getByTestId('activity-from').fill('2099-01-01');
  await expect(panel.getByText('No entries match these filters.')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(panel.getByTestId('activity-row').first()).toHaveAttribute('data-kind', 'session.signIn');
});

test('the Activity tab in Persian: its words, and a filter by action', async ({ page }) => {
  await signIn(page, { lang: 'fa' });
  await page.getByRole('tab', { name: 'فعالیت‌ها' }).click();
  const panel = page.getByRole('tabpanel', { name: 'فعالیت‌ها' });
  await expect(panel.getByRole('columnheader')).toHaveText(['زمان', 'چه کسی', 'کار', 'مورد', 'تغییرها']);
  await panel.getByTestId('activity-kind').selectOption('session.signIn');
  const first = panel.getByTestId('activity-row').first();
  await expect(first.locator('.dash-badge')).toHaveText('ورود');
  // times in the Persian calendar, with Persian digits
  await expect(first.locator('time')).toHaveText(/[۰-۹]/);
  for (const text of await rows(page)) expect(text).toMatch(/^ورود \| /);
  await fillDate(panel.getByTestId('activity-to'), '2000-01-01');
  await expect(panel.getByText('هیچ ردیفی با این فیلترها پیدا نشد.')).toBeVisible();
});

test('the Orders tab downloads the orders as CSV, formulas neutralised', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 100 });
  const customer = `=HYPERLINK("x") ${unique('Buyer')}`;
  const placed = await request.post('/api/orders', { data: { productId: product.id, quantity: 3, customerName: customer, destination: 'Paris, France', notes: 'two\nlines' } });
  expect(placed.status()).toBe(201);
  const order = await placed.json();

  await signIn(page);
  const panel = await openTab(page, 'Orders');
  const card = panel.getByTestId('orders-csv');
  await card.getByRole('combobox').selectOption('pending');
  const saving = page.waitForEvent('download');
  const link = card.getByRole('link', { name: 'Download CSV' });
  expect(await textContrast(link)).toBeGreaterThanOrEqual(4.5); // the link's colour once hid its label
  await link.click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('Order,Created,Status,Product,Product (Persian),Product ID,Quantity,Customer,E-mail,Destination,Notes,Quote\r\n')).toBe(true);
  const quoted = `"'${customer.replace(/"/g, '""')}"`;
  expect(text).toContain(`${order.id},`);
  expect(text).toContain(`,pending,${product.name},,${product.id},3,${quoted},,"Paris, France","two\nlines",\r\n`); // no quote: the last column empty
  expect(text).not.toMatch(/,cancelled,|,completed,|,approved,/);
});

test('the Products tab downloads the stock movements as CSV', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request, { initialStock: 100 });
  expect((await request.post(`/api/products/${product.id}/exports`, { data: { quantity: 4, destination: 'دبی', date: '2026-03-02' } })).status()).toBe(200);

  await signIn(page, { lang: 'fa' });
  const card = page.getByTestId('stock-csv');
  await card.getByRole('combobox').first().selectOption('export'); // the others are the date fields' months
  await fillDate(card.getByRole('group', { name: 'از', exact: true }), '2026-03-02');
  await fillDate(card.getByRole('group', { name: 'تا', exact: true }), '2026-03-02');
  const saving = page.waitForEvent('download');
  const link = card.getByRole('link', { name: 'دریافت CSV' });
  expect(await textContrast(link)).toBeGreaterThanOrEqual(4.5);
  await link.click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^stock-movements-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!)).toString('utf8');
  expect(text.startsWith('\ufeffتاریخ,نوع,محصول,')).toBe(true);
  expect(text).toContain(`2026-03-02,صادرات,${product.name},,${product.id},4,کیلوگرم,دبی,`);
  for (const line of text.trim().split('\r\n').slice(1)) expect(line).toMatch(/^2026-03-02,صادرات,/);
});
