// The arithmetic of the answer form: a price as typed becomes whole cents (a BigInt), a line's total
// is cents × a whole quantity, the grand total their sum, and a sum is shown back as decimal digits.
// No floating point on the way, so 0.1 + 0.2 is 0.30 and 19.99 × 3 is 59.97, at any size the server
// takes (a unit price up to 1e9 times any quantity).
import type { Lang } from '../../i18n/detect';

/** The server's ceiling on a unit price (the contract: > 0 and ≤ 1e9). */
export const MAX_UNIT_CENTS = 100_000_000_000n;
/** The server's ceiling on a revision's total (999 999 999 999.99: what prints whole on the proforma). */
export const MAX_TOTAL_CENTS = 99_999_999_999_999n;

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const AR_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits as ASCII ones, the Persian decimal and grouping marks as `.` and `,`. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(FA_DIGITS.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(AR_DIGITS.indexOf(d)))
    .replace(/٫/g, '.')
    .replace(/[٬،]/g, ',');
}

/**
 * A price as the admin typed it, in whole cents; null when it is not a price: empty, negative, more
 * than two decimals, letters, or grouping commas in the wrong places. `1250`, `1,250.5`, `0.05`,
 * `.5`, `۱۲٫۵` are prices.
 */
export function parseCents(typed: string): bigint | null {
  const text = asciiDigits(typed.trim()).replace(/[\s\u00a0\u202f]/g, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!m || text === '' || text === '.') return null;
  const int = m[1].replace(/,/g, '') || '0';
  if (m[2] === undefined && m[1] === '') return null;
  const frac = (m[2] ?? '').padEnd(2, '0');
  return BigInt(int) * 100n + BigInt(frac);
}

/** Whether a parsed unit price is one the server takes. */
export function validUnitCents(cents: bigint | null): cents is bigint {
  return cents !== null && cents > 0n && cents <= MAX_UNIT_CENTS;
}

/** A line's total: unit cents × a whole quantity. */
export function lineCents(unit: bigint, quantity: number): bigint {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity ${quantity}`);
  return unit * BigInt(quantity);
}

/** The grand total of the lines priced so far (a line not yet priced adds nothing). */
export function totalCents(lines: { unit: bigint | null; quantity: number }[]): bigint {
  return lines.reduce((sum, l) => (l.unit === null ? sum : sum + lineCents(l.unit, l.quantity)), 0n);
}

/** Cents as the decimal the API takes (`1250.5` for 125050n; `0.05` for 5n), always exact. */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const int = (abs / 100n).toString();
  const frac = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** The JSON number of an exact decimal string (every price the server takes is exactly representable as its decimal). */
export function centsToNumber(cents: bigint): number {
  return Number(centsToDecimal(cents));
}

/** A price of the API (a JSON number with at most two decimals) as cents: rounded, as the server stores it. */
export function numberToCents(n: number): bigint {
  // toFixed gives the correctly rounded decimal digits of the double; the server sends at most two.
  const [int, frac] = Math.abs(n).toFixed(2).split('.');
  const cents = BigInt(int) * 100n + BigInt(frac);
  return n < 0 ? -cents : cents;
}

/** Currencies shown without minor units when they have none (as the site's formatNumber does). */
const NO_MINOR_UNITS = new Set(['AFN']);

/**
 * Cents as money in the reader's language, like the site's formatNumber with a currency (`USD
 * 1,250.50`, `‎USD ۱٬۲۵۰٫۵۰` in Persian), but exact at any size: the code, a no-break space, the
 * grouped digits, two decimals (AFN: only the cents there are, `AFN 1,250.5`).
 */
export function formatCents(cents: bigint, currency: string, lang: Lang): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  let int = (abs / 100n).toString();
  const rest = abs % 100n;
  const cents2 = rest.toString().padStart(2, '0');
  const frac = NO_MINOR_UNITS.has(currency) ? cents2.replace(/0+$/, '') : cents2;
  int = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fa' ? '٬' : ',');
  let body = frac ? `${int}${lang === 'fa' ? '٫' : '.'}${frac}` : int;
  if (lang === 'fa') {
    body = body.replace(/\d/g, (d) => FA_DIGITS[Number(d)]);
    body = `\u200e${currency}\u00a0${body}`;
    return negative ? `\u200e\u2212${body}` : body;
  }
  body = `${currency}\u00a0${body}`;
  return negative ? `-${body}` : body;
}
