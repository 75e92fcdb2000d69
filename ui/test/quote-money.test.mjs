// The answer form's arithmetic (src/dashboard/quotes/money.ts): prices as typed become whole cents,
// line totals and the grand total are exact (no float drift), and are shown as the site shows money.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const m = await loadTs('src/dashboard/quotes/money.ts');
const { formatNumber } = await loadTs('src/i18n/format.ts');

test('prices as typed, in cents', () => {
  const cases = {
    '1250': 125000n,
    '1250.5': 125050n,
    '1,250.50': 125050n,
    '0.05': 5n,
    '.5': 50n,
    '12.': 1200n,
    ' 7.99 ': 799n,
    '1 250.5': 125050n,
    '۱۲۵۰٫۵': 125050n,
    '۱٬۲۵۰٫۰۵': 125005n,
    '٣٫٢': 320n,
    '0': 0n,
    '1000000000': 100000000000n,
  };
  for (const [typed, cents] of Object.entries(cases)) assert.equal(m.parseCents(typed), cents, typed);
});

test('what is not a price is refused', () => {
  for (const typed of ['', ' ', '.', '-5', '+5', '1.234', '12,50', '1,25', '1,2345', 'abc', '1e3', '12..5', '1.2.3', 'NaN', 'Infinity', '0x10', '12$']) {
    assert.equal(m.parseCents(typed), null, JSON.stringify(typed));
  }
});

test('a unit price must be above zero and at most the server’s 1e9', () => {
  assert.equal(m.validUnitCents(null), false);
  assert.equal(m.validUnitCents(0n), false);
  assert.equal(m.validUnitCents(1n), true);
  assert.equal(m.validUnitCents(m.parseCents('1000000000')), true);
  assert.equal(m.validUnitCents(m.parseCents('1000000000.01')), false);
});

test('line and grand totals have no float drift', () => {
  // in floating point: 0.1 * 3 = 0.30000000000000004, 19.99 * 3 = 59.97000000000001, 0.1 + 0.2 = 0.30000000000000004
  assert.equal(m.lineCents(m.parseCents('0.1'), 3), 30n);
  assert.equal(m.centsToDecimal(m.lineCents(m.parseCents('19.99'), 3)), '59.97');
  const lines = [
    { unit: m.parseCents('0.1'), quantity: 1 },
    { unit: m.parseCents('0.2'), quantity: 1 },
  ];
  assert.equal(m.centsToDecimal(m.totalCents(lines)), '0.3');
  // a line not priced yet adds nothing
  assert.equal(m.totalCents([{ unit: m.parseCents('4.35'), quantity: 100 }, { unit: null, quantity: 7 }]), 43500n);
  // 1.15 * 100 is 114.99999999999999 in floating point
  assert.equal(m.lineCents(m.parseCents('1.15'), 100), 11500n);
});

test('totals stay exact beyond what a double holds in cents', () => {
  // 1e9 per unit × 50 million units: 5e16 — more than 2^53 cents; each line, the sum, the text exact
  const big = m.lineCents(m.parseCents('999999999.99'), 50_000_000);
  assert.equal(big, 4999999999950000000n);
  assert.equal(m.centsToDecimal(big), '49999999999500000');
  assert.equal(m.centsToDecimal(m.totalCents([{ unit: 99999999999n, quantity: 50_000_000 }, { unit: 1n, quantity: 1 }])), '49999999999500000.01');
  assert.throws(() => m.lineCents(1n, 1.5));
  assert.throws(() => m.lineCents(1n, -1));
});

test('sums of many random prices equal the sum done in integers', () => {
  let seed = 7;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  for (let round = 0; round < 200; round++) {
    const lines = Array.from({ length: 1 + rand(30) }, () => ({ cents: rand(10_000_000), quantity: 1 + rand(100_000) }));
    const typed = lines.map((l) => ({ unit: m.parseCents(`${Math.floor(l.cents / 100)}.${String(l.cents % 100).padStart(2, '0')}`), quantity: l.quantity }));
    const expected = lines.reduce((s, l) => s + BigInt(l.cents) * BigInt(l.quantity), 0n);
    assert.equal(m.totalCents(typed), expected);
  }
});

test('cents to the API’s number and back are exact', () => {
  for (const cents of [1n, 5n, 10n, 99n, 125050n, 1999n, 100000000000n, 123456789012n]) {
    const n = m.centsToNumber(cents);
    assert.equal(m.numberToCents(n), cents, String(cents));
    assert.equal(String(n), m.centsToDecimal(cents));
  }
  assert.equal(m.numberToCents(0.1 + 0.2), 30n);
  assert.equal(m.numberToCents(59.97000000000001), 5997n);
});

test('money is shown as the site shows it, in both languages', () => {
  for (const lang of ['en', 'fa']) {
    for (const [cents, currency] of [[125050n, 'USD'], [5n, 'USD'], [100000000000n, 'USD'], [0n, 'USD'], [125000n, 'AFN'], [125050n, 'AFN']]) {
      assert.equal(m.formatCents(cents, currency, lang), formatNumber(Number(m.centsToDecimal(cents)), lang, { currency }), `${cents} ${currency} ${lang}`);
    }
  }
  assert.equal(m.formatCents(125050n, 'USD', 'en'), 'USD\u00a01,250.50');
  assert.equal(m.formatCents(125050n, 'USD', 'fa'), '\u200eUSD\u00a0۱٬۲۵۰٫۵۰');
  assert.equal(m.formatCents(4999999999950000000n, 'USD', 'en'), 'USD\u00a049,999,999,999,500,000.00');
});
