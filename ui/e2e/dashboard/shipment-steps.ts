// The Shipments tab's steps as an admin takes them in the dashboard, shared by its tests
// (shipments.spec.ts, shipment-money.spec.ts) and the journey after the order
// (e2e/shipment-journey.spec.ts): each acts through the page, waits for the server's answer and
// checks its status; what the page then shows is the caller's to check. `page` shows the shipment.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { Shipment } from '../../src/dashboard/shipments/types';
import { fillDate } from './helpers';

type Lang = 'en' | 'fa';

const WORDS = {
  en: { shipThese: 'Ship these orders', issue: 'Issue the invoice' },
  fa: { shipThese: 'ارسال این سفارش‌ها', issue: 'صدور فاکتور' },
} as const;

/** Runs `act` and returns the answer to the `method` call whose path ends with `path`, whose status it checks. */
async function answer(page: Page, method: string, path: string, status: number, act: () => Promise<unknown>): Promise<Response> {
  const answered = page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.endsWith(path));
  await act();
  const r = await answered;
  expect(r.status(), `${method} ${path}: ${await r.text()}`).toBe(status);
  return r;
}

/** From an accepted quote's page: "Ship these orders" opens the new shipment with the quote's orders ticked. */
export async function openShipFromQuote(page: Page, lang: Lang, orderIds: number[]) {
  await page.getByTestId('quote-detail').getByRole('link', { name: WORDS[lang].shipThese }).click();
  await expect(page).toHaveURL(new RegExp(`tab=shipments&ship=${orderIds.join('(,|%2C)')}`));
  await expect(page.getByTestId('ship-new-order')).toHaveCount(orderIds.length);
}

/** Unticks `orderIds` in the new shipment's orders. */
export async function untick(page: Page, orderIds: number[]) {
  for (const id of orderIds) await page.locator(`[data-testid="ship-new-order"][data-order-id="${id}"] input`).uncheck();
}

/** Makes the shipment of the ticked orders; its page opens, its number's heading focused. */
export async function createShipment(page: Page): Promise<Shipment> {
  const made = await answer(page, 'POST', '/api/shipments', 201, () => page.getByTestId('ship-new-create').click());
  const created = (await made.json()) as Shipment;
  await expect(page.getByTestId('ship-detail')).toHaveAttribute('data-shipment-id', String(created.id));
  await expect(page.getByRole('heading', { level: 2, name: created.number })).toBeFocused();
  return created;
}

/** Adds containers (number and seal) below those the editor holds. */
export async function addContainers(page: Page, containers: { number: string; seal: string }[]) {
  const editor = page.getByTestId('ship-editor');
  const before = await editor.getByTestId('ship-container').count();
  for (const [i, c] of containers.entries()) {
    await editor.getByTestId('ship-add-container').click();
    await editor.getByTestId('ship-container-number').nth(before + i).fill(c.number);
    await editor.getByTestId('ship-container-seal').nth(before + i).fill(c.seal);
  }
}

/** An order's card in the shipment editor. */
export const lineOf = (page: Page, orderId: number): Locator => page.getByTestId('ship-editor').locator(`[data-testid="ship-line"][data-order-id="${orderId}"]`);

export type Packing = {
  count: string;
  /** A packaging option of the product (its English name), or undefined to type `typed`. */
  option?: string;
  typed?: string;
  net: string;
  gross: string;
  marks?: string;
  container?: string;
};

/** Types one order's packages as the admin does: count, kind, net and gross kilograms a package, marks, container. */
export async function packLine(page: Page, orderId: number, p: Packing) {
  const line = lineOf(page, orderId);
  await line.getByTestId('ship-count').fill(p.count);
  if (p.option !== undefined) await line.getByTestId('ship-kind').selectOption(p.option);
  if (p.typed !== undefined) await line.getByTestId('ship-kind-en').fill(p.typed);
  await line.getByTestId('ship-net').fill(p.net);
  await line.getByTestId('ship-gross').fill(p.gross);
  if (p.marks !== undefined) await line.getByLabel(/^(Shipping marks|علامت‌های حمل)$/).fill(p.marks);
  if (p.container !== undefined) await line.getByTestId('ship-line-container').selectOption(p.container);
}

