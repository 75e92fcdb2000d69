// Dates as the admin counts them (issue 41): in the Persian dashboard every date is typed in the
// Solar Hijri calendar with Persian digits and reaches the server as its Gregorian day; a day that
// does not exist is refused with a message and nothing is recorded; English keeps the browser's own
// date input.
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, fillDate, openTab, signIn } from './helpers';
import type { Product } from '../../src/lib/api-types';

/** Today on this machine (the browser's day too), as `YYYY-MM-DD`. */
function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('Persian: the Activity filter takes a Solar Hijri day and asks the server for its Gregorian day', async ({ page }) => {
  await signIn(page, { lang: 'fa' });
  await page.locator('#dash-tab-activity').click();
  const panel = page.getByRole('tabpanel', { name: 'فعالیت‌ها' });
  const from = panel.getByTestId('activity-from');
  await expect(from).toHaveAttribute('role', 'group');
  await expect(panel.getByRole('group', { name: 'از', exact: true })).toBeVisible();

  // 1 Farvardin 1406 is 21 March 2027: nothing has happened yet.
  const future = page.waitForResponse((r) => r.url().includes('/api/audit?') && new URL(r.url()).searchParams.get('from') === '2027-03-21');
  await from.getByLabel('روز', { exact: true }).fill('۱');
  await from.getByLabel('ماه', { exact: true }).selectOption({ label: 'فروردین' });
  await from.getByLabel('سال', { exact: true }).fill('1406'); // Latin digits are taken, and shown as Persian ones
  await expect(from.getByLabel('سال', { exact: true })).toHaveValue('۱۴۰۶');
  expect((await future).status()).toBe(200);
  await expect(panel.getByText('هیچ ردیفی با این فیلترها پیدا نشد.')).toBeVisible();

  // Today, typed as its Solar Hijri day: this sign-in is listed.
  const today = localToday();
  const todays = page.waitForResponse((r) => r.url().includes('/api/audit?') && new URL(r.url()).searchParams.get('from') === today);
  await fillDate(from, today);
  expect((await todays).status()).toBe(200);
  await expect(panel.getByTestId('activity-row').first()).toHaveAttribute('data-kind', 'session.signIn');
});

test('Persian: a product’s import date is typed in the Solar Hijri calendar; a day that does not exist is refused', async ({ page, request }) => {
  await apiSignIn(request);
  const product = await createProduct(request);
  await signIn(page, { lang: 'fa' });
  const row = page.getByTestId('product-row').filter({ hasText: product.name });
  const form = row.getByRole('form', { name: /^واردات سریع/ });
  const date = form.getByRole('group', { name: 'تاریخ', exact: true });
  const [day, month, year] = [date.getByLabel('روز', { exact: true }), date.getByLabel('ماه', { exact: true }), date.getByLabel('سال', { exact: true })];
  const imports = async () => {
    const all = (await (await request.get('/api/products')).json()) as Product[];
    return all.find((p) => p.id === product.id)!.imports.map((i) => `${i.quantity}@${i.date}`);
  };

  // 30 Esfand 1404 does not exist (1404 is not a leap year): said at once, and the form sends nothing.
  await form.getByPlaceholder('مقدار').fill('7');
  await day.fill('۳۰');
  await month.selectOption({ label: 'اسفند' });
  await year.fill('۱۴۰۴');
  const message = 'چنین روزی وجود ندارد: اسفند سال ۱۴۰۴ فقط ۲۹ روز دارد.';
  await expect(row.getByText(message)).toBeVisible();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveJSProperty('validationMessage', message);
  await form.getByRole('button', { name: 'ثبت واردات' }).click();

  // 30 Esfand 1403 does (a leap year): 20 March 2025 reaches the server, and only it.
  await year.fill('۱۴۰۳');
  await expect(row.getByText(message)).toBeHidden();
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/imports`) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'ثبت واردات' }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ quantity: 7, date: '2025-03-20' });
  expect(await imports()).toEqual(['7@2025-03-20']);
  await expect(day).toHaveValue('۳۰');
  await expect(month).toHaveValue('12');
  await expect(year).toHaveValue('۱۴۰۳');
});

test('English: the dates are the browser’s own date inputs, Gregorian', async ({ page }) => {
  await signIn(page);
  const panel = await openTab(page, 'Activity');
  const from = panel.getByTestId('activity-from');
  await expect(from).toHaveAttribute('type', 'date');
  await expect(panel.getByLabel('From', { exact: true })).toHaveAttribute('type', 'date');
  const asked = page.waitForResponse((r) => r.url().includes('/api/audit?') && new URL(r.url()).searchParams.get('from') === '2027-03-21');
  await from.fill('2027-03-21');
  expect((await asked).status()).toBe(200);
  await expect(panel.getByText('No entries match these filters.')).toBeVisible();
  await expect(panel.getByRole('group', { name: 'From' })).toHaveCount(0);
});
