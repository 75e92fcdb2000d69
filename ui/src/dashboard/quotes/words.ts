// The words of the Quotes tab that several of its parts use: a status, a waiting time, a line's product.
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import type { DashDict, DashKey } from '../i18n';
import type { QuoteLine, QuoteStatus } from './types';
import { spanParts } from './waiting';

export const quoteStatusKey: Record<QuoteStatus, DashKey> = {
  new: 'quoteStatusNew',
  quoted: 'quoteStatusQuoted',
  accepted: 'quoteStatusAccepted',
  declined: 'quoteStatusDeclined',
  expired: 'quoteStatusExpired',
  withdrawn: 'quoteStatusWithdrawn',
};

/** A span as its two largest units: `2 d 3 h`, `5 h 12 min`, `7 min`. */
export function spanText(ms: number, t: DashDict, lang: Lang): string {
  const { d, h, m } = spanParts(ms);
  const n = (x: number) => formatNumber(x, lang);
  if (d > 0) return `${fill(t.unitDays, { n: n(d) })} ${fill(t.unitHours, { n: n(h) })}`;
  if (h > 0) return `${fill(t.unitHours, { n: n(h) })} ${fill(t.unitMinutes, { n: n(m) })}`;
  return fill(t.unitMinutes, { n: n(m) });
}

/** A line's product in the reader's language (the English name where no Persian one was kept). */
export function productName(line: QuoteLine, lang: Lang): string {
  return lang === 'fa' && line.productNameFa ? line.productNameFa : line.productName;
}

/** The packaging asked for, in the reader's language; null when the buyer left it open. */
export function packagingText(line: QuoteLine, lang: Lang): string | null {
  return (lang === 'fa' && line.packagingFa) || line.packaging || null;
}

/** `1 product`, `3 products`. */
export function linesText(count: number, t: DashDict, lang: Lang): string {
  return fill(count === 1 ? t.quoteLinesOne : t.quoteLinesCount, { n: formatNumber(count, lang) });
}
