// Whether the office is open at a moment, by the office hours of the site content (Kabul time:
// UTC+4:30 all year, Afghanistan keeps no summer time), and when it opens next. Pure: the button
// passes in the clock, so a test can fix it.
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { localizeDigits } from '../../i18n/format';

export type Day = 'sat' | 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri';

export interface OfficeHours {
  /** The days the office is open. */
  days: Day[];
  /** `HH:MM`, Kabul time. */
  opens: string;
  closes: string;
  /** Within how many hours of opening a message is answered. */
  replyHours: number;
}

/** The specification's hours: Saturday to Thursday, 9:00 to 18:00 Kabul time. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  days: ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'],
  opens: '09:00',
  closes: '18:00',
  replyHours: 4,
};

/** Kabul's offset from UTC, minutes. */
export const KABUL_OFFSET_MINUTES = 270;

/** Days in the order of `Date#getUTCDay` (Sunday first). */
const BY_UTC_DAY: Day[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The week as the office lists it, Saturday first (the Afghan week). */
export const WEEK: Day[] = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'];

function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The day of the week and the minute of the day in Kabul at `now`. */
export function kabulClock(now: Date): { day: Day; minute: number } {
  const kabul = new Date(now.getTime() + KABUL_OFFSET_MINUTES * 60_000);
  return { day: BY_UTC_DAY[kabul.getUTCDay()], minute: kabul.getUTCHours() * 60 + kabul.getUTCMinutes() };
}

export type OfficeState =
  | { open: true; closes: string }
  /** `inDays`: 0 later today, 1 tomorrow, more: on `day`. */
  | { open: false; opens: string; day: Day; inDays: number }
  /** No opening day set (or hours that make no sense): no promise of a time. */
  | { open: false; never: true };

/** Whether the office is open at `now`, else when it opens next. */
export function officeState(hours: OfficeHours, now: Date): OfficeState {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === null || closes === null || opens >= closes || hours.days.length === 0) return { open: false, never: true };
  const { day, minute } = kabulClock(now);
  const today = WEEK.indexOf(day);
  if (hours.days.includes(day) && minute >= opens && minute < closes) return { open: true, closes: hours.closes };
  for (let inDays = minute < opens ? 0 : 1; inDays <= 7; inDays++) {
    const next = WEEK[(today + inDays) % 7];
    if (hours.days.includes(next)) return { open: false, opens: hours.opens, day: next, inDays };
  }
  return { open: false, never: true };
}

export interface NoteTexts {
  open: string;
  openOneHour: string;
  closedToday: string;
  closedTomorrow: string;
  closedOn: string;
  closedUnknown: string;
  days: Record<Day, string>;
}

/** The note under the WhatsApp button: open now and the reply time, or when the office opens. */
export function officeNote(hours: OfficeHours, now: Date, texts: NoteTexts, lang: Lang): string {
  const state = officeState(hours, now);
  if (state.open && hours.replyHours === 1) return texts.openOneHour;
  if (state.open) return fill(texts.open, { hours: localizeDigits(String(hours.replyHours), lang) });
  if ('never' in state) return texts.closedUnknown;
  const time = localizeDigits(state.opens, lang);
  if (state.inDays === 0) return fill(texts.closedToday, { time });
  if (state.inDays === 1) return fill(texts.closedTomorrow, { time });
  return fill(texts.closedOn, { day: texts.days[state.day], time });
}
