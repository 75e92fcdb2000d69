// The contact page's mailto and WhatsApp link builders.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { buildMailto, buildWhatsAppLink, messageBody } = await loadTs('src/lib/contact.ts');

function parseMailto(href) {
  const [to, query] = href.replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { to, subject: params.get('subject'), body: params.get('body') };
}

test('mailto: subject names the sender, body carries name, email and message', () => {
  const href = buildMailto('export@golbahar.af', { name: 'Amira Khan', email: 'amira@example.com', message: 'Ten tonnes of almonds?\nFOB Karachi.' });
  assert.ok(href.startsWith('mailto:export@golbahar.af?'));
  const m = parseMailto(href);
  assert.equal(m.to, 'export@golbahar.af');
  assert.equal(m.subject, 'Inquiry from Amira Khan');
  assert.match(m.body, /Name: Amira Khan/);
  assert.match(m.body, /Email: amira@example.com/);
  assert.match(m.body, /Ten tonnes of almonds\?\nFOB Karachi\./);
});

test('mailto: without a name the subject says Website Visitor', () => {
  assert.equal(parseMailto(buildMailto('a@b.c', { name: '  ', email: '', message: '' })).subject, 'Inquiry from Website Visitor');
});

test('mailto: characters that would break the link are encoded', () => {
  const m = parseMailto(buildMailto('a@b.c', { name: 'A & B?', email: 'x+y@z.com', message: '50% #1 = ok' }));
  assert.equal(m.subject, 'Inquiry from A & B?');
  assert.match(m.body, /x\+y@z\.com/);
  assert.match(m.body, /50% #1 = ok/);
});

test('WhatsApp: nothing configured gives no link', () => {
  assert.equal(buildWhatsAppLink('', 'hi'), null);
  assert.equal(buildWhatsAppLink(null, 'hi'), null);
  assert.equal(buildWhatsAppLink('   ', 'hi'), null);
  assert.equal(buildWhatsAppLink('no digits here', 'hi'), null);
});

test('WhatsApp: a phone number becomes a wa.me link of its digits', () => {
  assert.equal(buildWhatsAppLink('+93 (70) 123-4567', 'Salam'), 'https://wa.me/93701234567?text=Salam');
  assert.equal(buildWhatsAppLink('0093701234567', ''), 'https://wa.me/0093701234567');
});

test('WhatsApp: an http(s) URL gets the text appended as a query', () => {
  const a = new URL(buildWhatsAppLink('https://wa.me/message/ABC123', 'Hello there'));
  assert.equal(a.origin + a.pathname, 'https://wa.me/message/ABC123');
  assert.equal(a.searchParams.get('text'), 'Hello there');
  const b = new URL(buildWhatsAppLink('http://api.whatsapp.com/send?phone=93701234567', 'Hi & bye'));
  assert.equal(b.searchParams.get('phone'), '93701234567');
  assert.equal(b.searchParams.get('text'), 'Hi & bye');
});

test('the WhatsApp text is the same message the e-mail carries', () => {
  const draft = { name: 'Ali', email: 'ali@example.com', message: 'Price for pine nuts?' };
  const link = new URL(buildWhatsAppLink('+93 70 123 4567', messageBody(draft)));
  assert.equal(link.searchParams.get('text'), 'Name: Ali\nEmail: ali@example.com\n\nMessage:\nPrice for pine nuts?');
});
