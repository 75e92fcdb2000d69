// The inquiry list: "Add to inquiry" on a card and in a product's dialog, the count in the top bar,
// the list kept in the browser under one key (written only once something is added, gone once sent)
// and surviving a reload, the minimum order refused in the reader's language before anything is
// sent, and one form sending the whole list: the reference number and the buyer's quote page after.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique } from './helpers';

const KEY = 'inquiry-list';
const PHONE = { width: 390, height: 844 };

const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

async function seed(request: Parameters<typeof adminApi>[0]) {
  await adminApi(request);
  const almonds = await createProduct(request, {
    name: unique('E2E Almonds'),
    nameFa: unique('بادام آزمایشی'),
    initialStock: 5000,
    facts: { minOrder: 250, packaging: [{ en: '25 kg PP bag', fa: 'کیسهٔ ۲۵ کیلوگرمی' }, { en: '10 kg carton', fa: 'کارتن ۱۰ کیلوگرمی' }] },
  });
  const figs = await createProduct(request, { name: unique('E2E Figs'), initialStock: 40, unit: 'box' });
  return { almonds, figs };
}

test('English on a phone: add from the cards, the count survives a reload, below the minimum is refused, then sent', async ({ page, request }) => {
  const { almonds, figs } = await seed(request);
  await page.setViewportSize(PHONE);
  await startIn(page, 'en');
  await page.goto('/products');
  expect(await stored(page)).toBeNull();
  await expect(page.getByTestId('inquiry-count')).toHaveCount(0);

  const card = (name: string) => page.getByTestId('inventory-card').filter({ hasText: name });
  await card(almonds.name).getByRole('button', { name: `Add to inquiry: ${almonds.name}` }).click();
  await expect(page.getByTestId('inquiry-toast')).toContainText(`${almonds.name} is in your inquiry list.`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('1');
  await card(figs.name).getByTestId('add-to-inquiry').click();
  await expect(page.getByTestId('inquiry-count')).toHaveText('2');
  await card(figs.name).getByTestId('add-to-inquiry').click();
  await expect(page.getByTestId('inquiry-toast')).toContainText(`${figs.name} is already in your inquiry list.`);
  // one key for the whole list, beside the language the test chose
  expect(await storageKeys(page)).toEqual([KEY, 'site-lang']);
  expect(JSON.parse((await stored(page))!).lines.map((l: { productId: number }) => l.productId)).toEqual([almonds.id, figs.id]);

  await page.reload();
  await expect(page.getByTestId('inquiry-count')).toHaveText('2');
  await page.getByTestId('inquiry-link').click();
  await expect(page).toHaveURL(/\/inquiry$/);
  const lines = page.getByTestId('inquiry-line');
  await expect(lines).toHaveCount(2);
  const first = lines.filter({ hasText: almonds.name });
  await expect(first.getByTestId('inquiry-qty')).toHaveValue('250');
  await expect(first).toContainText('Minimum order: 250 kg');
  await expect(first.getByTestId('inquiry-packaging')).toHaveValue('25 kg PP bag');

  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/inquiries') && r.method() === 'POST') posts++;
  });
  await first.getByTestId('inquiry-qty').fill('100');
  await page.getByLabel('Your name').fill('Amina Rahimi');
  await page.getByTestId('inquiry-send').click();
  const problems = page.getByTestId('inquiry-problems');
  await expect(problems).toContainText(`The minimum order for ${almonds.name} is 250 kg.`);
  await expect(problems).toContainText('Enter a valid e-mail address: the quote is sent there.');
  await expect(first.getByTestId('inquiry-line-error')).toHaveText(`The minimum order for ${almonds.name} is 250 kg.`);
  await expect(first.getByTestId('inquiry-qty')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  await first.getByTestId('inquiry-qty').fill('300');
  await first.getByTestId('inquiry-packaging').selectOption('10 kg carton');
  await page.getByLabel('E-mail').fill('amina@example.com');
  await page.getByLabel('Destination port or city').fill('Hamburg');
  await page.getByLabel('Send samples first').check();
  await page.reload();
  await expect(page.getByTestId('inquiry-line').filter({ hasText: almonds.name }).getByTestId('inquiry-qty')).toHaveValue('300');
  await page.getByLabel('Your name').fill('Amina Rahimi');
  await page.getByLabel('E-mail').fill('amina@example.com');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST');
  await page.getByTestId('inquiry-send').click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  const body = res.request().postDataJSON();
  expect(body.lines).toEqual([
    { productId: almonds.id, quantity: 300, packaging: '10 kg carton' },
    { productId: figs.id, quantity: 1 },
  ]);
  expect(body.lang).toBe('en');
  const created = await res.json();
  const sent = page.getByTestId('inquiry-sent');
  await expect(sent).toContainText(created.number);
  await expect(sent).toContainText('amina@example.com');
  await expect(page.getByTestId('inquiry-quote-link')).toHaveAttribute('href', created.quoteUrl);
  expect(await stored(page)).toBeNull();
  await expect(page.getByTestId('inquiry-count')).toHaveCount(0);
  await page.getByTestId('inquiry-quote-link').click();
  await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'new');
});

