// The WhatsApp button's logic: whether the office is open at a moment (Kabul time) and what the
// note says, the chat link from any form of the Content tab's value, and the quote page's countdown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { DEFAULT_OFFICE_HOURS, officeState, officeNote, kabulClock } = await loadTs('src/features/whatsapp/officeHours.ts');
const { whatsappChatLink, whatsappNumber } = await loadTs('src/features/whatsapp/whatsappLink.ts');
const { timeLeft } = await loadTs('src/features/quotes/quoteTime.ts');
const { en } = await loadTs('src/i18n/en.ts');
const { fa } = await loadTs('src/i18n/fa.ts');
const { quoteTexts } = await loadTs('src/features/quotes/quoteTexts.ts');

// 2026-11-28 is a Saturday. Kabul is UTC+4:30: 09:00 there is 04:30 UTC.
const at = (iso) => new Date(iso);
const note = (iso, hours = DEFAULT_OFFICE_HOURS, lang = 'en') => officeNote(hours, at(iso), (lang === 'fa' ? fa : en).whatsapp, lang);

test('the clock is Kabul\'s', () => {
  assert.deepEqual(kabulClock(at('2026-11-28T04:30:00Z')), { day: 'sat', minute: 540 });
  assert.deepEqual(kabulClock(at('2026-11-27T19:29:00Z')), { day: 'fri', minute: 23 * 60 + 59 });
});

test('open Saturday to Thursday from 09:00 to 18:00 Kabul time, by default', () => {
  assert.equal(officeState(DEFAULT_OFFICE_HOURS, at('2026-11-28T04:29:00Z')).open, false, '08:59 Saturday');
  assert.equal(officeState(DEFAULT_OFFICE_HOURS, at('2026-11-28T04:30:00Z')).open, true, '09:00 Saturday');
  assert.equal(officeState(DEFAULT_OFFICE_HOURS, at('2026-11-28T13:29:00Z')).open, true, '17:59 Saturday');
  assert.equal(officeState(DEFAULT_OFFICE_HOURS, at('2026-11-28T13:30:00Z')).open, false, '18:00 Saturday');
  assert.equal(officeState(DEFAULT_OFFICE_HOURS, at('2026-11-27T08:00:00Z')).open, false, 'Friday noon');
});

test('the note says when to expect a reply, or when the office opens', () => {
  assert.equal(note('2026-11-28T06:00:00Z'), 'We usually reply within 4 hours.');
  assert.equal(note('2026-11-28T03:00:00Z'), 'We open today at 09:00 Kabul time and reply then.');
  assert.equal(note('2026-11-28T15:00:00Z'), 'We open tomorrow at 09:00 Kabul time and reply then.');
  assert.equal(note('2026-11-26T15:00:00Z'), 'We open on Saturday at 09:00 Kabul time and reply then.', 'Thursday evening: Friday is closed');
  assert.equal(note('2026-11-27T08:00:00Z'), 'We open tomorrow at 09:00 Kabul time and reply then.', 'Friday');
  assert.equal(note('2026-11-28T06:00:00Z', DEFAULT_OFFICE_HOURS, 'fa'), 'معمولاً تا ۴ ساعت پاسخ می‌دهیم.');
  assert.equal(note('2026-11-26T15:00:00Z', DEFAULT_OFFICE_HOURS, 'fa'), 'شنبه ساعت ۰۹:۰۰ به وقت کابل باز می‌کنیم و آن‌گاه پاسخ می‌دهیم.');
});

test('edited hours are followed; no day open promises no time', () => {
  const hours = { days: ['mon'], opens: '10:15', closes: '12:00', replyHours: 24 };
  assert.equal(note('2026-11-30T05:45:00Z', hours), 'We usually reply within 24 hours.', 'Monday 10:15');
  assert.equal(note('2026-11-30T07:30:00Z', hours), 'We open on Monday at 10:15 Kabul time and reply then.', 'a week on');
  assert.equal(note('2026-11-30T05:45:00Z', { ...hours, days: [] }), 'Leave us a message and we reply as soon as we can.');
  assert.equal(note('2026-11-30T05:45:00Z', { ...hours, opens: '13:00' }), 'Leave us a message and we reply as soon as we can.', 'hours that make no sense');
});

test('the chat link is wa.me/<digits> whatever the Content tab holds', () => {
  for (const value of ['+93 700 123 456', '0093 700-123-456', '(+93) 700 123 456', 'https://wa.me/93700123456', 'https://wa.me/+93700123456/', 'https://api.whatsapp.com/send?phone=93700123456&text=hi', 'https://www.wa.me/93700123456?text=old']) {
    assert.equal(whatsappNumber(value), '93700123456', value);
  }
  assert.equal(whatsappChatLink('+93 700 123 456', 'Hello & welcome'), 'https://wa.me/93700123456?text=Hello%20%26%20welcome');
  assert.equal(whatsappChatLink('https://chat.whatsapp.com/AbCd', 'hi'), 'https://chat.whatsapp.com/AbCd?text=hi', 'a group link kept, text added');
  for (const none of ['', null, undefined, '12345', 'call us', 'javascript:alert(1)']) assert.equal(whatsappChatLink(none, 'x'), null, String(none));
});

test('a quote counts down to the end of its last day in Kabul', () => {
  const end = '2026-12-01T23:59:59+04:30';
  assert.equal(timeLeft(end, at('2026-11-28T19:30:00Z'), quoteTexts.en, 'en'), '3 d 0 h');
  assert.equal(timeLeft(end, at('2026-12-01T14:10:00Z'), quoteTexts.en, 'en'), '5 h 20 min');
  assert.equal(timeLeft(end, at('2026-12-01T19:29:30Z'), quoteTexts.en, 'en'), '1 min');
  assert.equal(timeLeft(end, at('2026-12-01T19:30:00Z'), quoteTexts.en, 'en'), null, 'midnight in Kabul: expired');
  assert.equal(timeLeft(end, at('2026-12-01T14:10:00Z'), quoteTexts.fa, 'fa'), '۵ ساعت و ۲۰ دقیقه');
});
