// The Persian date field's rules (src/dashboard/dateParts.ts): what its three parts read as, which
// days it refuses and when it says so, and how typing, pasting and the arrow keys fill it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { NO_PARTS, partsOf, readParts, sayAtOnce, step, typed } = await loadTs('src/dashboard/dateParts.ts');

const parts = (day, month, year) => ({ day, month, year });

test('an ISO day is shown as its Solar Hijri parts, and read back', () => {
  assert.deepEqual(partsOf('2026-11-29'), parts('8', '9', '1405'));
  assert.deepEqual(readParts(parts('8', '9', '1405')), { iso: '2026-11-29', problem: null });
  assert.deepEqual(readParts(parts('08', '9', '1405')).iso, '2026-11-29');
  assert.deepEqual(partsOf(''), NO_PARTS);
  assert.deepEqual(partsOf('2026-02-30'), NO_PARTS);
  assert.deepEqual(readParts(NO_PARTS), { iso: '', problem: null });
});

test('a day its month does not have is refused at once: Esfand 30 of 1404, 31 Mehr', () => {
  assert.deepEqual(readParts(parts('30', '12', '1404')), { iso: '', problem: { kind: 'noSuchDay', jy: 1404, jm: 12, days: 29 } });
  assert.equal(readParts(parts('30', '12', '1403')).iso, '2025-03-20');
  assert.deepEqual(readParts(parts('31', '7', '1405')).problem, { kind: 'noSuchDay', jy: 1405, jm: 7, days: 30 });
  assert.deepEqual(readParts(parts('32', '', '')).problem, { kind: 'day', typing: false });
  for (const p of [parts('30', '12', '1404'), parts('32', '1', '1405'), parts('00', '1', '1405'), parts('1', '1', '0999')]) assert.equal(sayAtOnce(readParts(p).problem), true, JSON.stringify(p));
});

test('what typing passes through is said only when the field is left', () => {
  for (const p of [parts('8', '', ''), parts('8', '9', '14'), parts('', '9', '1405'), parts('0', '9', '1405')]) {
    const { iso, problem } = readParts(p);
    assert.equal(iso, '');
    assert.equal(sayAtOnce(problem), false, JSON.stringify(p));
  }
});

test('min and max are honoured as ISO days, both ends included', () => {
  const p = parts('8', '9', '1405'); // 2026-11-29
  assert.equal(readParts(p, '2026-11-29', '2026-11-29').iso, '2026-11-29');
  assert.deepEqual(readParts(p, '2026-11-30').problem, { kind: 'beforeMin', min: '2026-11-30' });
  assert.deepEqual(readParts(p, undefined, '2026-11-28').problem, { kind: 'afterMax', max: '2026-11-28' });
});

test('Persian, Arabic-Indic and Latin digits are typed alike; other characters are dropped', () => {
  assert.deepEqual(typed(NO_PARTS, 'day', '۸'), parts('8', '', ''));
  assert.deepEqual(typed(NO_PARTS, 'day', '٢٩'), parts('29', '', ''));
  assert.deepEqual(typed(NO_PARTS, 'year', '۱۴۰۵'), parts('', '', '1405'));
  assert.deepEqual(typed(NO_PARTS, 'year', '14a05x'), parts('', '', '1405'));
  assert.deepEqual(typed(parts('12', '', ''), 'day', '123'), parts('12', '', ''), 'a day has two digits at most');
});

test('a whole date typed or pasted into one part fills all three, year first or day first', () => {
  assert.deepEqual(typed(NO_PARTS, 'day', '۱۴۰۵/۰۹/۰۸'), parts('8', '9', '1405'));
  assert.deepEqual(typed(NO_PARTS, 'year', '8-9-1405'), parts('8', '9', '1405'));
  assert.deepEqual(typed(NO_PARTS, 'day', ' 1405.9.8 '), parts('8', '9', '1405'));
  assert.deepEqual(typed(NO_PARTS, 'day', '1405/13/08'), parts('8', '', '1405'), 'no thirteenth month');
});

test('the arrow keys step the day round its month and the year from this one', () => {
  const today = '2026-11-29';
  assert.deepEqual(step(parts('29', '12', '1404'), 'day', 1, today), parts('1', '12', '1404'));
  assert.deepEqual(step(parts('29', '12', '1403'), 'day', 1, today), parts('30', '12', '1403'));
  assert.deepEqual(step(parts('1', '7', '1405'), 'day', -1, today), parts('30', '7', '1405'));
  assert.deepEqual(step(NO_PARTS, 'day', 1, today), parts('1', '', ''));
  assert.deepEqual(step(NO_PARTS, 'year', 1, today), parts('', '', '1405'));
  assert.deepEqual(step(parts('', '', '1405'), 'year', -1, today), parts('', '', '1404'));
});
