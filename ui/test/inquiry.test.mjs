// The inquiry list kept in the browser (features/inquiry/inquiryStore.ts) and the rules an
// inquiry is checked by before it is sent (checkInquiry.ts), as the page runs them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

// A browser's localStorage, and the window the store listens on, before the store loads.
class MemoryStorage {
  constructor() {
    this.map = new Map();
    this.writes = 0;
  }
  getItem(k) {
    return this.map.has(k) ? this.map.get(k) : null;
  }
  setItem(k, v) {
    this.writes++;
    this.map.set(k, String(v));
  }
  removeItem(k) {
    this.writes++;
    this.map.delete(k);
  }
}
const storage = new MemoryStorage();
const listeners = {};
// (checkInquiry.ts's bundle brings a second copy of the store: the test follows the first one's.)
globalThis.window = { localStorage: storage, addEventListener: (type, fn) => (listeners[type] ??= fn) };

const { useInquiry, INQUIRY_KEY, MAX_LINES, readLines } = await loadTs('src/features/inquiry/inquiryStore.ts');
const { checkInquiry, inquiryBody, kabulToday, EMPTY_DETAILS } = await loadTs('src/features/inquiry/checkInquiry.ts');
const { en: siteEn } = await loadTs('src/i18n/en.ts');
const { fa: siteFa } = await loadTs('src/i18n/fa.ts');
const { inquiryTexts } = await loadTs('src/features/inquiry/inquiryTexts.ts');
// what the page passes: the site's words with the inquiry page's own
const en = { ...siteEn, inquiry: { ...siteEn.inquiry, ...inquiryTexts.en } };
const fa = { ...siteFa, inquiry: { ...siteFa.inquiry, ...inquiryTexts.fa } };

const product = (id, facts = {}) => ({
  id,
  name: `Product ${id}`,
  nameFa: `محصول ${id}`,
  unit: 'kg',
  price: 10,
  currency: 'USD',
  available: 1000,
  facts: { packaging: [], ...facts },
});
const almonds = product(1, { minOrder: 250, packaging: [{ en: '25 kg PP bag', fa: 'کیسهٔ ۲۵ کیلوگرمی' }, { en: '10 kg carton' }] });
const figs = product(2);

test('reading the list writes nothing; the first add writes one key; emptying removes it', () => {
  assert.equal(storage.writes, 0, 'loading the store wrote nothing');
  assert.deepEqual(useInquiry.getState().lines, []);
  assert.equal(useInquiry.getState().add(almonds), 'added');
  assert.deepEqual([...storage.map.keys()], [INQUIRY_KEY]);
  const line = useInquiry.getState().lines[0];
  assert.deepEqual(line, { productId: 1, quantity: '250', packaging: '25 kg PP bag', name: 'Product 1', nameFa: 'محصول 1', unit: 'kg' }, 'starts at the minimum and the first packaging');
  assert.equal(useInquiry.getState().add(almonds), 'present', 'once per product');
  assert.equal(useInquiry.getState().add(figs), 'added');
  assert.equal(useInquiry.getState().lines[1].quantity, '1', 'no minimum: one');
  assert.equal(useInquiry.getState().lines[1].packaging, null);
  useInquiry.getState().setQuantity(1, '300');
  useInquiry.getState().setPackaging(1, '10 kg carton');
  assert.deepEqual(readLines(storage.getItem(INQUIRY_KEY)), useInquiry.getState().lines, 'every change is stored');
  useInquiry.getState().remove(1);
  useInquiry.getState().remove(2);
  assert.equal(storage.getItem(INQUIRY_KEY), null, 'an empty list leaves no key');
});

test('the list holds at most MAX_LINES products, and clearing it (once sent) removes the key', () => {
  for (let id = 1; id <= MAX_LINES; id++) assert.equal(useInquiry.getState().add(product(id)), 'added');
  assert.equal(useInquiry.getState().add(product(MAX_LINES + 1)), 'full');
  assert.equal(useInquiry.getState().lines.length, MAX_LINES);
  useInquiry.getState().clear();
  assert.equal(storage.getItem(INQUIRY_KEY), null);
});

test('another tab\'s change is followed; what is stored is read defensively', () => {
  listeners.storage({ key: INQUIRY_KEY, newValue: JSON.stringify({ lines: [{ productId: 7, quantity: '5', packaging: null, name: 'Raisins', unit: 'box' }] }) });
  assert.equal(useInquiry.getState().lines.length, 1);
  listeners.storage({ key: INQUIRY_KEY, newValue: null });
  assert.deepEqual(useInquiry.getState().lines, []);
  assert.deepEqual(readLines('not json'), []);
  assert.deepEqual(readLines('{"lines": [{"productId": "x"}, 5, null]}'), []);
  const twice = { productId: 3, quantity: '1', packaging: null, name: 'A', unit: 'kg' };
  assert.equal(readLines(JSON.stringify({ lines: [twice, twice] })).length, 1, 'a product once');
});

