// How long a quote request has waited for the company's first answer (src/dashboard/quotes/waiting.ts),
// and when it stands out: unanswered for more than 24 hours.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const w = await loadTs('src/dashboard/quotes/waiting.ts');
const H = 3600_000;
const at = Date.parse('2026-11-27T10:00:00Z');
const q = (extra) => ({ status: 'new', createdAt: '2026-11-27T10:00:00Z', ...extra });

test('a new request waits until now; an answered one waited until its first answer', () => {
  assert.equal(w.waitedMs(q(), at + 5 * H), 5 * H);
  assert.equal(w.waitedMs(q({ status: 'quoted', firstAnsweredAt: '2026-11-27T13:30:00Z' }), at + 100 * H), 3.5 * H);
  // a clock behind the server's never makes a negative wait; an unreadable time is no wait
  assert.equal(w.waitedMs(q(), at - H), 0);
  assert.equal(w.waitedMs(q({ createdAt: 'nonsense' }), at), 0);
});

test('late only when still waiting and for more than 24 hours', () => {
  assert.equal(w.isLate(q(), at + 24 * H), false);
  assert.equal(w.isLate(q(), at + 24 * H + 1), true);
  assert.equal(w.isLate(q({ status: 'quoted', firstAnsweredAt: '2026-11-29T10:00:00Z' }), at + 72 * H), false);
  // withdrawn or declined before any answer: no longer waiting for one
  for (const status of ['withdrawn', 'declined', 'expired', 'accepted']) assert.equal(w.isLate(q({ status }), at + 72 * H), false, status);
});

test('a span in days, hours and minutes', () => {
  assert.deepEqual(w.spanParts(0), { d: 0, h: 0, m: 0 });
  assert.deepEqual(w.spanParts(59_999), { d: 0, h: 0, m: 0 });
  assert.deepEqual(w.spanParts(25 * H + 7 * 60_000), { d: 1, h: 1, m: 7 });
  assert.deepEqual(w.spanParts(3 * 24 * H - 60_000), { d: 2, h: 23, m: 59 });
});
