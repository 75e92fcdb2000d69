// Numbers and dates in the reader's language: Persian digits and the Persian (Jalali) calendar in
// fa, en-GB's in en. Written by hand rather than with Intl because the server renders the pages in
// QuickJS, which has no Intl: both sides run this code, so the HTML they make is the same. It gives
// what ICU gives for these formats (test/format.test.mjs compares it with Node's Intl).
import { toJalali } from './calendar';
import type { Lang } from './detect';

export interface NumberOptions {
  /** Default 3 (2 for a currency). */
  maximumFractionDigits?: number;
  /** Default true. */
  useGrouping?: boolean;
  /** An ISO 4217 code: the number as a price, the code before it (`USD 1,234.50`, a no-break space between). */
  currency?: string;
}

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Currencies that ICU shows without minor units (the rest get two fraction digits at least). */
const NO_MINOR_UNITS = new Set(['AFN', 'IRR', 'JPY', 'KRW', 'IQD']);

// Many cards format the same few numbers and dates on every render: keep the results.
const cache = new Map<string, string>();

function remember(key: string, make: () => string): string {
  let out = cache.get(key);
  if (out === undefined) {
    if (cache.size > 5000) cache.clear();
    cache.set(key, (out = make()));
  }
  return out;
}

/** |n| as plain decimal digits (no exponent), from JavaScript's shortest representation, as ICU reads a double. */
function plainDigits(abs: number): { int: string; frac: string } {
  const [mantissa, exp] = String(abs).split('e');
  const [i, f = ''] = mantissa.split('.');
  const e = Number(exp ?? 0);
  if (e >= 0) {
    const digits = i + f.padEnd(e, '0');
    return { int: digits.slice(0, i.length + e).replace(/^0+(?=\d)/, ''), frac: digits.slice(i.length + e) };
  }
  const digits = i.padStart(-e + 1, '0') + f;
  const point = digits.length - f.length + e;
  return { int: digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0', frac: digits.slice(point) };
}

/** Rounds decimal digits half away from zero to `max` fraction digits, then drops trailing zeros beyond `min`. */
function roundDigits(int: string, frac: string, max: number, min: number): { int: string; frac: string } {
  if (frac.length > max) {
    const up = frac.charCodeAt(max) >= 53; // '5'
    let digits = int + frac.slice(0, max);
    if (up) {
      const chars = digits.split('');
      let k = chars.length - 1;
      while (k >= 0 && chars[k] === '9') chars[k--] = '0';
      if (k >= 0) chars[k] = String(Number(chars[k]) + 1);
      else chars.unshift('1');
      digits = chars.join('');
    }
    int = digits.slice(0, digits.length - max);
    frac = digits.slice(digits.length - max);
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  return { int, frac };
}

function makeNumber(n: number, lang: Lang, options: NumberOptions): string {
  if (!Number.isFinite(n)) return String(n);
  const minor = options.currency && !NO_MINOR_UNITS.has(options.currency) ? 2 : 0;
  const max = Math.max(options.maximumFractionDigits ?? (options.currency ? 2 : 3), minor);
  const rounded = roundDigits(...(Object.values(plainDigits(Math.abs(n))) as [string, string]), max, minor);
  // ICU keeps the sign of a negative number that rounds to zero, and of -0.
  const negative = n < 0 || Object.is(n, -0);
  let int = rounded.int;
  if (options.useGrouping !== false) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fa' ? '٬' : ',');
  let body = rounded.frac ? int + (lang === 'fa' ? '٫' : '.') + rounded.frac : int;
  if (lang === 'fa') {
    body = body.replace(/\d/g, (d) => FA_DIGITS[Number(d)]);
    if (options.currency) body = `\u200e${options.currency}\u00a0${body}`;
    return negative ? `\u200e\u2212${body}` : body;
  }
  if (options.currency) body = `${options.currency}\u00a0${body}`;
  return negative ? `-${body}` : body;
}

export function formatNumber(n: number, lang: Lang, options: NumberOptions = {}): string {
  const key = `n${lang}${Object.is(n, -0) ? '-0' : n}|${options.maximumFractionDigits ?? ''}|${options.useGrouping ?? ''}|${options.currency ?? ''}`;
  return remember(key, () => makeNumber(n, lang, options));
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** The Solar Hijri months' names, Farvardin first. */
export const FA_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

function makeDate(y: number, m: number, d: number, lang: Lang): string {
  if (lang === 'en') return `${d} ${EN_MONTHS[m - 1]} ${y}`;
  const j = toJalali(y, m, d);
  return `${j.jd} ${FA_MONTHS[j.jm - 1]} ${j.jy}`.replace(/\d/g, (c) => FA_DIGITS[Number(c)]);
}

/** A `YYYY-MM-DD` stock date or an RFC 3339 time, as a date of the reader's calendar (day, short month, year). */
export function formatDate(isoOrDate: string | Date, lang: Lang): string {
  if (typeof isoOrDate === 'string') {
    // A calendar date, not an instant: no time zone shifts the day.
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoOrDate);
    if (day) return remember(`d${lang}${isoOrDate}`, () => makeDate(Number(day[1]), Number(day[2]), Number(day[3]), lang));
  }
  const date = isoOrDate instanceof Date ? isoOrDate : new Date(isoOrDate);
  if (Number.isNaN(date.getTime())) return '—';
  return makeDate(date.getFullYear(), date.getMonth() + 1, date.getDate(), lang);
}

/** An RFC 3339 time as a date and time of day of the reader's calendar and clock (24-hour). */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const day = makeDate(date.getFullYear(), date.getMonth() + 1, date.getDate(), lang);
  return lang === 'fa' ? `${day}، ${localizeDigits(time, lang)}` : `${day}, ${time}`;
}

/** Digits of a plain string (e.g. "+93 70 123 4567") in the reader's script. */
export function localizeDigits(text: string, lang: Lang): string {
  if (lang !== 'fa') return text;
  return text.replace(/\d/g, (d) => FA_DIGITS[Number(d)]);
}

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Latin ones, the rest of the text unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) & 0xf));
}
