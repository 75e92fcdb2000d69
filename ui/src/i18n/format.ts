// Numbers and dates in the reader's language: fa-IR gives Persian digits and the Persian calendar.
import type { Lang } from './detect';

const locales: Record<Lang, string> = { en: 'en-GB', fa: 'fa-IR' };

// Building an Intl formatter is slow next to using one: keep them per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Lang, Intl.DateTimeFormat>();

export function formatNumber(n: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  const key = `${lang}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locales[lang], options)));
  return format.format(n);
}

/** A `YYYY-MM-DD` stock date or an RFC 3339 time, as a date of the reader's calendar. */
export function formatDate(isoOrDate: string | Date, lang: Lang): string {
  let date: Date;
  if (isoOrDate instanceof Date) date = isoOrDate;
  else if (/^\d{4}-\d{2}-\d{2}$/.test(isoOrDate)) {
    // A calendar date, not an instant: read it as local midnight so no time zone shifts the day.
    const [y, m, d] = isoOrDate.split('-').map(Number);
    date = new Date(y, m - 1, d);
  } else date = new Date(isoOrDate);
  if (Number.isNaN(date.getTime())) return '—';
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(locales[lang], { year: 'numeric', month: 'short', day: 'numeric' })));
  return format.format(date);
}

/** An RFC 3339 time as a date and time of day of the reader's calendar and clock. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  let format = dateTimeFormats.get(lang);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' };
    dateTimeFormats.set(lang, (format = new Intl.DateTimeFormat(locales[lang], options)));
  }
  return format.format(date);
}

/** Digits of a plain string (e.g. "+93 70 123 4567") in the reader's script. */
export function localizeDigits(text: string, lang: Lang): string {
  if (lang !== 'fa') return text;
  return text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}
