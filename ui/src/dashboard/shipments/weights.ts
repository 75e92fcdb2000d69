// The packages' arithmetic: a weight typed in kilograms (up to 3 decimals) becomes whole grams, exactly
// (decimal digits, never a float: 10.6 kg is 10 600 g, not 10 599.999…), and sums of grams are shown
// back as kilograms in the reader's digits.
import type { Lang } from '../../i18n/detect';
import { asciiDigits } from '../quotes/money';

/** The server's ceiling on one package's weight (100 t). */
export const MAX_PACKAGE_GRAMS = 100_000_000n;

/**
 * Kilograms as typed, in whole grams; null when it is not such a weight: empty, negative, more than
 * three decimals, letters, grouping commas in the wrong places. `10`, `10.6`, `0.25`, `1,250.125`,
 * `۱۰٫۶` are weights.
 */
export function parseKg(typed: string): bigint | null {
  const text = asciiDigits(typed.trim()).replace(/[\s\u00a0\u202f]/g, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,3}))?$/.exec(text);
  if (!m || text === '' || text === '.') return null;
  if (m[1] === '' && !m[2]) return null;
  const int = m[1].replace(/,/g, '') || '0';
  return BigInt(int) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
}

/** Grams as the kilograms an input shows (`10.6` for 10 600), plain ASCII digits, exact. */
export function kgInput(grams: bigint | number): string {
  const g = BigInt(grams);
  const frac = (g % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${g / 1000n}${frac ? `.${frac}` : ''}`;
}

/** Grams as kilograms in the reader's digits and grouping (`1,250.125`, `۱٬۲۵۰٫۱۲۵`), exact at any size. */
export function formatKg(grams: bigint | number, lang: Lang): string {
  const [int, frac] = kgInput(grams).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fa' ? '٬' : ',');
  const text = frac ? `${grouped}${lang === 'fa' ? '٫' : '.'}${frac}` : grouped;
  return lang === 'fa' ? text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]) : text;
}

/** A whole number as typed (Persian digits too), or null. */
export function parseWhole(typed: string): number | null {
  const text = asciiDigits(typed.trim());
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** Grams in one unit of an order's quantity, where the unit is a weight. */
export const GRAMS_PER_UNIT: Partial<Record<string, bigint>> = { kg: 1000n, ton: 1_000_000n };
