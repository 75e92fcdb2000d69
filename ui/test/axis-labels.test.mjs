// The labels under a bar chart's axis (src/dashboard/analytics/axisLabels.ts): never two that
// overlap, the first and the latest day kept, every bar labelled when there is room.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { axisLabels, widestLabel, LABEL_GAP } = await loadTs('src/dashboard/analytics/axisLabels.ts');

/** Each label's box [left, right] (its gap taken off) inside a plot of n × slot px. */
function boxes(labels, width) {
  return labels.map(({ offset }) => [offset - (width - LABEL_GAP) / 2, offset + (width - LABEL_GAP) / 2]);
}

test('no two labels overlap and none leaves the plot, for 7 to 90 days on a laptop or a phone', () => {
  for (const n of [1, 2, 7, 12, 30, 31, 45, 60, 89, 90, 366]) {
    for (const plot of [120, 280, 330, 520, 560, 1180]) {
      for (const width of [30, 37, 44, 60]) {
        const slot = plot / n;
        const labels = axisLabels(n, slot, width);
        const at = `${n} bars on ${plot} px, labels ${width} px`;
        assert.ok(labels.length >= 1, at);
        assert.equal(labels[labels.length - 1].index, n - 1, `the latest is labelled: ${at}`);
        const b = boxes(labels, width);
        for (let i = 1; i < b.length; i++) assert.ok(b[i][0] >= b[i - 1][1], `overlap at ${labels[i].index}: ${at}`);
        assert.ok(b[b.length - 1][1] <= plot + 0.001, `inside the plot's end: ${at}`);
        for (let i = 1; i < labels.length; i++) assert.ok(labels[i].index > labels[i - 1].index, at);
      }
    }
  }
});

test('every bar is labelled when there is room; else evenly, from the first', () => {
  assert.deepEqual(axisLabels(7, 60, 40).map((l) => l.index), [0, 1, 2, 3, 4, 5, 6]);
  // 30 days, 17 px apart, labels 40 px: every third day, and the latest
  const thirty = axisLabels(30, 17, 40).map((l) => l.index);
  assert.equal(thirty[0], 0);
  assert.deepEqual(thirty.slice(0, 4), [0, 3, 6, 9]);
  assert.equal(thirty[thirty.length - 1], 29);
  assert.ok(thirty.length >= 9, String(thirty));
  // 90 days on a phone: a handful, still from the first to the latest
  const phone = axisLabels(90, 330 / 90, 40).map((l) => l.index);
  assert.equal(phone[0], 0);
  assert.equal(phone[phone.length - 1], 89);
  assert.ok(phone.length >= 5 && phone.length <= 9, String(phone));
  assert.deepEqual(axisLabels(0, 10, 40), []);
});

test('without a canvas the widest label is estimated from its length', () => {
  assert.equal(widestLabel(['1/1', '27/11', '۲۷/۱۱'], '11px sans-serif'), 5 * 7 + LABEL_GAP);
});
