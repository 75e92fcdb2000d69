// What the Persian date field's three parts (DateField.tsx) say: the text typed into them in, the
// ISO Gregorian day they name, or what is wrong with them, out. Pure, so the rules are unit-tested.
import { isoToJalali, jalaliMonthLength, jalaliToIso, JALALI_YEARS } from '../i18n/calendar';
import { latinDigits } from '../i18n/format';

/** The parts as typed, in Latin digits: the day (1–2 digits), the month ('1'–'12' or ''), the year (up to 4 digits). */
export type Parts = { day: string; month: string; year: string };

/**
 * Why the parts name no day. `incomplete`, a short year and a lone 0 for the day are what typing
 * passes through (`typing`): the field words them only once it is left. The others are said at once.
 */
export type Problem =
  | { kind: 'incomplete' }
  | { kind: 'year'; typing: boolean }
  | { kind: 'day'; typing: boolean }
  | { kind: 'noSuchDay'; jy: number; jm: number; days: number }
  | { kind: 'beforeMin'; min: string }
  | { kind: 'afterMax'; max: string };

export const NO_PARTS: Parts = { day: '', month: '', year: '' };

/** The parts of an ISO day (none for '' or a malformed one). */
export function partsOf(iso: string): Parts {
  const j = isoToJalali(iso);
  return j ? { day: String(j.jd), month: String(j.jm), year: String(j.jy) } : NO_PARTS;
}

/** The ISO day the parts name within `min`..`max` (ISO days too, either bound optional), or '' and why not ('' and no problem: empty). */
export function readParts(p: Parts, min?: string, max?: string): { iso: string; problem: Problem | null } {
  const refuse = (problem: Problem) => ({ iso: '', problem });
  if (!p.day && !p.month && !p.year) return { iso: '', problem: null };
  const [jd, jm, jy] = [Number(p.day), Number(p.month), Number(p.year)];
  if (p.day && (jd < 1 || jd > 31)) return refuse({ kind: 'day', typing: p.day === '0' });
  if (p.year.length === 4 && (jy < 1000 || jy > JALALI_YEARS.last)) return refuse({ kind: 'year', typing: false });
  if (p.year && p.year.length < 4) return refuse({ kind: 'year', typing: true });
  if (!p.day || !p.month || !p.year) return refuse({ kind: 'incomplete' });
  const days = jalaliMonthLength(jy, jm);
  if (jd > days) return refuse({ kind: 'noSuchDay', jy, jm, days });
  const iso = jalaliToIso({ jy, jm, jd });
  if (min && iso < min) return refuse({ kind: 'beforeMin', min });
  if (max && iso > max) return refuse({ kind: 'afterMax', max });
  return { iso, problem: null };
}

/** Whether the field says the problem while it is being typed, or only once it is left. */
export function sayAtOnce(problem: Problem): boolean {
  return problem.kind !== 'incomplete' && !('typing' in problem && problem.typing);
}

/**
 * The parts after `raw` was typed into the day or year part: its digits, Persian, Arabic-Indic or
 * Latin, as many as the part holds. A whole date typed or pasted into either part, year first
 * (۱۴۰۵/۰۹/۰۸) or day first (8-9-1405), fills all three.
 */
export function typed(p: Parts, part: 'day' | 'year', raw: string): Parts {
  const text = latinDigits(raw);
  const whole = /^\D*(\d{1,4})\D+(\d{1,2})\D+(\d{1,4})\D*$/.exec(text);
  if (whole) {
    const [a, m, b] = [whole[1], whole[2], whole[3]];
    const [year, day] = a.length === 4 ? [a, b] : b.length === 4 ? [b, a] : [null, null];
    if (year !== null && day !== null && day.length <= 2) {
      const month = Number(m) >= 1 && Number(m) <= 12 ? String(Number(m)) : '';
      return { day: String(Number(day)), month, year };
    }
  }
  return { ...p, [part]: text.replace(/\D/g, '').slice(0, part === 'day' ? 2 : 4) };
}

/**
 * The parts after ArrowUp (+1) or ArrowDown (-1) in the day or year part, as the native input
 * steps: the day round its month (31 days while the month is unknown), an empty year from this one.
 */
export function step(p: Parts, part: 'day' | 'year', delta: 1 | -1, todayIso: string): Parts {
  if (part === 'year') {
    const year = p.year.length === 4 ? Number(p.year) + delta : Number(partsOf(todayIso).year);
    return { ...p, year: String(Math.min(Math.max(year, 1000), JALALI_YEARS.last)) };
  }
  const days = p.month && p.year.length === 4 ? jalaliMonthLength(Number(p.year), Number(p.month)) : 31;
  const day = p.day ? Number(p.day) + delta : delta > 0 ? 1 : days;
  return { ...p, day: String(day < 1 ? days : day > days ? 1 : day) };
}
