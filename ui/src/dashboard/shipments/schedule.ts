// The arithmetic of the payments panel, without floating point: a percent as typed becomes basis
// points (hundredths of a percent), an amount as typed becomes whole cents (both exactly, Persian
// digits too: quotes/money's parseCents), the schedule's presets, and a draft schedule checked as the
// server checks it (1 to 10 dues, each 0.01 to 100 %, adding up to exactly 100 %, a date for a due
// on a date, 0 to 365 days after a step).
import type { components } from '../../lib/api-schema';
import { asciiDigits, centsToNumber, parseCents } from '../quotes/money';

type Schemas = components['schemas'];
export type Schedule = Schemas['Schedule'];
export type Due = Schemas['Due'];
export type DueKind = Schemas['DueKind'];
export type NewDue = Schemas['NewDue'];
export type Payment = Schemas['Payment'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type NewPayment = Schemas['NewPayment'];
export type Owed = Schemas['Owed'];

export const METHODS: PaymentMethod[] = ['transfer', 'letter_of_credit', 'hawala', 'cash', 'other'];
export const DUE_KINDS: DueKind[] = ['date', 'departed', 'arrived'];
export const MAX_DUES = 10;
const HUNDRED = 10_000n;

/** A due as the form holds it: what was typed. */
export type DueDraft = { percent: string; due: DueKind; dueDate: string; days: string };

export type Preset = 'advance30' | 'advance100' | 'net30';
export const PRESETS: Preset[] = ['advance30', 'advance100', 'net30'];

/** A preset's dues; a due "in advance" falls due on `today`. */
export function preset(p: Preset, today: string): DueDraft[] {
  switch (p) {
    case 'advance30':
      return [
        { percent: '30', due: 'date', dueDate: today, days: '0' },
        { percent: '70', due: 'departed', dueDate: '', days: '0' },
      ];
    case 'advance100':
      return [{ percent: '100', due: 'date', dueDate: today, days: '0' }];
    case 'net30':
      return [{ percent: '100', due: 'departed', dueDate: '', days: '30' }];
  }
}

/** A schedule's dues back as a draft (to edit what is set). */
export function draftOf(dues: Due[]): DueDraft[] {
  return dues.map((d) => ({ percent: bpText(BigInt(d.basisPoints)), due: d.due, dueDate: d.due === 'date' ? (d.dueDate ?? '') : '', days: String(d.days) }));
}

/** Basis points as the percent typed (`30`, `33.33`). */
export function bpText(bp: bigint): string {
  const frac = (bp % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${bp / 100n}${frac ? `.${frac}` : ''}`;
}

/** A percent as typed, in basis points; null unless 0.01 to 100 with at most two decimals. */
export function parsePercent(typed: string): bigint | null {
  const bp = parseCents(typed.replace(/[%٪]/g, ''));
  return bp !== null && bp > 0n && bp <= HUNDRED ? bp : null;
}

/** Days as typed: a whole number 0 to 365 (empty is 0); null otherwise. */
export function parseDays(typed: string): number | null {
  const text = asciiDigits(typed.trim());
  if (text === '') return 0;
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n <= 365 ? n : null;
}

/** An amount as typed, in cents; null unless above 0 with at most two decimals. */
export function parseAmount(typed: string): bigint | null {
  const cents = parseCents(typed);
  return cents !== null && cents > 0n ? cents : null;
}

/** The sum of the percents that parse, in basis points. */
export function percentSum(drafts: DueDraft[]): bigint {
  return drafts.reduce((sum, d) => sum + (parsePercent(d.percent) ?? 0n), 0n);
}

export type DraftProblem = { kind: 'count' } | { kind: 'percent' | 'date' | 'days'; index: number } | { kind: 'sum'; sum: bigint };

/** The dues the server takes, or the first thing wrong with the draft. */
export function checkDraft(drafts: DueDraft[]): { dues: NewDue[] } | { problem: DraftProblem } {
  if (drafts.length < 1 || drafts.length > MAX_DUES) return { problem: { kind: 'count' } };
  const dues: NewDue[] = [];
  for (const [index, d] of drafts.entries()) {
    const bp = parsePercent(d.percent);
    if (bp === null) return { problem: { kind: 'percent', index } };
    if (d.due === 'date') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d.dueDate)) return { problem: { kind: 'date', index } };
      dues.push({ percent: centsToNumber(bp), due: 'date', dueDate: d.dueDate });
    } else {
      const days = parseDays(d.days);
      if (days === null) return { problem: { kind: 'days', index } };
      dues.push({ percent: centsToNumber(bp), due: d.due, days });
    }
  }
  const sum = percentSum(drafts);
  if (sum !== HUNDRED) return { problem: { kind: 'sum', sum } };
  return { dues };
}