test('Persian: add from a product\'s dialog, the minimum in Persian digits, sent in Persian', async ({ page, request }) => {
  const { almonds } = await seed(request);
  await startIn(page, 'fa');
  await page.goto('/fa/products');
  const card = page.getByTestId('inventory-card').filter({ hasText: almonds.nameFa! });
  await card.getByRole('button', { name: `سفارش ${almonds.nameFa}` }).click();
  const modal = page.getByTestId('order-modal');
  await modal.getByTestId('dialog-add-to-inquiry').click();
  await expect(modal.getByTestId('dialog-inquiry-notice')).toContainText(`${almonds.nameFa} به فهرست استعلام شما افزوده شد.`);
  await expect(page.getByTestId('inquiry-count')).toHaveText('۱');
  await modal.getByTestId('inquiry-view').click();
  await expect(page).toHaveURL(/\/fa\/inquiry$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const line = page.getByTestId('inquiry-line');
  await expect(line).toContainText('حداقل سفارش: ۲۵۰ کیلوگرم');
  await expect(line.getByTestId('inquiry-packaging').locator('option:checked')).toHaveText('کیسهٔ ۲۵ کیلوگرمی');
  await line.getByTestId('inquiry-qty').fill('249');
  await page.getByLabel('نام شما').fill('فریده احمدی');
  await page.getByLabel('ایمیل').fill('farida@example.com');
  await page.getByTestId('inquiry-send').click();
  await expect(page.getByTestId('inquiry-problems')).toContainText(`حداقل سفارش ${almonds.nameFa}، ۲۵۰ کیلوگرم است.`);
  await line.getByTestId('inquiry-qty').fill('250');
  await page.getByLabel('اینکوترم دلخواه').selectOption('CIF');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST');
  await page.getByTestId('inquiry-send').click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(201);
  expect(res.request().postDataJSON()).toMatchObject({ lang: 'fa', incoterm: 'CIF', name: 'فریده احمدی' });
  const created = await res.json();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('استعلام فرستاده شد');
  await expect(page.getByTestId('inquiry-sent')).toContainText(created.number);
  await expect(page.getByTestId('inquiry-quote-link')).toHaveAttribute('href', `/fa${created.quoteUrl}`);
  expect(await stored(page)).toBeNull();
});

test('a page where the visitor did nothing stores nothing of the list; an empty list says where to start', async ({ page }) => {
  await startIn(page, 'en');
  for (const path of ['/', '/products', '/services', '/about', '/contact', '/no-such-page', '/inquiry']) {
    await page.goto(path); // the app is up: it would be the one to write anything
    expect(await storageKeys(page), path).toEqual(['site-lang']);
  }
  await expect(page.getByTestId('inquiry-empty')).toContainText('Your inquiry list is empty.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
