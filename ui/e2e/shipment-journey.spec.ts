// Issue 41's journey after the order, in Persian and in English, the buyer on a 390-px phone: a
// quote of three products is accepted; the company ships two of the orders by sea in two containers
// with their packages, sets the 30/70 schedule and records the 30 % advance, issues the invoice and
// packing list, marks the goods departed and uploads the bill of lading; the buyer receives each
// mail in a real SMTP server on loopback, opens the order page from the departure's mail, downloads
// the invoice and the packing list (read with pdftotext: the same packages and weights, the total
// exact) and sees 70 % due; the public exports show the shipment; the last payment closes the
// schedule. The company's steps go through the API here (the dashboard's are
// e2e/dashboard/shipments.spec.ts's); every wait is for a condition.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, startIn, unique } from './helpers';
import { pdfText, startSink, type Sink } from './mail-sink';
import { formatNumber } from '../src/i18n/format';

const PHONE = { width: 390, height: 844 };
const kabulDate = (days: number) => new Date(Date.now() + 270 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const digits = (s: string, lang: 'en' | 'fa') => (lang === 'en' ? s : s.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]));

let sink: Sink | null = null;

test.afterEach(async ({ request }) => {
  await adminApi(request);
  expect((await request.put('/api/mail', { data: { host: '', buyerConfirmation: false } })).status()).toBe(200);
  expect((await request.put('/api/mail/site-url', { data: { siteUrl: '' } })).status()).toBe(200);
  await sink?.close();
  sink = null;
});

async function ok(response: Promise<import('@playwright/test').APIResponse>, status: number) {
  const r = await response;
  expect(r.status(), await r.text()).toBe(status);
  return r.json();
}

/** An accepted quote of three products (1 000 kg at 6.25, 500 kg at 4.10, 200 kg at 3.00 USD). */
async function acceptedQuote(request: APIRequestContext, lang: 'en' | 'fa', email: string) {
  const prices = [6.25, 4.1, 3];
  const products = await Promise.all(
    [['Almonds', 'بادام'], ['Figs', 'انجیر'], ['Raisins', 'کشمش']].map(([en, fa]) =>
      createProduct(request, { name: unique(`E2E ${en}`), nameFa: `${fa} ${unique('').slice(-4)}`, initialStock: 5000, facts: { hsCode: '0802.12', origin: 'kandahar' } }),
    ),
  );
  const lines = products.map((p, i) => ({ productId: p.id, quantity: [1000, 500, 200][i] }));
  const sent = await ok(request.post('/api/inquiries', { data: { lines, name: 'Amina Rahimi', company: 'Rahimi Trading GmbH', email, country: 'Germany', destination: 'Germany', lang } }), 201);
  const quote = await ok(request.get(`/api/quotes/${sent.id}`), 200);
  await ok(
    request.post(`/api/quotes/${sent.id}/revisions`, {
      data: {
        currency: 'USD', incoterm: 'CFR', place: 'Hamburg', validUntil: kabulDate(20), paymentTerms: '30% in advance, 70% against a copy of the B/L', leadTimeDays: 21,
        lines: quote.lines.map((l: { id: number }, i: number) => ({ lineId: l.id, unitPrice: prices[i] })),
      },
    }),
    201,
  );
  const token = (sent.quoteUrl as string).split('/').pop()!;
  await ok(request.post(`/api/quotes/by-token/${token}/accept`, { data: { revision: 1 } }), 200);
  const { orderIds } = await ok(request.get(`/api/quotes/${sent.id}`), 200);
  return { orderIds: orderIds as number[], products };
}

