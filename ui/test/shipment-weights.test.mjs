// The Shipments tab's weights (src/dashboard/shipments/weights.ts): kilograms as typed become whole
// grams exactly, and grams are shown back as kilograms in both languages' digits.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const w = await loadTs('src/dashboard/shipments/weights.ts');

test('kilograms as typed, in grams, exactly', () => {
  const cases = {
    '10': 10000n,
    '10.6': 10600n,
    '0.1': 100n,
    '0.001': 1n,
    '.25': 250n,
    '1,250.125': 1250125n,
    ' 25.5 ': 25500n,
    '۱۰٫۶': 10600n,
    '4.35': 4350n,
    '1.005': 1005n,
    '100000': 100000000n,
  };
  for (const [typed, grams] of Object.entries(cases)) assert.equal(w.parseKg(typed), grams, typed);
});

test('what is not a weight is refused', () => {
  for (const typed of ['', ' ', '.', '-1', '+1', '1.2345', '1e3', '12,50', 'abc', '1.2.3', 'NaN']) {
    assert.equal(w.parseKg(typed), null, typed);
  }
});

test('grams shown back as kilograms', () => {
  assert.equal(w.kgInput(10600), '10.6');
  assert.equal(w.kgInput(1n), '0.001');
  assert.equal(w.kgInput(25000), '25');
  assert.equal(w.formatKg(1250125n, 'en'), '1,250.125');
  assert.equal(w.formatKg(1250125n, 'fa'), '۱٬۲۵۰٫۱۲۵');
  assert.equal(w.formatKg(480n * 10600n, 'en'), '5,088');
  // typed, summed and shown back: no float drift (0.1 + 0.2)
  assert.equal(w.formatKg(w.parseKg('0.1') + w.parseKg('0.2'), 'en'), '0.3');
});

test('whole numbers as typed', () => {
  assert.equal(w.parseWhole('480'), 480);
  assert.equal(w.parseWhole('۴۸۰'), 480);
  for (const typed of ['', '4.5', '-1', '1e3', 'x']) assert.equal(w.parseWhole(typed), null, typed);
});
