// Issue 30's whole journey, as a buyer and the company would live it, in Persian and in English:
// on a phone the buyer adds three products to the inquiry list from the product cards, sets the
// quantities and packagings, fills the form and sends it; a real SMTP server on loopback receives
// the buyer's acknowledgement (in the buyer's language, with the quote page's link) and the
// company's notice; the company answers in the dashboard on a laptop (a price per line, currency,
// Incoterm and place, validity, payment terms, lead time); the quote mail arrives with the proforma
// attached; the buyer opens the link from that mail, reads the prices, downloads the proforma (the
// same bytes as the attachment; read with `pdftotext -layout` as a reader would) and accepts; the
// company's accept notice arrives, and three orders linked to the quote are in the API and the
// Orders tab. Every wait is for a condition (mail by polling the sink), never a fixed sleep.
// JOURNEY_KEEP_DIR=<dir> keeps the proformas downloaded and the accepted quote pages there, to look at.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { newContext, test } from './fixtures';
import { ADMIN } from './env';
import { adminApi, createProduct, kabulDate, startIn, type Lang } from './helpers';
import { mailTo, pdfText, startSink, type Sink } from './mail-sink';
import type { Order } from '../src/lib/api-types';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

// ---- The catalogue: three products with minimum orders and packaging options.

const PERSIAN_LETTERS = 'بپتجچحخدرزسشصطعغفقکگلمنهی';
let seq = 0;
/** A word of Persian letters only that no other product has (so the PDF's text has no Latin in it). */
function persianTag(): string {
  let n = Date.now() * 100 + (seq++ % 100);
  let word = '';
  while (n > 0) {
    word += PERSIAN_LETTERS[n % PERSIAN_LETTERS.length];
    n = Math.floor(n / PERSIAN_LETTERS.length);
  }
  return word;
}

type Item = { en: string; fa: string; unit: 'kg' | 'box'; min: number; qty: number; packEn: string; packFa: string; price: string; cents: number };

function catalogue(): Item[] {
  const tag = persianTag();
  const latin = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return [
    { en: `Journey Almonds ${latin}`, fa: `بادام کاغذی ${tag}`, unit: 'kg', min: 100, qty: 300, packEn: '10 kg carton', packFa: 'کارتن ۱۰ کیلوگرمی', price: '6.50', cents: 650 },
    { en: `Journey Raisins ${latin}`, fa: `کشمش سبز ${tag}`, unit: 'kg', min: 50, qty: 120, packEn: '25 kg bag', packFa: 'کیسهٔ ۲۵ کیلوگرمی', price: '12', cents: 1200 },
    { en: `Journey Saffron ${latin}`, fa: `زعفران سرگل ${tag}`, unit: 'box', min: 20, qty: 40, packEn: 'Gift tin', packFa: 'قوطی هدیه', price: '24.25', cents: 2425 },
  ];
}

async function seedProducts(request: APIRequestContext, items: Item[]) {
  return Promise.all(
    items.map((it) =>
      createProduct(request, {
        name: it.en,
        nameFa: it.fa,
        unit: it.unit,
        initialStock: 1000,
        facts: { minOrder: it.min, packaging: [{ en: 'Bulk', fa: 'فله' }, { en: it.packEn, fa: it.packFa }] },
      }),
    ),
  );
}

// ---- Numbers as each language writes them.

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
function amount(cents: number, lang: Lang): string {
  const en = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return lang === 'en' ? en : en.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]).replace(/,/g, '٬').replace('.', '٫');
}
const number = (n: number, lang: Lang) => (lang === 'en' ? String(n) : String(n).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]));

async function laptopAdmin(browser: Browser, baseURL: string): Promise<Page> {
  const context = await newContext(browser, { baseURL, viewport: LAPTOP });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-prefs-set')) {
      localStorage.setItem('site-lang', 'en');
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('e2e-prefs-set', '1');
    }
  });
  await page.goto('/dashboard');
  await page.locator('#dash-login-username').fill(ADMIN.username);
  await page.locator('#dash-login-password').fill(ADMIN.password);
  await page.locator('form.dash-login button[type="submit"]').click();
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.username);
  return page;
}

/** How `text` is laid out inside `el`: its characters left to right, all on one line. */
async function numberLayout(el: Locator, text: string) {
  return el.evaluate((node, t) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const textNode = walker.currentNode as Text;
      const at = (textNode.data ?? '').indexOf(t);
      if (at < 0) continue;
      const boxes = [...t].map((_, i) => {
        const range = document.createRange();
        range.setStart(textNode, at + i);
        range.setEnd(textNode, at + i + 1);
        return range.getBoundingClientRect();
      });
      return {
        leftToRight: boxes.every((b, i) => i === 0 || b.left >= boxes[i - 1].left),
        oneLine: boxes.every((b) => Math.abs(b.top - boxes[0].top) < 2),
      };
    }
    return null;
  }, text);
}

