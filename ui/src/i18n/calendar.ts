// The Solar Hijri (Jalali) calendar beside the Gregorian, both ways: the jalaali algorithm (Borkowski's
// breaks of the 2820-year cycle), by way of Julian day numbers. Pure arithmetic, no Intl (the
// server's QuickJS has none): format.ts writes dates with it, the dashboard's date field reads them.

export type JalaliDay = { jy: number; jm: number; jd: number };
export type GregorianDay = { gy: number; gm: number; gd: number };

/** The Jalali years the algorithm covers (jalaali-js refuses the others). */
export const JALALI_YEARS = { first: -61, last: 3177 } as const;

const BREAKS = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178];
const div = (a: number, b: number) => ~~(a / b);
const mod = (a: number, b: number) => a - ~~(a / b) * b;

/** The Jalali year's place in its leap cycle (0: a leap year) and the March day (Gregorian) on which it starts. */
function jalCal(jy: number): { leap: number; gy: number; march: number } {
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0];
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i++) {
    const jm = BREAKS[i];
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

/** Julian day number of a Gregorian date. */
function g2d(gy: number, gm: number, gd: number): number {
  const d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

/** The Gregorian date of a Julian day number. */
function d2g(jdn: number): GregorianDay {
  let j = 4 * jdn + 139361631;
  j = j + div(div(4 * jdn + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const gd = div(mod(i, 153), 5) + 1;
  const gm = mod(div(i, 153), 12) + 1;
  const gy = div(j, 1461) - 100100 + div(8 - gm, 6);
  return { gy, gm, gd };
}

/** Julian day number of a Jalali date. */
function j2d({ jy, jm, jd }: JalaliDay): number {
  const r = jalCal(jy);
  return g2d(r.gy, 3, r.march) + (jm - 1) * 31 - div(jm, 7) * (jm - 7) + jd - 1;
}

export function toJalali(gy: number, gm: number, gd: number): JalaliDay {
  const jdn = g2d(gy, gm, gd);
  let jy = gy - 621;
  const r = jalCal(jy);
  let k = jdn - g2d(gy, 3, r.march);
  if (k >= 0) {
    if (k <= 185) return { jy, jm: 1 + div(k, 31), jd: mod(k, 31) + 1 };
    k -= 186;
  } else {
    jy -= 1;
    k += 179;
    if (r.leap === 1) k += 1;
  }
  return { jy, jm: 7 + div(k, 30), jd: mod(k, 30) + 1 };
}

export function toGregorian(day: JalaliDay): GregorianDay {
  return d2g(j2d(day));
}

/** A Jalali leap year has 30 days in Esfand (1403 does, 1404 does not). */
export function isJalaliLeap(jy: number): boolean {
  return jalCal(jy).leap === 0;
}

/** Farvardin to Shahrivar have 31 days, Mehr to Bahman 30, Esfand 29 (30 in a leap year). */
export function jalaliMonthLength(jy: number, jm: number): number {
  if (jm <= 6) return 31;
  if (jm <= 11) return 30;
  return isJalaliLeap(jy) ? 30 : 29;
}

/** Whether the day exists: a covered year, a month 1–12, a day within that month. */
export function isJalaliDay({ jy, jm, jd }: JalaliDay): boolean {
  return [jy, jm, jd].every(Number.isInteger) && jy >= JALALI_YEARS.first && jy <= JALALI_YEARS.last && jm >= 1 && jm <= 12 && jd >= 1 && jd <= jalaliMonthLength(jy, jm);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A `YYYY-MM-DD` Gregorian day as a Jalali day; null when it is not one (malformed, 31 April). */
export function isoToJalali(iso: string): JalaliDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [gy, gm, gd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = d2g(g2d(gy, gm, gd));
  if (back.gy !== gy || back.gm !== gm || back.gd !== gd) return null;
  return toJalali(gy, gm, gd);
}

/** A Jalali day as the `YYYY-MM-DD` Gregorian day; '' when the day does not exist. */
export function jalaliToIso(day: JalaliDay): string {
  if (!isJalaliDay(day)) return '';
  const { gy, gm, gd } = toGregorian(day);
  return gy < 1 || gy > 9999 ? '' : `${pad(gy, 4)}-${pad(gm, 2)}-${pad(gd, 2)}`;
}