const details = { ...EMPTY_DETAILS, name: 'Amina Rahimi', email: 'amina@example.com' };
const NOW = new Date('2026-11-27T20:00:00Z'); // 00:30 on the 28th in Kabul
const line = (p, quantity, packaging = null) => ({ productId: p.id, quantity, packaging, name: p.name, unit: p.unit });
const check = (lines, d = details, lang = 'en') => checkInquiry(lines, [almonds, figs], d, lang === 'fa' ? fa : en, lang, NOW);

test('a valid list and form has no problem and makes the contract\'s body', () => {
  const lines = [line(almonds, '250', '25 kg PP bag'), line(figs, ' 3 ')];
  assert.deepEqual(check(lines), []);
  const body = inquiryBody(lines, { ...details, company: ' ', incoterm: 'FCA', wantedBy: '2026-12-01', samplesFirst: true }, 'fa');
  assert.deepEqual(body, {
    lines: [{ productId: 1, quantity: 250, packaging: '25 kg PP bag' }, { productId: 2, quantity: 3 }],
    name: 'Amina Rahimi', company: undefined, email: 'amina@example.com', phone: undefined, country: undefined, destination: undefined,
    incoterm: 'FCA', wantedBy: '2026-12-01', samplesFirst: true, notes: undefined, lang: 'fa',
  });
});

test('every rule gives its message, in the reader\'s language', () => {
  const fields = (problems) => problems.map((p) => p.field);
  assert.deepEqual(fields(check([])), ['lines']);
  const below = check([line(almonds, '249')]);
  assert.equal(below[0].message, 'The minimum order for Product 1 is 250 kg.');
  assert.equal(check([line(almonds, '249')], details, 'fa')[0].message, 'حداقل سفارش محصول 1، ۲۵۰ کیلوگرم است.');
  for (const q of ['0', '2.5', '-3', '', 'ten', '1e3']) assert.deepEqual(fields(check([line(figs, q)])), ['line-2'], q);
  assert.deepEqual(fields(check([line(almonds, '250', '1 t big bag')])), ['line-1'], 'a packaging the product has not');
  assert.match(check([{ ...line(figs, '1'), productId: 99 }])[0].message, /no longer offered/);
  const bad = check([line(figs, '1')], {
    ...EMPTY_DETAILS, name: 'x'.repeat(121), company: 'c'.repeat(121), email: 'not-an-address', phone: 'call me', country: 'k'.repeat(81),
    destination: 'd'.repeat(121), incoterm: 'DAT', wantedBy: '2026-11-27', notes: 'n'.repeat(2001),
  });
  assert.deepEqual(fields(bad), ['name', 'company', 'email', 'phone', 'country', 'destination', 'incoterm', 'wantedBy', 'notes']);
  assert.deepEqual(fields(check([line(figs, '1')], { ...details, email: '' })), ['email'], 'the e-mail is required');
  assert.deepEqual(fields(check([line(figs, '1')], { ...details, name: 'a\u0007b' })), ['name'], 'no control characters');
  // as the server: no direction control or invisible character in a one-line field, the
  // zero-width non-joiner of Persian spelling allowed, the notes left to the server's isolation
  const directed = { ...details, name: 'Mallory \u202Eexe.fdp', company: '\u202EHTIMS NHOJ', country: 'Ger\u2066many', email: 'a\u200B@example.com' };
  assert.deepEqual(fields(check([line(figs, '1')], directed)), ['name', 'company', 'email', 'country']);
  assert.equal(check([line(figs, '1')], directed, 'fa')[0].message, fa.inquiry.errors.invisible);
  assert.deepEqual(check([line(figs, '1')], { ...details, name: 'محمد\u200Cرضا', notes: 'see \u202Eabove' }), [], 'ZWNJ in a name; notes are isolated when printed');
  assert.deepEqual(check([line(figs, '1')], { ...details, notes: 'two\nlines', wantedBy: '2026-11-28' }), [], 'today in Kabul is not the past');
  const list = Array.from({ length: 31 }, (_, i) => line(product(i + 10), '1'));
  assert.ok(fields(checkInquiry(list, list.map((l) => product(l.productId)), details, en, 'en', NOW)).includes('lines'), 'at most 30 lines');
});

test('Kabul\'s date is four and a half hours ahead of UTC', () => {
  assert.equal(kabulToday(new Date('2026-11-27T19:29:00Z')), '2026-11-27');
  assert.equal(kabulToday(new Date('2026-11-27T19:30:00Z')), '2026-11-28');
});
