// Quotes tab (issue 30): requests seeded through the public API (POST /api/inquiries) are answered in
// the dashboard with prices (line totals and the grand total as typed), revised (the first revision
// keeps its prices), marked when waiting over 24 hours (the page's clock set ahead: no sleeping),
// messaged, withdrawn and deleted; an accepted quote's orders link both ways; quotes.csv downloads;
// on a phone the list and the form fit; and the bank details of the Content tab are saved.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, openTab, signIn, unique } from './helpers';
import type { CommercialTerms } from '../../src/lib/api-types';

type Created = { id: number; number: string; quoteUrl: string };
type Line = { productId: number; quantity: number; packaging?: string };

async function inquire(request: APIRequestContext, lines: Line[], over: Record<string, unknown> = {}): Promise<Created & { name: string }> {
  const name = unique('Importer');
  const res = await request.post('/api/inquiries', {
    data: {
      lines,
      name,
      company: 'Hanseatic Dried Fruit GmbH',
      email: 'buyer@example.com',
      phone: '+49 40 123456',
      country: 'Germany',
      destination: 'Hamburg',
      incoterm: 'CPT',
      samplesFirst: true,
      notes: 'Please quote per kg, vacuum packed.',
      lang: 'en',
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as Created), name };
}

/** Two products and a request for 3 of the first and 7 of the second. */
async function seed(request: APIRequestContext, over: Record<string, unknown> = {}) {
  await apiSignIn(request);
  const a = await createProduct(request, { name: unique('Saffron'), nameFa: 'زعفران', initialStock: 100 });
  const b = await createProduct(request, { name: unique('Almonds'), initialStock: 100 });
  const quote = await inquire(request, [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 7 }], over);
  return { a, b, quote };
}

const row = (page: Page, id: number) => page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`);

async function openQuote(page: Page, q: Created) {
  await row(page, q.id).getByRole('button', { name: `Open quote request ${q.number}` }).click();
  const detail = page.getByTestId('quote-detail');
  await expect(detail).toHaveAttribute('data-quote-id', String(q.id));
  return detail;
}

/** The answer form's fields a test must set (the rest come prefilled), then Send. */
async function answer(page: Page, prices: string[], opts: { place?: string; terms?: string; lead?: string } = {}) {
  const form = page.getByTestId('quote-answer');
  const inputs = form.getByTestId('answer-price');
  for (let i = 0; i < prices.length; i++) await inputs.nth(i).fill(prices[i]);
  if (opts.place !== undefined) await form.getByLabel('Named place', { exact: true }).fill(opts.place);
  if (opts.terms !== undefined) await form.getByLabel('Payment terms', { exact: true }).fill(opts.terms);
  if (opts.lead !== undefined) await form.getByLabel('Lead time (days)').fill(opts.lead);
  return form;
}

async function send(page: Page, id: number) {
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/quotes/${id}/revisions`) && r.request().method() === 'POST');
  await page.getByTestId('quote-answer').getByRole('button', { name: 'Send quote' }).click();
  const res = await sent;
  expect(res.status(), await res.text()).toBe(201);
}