for (const lang of ['fa', 'en'] as const) {
  test(`${lang}: two orders shipped by sea, invoiced and paid 30/70; the buyer follows it by mail on a phone`, async ({ page, request, baseURL }) => {
    const email = `ship-${Date.now().toString(36)}-${lang}@example.com`;
    const mails = await startSink();
    sink = mails;
    await adminApi(request);
    await ok(request.put('/api/mail', { data: { host: '127.0.0.1', port: mails.port, security: 'none', from: 'orders@golbahar.af', buyerConfirmation: false } }), 200);
    await ok(request.put('/api/mail/site-url', { data: { siteUrl: baseURL } }), 200);
    await ok(request.put('/api/content/bank', { data: { beneficiary: 'Golbahar Trading', bankName: 'Afghanistan International Bank', account: '0100 2345 6789', swift: 'AFIBAFKA' } }), 200);
    const { orderIds, products } = await acceptedQuote(request, lang, email);

    // The company ships the first two orders by sea in two containers, packed in 10 kg cartons.
    const s = await ok(request.post('/api/shipments', { data: { orderIds: orderIds.slice(0, 2), mode: 'sea' } }), 201);
    const lines = s.lines.map((l: { orderId: number; quantity: number }, i: number) => ({
      orderId: l.orderId, quantity: l.quantity, marks: `RT/HAM/${i + 1}`, container: i === 0 ? 'CSQU3054383' : 'MSKU1234565',
      packages: { count: l.quantity / 10, kind: '10 kg carton', kindFa: 'کارتن ۱۰ کیلویی', netGrams: 10000, grossGrams: 10600 },
    }));
    await ok(
      request.put(`/api/shipments/${s.id}`, {
        data: {
          mode: 'sea', carrier: 'Maersk', transportDoc: 'MAEU123456789', loadingPlace: 'Karachi', dischargePlace: 'Hamburg', destination: 'Germany', incoterm: 'CFR', incotermPlace: 'Hamburg',
          consignee: 'Rahimi Trading GmbH\nHafenstraße 1, Hamburg', etd: kabulDate(0), eta: kabulDate(30),
          containers: [{ number: 'CSQU3054383', seal: 'SL-1' }, { number: 'MSKU1234565', seal: 'SL-2' }], lines,
        },
      }),
      200,
    );
    // 30 % in advance, recorded; 70 % against the bill of lading
    await ok(request.put(`/api/shipments/${s.id}/schedule`, { data: { dues: [{ percent: 30, due: 'date', dueDate: kabulDate(0) }, { percent: 70, due: 'departed', days: 0 }] } }), 200);
    await ok(request.post(`/api/shipments/${s.id}/payments`, { data: { date: kabulDate(0), amountCents: 249000, currency: 'USD', method: 'transfer', reference: 'FT-ADV' } }), 201);
    const invoice = await ok(request.post(`/api/shipments/${s.id}/invoice`), 201);
    for (const kind of ['booked', 'packed', 'departed']) await ok(request.post(`/api/shipments/${s.id}/milestones`, { data: { kind, date: kabulDate(0) } }), 201);
    const bl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;
    await ok(request.post(`/api/shipments/${s.id}/documents`, { data: { kind: 'transport', number: 'MAEU123456789', file: bl } }), 201);

    // The buyer's mail: the payment received, the freight booked, the goods departed with both papers.
    const mine = () => mails.mails.filter((m) => m.to.includes(email) && m.subject.includes(s.number));
    // three mails: the advance received, the freight booked, the departure with both papers
    await expect.poll(() => mine().length, { message: 'the buyer\'s three mails' }).toBe(3);
    const paid = lang === 'fa' ? '۲٬۴۹۰٫۰۰' : '2,490.00';
    expect(mine().filter((m) => m.text.includes(paid)).length, 'the advance received').toBeGreaterThanOrEqual(1);
    const departed = mine().find((m) => m.attachments.length === 2)!;
    expect(departed, 'the departure mail with the invoice and packing list').toBeTruthy();
    expect(departed.text).toContain('MAEU123456789');
    const link = departed.text.match(/https?:\/\/\S+\/order\/[\w-]+/)![0];
    expect(link).toContain(lang === 'fa' ? '/fa/order/' : '/order/');

    // On a phone the buyer opens the page from the mail and downloads both papers.
    await page.setViewportSize(PHONE);
    await startIn(page, lang);
    await page.goto(link);
    await expect(page.getByTestId('order-stage')).toHaveAttribute('data-stage', 'departed');
    const papers = page.getByTestId('order-invoices');
    await expect(papers.getByTestId('order-invoice')).toHaveAttribute('data-number', invoice.number);
    const read = async (paper: string) => {
      const href = await papers.getByTestId(`order-paper-${paper}-${lang}`).getAttribute('href');
      const r = await page.request.get(href!);
      expect(r.headers()['content-type']).toBe('application/pdf');
      return pdfText(await r.body());
    };
    const invoiceText = await read('invoice');
    const packingText = await read('packingList');
    // 150 cartons, 1 500 kg net and 1 590 kg gross on both; 8 300.00 USD in total on the invoice
    for (const text of [invoiceText, packingText]) {
      expect(text).toContain(invoice.number);
      expect(text).toContain(digits('150', lang));
      expect(text).toMatch(new RegExp(digits('1[,٬]?500', lang)));
      expect(text).toMatch(new RegExp(digits('1[,٬]?590', lang)));
    }
    expect(invoiceText).toMatch(new RegExp(digits('8[,٬]?300[.٫]00', lang)));
    // the attached papers are the same invoice
    expect(pdfText(departed.attachments[0].bytes)).toContain(invoice.number);

    // 70 % is due, with the bank to pay into
    const payments = page.getByTestId('order-payments');
    await expect(payments.getByTestId('order-outstanding')).toHaveText(formatNumber(5810, lang, { currency: 'USD' }));
    await expect(payments.getByTestId('order-bank')).toContainText('0100 2345 6789');

    // The public exports show the shipment's products, to Germany
    await page.goto(lang === 'fa' ? '/fa/products' : '/products');
    const almonds = lang === 'fa' ? products[0].nameFa! : products[0].name;
    await expect(page.getByTestId('export-card').filter({ hasText: almonds }).first()).toBeVisible();

    // The last payment closes the schedule: the page says so
    await ok(request.post(`/api/shipments/${s.id}/payments`, { data: { date: kabulDate(0), amountCents: 581000, currency: 'USD', method: 'transfer', reference: 'FT-BAL' } }), 201);
    await page.goto(link);
    await expect(page.getByTestId('order-outstanding')).toHaveText(formatNumber(0, lang, { currency: 'USD' }));
    await expect(page.getByTestId('order-payments').locator('.notice-success')).toBeVisible();
    await expect(page.getByTestId('order-bank')).toHaveCount(0);
    // nothing is left in the outbox for the next test's mail server
    await expect.poll(async () => ((await (await request.get('/api/mail')).json()) as { queued: number }).queued).toBe(0);
  });
}
