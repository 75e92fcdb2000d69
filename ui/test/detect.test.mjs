// Language detection and theme resolution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { detectLang, dirOf, localePath, resolveTheme, sitePath, splitLangPath, themeChoiceOf } = await loadTs('src/i18n/detect.ts');
const { formatNumber, formatDate, localizeDigits } = await loadTs('src/i18n/format.ts');

test('a stored language wins over the browser language', () => {
  assert.equal(detectLang('fa', 'en-GB'), 'fa');
  assert.equal(detectLang('en', 'fa-IR'), 'en');
});

test('without a stored choice: Persian when the browser language starts with fa', () => {
  assert.equal(detectLang(null, 'fa'), 'fa');
  assert.equal(detectLang(null, 'fa-AF'), 'fa');
  assert.equal(detectLang(null, 'FA-ir'), 'fa');
  assert.equal(detectLang(null, 'en-US'), 'en');
  assert.equal(detectLang(null, 'ps-AF'), 'en');
  assert.equal(detectLang(null, undefined), 'en');
});

test('a stored value that is not a language is ignored', () => {
  assert.equal(detectLang('de', 'fa-IR'), 'fa');
  assert.equal(detectLang('', 'en'), 'en');
});

test('the ?lang= query wins once (the boot script then stores it)', () => {
  assert.equal(detectLang('en', 'en', 'fa'), 'fa');
  assert.equal(detectLang('fa', 'en', 'xx'), 'fa');
});

test('direction follows the language', () => {
  assert.equal(dirOf('fa'), 'rtl');
  assert.equal(dirOf('en'), 'ltr');
});

test('a page path keeps its language twin', () => {
  assert.deepEqual(splitLangPath('/fa'), { lang: 'fa', path: '/' });
  assert.deepEqual(splitLangPath('/fa/products/12-figs'), { lang: 'fa', path: '/products/12-figs' });
  assert.deepEqual(splitLangPath('/'), { lang: 'en', path: '/' });
  assert.deepEqual(splitLangPath('/fashion'), { lang: 'en', path: '/fashion' });
  assert.equal(localePath('fa', '/'), '/fa');
  assert.equal(localePath('fa', '/contact'), '/fa/contact');
  assert.equal(localePath('en', '/contact'), '/contact');
});

// What a URL's path can hold once a browser has parsed it, and what an attacker may hand the
// functions directly: every URL built from them stays on this site (the WHATWG parser of node reads
// them as a browser does: a backslash is a slash, tabs and line breaks are dropped).
const hostile = [
  '//evil.example',
  '//evil.example/phish',
  '///evil.example',
  '/\\evil.example',
  '\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  'http://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/http://evil.example',
  '',
];

test('a path that begins with two slashes, a backslash or a scheme stays a path on this site', () => {
  const site = 'http://127.0.0.1:8080';
  for (const path of hostile) {
    for (const pathname of [path, `/fa${path}`, `/fa/${path}`]) {
      const page = splitLangPath(pathname);
      for (const lang of ['en', 'fa']) {
        const built = localePath(lang, page.path) + '?q=1#x';
        const url = new URL(built, `${site}/somewhere/else`);
        assert.equal(url.origin, site, `${JSON.stringify(pathname)} in ${lang}: ${built}`);
        assert.match(built, /^\/[^/\\]/, JSON.stringify(built));
      }
    }
  }
  assert.equal(sitePath('//evil.example/phish'), '/evil.example/phish');
  assert.equal(sitePath('/\\evil.example'), '/evil.example');
  assert.equal(sitePath('/%2F%2Fevil.example'), '/%2F%2Fevil.example');
  assert.equal(splitLangPath('/fa//evil.example').path, '/evil.example');
  assert.equal(localePath('en', '//evil.example'), '/evil.example');
});

test('theme: stored choice, else the system’s', () => {
  assert.equal(themeChoiceOf(null), 'system');
  assert.equal(themeChoiceOf('bogus'), 'system');
  assert.equal(themeChoiceOf('dark'), 'dark');
  assert.equal(resolveTheme('system', true), 'dark');
  assert.equal(resolveTheme('system', false), 'light');
  assert.equal(resolveTheme('light', true), 'light');
  assert.equal(resolveTheme('dark', false), 'dark');
});

test('Persian numbers use Persian digits', () => {
  assert.equal(formatNumber(1250, 'fa'), '۱٬۲۵۰');
  assert.equal(formatNumber(1250, 'en'), '1,250');
  assert.equal(localizeDigits('+93 70', 'fa'), '+۹۳ ۷۰');
  assert.equal(localizeDigits('+93 70', 'en'), '+93 70');
});

test('Persian dates use the Persian calendar; a stock date keeps its day in any time zone', () => {
  assert.match(formatDate('2026-03-21', 'fa'), /۱۴۰۵/);
  assert.match(formatDate('2026-03-21', 'fa'), /فروردین/);
  assert.equal(formatDate('2026-05-10', 'en'), '10 May 2026');
  assert.equal(formatDate('not a date', 'en'), '—');
});
