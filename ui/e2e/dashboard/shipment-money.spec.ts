// The money side of the Shipments tab (issue 41), in English and in Persian: two orders of an accepted
// quote shipped (through the API); the 30/70 schedule set from its preset (a draft not adding up to
// 100 % refused in the browser); the 30 % advance recorded on a day typed the reader's way (Solar
// Hijri with Persian digits in Persian), stored in exact cents; 70 % outstanding; a payment over it
// refused by the server in the admin's language; the invoice refused unpacked, then issued, and its
// packing list downloaded (a PDF whose text names the invoice), cancelled by a credit note with its
// reason and issued again; the buyer in Money owed with a link to the
// shipment; the last payment closes the schedule, and a payment removed after a confirmation opens
// it again; the Analytics tab shows what is outstanding. The steps are shipment-steps.ts's, which the
// journey after the order shares. MONEY_SHOTS=<dir> keeps screenshots (both themes, laptop and a 390 px phone) there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiSignIn, createProduct, signIn, unique } from './helpers';
import { choosePreset, issueInvoice, recordPayment, saveSchedule } from './shipment-steps';
import type { Shipment } from '../../src/dashboard/shipments/types';
import type { Schedule } from '../../src/dashboard/shipments/schedule';

const SHOTS = process.env.MONEY_SHOTS;