test('answer a request with prices, totals as typed, then revise: the first revision keeps its prices', async ({ page, request }) => {
  const { a, quote } = await seed(request);
  const terms = ((await (await request.get('/api/content')).json()) as { terms: CommercialTerms }).terms;
  await signIn(page, { path: '/dashboard?tab=quotes' });
  const r = row(page, quote.id);
  await expect(r).toContainText(quote.name);
  await expect(r).toContainText('Hanseatic Dried Fruit GmbH');
  await expect(r).toContainText('Germany');
  await expect(r).toContainText('2 products');
  await expect(r.getByTestId('quote-status')).toHaveText('New');
  await expect(r.getByTestId('quote-waited')).toContainText('Waiting');
  await expect(r.getByTestId('quote-late')).toHaveCount(0);

  const detail = await openQuote(page, quote);
  await expect(page).toHaveURL(new RegExp(`tab=quotes&quote=${quote.id}$`));
  await expect(page.getByRole('heading', { name: `Quote request ${quote.number}` })).toBeFocused();
  const facts = detail.getByTestId('quote-request');
  for (const text of ['buyer@example.com', '+49 40 123456', 'Hamburg', 'CPT', 'Please quote per kg, vacuum packed.']) await expect(facts).toContainText(text);
  await expect(facts.locator('.dash-qfact').filter({ hasText: 'Samples first' })).toContainText('Yes');
  await expect(detail.getByTestId('quote-lines')).toContainText(a.name);
  await expect(detail.getByTestId('quote-lines')).toContainText('7 kg');

  // prefilled from the commercial terms: the place of the Incoterm the buyer wants, the payment terms
  const form = page.getByTestId('quote-answer');
  const cpt = terms.incoterms.find((o) => o.term === 'CPT');
  await expect(form.getByLabel('Incoterm', { exact: true })).toHaveValue('CPT');
  if (cpt) await expect(form.getByLabel('Named place', { exact: true })).toHaveValue(cpt.place);
  await expect(form.getByLabel('Payment terms', { exact: true })).toHaveValue(terms.paymentTerms ?? '');

  // totals as typed, exact: 19.99 × 3 and 0.1 × 7 (59.97000000000001 and 0.7000000000000001 in floats)
  await answer(page, ['19.99', '0.1'], { place: 'Hamburg port', terms: '30% advance, 70% against documents', lead: '21' });
  await expect(form.getByTestId('answer-line-total')).toHaveText(['USD\u00a059.97', 'USD\u00a00.70']);
  await expect(form.getByTestId('answer-total')).toHaveText('USD\u00a060.67');
  await form.getByLabel('Currency').selectOption('AFN');
  await expect(form.getByTestId('answer-total')).toHaveText('AFN\u00a060.67');
  await form.getByLabel('Currency').selectOption('USD');
  await form.getByLabel('Message (English)').fill('Prices include vacuum packing.');
  await send(page, quote.id);

  await expect(detail.getByTestId('quote-flash')).toHaveText('Revision 1 sent to buyer@example.com.');
  await expect(detail.getByTestId('quote-status')).toHaveText('Quoted');
  const revisions = detail.getByTestId('quote-revision');
  await expect(revisions).toHaveCount(1);
  await expect(revisions.first().getByTestId('revision-total')).toHaveText('USD\u00a060.67');
  await expect(revisions.first()).toContainText('Prices include vacuum packing.');
  await expect(revisions.first().getByTestId('proforma-en')).toHaveAttribute('href', `/api/quotes/${quote.id}/proforma.pdf?revision=1&lang=en`);
  await expect(revisions.first().getByTestId('proforma-fa')).toHaveAttribute('href', `/api/quotes/${quote.id}/proforma.pdf?revision=1&lang=fa`);
  for (const lang of ['en', 'fa']) {
    const pdf = await request.get(`/api/quotes/${quote.id}/proforma.pdf?revision=1&lang=${lang}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // revise: the form holds the last revision's prices; one price changed
  await expect(form.getByRole('heading', { name: 'Send a revised quote' })).toBeVisible();
  await expect(form.getByTestId('answer-price').nth(0)).toHaveValue('19.99');
  await expect(form.getByTestId('answer-price').nth(1)).toHaveValue('0.1');
  await form.getByTestId('answer-price').first().fill('18.50');
  await expect(form.getByTestId('answer-total')).toHaveText('USD\u00a056.20');
  await send(page, quote.id);
  await expect(detail.getByTestId('quote-flash')).toHaveText('Revision 2 sent to buyer@example.com.');
  await expect(revisions).toHaveCount(2);
  // newest first; the first keeps what it said
  await expect(revisions.nth(0)).toHaveAttribute('data-revision', '2');
  await expect(revisions.nth(0).getByTestId('revision-total')).toHaveText('USD\u00a056.20');
  await expect(revisions.nth(1).getByTestId('revision-total')).toHaveText('USD\u00a060.67');

  // the server holds exactly what was typed
  const stored = (await (await request.get(`/api/quotes/${quote.id}`)).json()) as { revisions: { number: number; lines: { unitPrice: number }[]; total: number }[] };
  const byNumber = Object.fromEntries(stored.revisions.map((x) => [x.number, x]));
  expect(byNumber[1].lines.map((l) => l.unitPrice)).toEqual([19.99, 0.1]);
  expect(byNumber[1].total).toBe(60.67);
  expect(byNumber[2].lines.map((l) => l.unitPrice)).toEqual([18.5, 0.1]);
  expect(byNumber[2].total).toBe(56.2);

  // back to the list: answered, not waiting; focus back on the request's button
  await detail.getByRole('button', { name: 'All quote requests' }).click();
  await expect(row(page, quote.id).getByTestId('quote-status')).toHaveText('Quoted');
  await expect(row(page, quote.id).getByTestId('quote-waited')).toContainText('Answered after');
  await expect(row(page, quote.id).getByRole('button', { name: `Open quote request ${quote.number}` })).toBeFocused();
});

test('a bad price or a missing place is said beside the field and nothing is sent', async ({ page, request }) => {
  const { quote } = await seed(request);
  await signIn(page, { path: `/dashboard?tab=quotes&quote=${quote.id}` });
  const form = page.getByTestId('quote-answer');
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/revisions')) posted++;
  });
  await answer(page, ['0', '12.345'], { place: '' });
  await expect(form.getByTestId('answer-total')).toHaveText('USD\u00a00.00');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form.getByTestId('answer-error')).toHaveText('Please correct the marked fields.');
  const prices = form.getByTestId('answer-price');
  await expect(prices.nth(0)).toHaveAttribute('aria-invalid', 'true');
  await expect(prices.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The named place is required (at most 120 characters).')).toBeVisible();
  await expect(form.getByLabel('Named place', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
  // fixed, it goes
  await answer(page, ['1,250.5', '2'], { place: 'Kabul', terms: 'Cash against documents', lead: '10' });
  await expect(form.getByTestId('answer-total')).toHaveText('USD\u00a03,765.50');
  await send(page, quote.id);
  await expect(page.getByTestId('quote-detail').getByTestId('quote-status')).toHaveText('Quoted');
});

test('a total past what the proforma prints whole is said under it and nothing is sent', async ({ page, request }) => {
  await apiSignIn(request);
  const a = await createProduct(request, { name: unique('Saffron'), initialStock: 100 });
  const b = await createProduct(request, { name: unique('Almonds'), initialStock: 100 });
  const quote = await inquire(request, [{ productId: a.id, quantity: 1000 }, { productId: b.id, quantity: 1 }]);
  await signIn(page, { path: `/dashboard?tab=quotes&quote=${quote.id}` });
  const form = page.getByTestId('quote-answer');
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/revisions')) posted++;
  });
  await answer(page, ['1,000,000,000', '1,000,000,000'], { place: 'Kabul', terms: 'Cash against documents', lead: '10' });
  const tooLarge = form.getByText(/^The total may be at most USD.999,999,999,999\.99\.$/);
  await expect(tooLarge).toBeVisible();
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form.getByTestId('answer-error')).toHaveText('Please correct the marked fields.');
  expect(posted).toBe(0);
  // the largest total goes
  await answer(page, ['999,000,000', '999,999,999.99']);
  await expect(tooLarge).toHaveCount(0);
  await send(page, quote.id);
  await expect(page.getByTestId('quote-detail').getByTestId('quote-status')).toHaveText('Quoted');
});

test('the list comes 25 requests a page, newest first, with the total from the server', async ({ page, request }) => {
  await apiSignIn(request);
  const a = await createProduct(request, { name: unique('Figs'), initialStock: 100 });
  const made: Created[] = [];
  for (let i = 0; i < 26; i++) made.push(await inquire(request, [{ productId: a.id, quantity: 1 + i }]));
  const total = Number((await request.get('/api/quotes?limit=1')).headers()['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(26);
  await signIn(page, { path: '/dashboard?tab=quotes' });
  const panel = page.locator('#dash-panel-quotes');
  await expect(panel.getByTestId('page-info')).toHaveText(`1–25 of ${total.toLocaleString('en-GB')}`);
  await expect(panel.getByTestId('quote-row')).toHaveCount(25);
  await expect(panel.getByTestId('quote-row').first()).toHaveAttribute('data-quote-id', String(made[25].id));
  await expect(row(page, made[0].id)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.getByTestId('page-info')).toContainText('26–');
  await expect(panel.getByTestId('quote-row').first()).toHaveAttribute('data-quote-id', String(made[0].id));
});

test('a request unanswered for over 24 hours stands out in the list and the badge, in words', async ({ page, request }) => {
  const { quote } = await seed(request);
  // another, already answered: never marked however long ago it came
  const { quote: answered } = await seed(request);
  const sent = await request.post(`/api/quotes/${answered.id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'FCA', place: 'Kabul', validUntil: new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10),
      paymentTerms: 'Advance', leadTimeDays: 7,
      lines: ((await (await request.get(`/api/quotes/${answered.id}`)).json()) as { lines: { id: number }[] }).lines.map((l) => ({ lineId: l.id, unitPrice: 5 })),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // the page's clock 25 hours ahead of the server's: the request has waited that long
  await page.clock.install({ time: new Date(Date.now() + 25 * 3600_000) });
  await signIn(page, { path: '/dashboard?tab=quotes' });
  const late = row(page, quote.id);
  await expect(late).toHaveAttribute('data-late', 'true');
  await expect(late.getByTestId('quote-late')).toHaveText('Over 24 h');
  await expect(late.getByTestId('quote-waited')).toContainText(/Waiting 1 d 1 h|Waiting 1 d 0 h/);
  await expect(row(page, answered.id)).not.toHaveAttribute('data-late', 'true');
  await expect(row(page, answered.id).getByTestId('quote-late')).toHaveCount(0);
  const badge = page.getByTestId('quotes-waiting-badge');
  await expect(badge).toHaveAttribute('data-late', 'true');
  await expect(badge).toContainText('quote requests waiting for an answer, one of them for more than 24 hours');
  // the detail says it too
  await openQuote(page, quote);
  await expect(page.getByTestId('quote-detail').getByTestId('quote-late')).toHaveText('Over 24 h');
});

test('the status filter, messages, withdraw and delete with confirmation', async ({ page, request }) => {
  const { quote } = await seed(request);
  await signIn(page, { path: '/dashboard?tab=quotes' });
  const panel = page.locator('#dash-panel-quotes');
  await panel.getByTestId('quotes-status').selectOption('withdrawn');
  await expect(row(page, quote.id)).toHaveCount(0);
  await panel.getByTestId('quotes-status').selectOption('new');
  for (const s of await panel.getByTestId('quote-status').allTextContents()) expect(s).toBe('New');
  const detail = await openQuote(page, quote);

  // a message to the buyer, and the buyer's question in the thread
  const token = quote.quoteUrl.split('/').pop()!;
  const asked = await request.post(`/api/quotes/by-token/${token}/messages`, { data: { text: 'Can you ship in March?' } });
  expect(asked.status(), await asked.text()).toBe(201);
  await detail.getByLabel('Message to the buyer').fill('Yes, in the first week of March.');
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(detail.getByTestId('quote-flash')).toHaveText('Message sent.');
  await expect(detail.getByTestId('quote-message').last()).toContainText('Yes, in the first week of March.');
  await page.reload();
  await expect(page.getByTestId('quote-message')).toHaveCount(2);
  await expect(page.getByTestId('quote-message').first()).toContainText('Can you ship in March?');
  await expect(page.getByTestId('quote-message').first()).toContainText('Buyer');

  // withdraw: asked first
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw this quote?' });
  await expect(dialog).toContainText(quote.number);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('quote-detail').getByTestId('quote-status')).toHaveText('Withdrawn');
  await expect(page.getByTestId('quote-answer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // delete: Cancel keeps it, Delete removes it (its link then answers 404)
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this quote request?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('quote-detail')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this quote request?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${quote.number} deleted.`)).toBeVisible();
  await expect(page.getByTestId('quote-detail')).toHaveCount(0);
  await expect(row(page, quote.id)).toHaveCount(0);
  expect((await request.get(`/api/quotes/${quote.id}`)).status()).toBe(404);
  expect((await request.get(`/api/quotes/by-token/${token}`)).status()).toBe(404);
});

test('an accepted quote links to its orders, and each order back to the quote; quotes.csv downloads', async ({ page, request }) => {
  const { a, quote } = await seed(request);
  const lines = ((await (await request.get(`/api/quotes/${quote.id}`)).json()) as { lines: { id: number }[] }).lines;
  const sent = await request.post(`/api/quotes/${quote.id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'CPT', place: 'Hamburg', validUntil: new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10),
      paymentTerms: 'Advance', leadTimeDays: 7, lines: lines.map((l) => ({ lineId: l.id, unitPrice: 9.5 })),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const token = quote.quoteUrl.split('/').pop()!;
  const accepted = await request.post(`/api/quotes/by-token/${token}/accept`, { data: { revision: 1 } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const orderIds = ((await (await request.get(`/api/quotes/${quote.id}`)).json()) as { orderIds: number[] }).orderIds;
  expect(orderIds).toHaveLength(2);

  await signIn(page, { path: `/dashboard?tab=quotes&quote=${quote.id}` });
  const detail = page.getByTestId('quote-detail');
  await expect(detail.getByTestId('quote-status')).toHaveText('Accepted');
  await expect(detail.getByTestId('quote-revision').first()).toContainText('Accepted by the buyer');
  await expect(detail.getByTestId('quote-answer')).toHaveCount(0);
  const orders = detail.getByTestId('quote-orders').getByRole('listitem').getByRole('link');
  await expect(orders).toHaveCount(2);
  // and the way to ship them (the Shipments tab, with these orders ticked)
  await expect(detail.getByTestId('quote-ship')).toHaveAttribute('href', `/dashboard?tab=shipments&ship=${orderIds.join(',')}`);
  await orders.first().click();
  await expect(page).toHaveURL(new RegExp(`tab=orders&order=${orderIds[0]}`));
  const orderRow = page.locator(`[data-testid="order-row"][data-order-id="${orderIds[0]}"]`);
  await expect(orderRow).toContainText(a.name);
  const back = orderRow.getByRole('link', { name: `From a quote: open quote request ${quote.id}` });
  await expect(back).toHaveText('From a quote');
  await back.click();
  await expect(page.getByTestId('quote-detail')).toHaveAttribute('data-quote-id', String(quote.id));

  // quotes.csv: one row per line, from the link at the list's foot
  await page.getByRole('button', { name: 'All quote requests' }).click();
  const card = page.getByTestId('quotes-csv');
  const saving = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download CSV' }).click();
  const bytes = await readFile((await (await saving).path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split(quote.number).length - 1).toBe(2);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in Persian on a phone: the list is cards, prices typed in Persian digits, totals exact', async ({ page, request }) => {
    const { quote } = await seed(request, { lang: 'fa' });
    await signIn(page, { lang: 'fa', path: '/dashboard?tab=quotes' });
    const r = row(page, quote.id);
    await expect(r).toBeVisible();
    await expect(r.getByTestId('quote-status')).toHaveText('جدید');
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await r.getByRole('button', { name: `باز کردن درخواست ${quote.number}` }).click();
    const form = page.getByTestId('quote-answer');
    const inputs = form.getByTestId('answer-price');
    await inputs.nth(0).fill('۱۹٫۹۹');
    await inputs.nth(1).fill('۰٫۱');
    await expect(form.getByTestId('answer-total')).toHaveText('\u200eUSD\u00a0۶۰٫۶۷');
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const input of await inputs.all()) {
      const box = (await input.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(32);
    }
    await form.getByLabel('محل تحویل', { exact: true }).fill('هامبورگ');
    await form.getByLabel('شرایط پرداخت', { exact: true }).fill('۳۰٪ پیش‌پرداخت');
    await form.getByLabel('زمان آماده‌سازی (روز)').fill('14');
    const sent = page.waitForResponse((res) => res.url().endsWith(`/api/quotes/${quote.id}/revisions`));
    await form.getByRole('button', { name: 'فرستادن پیشنهاد' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByTestId('quote-detail').getByTestId('quote-status')).toHaveText('قیمت داده شد');
    await expect(page.getByTestId('revision-total')).toHaveText('\u200eUSD\u00a0۶۰٫۶۷');
  });
});

test('the Content tab saves the bank details printed on every proforma', async ({ page, request }) => {
  await apiSignIn(request);
  await signIn(page);
  const panel = await openTab(page, 'Content');
  const form = panel.getByTestId('bank-form');
  await expect(form.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  // the three required ones
  for (const label of ['Beneficiary', 'Bank', 'Account number']) await form.getByLabel(label, { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(panel.getByRole('alert')).toContainText('Beneficiary, bank and account number are required.');
  await expect(form.getByLabel('Beneficiary', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const beneficiary = unique('Golbahar Trading Co.');
  await form.getByLabel('Beneficiary', { exact: true }).fill(beneficiary);
  await form.getByLabel('Bank', { exact: true }).fill('Afghanistan International Bank');
  await form.getByLabel('Account number', { exact: true }).fill('0123-4567-8901');
  await form.getByLabel('IBAN').fill('AF00 AIBK 0000 0123 4567 8901');
  await form.getByLabel('SWIFT / BIC').fill('AIBKAFKA');
  await form.getByLabel('Bank address').fill('Shar-e-Naw, Kabul');
  await form.getByLabel('Notes (English)').fill('Quote the proforma number with the payment.');
  await form.getByLabel('Notes (Persian)').fill('شمارهٔ پیش‌فاکتور را همراه پرداخت بنویسید.');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/content/bank') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save bank details' }).click();
  expect((await saved).status()).toBe(200);
  await expect(form.getByTestId('bank-saved')).toHaveText('Bank details saved.');
  const bank = ((await (await request.get('/api/content')).json()) as { bank: Record<string, string> }).bank;
  expect(bank).toMatchObject({
    beneficiary,
    bankName: 'Afghanistan International Bank',
    account: '0123-4567-8901',
    swift: 'AIBKAFKA',
    notesFa: 'شمارهٔ پیش‌فاکتور را همراه پرداخت بنویسید.',
  });
  // shown again after a reload
  await page.reload();
  await expect(page.getByTestId('bank-form').getByLabel('Beneficiary', { exact: true })).toHaveValue(beneficiary);
});
