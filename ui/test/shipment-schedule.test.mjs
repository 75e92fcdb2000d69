// The payments panel's arithmetic (src/dashboard/shipments/schedule.ts): percents as typed become
// basis points and amounts whole cents exactly (Persian digits too), and a draft schedule is checked
// as the server checks it (1 to 10 dues adding up to exactly 100 %).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const s = await loadTs('src/dashboard/shipments/schedule.ts');

test('percents as typed, in basis points', () => {
  const cases = { '30': 3000n, '70': 7000n, '33.33': 3333n, '0.01': 1n, '100': 10000n, '۳۰': 3000n, '۳۳٫۳۴': 3334n, '30 %': 3000n, '۷۰٪': 7000n };
  for (const [typed, bp] of Object.entries(cases)) assert.equal(s.parsePercent(typed), bp, typed);
  for (const typed of ['', '0', '100.01', '101', '33.333', '-5', 'abc', '1e2']) assert.equal(s.parsePercent(typed), null, typed);
});

test('amounts as typed, in cents, exactly', () => {
  assert.equal(s.parseAmount('3917.70'), 391770n);
  assert.equal(s.parseAmount('0.1'), 10n);
  assert.equal(s.parseAmount('۳٬۹۱۷٫۷'), 391770n);
  assert.equal(s.parseAmount('1,250.05'), 125005n);
  for (const typed of ['', '0', '0.00', '1.005', '-3', '12,50']) assert.equal(s.parseAmount(typed), null, typed);
});

test('days after a step: 0 to 365', () => {
  assert.equal(s.parseDays(''), 0);
  assert.equal(s.parseDays('۳۰'), 30);
  assert.equal(s.parseDays('365'), 365);
  for (const typed of ['366', '-1', '1.5', 'x']) assert.equal(s.parseDays(typed), null, typed);
});

test('the presets add up to 100 % and pass', () => {
  for (const p of s.PRESETS) {
    const checked = s.checkDraft(s.preset(p, '2026-11-29'));
    assert.ok('dues' in checked, p);
  }
  assert.deepEqual(s.checkDraft(s.preset('advance30', '2026-11-29')).dues, [
    { percent: 30, due: 'date', dueDate: '2026-11-29' },
    { percent: 70, due: 'departed', days: 0 },
  ]);
  assert.deepEqual(s.checkDraft(s.preset('net30', '2026-11-29')).dues, [{ percent: 100, due: 'departed', days: 30 }]);
});

test('a draft that is not a schedule says what is wrong', () => {
  const d = (percent, due = 'departed', extra = {}) => ({ percent, due, dueDate: '', days: '0', ...extra });
  assert.deepEqual(s.checkDraft([]).problem, { kind: 'count' });
  assert.deepEqual(s.checkDraft(Array.from({ length: 11 }, () => d('1'))).problem, { kind: 'count' });
  assert.deepEqual(s.checkDraft([d('30'), d('60')]).problem, { kind: 'sum', sum: 9000n });
  assert.deepEqual(s.checkDraft([d('33.33'), d('33.33'), d('33.34')]).dues.length, 3);
  assert.deepEqual(s.checkDraft([d('30'), d('x')]).problem, { kind: 'percent', index: 1 });
  assert.deepEqual(s.checkDraft([d('100', 'date')]).problem, { kind: 'date', index: 0 });
  assert.deepEqual(s.checkDraft([d('100', 'arrived', { days: '400' })]).problem, { kind: 'days', index: 0 });
  // 0.1 + 0.2 style drift cannot happen: basis points are whole numbers
  assert.ok('dues' in s.checkDraft([d('0.1'), d('0.2'), d('99.7')]));
});

test('a schedule set comes back as the draft it was', () => {
  const dues = [
    { basisPoints: 3333, due: 'date', dueDate: '2026-12-01', days: 0 },
    { basisPoints: 6667, due: 'arrived', days: 10 },
  ];
  assert.deepEqual(s.draftOf(dues), [
    { percent: '33.33', due: 'date', dueDate: '2026-12-01', days: '0' },
    { percent: '66.67', due: 'arrived', dueDate: '', days: '10' },
  ]);
});
