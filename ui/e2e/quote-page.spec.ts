// The buyer's private quote page (/quote/<token>): the request, the company's priced revision with
// its validity counted down to the end of its last day in Kabul (at a fixed moment: Playwright's
// clock), the proforma links, and the buyer's answers: accept (orders made), decline with a reason,
// a question in the thread; in Persian with Persian digits and Solar Hijri dates; a wrong token is
// the plain not-found page, and no page of it is cached or indexed.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, kabulDate, startIn, unique } from './helpers';
import { formatDate } from '../src/i18n/format';

const DAY = 86_400_000;

/** An inquiry sent as a buyer would, priced by the company: its token, id and revision. */
async function pricedQuote(request: APIRequestContext, lang: 'en' | 'fa', validDays = 10) {
  await adminApi(request);
  const almonds = await createProduct(request, { name: unique('E2E Almonds'), nameFa: 'بادام کاغذی', initialStock: 900, facts: { minOrder: 100 } });
  const raisins = await createProduct(request, { name: unique('E2E Raisins'), nameFa: 'کشمش سبز', initialStock: 900, unit: 'box' });
  const sent = await request.post('/api/inquiries', {
    data: {
      lines: [{ productId: almonds.id, quantity: 200 }, { productId: raisins.id, quantity: 30 }],
      name: 'Amina Rahimi', company: 'Rahimi Trading', email: 'amina@example.com', destination: 'Hamburg', lang,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id, quoteUrl } = await sent.json();
  const quote = await (await request.get(`/api/quotes/${id}`)).json();
  const validUntil = kabulDate(validDays);
  const priced = await request.post(`/api/quotes/${id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'FOB', place: 'Karachi', placeFa: 'کراچی', validUntil,
      paymentTerms: '30% advance, 70% against documents', paymentTermsFa: '۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر اسناد',
      leadTimeDays: 14, message: 'Prices for the new crop.', messageFa: 'قیمت‌های محصول تازه.',
      lines: quote.lines.map((l: { id: number }, i: number) => ({ lineId: l.id, unitPrice: i === 0 ? 6.5 : 12 })),
    },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  return { id, token: (quoteUrl as string).split('/').pop()!, validUntil, almonds, raisins };
}

test('English: the priced quote counts down, and accepting it makes one order per line', async ({ page, request }) => {
  const { id, token, validUntil, almonds } = await pricedQuote(request, 'en');
  // 3 days 5 hours (and ten minutes) before the end of the last day in Kabul (23:59:59 +04:30)
  const end = Date.parse(`${validUntil}T23:59:59+04:30`) + 1000;
  await page.clock.install({ time: new Date(end - 3 * DAY - 5 * 3_600_000 - 10 * 60_000) });
  await startIn(page, 'en');
  const res = await page.goto(`/quote/${token}`);
  expect(res!.headers()['x-robots-tag']).toBe('noindex');
  expect(res!.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'quoted');
  const latest = page.getByTestId('quote-latest');
  await expect(latest).toContainText(almonds.name);
  await expect(latest).toContainText('200 kg');
  await expect(page.getByTestId('quote-total')).toHaveText('USD\u00a01,660.00');
  await expect(latest).toContainText('FOB Karachi');
  await expect(latest).toContainText('30% advance, 70% against documents');
  await expect(latest).toContainText('14 days');
  await expect(latest).toContainText('Prices for the new crop.');
  await expect(page.getByTestId('quote-validity')).toContainText(`${formatDate(validUntil, 'en')}, end of the day in Kabul`);
  await expect(page.getByTestId('quote-left')).toHaveText('· 3 d 5 h left');
  await expect(page.getByTestId('proforma-en')).toHaveAttribute('href', `/api/quotes/by-token/${token}/proforma.pdf?revision=1&lang=en`);
  await expect(page.getByTestId('proforma-fa')).toHaveAttribute('href', `/api/quotes/by-token/${token}/proforma.pdf?revision=1&lang=fa`);

  await page.getByTestId('quote-question').fill('Can you pack the raisins in 5 kg cartons?');
  await page.getByTestId('quote-ask').click();
  await expect(page.getByTestId('quote-thread')).toContainText('Can you pack the raisins in 5 kg cartons?');

  await page.getByTestId('quote-accept').click();
  await expect(page.getByTestId('accept-dialog')).toContainText('Accept quote 1 for USD\u00a01,660.00?');
  await page.getByTestId('accept-confirm').click();
  await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('quote-accepted')).toContainText('You accepted quote 1.');
  await expect(page.getByTestId('quote-accept')).toHaveCount(0);
  const quote = await (await request.get(`/api/quotes/${id}`)).json();
  expect(quote.orderIds).toHaveLength(2);

  // the countdown follows the clock: gone once the day has ended in Kabul
  await page.clock.fastForward(3 * DAY + 5 * 3_600_000 + 10 * 60_000);
  await expect(page.getByTestId('quote-left')).toHaveCount(0);
});

test('Persian: Persian digits and the Solar Hijri date; declining asks for a reason', async ({ page, request }) => {
  const { token, validUntil } = await pricedQuote(request, 'fa', 3);
  await startIn(page, 'fa');
  await page.goto(`/fa/quote/${token}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('quote-status')).toHaveText('قیمت‌گذاری شد: در انتظار پاسخ شما');
  const latest = page.getByTestId('quote-latest');
  await expect(latest).toContainText('بادام کاغذی');
  await expect(latest).toContainText('۲۰۰ کیلوگرم');
  await expect(latest).toContainText('کراچی');
  await expect(latest).toContainText('۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر اسناد');
  await expect(latest).toContainText('۱۴ روز');
  await expect(page.getByTestId('quote-total')).toHaveText('\u200eUSD\u00a0۱٬۶۶۰٫۰۰');
  await expect(page.getByTestId('quote-validity')).toContainText(`${formatDate(validUntil, 'fa')}، پایان روز به وقت کابل`);
  await expect(page.getByTestId('quote-left')).toContainText('مانده');

  await page.getByTestId('quote-decline').click();
  await page.getByTestId('decline-confirm').click();
  await expect(page.getByTestId('decline-dialog')).toContainText('دلیل را بنویسید');
  await page.getByTestId('decline-reason').fill('قیمت از بازار بالاتر است.');
  await page.getByTestId('decline-confirm').click();
  await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'declined');
  await expect(page.getByTestId('quote-declined')).toContainText('قیمت از بازار بالاتر است.');
  await expect(page.getByTestId('quote-decline')).toHaveCount(0);
});

test('a wrong token is the plain not-found page', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
