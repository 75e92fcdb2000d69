// How long a quote stays valid: its last day ends at midnight in Kabul (the server sends that
// moment as `expiresAt`, 23:59:59 +04:30); the page counts down to it in days and hours, then
// hours and minutes. Pure, so a test can fix the clock.
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';

export interface CountdownTexts {
  daysHours: string;
  hoursMinutes: string;
  minutes: string;
}

/** The end of `expiresAt`'s second: the quote is valid through 23:59:59 of its last day. */
export function msLeft(expiresAt: string, now: Date): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : end + 1000 - now.getTime();
}

/** The time left in words ("3 days 4 hours", "5 hours 20 minutes", "12 minutes"), or null once expired. */
export function timeLeft(expiresAt: string, now: Date, texts: CountdownTexts, lang: Lang): string | null {
  const ms = msLeft(expiresAt, now);
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const n = (v: number) => formatNumber(v, lang);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return fill(texts.daysHours, { d: n(d), h: n(h) });
  if (h > 0) return fill(texts.hoursMinutes, { h: n(h), m: n(m) });
  return fill(texts.minutes, { m: n(Math.max(m, 1)) });
}