let sink: Sink | null = null;
const keep = process.env.JOURNEY_KEEP_DIR;

test.afterEach(async ({ request }) => {
  await adminApi(request);
  expect((await request.put('/api/mail', { data: { host: '', buyerConfirmation: false } })).status()).toBe(200);
  expect((await request.put('/api/mail/site-url', { data: { siteUrl: '' } })).status()).toBe(200);
  await sink?.close();
  sink = null;
});

const WORDS = {
  fa: { add: 'افزودن به استعلام', name: 'نام شما', company: 'شرکت', email: 'ایمیل', country: 'کشور', destination: 'بندر یا شهر مقصد', incoterm: 'اینکوترم دلخواه', buyer: 'فریده احمدی', companyName: 'بازرگانی احمدی', countryName: 'آلمان', city: 'هامبورگ' },
  en: { add: 'Add to inquiry', name: 'Your name', company: 'Company', email: 'E-mail', country: 'Country', destination: 'Destination port or city', incoterm: 'Preferred Incoterm', buyer: 'Amina Rahimi', companyName: 'Rahimi Trading GmbH', countryName: 'Germany', city: 'Hamburg' },
} as const;

for (const lang of ['fa', 'en'] as const) {
  test(`${lang}: three products asked on a phone, priced in the dashboard, the proforma read and the quote accepted: three orders`, async ({ page, request, browser, baseURL }) => {
    const w = WORDS[lang];
    const prefix = lang === 'fa' ? '/fa' : '';
    const items = catalogue();
    // The acknowledgement counts against the address's daily confirmations: one address per run.
    const buyerEmail = `journey-${Date.now().toString(36)}-${(seq++).toString(36)}@example.com`;

    // The site sends through a real SMTP server on loopback, with its own address for the links.
    const mails = await startSink();
    sink = mails;
    await adminApi(request);
    const mailSet = await request.put('/api/mail', { data: { host: '127.0.0.1', port: mails.port, security: 'none', from: 'orders@golbahar.af', buyerConfirmation: false } });
    expect(mailSet.status(), await mailSet.text()).toBe(200);
    expect((await request.put('/api/mail/site-url', { data: { siteUrl: baseURL } })).status()).toBe(200);
    const companyEmail = ((await (await request.get('/api/content')).json()) as { contactEmail: string }).contactEmail;
    expect(companyEmail).toBeTruthy();
    const products = await seedProducts(request, items);

    // 1. The buyer, on a phone, adds the three products from their cards.
    await page.setViewportSize(PHONE);
    await startIn(page, lang);
    await page.goto(`${prefix}/products`);
    for (const [i, it] of items.entries()) {
      const name = lang === 'fa' ? it.fa : it.en;
      const card = page.getByTestId('inventory-card').filter({ hasText: name });
      const add = card.getByTestId('add-to-inquiry');
      await expect(add).toContainText(w.add);
      await add.click();
      await expect(page.getByTestId('inquiry-count')).toHaveText(number(i + 1, lang));
    }
    await page.getByTestId('inquiry-link').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/inquiry$`));
    const lines = page.getByTestId('inquiry-line');
    await expect(lines).toHaveCount(3);
    for (const it of items) {
      const line = lines.filter({ hasText: lang === 'fa' ? it.fa : it.en });
      await expect(line.getByTestId('inquiry-qty')).toHaveValue(String(it.min)); // starts at the minimum
      await line.getByTestId('inquiry-qty').fill(String(it.qty));
      await line.getByTestId('inquiry-packaging').selectOption(it.packEn);
      await expect(line.getByTestId('inquiry-packaging').locator('option:checked')).toHaveText(lang === 'fa' ? it.packFa : it.packEn);
    }
    await page.getByLabel(w.name).fill(w.buyer);
    await page.getByLabel(w.company).fill(w.companyName);
    await page.getByLabel(w.email).fill(buyerEmail);
    await page.getByLabel(w.country).fill(w.countryName);
    await page.getByLabel(w.destination).fill(w.city);
    await page.getByLabel(w.incoterm).selectOption('CIF');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST');
    await page.getByTestId('inquiry-send').click();
    const res = await posted;
    expect(res.status(), await res.text()).toBe(201);
    expect(res.request().postDataJSON()).toMatchObject({
      lang,
      incoterm: 'CIF',
      lines: items.map((it, i) => ({ productId: products[i].id, quantity: it.qty, packaging: it.packEn })),
    });
    const created = (await res.json()) as { id: number; number: string; quoteUrl: string };
    await expect(page.getByTestId('inquiry-sent')).toContainText(created.number);

    // 2. The acknowledgement in the buyer's language, with the page's link; the company's notice.
    const ack = await mailTo(mails, buyerEmail, created.number);
    const pageUrl = `${baseURL}${prefix}${created.quoteUrl}`;
    expect(ack.text).toContain(pageUrl);
    if (lang === 'fa') {
      expect(ack.subject).toContain('درخواست استعلام قیمت شما رسید');
      expect(ack.text).toContain('از درخواست استعلام قیمت شما سپاسگزاریم');
      for (const it of items) expect(ack.text).toContain(`${it.fa} (${it.packFa}): ${number(it.qty, 'fa')}`);
      expect(ack.text).not.toMatch(/Hello|Thank|Products|Journey/);
    } else {
      expect(ack.subject).toContain('We received your quote request');
      expect(ack.text).toContain('Thank you for your quote request');
      for (const it of items) expect(ack.text).toContain(`${it.en} (${it.packEn}): ${it.qty}`);
    }
    const notice = await mailTo(mails, companyEmail, `New quote request ${created.number}`);
    expect(notice.text).toContain(buyerEmail);
    expect(notice.text).toContain(`${baseURL}/dashboard?tab=quotes&quote=${created.id}`);
    for (const it of items) expect(notice.text).toContain(`${it.en} / ${it.fa} (${it.packEn}): ${it.qty}`);

    // 3. The company answers in the dashboard, on a laptop.
    const admin = await laptopAdmin(browser, baseURL!);
    await admin.getByRole('tab', { name: 'Quotes' }).click();
    const row = admin.locator(`[data-testid="quote-row"][data-quote-id="${created.id}"]`);
    await expect(row.getByTestId('quote-status')).toHaveText('New');
    await row.getByRole('button', { name: `Open quote request ${created.number}` }).click();
    const detail = admin.getByTestId('quote-detail');
    await expect(detail).toHaveAttribute('data-quote-id', String(created.id));
    const form = admin.getByTestId('quote-answer');
    for (const it of items) {
      const answerLine = form.getByTestId('answer-line').filter({ hasText: it.en });
      await answerLine.getByTestId('answer-price').fill(it.price);
    }
    const totalCents = items.reduce((sum, it) => sum + it.cents * it.qty, 0);
    await expect(form.getByTestId('answer-total')).toHaveText(`USD\u00a0${amount(totalCents, 'en')}`);
    const validUntil = kabulDate(20);
    await form.getByLabel('Currency').selectOption('USD');
    await form.getByLabel('Incoterm', { exact: true }).selectOption('CIF');
    await form.getByLabel('Named place', { exact: true }).fill('Hamburg port');
    await form.getByLabel('Named place (Persian)').fill('بندر هامبورگ');
    await form.getByLabel('Valid until').fill(validUntil);
    await form.getByLabel('Payment terms', { exact: true }).fill('30% advance, 70% against documents');
    await form.getByLabel('Payment terms (Persian)').fill('۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر اسناد');
    await form.getByLabel('Lead time (days)').fill('21');
    const sent = admin.waitForResponse((r) => r.url().endsWith(`/api/quotes/${created.id}/revisions`) && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send quote' }).click();
    const sentRes = await sent;
    expect(sentRes.status(), await sentRes.text()).toBe(201);
    await expect(detail.getByTestId('quote-flash')).toHaveText(`Revision 1 sent to ${buyerEmail}.`);
    await expect(detail.getByTestId('quote-status')).toHaveText('Quoted');

    // 4. The quote mail: its proforma attached (multipart/mixed), and the link.
    const quoteMail = await mailTo(mails, buyerEmail, lang === 'fa' ? 'پیشنهاد قیمت' : 'Your quote');
    expect(quoteMail.contentType).toMatch(/^multipart\/mixed/i);
    expect(quoteMail.attachments).toHaveLength(1);
    const attached = quoteMail.attachments[0];
    expect(attached.type).toBe('application/pdf');
    expect(attached.filename).toBe(`proforma-${created.number}-1-${lang}.pdf`);
    expect(attached.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(quoteMail.text).toContain(`${lang === 'fa' ? 'جمع کل' : 'Total'}: ${amount(totalCents, lang)}`);
    const link = quoteMail.text.match(/https?:\/\/\S+\/quote\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBe(pageUrl);

    // The buyer opens the link from the mail on the phone and reads the prices.
    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'quoted');
    // the reference reads as written, on one line, also inside a right-to-left heading on a phone
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(created.number);
    expect(await numberLayout(heading, created.number)).toEqual({ leftToRight: true, oneLine: true });
    const latest = page.getByTestId('quote-latest');
    for (const it of items) {
      await expect(latest).toContainText(lang === 'fa' ? it.fa : it.en);
      await expect(latest).toContainText(amount(it.cents * it.qty, lang));
    }
    await expect(page.getByTestId('quote-total')).toHaveText(`${lang === 'fa' ? '\u200e' : ''}USD\u00a0${amount(totalCents, lang)}`);
    await expect(latest).toContainText(lang === 'fa' ? 'بندر هامبورگ' : 'Hamburg port');

    // ... downloads the proforma in their language, and reads it.
    const downloading = page.waitForEvent('download');
    await latest.getByTestId(`proforma-${lang}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(attached.filename);
    const downloaded = readFileSync((await download.path())!);
    expect(downloaded.equals(attached.bytes), 'the attached proforma is the downloaded one, byte for byte').toBe(true);
    const text = pdfText(downloaded);
    if (keep) writeFileSync(join(keep, `proforma-${lang}.pdf`), downloaded);
    if (lang === 'fa') {
      // pdftotext marks the direction of each run (U+202A–U+202E); the words between are in reading order
      const read = text.replace(/[\u202a-\u202e]/g, '');
      expect(read).toContain('پیش‌فاکتور');
      for (const it of items) {
        expect(read).toContain(it.fa);
        // a number inside Persian text is its own left-to-right run: pdftotext moves the space beside it
        expect(read.replace(/\s+/g, '')).toContain(it.packFa.replace(/\s+/g, ''));
        expect(read).toContain(amount(it.cents * it.qty, 'fa'));
      }
      expect(read).toMatch(new RegExp(`${amount(totalCents, 'fa')}\\s+جمع کل`)); // the total, beside its words (right to left)
      expect(read).toContain('بندر هامبورگ');
      expect(read).not.toMatch(/Journey|Almonds|Raisins|Saffron|Proforma|Total/);
    } else {
      expect(text).toContain('Proforma invoice');
      for (const it of items) {
        // a long name wraps in its column: its last word may fall onto the table's next line
        const cut = it.en.lastIndexOf(' ');
        const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(text).toMatch(new RegExp(`${esc(it.en.slice(0, cut))}\\s(?:.*\\n\\s*)?${esc(it.en.slice(cut + 1))}`));
        expect(text).toContain(it.packEn);
        expect(text).toContain(amount(it.cents * it.qty, 'en'));
      }
      expect(text).toMatch(new RegExp(`Total \\(USD\\)\\s+${amount(totalCents, 'en')}`));
      expect(text).toContain('CIF Hamburg port');
    }

    // 5. The buyer accepts: three orders, each linked to the quote; the company is told.
    await page.getByTestId('quote-accept').click();
    await expect(page.getByTestId('accept-dialog')).toContainText(amount(totalCents, lang));
    await page.getByTestId('accept-confirm').click();
    await expect(page.getByTestId('quote-status')).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('quote-accepted')).toBeVisible();
    await expect(page.getByTestId('quote-accept')).toHaveCount(0);
    if (keep) await page.screenshot({ path: join(keep, `quote-page-${lang}.png`), fullPage: true });
    const accepted = await mailTo(mails, companyEmail, `Quote ${created.number}/1 accepted`);
    const orders = ((await (await request.get('/api/orders?limit=1000')).json()) as Order[]).filter((o) => o.quoteId === created.id);
    expect(orders).toHaveLength(3);
    expect(orders.map((o) => o.productId ?? 0).sort((a, b) => a - b)).toEqual(products.map((p) => p.id).sort((a, b) => a - b));
    for (const it of items) {
      const order = orders.find((o) => o.productId === products[items.indexOf(it)].id)!;
      expect(order.quantity).toBe(it.qty);
      expect(accepted.text).toContain(`#${order.id}`);
    }

    // The Orders tab lists them, each linked back to the quote.
    await admin.getByRole('tab', { name: 'Orders' }).click();
    for (const order of orders) {
      const orderRow = admin.locator(`[data-testid="order-row"][data-order-id="${order.id}"]`);
      await expect(orderRow).toContainText(items[products.findIndex((p) => p.id === order.productId)].en);
      await expect(orderRow.getByRole('link', { name: `From a quote: open quote request ${created.id}` })).toBeVisible();
    }
    await admin.context().close();
    // nothing of the journey is left in the outbox for the next test's mail server
    await expect.poll(async () => ((await (await request.get('/api/mail')).json()) as { queued: number }).queued).toBe(0);
  });
}
