// In every namespace of the UI's i18n (the public site's, the dashboard's) the two dictionaries have
// the same shape, no empty texts, and the Persian one has no English left.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { en } = await loadTs('src/i18n/en.ts');
const { fa } = await loadTs('src/i18n/fa.ts');
const dashboard = { en: (await loadTs('src/dashboard/i18n/en.ts')).en, fa: (await loadTs('src/dashboard/i18n/fa.ts')).fa };
const NAMESPACES = [
  ['site', { en, fa }],
  ['dashboard', dashboard],
];

/** A Persian text without its left-to-right spans (between two U+200E marks): command-line flags,
 * addresses and a phone number's example, written as the reader types them. */
const withoutCode = (s) => s.replace(/\u200e[^\u200e]*\u200e/g, '');

function leaves(value, path = []) {
  if (typeof value === 'string') return [[path.join('.'), value]];
  if (Array.isArray(value)) return [[path.join('.') + '[]', value.length], ...value.flatMap((v, i) => leaves(v, [...path, i]))];
  return Object.keys(value)
    .sort()
    .flatMap((k) => leaves(value[k], [...path, k]));
}

for (const [ns, { en, fa }] of NAMESPACES) {
  test(`${ns}: en and fa have the same keys and list lengths`, () => {
    const shape = (d) => leaves(d).map(([k, v]) => (typeof v === 'number' ? `${k}=${v}` : k));
    assert.deepEqual(shape(fa), shape(en));
  });

  test(`${ns}: no text is empty in either language`, () => {
    for (const [name, dict] of [['en', en], ['fa', fa]]) {
      for (const [key, value] of leaves(dict)) {
        if (typeof value === 'string') assert.ok(value.trim().length > 0, `${ns}.${name}.${key} is empty`);
      }
    }
  });

  test(`${ns}: placeholders match between languages`, () => {
    const enLeaves = new Map(leaves(en));
    for (const [key, value] of leaves(fa)) {
      if (typeof value !== 'string') continue;
      const names = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      assert.deepEqual(names(value), names(enLeaves.get(key)), `placeholders of ${ns}.${key}`);
    }
  });

  test(`${ns}: every Persian text is written in Persian`, () => {
    // Latin words allowed inside Persian sentences: file formats, protocols, keys and brand codes.
    const allowedLatin = new Set(['PDF', 'QR', 'Tab', 'English', 'Switch', 'to', 'API', 'CSV', 'SMTP', 'TLS', 'STARTTLS', 'CORS', 'https', 'Authorization', 'Bearer']);
    // Texts that are not words: a dash, the 404 code, the example of a web address.
    const notWords = new Set(['—', '۴۰۴', 'https://…']);
    // The language switch names the other language in its own script.
    const otherLanguage = new Set(['nav.language', 'nav.languageLabel', 'language']);
    for (const [key, value] of leaves(fa)) {
      if (typeof value !== 'string' || notWords.has(value)) continue;
      const latinWords = (withoutCode(value).replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !allowedLatin.has(w));
      assert.deepEqual(latinWords, [], `${ns}.fa.${key} has English: ${value}`);
      if (!otherLanguage.has(key)) assert.match(value, /[\u0600-\u06FF]/, `${ns}.fa.${key} has no Persian: ${value}`);
    }
  });

  test(`${ns}: Persian texts use Persian digits, not Latin ones`, () => {
    for (const [key, value] of leaves(fa)) {
      if (typeof value === 'string') assert.doesNotMatch(withoutCode(value), /[0-9]/, `${ns}.fa.${key} has Latin digits: ${value}`);
    }
  });
}

test('the specification’s fixed texts are there, word for word', () => {
  assert.equal(en.order.success, 'Order submitted successfully. We will contact you soon.');
  assert.equal(en.errors.exceedsStock, 'Requested quantity exceeds available stock');
  assert.equal(en.order.destinationPlaceholder, 'City / Country');
  assert.equal(en.errorScreen.title, 'An error occurred');
  assert.equal(en.contact.mail.visitor, 'Website Visitor');
  assert.equal(en.contact.mail.subject, 'Inquiry from {name}');
  assert.equal(en.contact.sendEmail, 'Send Email');
  assert.equal(en.home.hero.title, 'Premium Afghan Dried Fruits');
});
