// The buyer's private order page (/order/<token>, /fa/order/<token>), on a phone: reached from
// the accepted quote's page, it shows the steps with their dates in the reader's calendar, the
// transport document and containers, what is shipped with its packages and weights, and the
// papers to download; it is neither cached nor indexed, and a wrong token is the plain not-found page.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { adminApi, createProduct, kabulDate, startIn, unique } from './helpers';
import { formatDate, formatNumber } from '../src/i18n/format';

/** A quote of two products accepted, both shipped by sea in two containers, booked and departed. */
async function departedShipment(request: APIRequestContext, lang: 'en' | 'fa') {
  await adminApi(request);
  const almonds = await createProduct(request, { name: unique('E2E Almonds'), nameFa: 'بادام کاغذی', initialStock: 5000 });
  const figs = await createProduct(request, { name: unique('E2E Figs'), nameFa: 'انجیر خشک', initialStock: 5000 });
  const sent = await request.post('/api/inquiries', {
    data: { lines: [{ productId: almonds.id, quantity: 1000 }, { productId: figs.id, quantity: 500 }], name: 'Amina Rahimi', email: 'amina@example.com', destination: 'Germany', lang },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id, quoteUrl } = await sent.json();
  const quote = await (await request.get(`/api/quotes/${id}`)).json();
  const priced = await request.post(`/api/quotes/${id}/revisions`, {
    data: {
      currency: 'USD', incoterm: 'CFR', place: 'Hamburg', validUntil: kabulDate(10), paymentTerms: '30% advance', leadTimeDays: 14,
      lines: quote.lines.map((l: { id: number }, i: number) => ({ lineId: l.id, unitPrice: i === 0 ? 6.25 : 4.1 })),
    },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  const quoteToken = (quoteUrl as string).split('/').pop()!;
  expect((await request.post(`/api/quotes/by-token/${quoteToken}/accept`, { data: { revision: 1 } })).status()).toBe(200);
  const { orderIds } = await (await request.get(`/api/quotes/${id}`)).json();
  const made = await request.post('/api/shipments', { data: { orderIds, mode: 'sea' } });
  expect(made.status(), await made.text()).toBe(201);
  const s = await made.json();
  const lines = s.lines.map((l: { orderId: number; quantity: number }, i: number) => ({
    orderId: l.orderId, quantity: l.quantity, marks: `AR/HAM/${i + 1}`, container: i === 0 ? 'CSQU3054383' : 'MSKU1234565',
    packages: { count: l.quantity / 10, kind: '10 kg carton', kindFa: 'کارتن ۱۰ کیلویی', netGrams: 10000, grossGrams: 10600 },
  }));
  const edited = await request.put(`/api/shipments/${s.id}`, {
    data: {
      mode: 'sea', carrier: 'Maersk', transportDoc: 'MAEU123456789', loadingPlace: 'Karachi', dischargePlace: 'Hamburg', destination: 'Germany',
      incoterm: 'CFR', incotermPlace: 'Hamburg', consignee: 'Rahimi Trading', eta: kabulDate(30),
      containers: [{ number: 'CSQU3054383', seal: 'SL-1' }, { number: 'MSKU1234565', seal: 'SL-2' }], lines,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  // the invoice issued once packed, with the bank to pay into
  const bank = await request.put('/api/content/bank', { data: { beneficiary: 'Golbahar Trading', bankName: 'Afghanistan International Bank', account: '0100 2345 6789', swift: 'AFIBAFKA' } });
  expect(bank.status(), await bank.text()).toBe(200);
  const invoice = await request.post(`/api/shipments/${s.id}/invoice`);
  expect(invoice.status(), await invoice.text()).toBe(201);
  for (const [kind, days] of [['booked', -3], ['packed', -2], ['departed', -1]] as const) {
    const step = await request.post(`/api/shipments/${s.id}/milestones`, { data: { kind, date: kabulDate(days) } });
    expect(step.status(), await step.text()).toBe(201);
  }
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;
  const doc = await request.post(`/api/shipments/${s.id}/documents`, { data: { kind: 'transport', number: 'MAEU123456789', file: pdf } });
  expect(doc.status(), await doc.text()).toBe(201);
  const { orderLink } = await doc.json();
  // 30 % in advance (paid), 70 % against the bill of lading
  const dues = [{ percent: 30, due: 'date', dueDate: kabulDate(-2) }, { percent: 70, due: 'departed', days: 0 }];
  expect((await request.put(`/api/shipments/${s.id}/schedule`, { data: { dues } })).status()).toBe(200);
  const paid = await request.post(`/api/shipments/${s.id}/payments`, { data: { date: kabulDate(-2), amountCents: 249000, currency: 'USD', method: 'transfer', reference: 'FT-30' } });
  expect(paid.status(), await paid.text()).toBe(201);
  return { quoteToken, orderLink: orderLink as string, number: s.number as string };
}

for (const lang of ['en', 'fa'] as const) {
  test(`${lang}: on a phone the buyer follows the shipment from the quote page to its order page`, async ({ page, request }) => {
    const { quoteToken, orderLink, number } = await departedShipment(request, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await startIn(page, lang);
    await page.goto(`${lang === 'fa' ? '/fa' : ''}/quote/${quoteToken}`);
    await page.getByTestId('quote-orders').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${orderLink.replace(/[/]/g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByTestId('order-stage')).toHaveAttribute('data-stage', 'departed');
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.locator('[data-step="departed"]')).toHaveAttribute('data-done', 'true');
    await expect(timeline.locator('[data-step="departed"]')).toContainText(formatDate(kabulDate(-1), lang));
    await expect(timeline.locator('[data-step="arrived"]')).toContainText(formatDate(kabulDate(30), lang));
    await expect(page.getByTestId('order-transport')).toContainText('MAEU123456789');
    await expect(page.getByTestId('order-transport')).toContainText('CSQU3054383');
    const goods = page.getByTestId('order-goods');
    await expect(goods).toContainText(lang === 'fa' ? 'بادام کاغذی' : 'E2E Almonds');
    await expect(goods).toContainText(lang === 'fa' ? '۱۰۰ × کارتن ۱۰ کیلویی' : '100 × 10 kg carton');
    await expect(goods.locator('tfoot')).toContainText(lang === 'fa' ? '۱۵۰' : '150');
    const bl = page.getByTestId('order-documents').getByRole('link');
    await expect(bl).toHaveText(lang === 'fa' ? 'بارنامه' : 'Bill of lading / air waybill');
    expect((await request.get((await bl.getAttribute('href'))!)).headers()['content-type']).toBe('application/pdf');
    // the invoice and its packing list, in either language, by the page's own token
    const invoices = page.getByTestId('order-invoices');
    await expect(invoices.getByTestId('order-invoice')).toHaveAttribute('data-live', 'true');
    for (const paper of ['invoice', 'packingList'] as const) {
      const href = await invoices.getByTestId(`order-paper-${paper}-${lang}`).getAttribute('href');
      const pdf = await page.request.get(href!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['cache-control']).toBe('no-store');
    }
    // the advance is paid, 70 % is due since the departure, and where to pay it
    const payments = page.getByTestId('order-payments');
    await expect(payments.getByTestId('order-due')).toHaveCount(2);
    await expect(payments.getByTestId('order-due').first()).toHaveAttribute('data-outstanding', '0');
    await expect(payments.getByTestId('order-due').nth(1)).toHaveAttribute('data-outstanding', '581000');
    await expect(payments.getByTestId('order-due').nth(1)).toContainText(formatDate(kabulDate(-1), lang));
    await expect(payments.getByTestId('order-outstanding')).toHaveText(formatNumber(5810, lang, { currency: 'USD' }));
    await expect(payments.getByTestId('order-bank')).toContainText('0100 2345 6789');
    // nothing of the page is wider than the phone
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);

    const res = await page.request.get(orderLink);
    expect(res.headers()['x-robots-tag']).toBe('noindex');
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['referrer-policy']).toBe('no-referrer');
  });
}

test('a wrong token is the plain not-found page', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/order/not-a-token-at-all-xxxxxxxxxxxxxxxx');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
