// Language detection and theme resolution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { detectLang, dirOf, resolveTheme, themeChoiceOf } = await loadTs('src/i18n/detect.ts');
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
