// The words of the money side of the Shipments tab: methods, when a due falls due, a draft schedule's
// problem, and the payments API's refusals in the admin's language (the server's English names the
// amounts, so an English reader gets its words; a Persian reader gets these, with the amounts).
import { ApiError } from '../../api';
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import { errorText } from '../dashApi';
import type { DashDict, DashKey } from '../i18n';
import { formatCents } from '../quotes/money';
import type { DraftProblem, Due, PaymentMethod } from './schedule';
import { bpText } from './schedule';
import type { Refusal } from './words';

export const methodKey: Record<PaymentMethod, DashKey> = {
  transfer: 'payMethodTransfer',
  letter_of_credit: 'payMethodLc',
  hawala: 'payMethodHawala',
  cash: 'payMethodCash',
  other: 'payMethodOther',
};

export const money = (cents: number | bigint, currency: string, lang: Lang) => formatCents(BigInt(cents), currency, lang);

/** A percent in the reader's digits (`30`, `۳۳٫۳۳`). */
export function percentText(bp: bigint, lang: Lang): string {
  return formatNumber(Number(bpText(bp)), lang, { maximumFractionDigits: 2 });
}

/** When a due falls due, in words: on its date, or N days after a step. */
export function dueWhen(d: Pick<Due, 'due' | 'days'>, t: DashDict, lang: Lang): string {
  if (d.due === 'date') return t.payOnDate;
  const days = formatNumber(d.days, lang);
  if (d.due === 'departed') return d.days === 0 ? t.payOnDeparted : fill(t.payAfterDeparted, { days });
  return d.days === 0 ? t.payOnArrived : fill(t.payAfterArrived, { days });
}

export function draftProblemText(p: DraftProblem, t: DashDict, lang: Lang): string {
  switch (p.kind) {
    case 'count':
      return t.payErrCount;
    case 'sum':
      return fill(t.payErrSum, { sum: percentText(p.sum, lang) });
    case 'percent':
      return fill(t.payErrPercent, { n: formatNumber(p.index + 1, lang) });
    case 'date':
      return fill(t.payErrDueDate, { n: formatNumber(p.index + 1, lang) });
    case 'days':
      return fill(t.payErrDays, { n: formatNumber(p.index + 1, lang) });
  }
}

const CODES: Record<string, DashKey> = {
  no_schedule: 'payErrNoSchedule',
  mixed_currencies: 'payErrCurrency',
  date_out_of_range: 'payErrFuture',
  'invalid_field:dues': 'payErrDues',
  'required:dues': 'payErrDues',
  'invalid_field:amountCents': 'payErrAmount',
  'invalid_field:reference': 'payErrReference',
  'invalid_field:date': 'payErrDate',
  'required:date': 'payErrDate',
  'invalid_field:method': 'payErrMethod',
};

/**
 * A refusal of the payments API as the admin reads it, with the field it concerns. `outstanding`
 * (cents, in `currency`) words over_outstanding in Persian: what is outstanding now.
 */
export function payRefusal(e: unknown, fallback: string, t: DashDict, lang: Lang, currency: string, outstanding?: number): Refusal {
  if (!(e instanceof ApiError) || !e.code) return { text: errorText(e, fallback, lang) };
  const field = e.field;
  if (lang === 'en' && e.message && e.status !== 0) return { text: e.message, field };
  if (e.code === 'over_outstanding') {
    if (outstanding === undefined) return { text: errorText(e, fallback, lang), field };
    return { text: fill(t.payErrOver, { amount: money(outstanding, currency, lang) }), field: field ?? 'amountCents' };
  }
  const known = (field !== undefined && CODES[`${e.code}:${field}`]) || CODES[e.code];
  if (known) return { text: fill(t[known], { currency }), field };
  return { text: errorText(e, fallback, lang), field };
}
