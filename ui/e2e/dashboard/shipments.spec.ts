// Shipments tab (issue 41): a quote of three products is accepted (through the API); in the
// dashboard, in English and in Persian, two of its orders are shipped from the quote's page, by sea,
// with two containers and their packages (kilograms typed, grams stored exactly); a gross weight
// below the net and a container number with a wrong check digit are refused in the admin's language;
// the steps booked, packed and departed are recorded (before the departure, a shipment not yet
// invoiced warns that the buyer's mail will go without the invoice and packing list; a departed
// shipment refuses Delete; the departure is taken back after a confirmation and recorded again); the
// B/L is uploaded as a PDF. The steps are shipment-steps.ts's, which the journey after the order shares.
// SHIP_SHOTS=<dir> keeps screenshots of the tab (both themes, laptop and a 390 px phone) there.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PDF } from '../documents-helpers';
import { test } from '../fixtures';
import { apiSignIn, createProduct, signIn, unique } from './helpers';
import { addContainers, createShipment, lineOf, openShipFromQuote, recordSteps, saveShipment, uploadPaper } from './shipment-steps';
import type { Shipment } from '../../src/dashboard/shipments/types';

const SHOTS = process.env.SHIP_SHOTS;

/** Three products (the first with a packaging option), a quote for 20, 30 and 10 kg of them, accepted: its three orders. */
async function acceptedQuote(request: APIRequestContext) {
  await apiSignIn(request);
  const packaging = [{ en: '10 kg carton', fa: 'کارتن ۱۰ کیلویی' }];
  const a = await createProduct(request, { name: unique('Raisins'), nameFa: 'کشمش', initialStock: 500, facts: { packaging } });
  const b = await createProduct(request, { name: unique('Almonds'), nameFa: 'بادام', initialStock: 500 });
  const c = await createProduct(request, { name: unique('Figs'), initialStock: 500 });
  const name = unique('Importer');
  const res = await request.post('/api/inquiries', {
    data: {
      lines: [{ productId: a.id, quantity: 20 }, { productId: b.id, quantity: 30 }, { productId: c.id, quantity: 10 }],
      name, company: 'Hanseatic Dried Fruit GmbH', email: `${name.replace(/\W+/g, '.')}@example.com`, country: 'Germany', destination: 'Hamburg', incoterm: 'CFR', lang: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const quote = (await res.json()) as { id: number; number: string; quoteUrl: string };
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
  expect(orderIds).toHaveLength(3);
  return { quote, orderIds, products: [a, b, c] };
}

const TEXT = {
  en: {
    noInvoice: 'No invoice is issued yet',
    grossBelowNet: 'The gross weight cannot be less than the net weight.',
    badContainer: 'TGHU9876543 is not a container number',
    saved: 'Shipment saved.',
    totals: ['5', '50 kg', '51.95 kg'],
    departed: 'Departed',
    bl: 'Bill of lading (B/L) number',
    transport: 'Bill of lading / air waybill',
    undo: 'Take back',
    packed: 'Packed',
    locked: 'cannot be deleted',
    delete: 'Delete',
  },
  fa: {
    noInvoice: 'هنوز فاکتوری صادر نشده است',
    grossBelowNet: 'وزن ناخالص نمی‌تواند از وزن خالص کمتر باشد.',
    badContainer: 'شمارهٔ یکی از کانتینرها درست نیست',
    saved: 'محموله ذخیره شد.',
    totals: ['۵', '۵۰ کیلوگرم', '۵۱٫۹۵ کیلوگرم'],
    departed: 'حرکت',
    bl: 'شمارهٔ بارنامهٔ دریایی',
    transport: 'بارنامه (دریایی یا هوایی)',
    undo: 'پس گرفتن',
    packed: 'بسته‌بندی',
    locked: 'این محموله حرکت کرده یا فاکتور شده است',
    delete: 'حذف',
  },
} as const;

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((th) => document.documentElement.setAttribute('data-theme', th), theme);
    for (const [vp, size] of [['laptop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size);
      if (vp === 'laptop') {
        await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${vp}.png`, fullPage: true });
        continue;
      }
      // a phone's page, screen by screen (a full-page picture of 390 px is too narrow to read)
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 800, i++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${vp}-${i}.png` });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['en', 'fa'] as const) {
  test(`${lang}: two orders of an accepted quote shipped by sea, packed in two containers, booked, packed, departed, the B/L uploaded`, async ({ page, request }) => {
    const x = TEXT[lang];
    const { quote, orderIds } = await acceptedQuote(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, { lang, path: `/dashboard?tab=quotes&quote=${quote.id}` });

    // from the quote: its three orders ticked; the third unticked
    await openShipFromQuote(page, lang, orderIds);
    for (const id of orderIds) await expect(page.locator(`[data-testid="ship-new-order"][data-order-id="${id}"] input`)).toBeChecked();
    await page.locator(`[data-testid="ship-new-order"][data-order-id="${orderIds[2]}"] input`).uncheck();
    await expect(page.getByTestId('ship-new-mode')).toHaveValue('sea');
    if (lang === 'en') await shots(page, `ship-new-${lang}`);
    const created = await createShipment(page);
    expect(created.lines.map((l) => l.orderId).sort()).toEqual(orderIds.slice(0, 2).sort());
    const detail = page.getByTestId('ship-detail');

    // transport: the document is named by the mode
    const editor = page.getByTestId('ship-editor');
    await expect(editor.getByLabel(x.bl)).toBeVisible();
    await editor.getByLabel(x.bl).fill('MAEU123456789');

    // two containers, the second mistyped (a wrong check digit)
    await addContainers(page, [{ number: 'msku1234565', seal: 'SL-0001' }, { number: 'TGHU9876543', seal: 'SL-0002' }]);

    // packages: the first line from its packaging option, the second typed; kilograms as typed
    const [first, second] = [lineOf(page, orderIds[0]), lineOf(page, orderIds[1])];
    await first.getByTestId('ship-kind').selectOption('10 kg carton');
    await first.getByTestId('ship-count').fill('2');
    await first.getByTestId('ship-net').fill('10');
    await first.getByTestId('ship-gross').fill('9.5');
    await first.getByTestId('ship-line-container').selectOption('MSKU1234565');
    await second.getByTestId('ship-count').fill('3');
    await second.getByTestId('ship-net').fill('9');
    await expect(second.getByTestId('ship-pack-hint')).toBeVisible();
    await second.getByTestId('ship-net').fill('10');
    await expect(second.getByTestId('ship-pack-hint')).toHaveCount(0);
    await second.getByTestId('ship-kind-en').fill('PP bag 10 kg');
    await second.getByTestId('ship-gross').fill('10.25');
    await second.getByTestId('ship-line-container').selectOption('TGHU9876543');
    await expect(editor.getByTestId('ship-total-packages')).toHaveText(x.totals[0]);
    await expect(editor.getByTestId('ship-total-net')).toHaveText(x.totals[1]);

    // gross below net: marked at the line, in the admin's language, nothing sent
    await editor.getByTestId('ship-save').click();
    await expect(first.getByTestId('ship-line-error')).toHaveText(x.grossBelowNet);
    await first.getByTestId('ship-gross').fill('10.6');
    await expect(editor.getByTestId('ship-total-gross')).toHaveText(x.totals[2]);

    // the server refuses the mistyped container: its message beside the containers, what was typed kept
    await saveShipment(page, created.id, 400);
    await expect(editor.getByTestId('ship-containers').getByTestId('ship-field-error')).toContainText(x.badContainer);
    await expect(editor.getByTestId('ship-container-number').nth(1)).toHaveValue('TGHU9876543');
    await expect(first.getByTestId('ship-gross')).toHaveValue('10.6');
    if (lang === 'fa') await shots(page, `ship-refused-${lang}`);
    await editor.getByTestId('ship-container-number').nth(1).fill('TGHU9876542');
    await second.getByTestId('ship-line-container').selectOption('TGHU9876542');
    await saveShipment(page, created.id);
    await expect(page.getByTestId('ship-flash')).toHaveText(x.saved);

    // stored exactly: grams, not floats
    const stored = (await (await request.get(`/api/shipments/${created.id}`)).json()) as Shipment;
    expect(stored.containers).toEqual([{ number: 'MSKU1234565', seal: 'SL-0001' }, { number: 'TGHU9876542', seal: 'SL-0002' }]);
    expect(stored.transportDoc).toBe('MAEU123456789');
    const byOrder = new Map(stored.lines.map((l) => [l.orderId, l]));
    expect(byOrder.get(orderIds[0])?.packages).toEqual({ count: 2, kind: '10 kg carton', kindFa: 'کارتن ۱۰ کیلویی', netGrams: 10000, grossGrams: 10600 });
    expect(byOrder.get(orderIds[1])?.packages).toMatchObject({ count: 3, kind: 'PP bag 10 kg', netGrams: 10000, grossGrams: 10250 });
    expect(byOrder.get(orderIds[1])?.container).toBe('TGHU9876542');
    expect(stored.totalGrossGrams).toBe(51950);

    // the steps, each dated today; before the departure, the warning that no invoice will travel with its mail
    const steps = page.getByTestId('ship-steps');
    await expect(steps.getByTestId('ship-depart-hint')).toHaveCount(0);
    await recordSteps(page, created.id, ['booked', 'packed']);
    await expect(steps.getByTestId('ship-depart-hint')).toContainText(x.noInvoice);
    await expect(steps.getByTestId('ship-record-step')).toHaveAccessibleDescription(new RegExp(x.noInvoice));
    if (SHOTS) await steps.screenshot({ path: `${SHOTS}/ship-depart-hint-${lang}.png` });
    await recordSteps(page, created.id, ['departed']);
    await expect(steps.getByTestId('ship-depart-hint')).toHaveCount(0);
    await expect(detail.getByTestId('ship-stage')).toHaveText(x.departed);
    // departed: what it carries is locked, and it cannot be deleted (the server's refusal, in the admin's words)
    await expect(first.getByTestId('ship-count')).toBeDisabled();
    await detail.getByTestId('ship-delete').click();
    const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/shipments/${created.id}`) && r.request().method() === 'DELETE');
    await page.getByRole('alertdialog').getByRole('button', { name: x.delete }).click();
    expect((await deleted).status()).toBe(409);
    await expect(detail.getByTestId('ship-action-error')).toContainText(x.locked);

    // the latest step taken back after a confirmation, then recorded again
    await steps.getByTestId('ship-undo-step').click();
    const undone = page.waitForResponse((r) => r.url().endsWith(`/api/shipments/${created.id}/milestones/departed`));
    await page.getByRole('alertdialog').getByRole('button', { name: x.undo }).click();
    expect((await undone).status()).toBe(200);
    await expect(steps.locator('[data-step="departed"]')).toHaveAttribute('data-done', 'false');
    await expect(detail.getByTestId('ship-stage')).toHaveText(x.packed);
    await expect(first.getByTestId('ship-count')).toBeEnabled();
    const again = page.waitForResponse((r) => r.url().endsWith(`/api/shipments/${created.id}/milestones`));
    await steps.getByTestId('ship-record-step').click();
    expect((await again).status()).toBe(201);
    await expect(detail.getByTestId('ship-stage')).toHaveText(x.departed);

    // the B/L, a PDF
    await uploadPaper(page, created.id, { kind: 'transport', number: 'MAEU123456789', file: { name: 'bl.pdf', mimeType: 'application/pdf', buffer: PDF } });
    const paper = page.getByTestId('ship-papers').getByTestId('ship-paper');
    await expect(paper).toHaveCount(1);
    await expect(paper.getByRole('link', { name: x.transport })).toHaveAttribute('href', /^\/media\//);
    await expect(paper).toContainText('MAEU123456789');
    await shots(page, `ship-detail-${lang}`);

    // listed, newest first
    await page.goto('/dashboard?tab=shipments');
    const row = page.locator(`[data-testid="shipment-row"][data-shipment-id="${created.id}"]`);
    await expect(row).toContainText(created.number);
    await expect(row.getByTestId('shipment-stage')).toHaveText(x.departed);
    await expect(page.getByTestId('shipment-row').first()).toHaveAttribute('data-shipment-id', String(created.id));
    await shots(page, `ship-list-${lang}`);
  });
}
