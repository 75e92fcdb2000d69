// The Intl-free formatter (run by the browser and by the server's QuickJS, which has no Intl)
// against Node's Intl, which is ICU: every day 1990–2059 in both calendars, and thousands of numbers
// in each format the pages use. A difference would be a page that reads differently from the
// browser's own formatting; between server and browser there can be none (both run this code).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { formatNumber, formatDate, localizeDigits } = await loadTs('src/i18n/format.ts');
const LOCALES = { en: 'en-GB', fa: 'fa-IR' };

test('dates: every day from 1990 to 2059, Gregorian in en and Jalali in fa, as ICU writes them', () => {
  const icu = Object.fromEntries(
    Object.entries(LOCALES).map(([lang, locale]) => [lang, new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' })]),
  );
  let checked = 0;
  for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2060, 0, 1); t += 86_400_000) {
    const d = new Date(t);
    const iso = d.toISOString().slice(0, 10);
    const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    for (const lang of ['en', 'fa']) {
      assert.equal(formatDate(iso, lang), icu[lang].format(local), `${iso} ${lang}`);
      checked++;
    }
  }
  assert.ok(checked > 50_000);
});

test('dates: an instant is shown on its local day; nonsense is a dash', () => {
  const at = '2025-03-21T10:00:00Z';
  assert.equal(formatDate(at, 'fa'), new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(at)));
  assert.equal(formatDate(new Date(2025, 8, 3), 'en'), '3 Sept 2025');
  assert.equal(formatDate('not a date', 'en'), '—');
});

function numbers() {
  const out = [0, 1, -1, 0.5, 1.005, 2.675, 999.995, 1234.5, 1e21, 1.5e-7, 0.0005, 0.00049, 123456789.125, -0, -3.25, -0.0001];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 1000; i++) {
    const scale = 10 ** Math.floor(random() * 10 - 2);
    out.push(Math.round(random() * scale * 1000) / 1000, Math.round(random() * scale), random() * scale, -random() * scale);
  }
  return out;
}

test('numbers: plain, grouped, currency (USD with cents, AFN without) and whole, as ICU writes them', () => {
  const formats = [
    [undefined, undefined],
    [{ maximumFractionDigits: 0 }, { maximumFractionDigits: 0 }],
    [{ maximumFractionDigits: 2 }, { maximumFractionDigits: 2 }],
    [{ useGrouping: false }, { useGrouping: false }],
    ...['USD', 'AFN', 'EUR', 'IRR', 'JPY', 'KRW', 'IQD'].map((currency) => [
      { currency },
      { style: 'currency', currency, currencyDisplay: 'code', maximumFractionDigits: 2 },
    ]),
  ];
  let checked = 0;
  for (const lang of ['en', 'fa']) {
    for (const [ours, intl] of formats) {
      const icu = new Intl.NumberFormat(LOCALES[lang], intl);
      for (const n of numbers()) {
        assert.equal(formatNumber(n, lang, ours), icu.format(n), `${n} ${lang} ${JSON.stringify(ours)}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 40_000);
});

test('digits of a plain string in the reader\'s script', () => {
  assert.equal(localizeDigits('+93 70 123 4567', 'fa'), '+۹۳ ۷۰ ۱۲۳ ۴۵۶۷');
  assert.equal(localizeDigits('+93 70', 'en'), '+93 70');
});