/** A quote for 20 and 30 kg at USD 4.35 a kg, accepted, and its two orders shipped by sea: USD 217.50. */
async function shipped(request: APIRequestContext) {
  await apiSignIn(request);
  const a = await createProduct(request, { name: unique('Raisins'), nameFa: 'کشمش', initialStock: 500 });
  const b = await createProduct(request, { name: unique('Almonds'), nameFa: 'بادام', initialStock: 500 });
  const name = unique('Importer');
  const res = await request.post('/api/inquiries', {
    data: {
      lines: [{ productId: a.id, quantity: 20 }, { productId: b.id, quantity: 30 }],
      name, company: 'Hanseatic Dried Fruit GmbH', email: `${name.replace(/\W+/g, '.')}@example.com`, country: 'Germany', destination: 'Hamburg', incoterm: 'CFR', lang: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const quote = (await res.json()) as { id: number; quoteUrl: string };
  const lines = ((await (await request.get(`/api/quotes/${quote.id}`)).json()) as { lines: { id: number }[] }).lines;
  const sent = await request.post(`/api/quotes/${quote.id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'CFR', place: 'Hamburg', validUntil: new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10),
      paymentTerms: '30% in advance, 70% against a copy of the B/L', leadTimeDays: 7, lines: lines.map((l) => ({ lineId: l.id, unitPrice: 4.35 })),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const accepted = await request.post(`/api/quotes/by-token/${quote.quoteUrl.split('/').pop()}/accept`, { data: { revision: 1 } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const orderIds = ((await (await request.get(`/api/quotes/${quote.id}`)).json()) as { orderIds: number[] }).orderIds;
  const made = await request.post('/api/shipments', { data: { orderIds, mode: 'sea' } });
  expect(made.status(), await made.text()).toBe(201);
  const bank = await request.put('/api/content/bank', { data: { beneficiary: 'Golbahar Trading', bankName: 'Afghanistan International Bank', account: '0100 2345 6789', swift: 'AFIBAFKA' } });
  expect(bank.status(), await bank.text()).toBe(200);
  return { shipment: (await made.json()) as Shipment, buyer: name };
}

/** Its lines packed in 10 kg cartons of 10.6 kg gross (what an invoice needs). */
async function pack(request: APIRequestContext, s: Shipment) {
  const lines = s.lines.map((l) => ({ orderId: l.orderId, quantity: l.quantity, packages: { count: l.quantity / 10, kind: '10 kg carton', kindFa: 'کارتن ۱۰ کیلویی', netGrams: 10000, grossGrams: 10600 } }));
  const edited = await request.put(`/api/shipments/${s.id}`, { data: { mode: 'sea', incoterm: 'CFR', incotermPlace: 'Hamburg', destination: 'Germany', containers: [], lines } });
  expect(edited.status(), await edited.text()).toBe(200);
}

/** The text pdftotext reads from a PDF. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'money-')), 'paper.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
}

const TEXT = {
  en: {
    noSchedule: 'No payment schedule yet',
    sumOff: 'The shares add up to 90 %: they must add up to exactly 100 %.',
    onDeparture: 'On departure (against the B/L copy)',
    advance: '65.25',
    recorded: 'Payment of USD\u00a065.25 recorded.',
    outstanding: 'USD\u00a0152.25',
    over: '200',
    overRefused: 'Only 152.25 USD is outstanding',
    last: '152.25',
    closed: 'Paid in full — closed',
    remove: 'Remove',
    zero: 'USD\u00a00.00',
    owed: 'Money owed',
    back: 'All shipments',
    analytics: 'Analytics',
    notPacked: 'Every line needs its packages before the shipment is invoiced',
    reason: 'Wrong consignee address',
    invoiced: 'Value (invoice',
  },
  fa: {
    noSchedule: 'هنوز جدول پرداختی تعیین نشده است',
    sumOff: 'جمع سهم‌ها ۹۰٪ است: باید دقیقاً ۱۰۰٪ باشد.',
    onDeparture: 'هنگام حرکت (در برابر رونوشت بارنامه)',
    advance: '۶۵٫۲۵',
    recorded: 'پرداخت \u200eUSD\u00a0۶۵٫۲۵ ثبت شد.',
    outstanding: '\u200eUSD\u00a0۱۵۲٫۲۵',
    over: '۲۰۰',
    overRefused: 'این پرداخت از مبلغ مانده (\u200eUSD\u00a0۱۵۲٫۲۵) بیشتر است.',
    last: '۱۵۲٫۲۵',
    closed: 'کامل پرداخت شده — بسته',
    remove: 'حذف',
    zero: '\u200eUSD\u00a0۰٫۰۰',
    owed: 'طلب‌ها',
    back: 'همهٔ محموله‌ها',
    analytics: 'آمار',
    notPacked: 'نخست بسته‌های همهٔ ردیف‌ها را وارد و ذخیره کنید.',
    reason: 'نشانی گیرنده نادرست بود',
    invoiced: 'ارزش (فاکتور',
  },
} as const;

/** Screenshots of `part` (the page's part under test, so it is readable at full size). */
async function shots(page: Page, name: string, part: Locator) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((th) => document.documentElement.setAttribute('data-theme', th), theme);
    for (const [vp, size] of [['laptop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      await part.screenshot({ path: `${SHOTS}/${name}-${theme}-${vp}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['en', 'fa'] as const) {
  test(`${lang}: the 30/70 schedule, the advance on a typed day, an overpayment refused, money owed, the last payment closes it`, async ({ page, request }) => {
    const x = TEXT[lang];
    const { shipment, buyer } = await shipped(request);
    expect(shipment.totalCents).toBe(21750);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, { lang, path: `/dashboard?tab=shipments&shipment=${shipment.id}` });
    const panel = page.getByTestId('ship-payments');
    await expect(panel.getByTestId('pay-none-set')).toContainText(x.noSchedule);
    await expect(panel.getByTestId('pay-form')).toHaveCount(0);

    // the 30/70 preset; shares not adding up to 100 % are refused before anything is sent
    await choosePreset(page, 'advance30');
    const drafts = panel.getByTestId('pay-draft');
    await expect(drafts).toHaveCount(2);
    await drafts.nth(1).getByTestId('pay-draft-percent').fill(lang === 'fa' ? '۶۰' : '60');
    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(`/api/shipments/${shipment.id}/schedule`)) puts++;
    });
    await panel.getByTestId('pay-schedule-save').click();
    await expect(panel.getByTestId('pay-schedule-error')).toHaveText(x.sumOff);
    expect(puts).toBe(0);
    await shots(page, `money-editor-${lang}`, panel.getByTestId('pay-schedule-form'));
    await drafts.nth(1).getByTestId('pay-draft-percent').fill(lang === 'fa' ? '۷۰' : '70');
    await saveSchedule(page, shipment.id);
    const dues = panel.getByTestId('pay-due');
    await expect(dues).toHaveCount(2);
    await expect(dues.nth(1)).toContainText(x.onDeparture);
    await expect(panel.getByTestId('pay-outstanding')).toHaveText(lang === 'fa' ? '\u200eUSD\u00a0۲۱۷٫۵۰' : 'USD\u00a0217.50');

    // the 30 % advance, received three days ago, typed the reader's way
    const day = new Date(Date.now() - 3 * 864e5).toISOString().slice(0, 10);
    await recordPayment(page, shipment.id, { date: day, amount: x.advance, method: 'hawala', reference: 'HW-2026-118' });
    await expect(panel.getByTestId('pay-flash')).toHaveText(x.recorded);
    await expect(panel.getByTestId('pay-outstanding')).toHaveText(x.outstanding);
    await expect(dues.nth(0).getByTestId('pay-due-outstanding')).not.toContainText('65');
    await expect(dues.nth(1).getByTestId('pay-due-outstanding')).toHaveText(x.outstanding);
    const stored = (await (await request.get(`/api/shipments/${shipment.id}/schedule`)).json()) as Schedule;
    expect(stored.payments).toMatchObject([{ date: day, amountCents: 6525, currency: 'USD', method: 'hawala', reference: 'HW-2026-118' }]);
    expect(stored.outstandingCents).toBe(15225);
    await shots(page, `money-detail-${lang}`, panel);

    // more than is outstanding: the server refuses it, said in the admin's language, nothing recorded
    await recordPayment(page, shipment.id, { amount: x.over }, 409);
    await expect(panel.getByTestId('pay-form-error')).toContainText(x.overRefused);
    await expect(panel.getByTestId('pay-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByTestId('pay-row')).toHaveCount(1);

    // the invoice: refused while the goods are not packed, in the admin's language; issued once packed
    const invoice = page.getByTestId('ship-invoice');
    await issueInvoice(page, shipment.id, lang, 409);
    await expect(invoice.getByTestId('inv-error')).toContainText(x.notPacked);
    await pack(request, shipment);
    await page.reload();
    const number = await issueInvoice(page, shipment.id, lang);
    await expect(invoice.getByTestId('inv-total')).toHaveText(lang === 'fa' ? '\u200eUSD\u00a0۲۱۷٫۵۰' : 'USD\u00a0217.50');
    await expect(panel.getByTestId('pay-totals')).toContainText(`${x.invoiced} ${number})`);
    await expect(panel.getByTestId('pay-outstanding')).toHaveText(x.outstanding);
    // the packing list in the admin's language: a PDF naming the invoice
    const link = invoice.getByTestId(`inv-pdf-packing-list-${lang}`);
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const res = await request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(pdfText(await res.body())).toContain(number);
    await shots(page, `money-invoice-${lang}`, invoice);

    // a credit note with its reason cancels it, after a confirmation; a new invoice may then be issued
    await invoice.getByTestId('inv-credit').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByTestId('inv-credit-confirm')).toBeDisabled();
    await dialog.getByTestId('inv-credit-reason').fill(x.reason);
    const credited = page.waitForResponse((r) => r.url().endsWith('/credit-note'));
    await dialog.getByTestId('inv-credit-confirm').click();
    expect((await credited).status()).toBe(201);
    const note = invoice.getByTestId('inv-credit-note');
    await expect(note).toContainText(number);
    await expect(note).toContainText(x.reason);
    await expect(invoice.getByTestId('inv-cancelled')).toContainText(number);
    expect(await issueInvoice(page, shipment.id, lang)).not.toBe(number);
    await shots(page, `money-credited-${lang}`, invoice);

    // money owed: the buyer, in dollars, linking to the shipment
    await page.getByTestId('ship-detail').getByRole('button', { name: x.back }).click();
    await page.getByTestId('ship-view-owed').click();
    const owed = page.getByTestId('money-owed');
    await expect(owed.getByRole('heading', { level: 2 })).toHaveText(x.owed);
    const row = owed.getByTestId('owed-row').filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('owed-ship')).toHaveText(shipment.number);
    await expect(row).toContainText(x.outstanding);
    await shots(page, `money-owed-${lang}`, owed);
    await row.getByTestId('owed-ship').click();
    await expect(page.getByTestId('ship-detail')).toHaveAttribute('data-shipment-id', String(shipment.id));

    // the last payment closes the schedule
    await recordPayment(page, shipment.id, { amount: x.last });
    await expect(panel.getByTestId('pay-closed')).toHaveText(x.closed);
    await expect(panel.getByTestId('pay-outstanding')).toHaveText(x.zero);
    await expect(panel.getByTestId('pay-form')).toHaveCount(0);
    await expect(panel.getByTestId('pay-row')).toHaveCount(2);
    await shots(page, `money-closed-${lang}`, panel);

    // a payment taken back after a confirmation opens it again
    await panel.getByTestId('pay-remove').nth(1).click();
    const removed = page.waitForResponse((r) => r.url().includes(`/api/shipments/${shipment.id}/payments/`) && r.request().method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: x.remove }).click();
    expect((await removed).status()).toBe(200);
    await expect(panel.getByTestId('pay-closed')).toHaveCount(0);
    await expect(panel.getByTestId('pay-outstanding')).toHaveText(x.outstanding);

    // the Analytics tab: what is outstanding in dollars, invoiced and received per month
    await page.getByRole('tab', { name: x.analytics }).click();
    const figures = page.getByTestId('analytics-money');
    await expect(figures.getByTestId('outstanding-USD')).toBeVisible();
    await expect(figures.getByTestId('invoiced-USD').getByRole('img')).toBeVisible();
    await expect(figures.getByTestId('received-USD').getByRole('img')).toBeVisible();
    await shots(page, `money-analytics-${lang}`, figures);
  });
}