/** Save shipment; the server's answer is `status` (200: saved, the flash says so). */
export async function saveShipment(page: Page, shipmentId: number, status = 200) {
  await answer(page, 'PUT', `/api/shipments/${shipmentId}`, status, () => page.getByTestId('ship-editor').getByTestId('ship-save').click());
  if (status === 200) await expect(page.getByTestId('ship-flash')).toBeVisible();
}

/** Records the next steps in order, each on `date` (typed the reader's way) or on the day the form offers (today). */
export async function recordSteps(page: Page, shipmentId: number, steps: string[], date?: string) {
  const panel = page.getByTestId('ship-steps');
  for (const step of steps) {
    if (date) await fillDate(panel.getByTestId('ship-step-date'), date);
    await answer(page, 'POST', `/api/shipments/${shipmentId}/milestones`, 201, () => panel.getByTestId('ship-record-step').click());
    await expect(panel.locator(`[data-step="${step}"]`)).toHaveAttribute('data-done', 'true');
  }
}

/** Uploads a paper of others (its kind, its number as printed unless the form's is kept, the file); listed once the server took it. */
export async function uploadPaper(page: Page, shipmentId: number, paper: { kind: string; number?: string; file: { name: string; mimeType: string; buffer: Buffer } }) {
  const papers = page.getByTestId('ship-papers');
  const before = await papers.getByTestId('ship-paper').count();
  await papers.getByRole('combobox').selectOption(paper.kind);
  if (paper.number !== undefined) await papers.getByRole('textbox').fill(paper.number);
  await papers.getByTestId('ship-paper-file').setInputFiles(paper.file);
  await answer(page, 'POST', `/api/shipments/${shipmentId}/documents`, 201, () => papers.getByTestId('ship-paper-upload').click());
  await expect(papers.getByTestId('ship-paper')).toHaveCount(before + 1);
}

/** Opens the schedule's editor and fills it from a preset (`advance30`: 30 % today, 70 % on departure). */
export async function choosePreset(page: Page, preset: 'advance30' | 'advance100' | 'net30') {
  const panel = page.getByTestId('ship-payments');
  await panel.getByTestId('pay-schedule-open').click();
  await panel.getByTestId(`pay-preset-${preset}`).click();
}

/** Saves the schedule as the editor holds it; the server takes it. */
export async function saveSchedule(page: Page, shipmentId: number) {
  const panel = page.getByTestId('ship-payments');
  await answer(page, 'PUT', `/api/shipments/${shipmentId}/schedule`, 200, () => panel.getByTestId('pay-schedule-save').click());
  await expect(panel.getByTestId('pay-schedule-form')).toHaveCount(0);
}

export type PaymentTyped = { amount: string; date?: string; method?: string; reference?: string };

/** Records a payment received, as typed (the day the reader's way); the server's answer is `status` (201: recorded). */
export async function recordPayment(page: Page, shipmentId: number, p: PaymentTyped, status = 201) {
  const panel = page.getByTestId('ship-payments');
  if (p.date) await fillDate(panel.getByTestId('pay-date'), p.date);
  await panel.getByTestId('pay-amount').fill(p.amount);
  if (p.method) await panel.getByTestId('pay-method').selectOption(p.method);
  if (p.reference !== undefined) await panel.getByTestId('pay-reference').fill(p.reference);
  await answer(page, 'POST', `/api/shipments/${shipmentId}/payments`, status, () => panel.getByTestId('pay-record').click());
}

/** Issues the invoice after the confirmation; with 201 its number (`INV-YYYY-NNNN`) is shown and returned. */
export async function issueInvoice(page: Page, shipmentId: number, lang: Lang, status = 201): Promise<string> {
  const panel = page.getByTestId('ship-invoice');
  await panel.getByTestId('inv-issue').click();
  await answer(page, 'POST', `/api/shipments/${shipmentId}/invoice`, status, () => page.getByRole('alertdialog').getByRole('button', { name: WORDS[lang].issue }).click());
  if (status !== 201) return '';
  await expect(panel.getByTestId('inv-number')).toHaveText(/^INV-\d{4}-\d{4}$/);
  return (await panel.getByTestId('inv-number').textContent()) ?? '';
}
