// The Solar Hijri calendar both ways (src/i18n/calendar.ts) against Node's Intl (ICU's Persian
// calendar) and against itself: leap years, month lengths, and round trips over every day of two
// centuries in each direction.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTs } from './load.mjs';

const { isJalaliDay, isJalaliLeap, isoToJalali, jalaliMonthLength, jalaliToIso, toGregorian } = await loadTs('src/i18n/calendar.ts');

const DAY = 86_400_000;
const isoOf = (t) => new Date(t).toISOString().slice(0, 10);
const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const icuJalali = (t) => {
  const parts = Object.fromEntries(icu.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  return { jy: Number(parts.year), jm: Number(parts.month), jd: Number(parts.day) };
};

test('1403 is a leap year with 30 days in Esfand; 1404 is not', () => {
  assert.equal(isJalaliLeap(1403), true);
  assert.equal(isJalaliLeap(1404), false);
  assert.equal(jalaliMonthLength(1403, 12), 30);
  assert.equal(jalaliMonthLength(1404, 12), 29);
  assert.equal(jalaliToIso({ jy: 1403, jm: 12, jd: 30 }), '2025-03-20');
  assert.equal(jalaliToIso({ jy: 1404, jm: 1, jd: 1 }), '2025-03-21');
  assert.equal(jalaliToIso({ jy: 1404, jm: 12, jd: 29 }), '2026-03-20');
  assert.equal(jalaliToIso({ jy: 1404, jm: 12, jd: 30 }), '', 'Esfand 30 of a common year does not exist');
  assert.equal(jalaliToIso({ jy: 1405, jm: 9, jd: 8 }), '2026-11-29');
});

test('the leap years of 1300–1500 are those of ICU, and each year has 365 or 366 days', () => {
  for (let jy = 1300; jy <= 1500; jy++) {
    const start = Date.parse(`${jalaliToIso({ jy, jm: 1, jd: 1 })}T00:00Z`);
    const next = Date.parse(`${jalaliToIso({ jy: jy + 1, jm: 1, jd: 1 })}T00:00Z`);
    assert.equal((next - start) / DAY, isJalaliLeap(jy) ? 366 : 365, `length of ${jy}`);
    assert.equal(icuJalali(next - DAY).jd, isJalaliLeap(jy) ? 30 : 29, `last day of ${jy} by ICU`);
  }
});

test('months: 31 days for the first six, 30 for the next five, none beyond', () => {
  for (let jm = 1; jm <= 11; jm++) assert.equal(jalaliMonthLength(1405, jm), jm <= 6 ? 31 : 30);
  assert.equal(isJalaliDay({ jy: 1405, jm: 7, jd: 31 }), false, '31 Mehr');
  assert.equal(isJalaliDay({ jy: 1405, jm: 6, jd: 31 }), true, '31 Shahrivar');
  for (const bad of [{ jy: 1405, jm: 13, jd: 1 }, { jy: 1405, jm: 0, jd: 1 }, { jy: 1405, jm: 1, jd: 0 }, { jy: 1405.5, jm: 1, jd: 1 }, { jy: 3178, jm: 1, jd: 1 }]) {
    assert.equal(isJalaliDay(bad), false, JSON.stringify(bad));
    assert.equal(jalaliToIso(bad), '');
  }
});

// ICU's Persian calendar is arithmetic and parts from Borkowski's in 2124 (1503 starts a day later).
test('every Gregorian day of 1900–2100 goes to ICU’s Jalali day and back', () => {
  let checked = 0;
  for (let t = Date.UTC(1900, 0, 1); t < Date.UTC(2101, 0, 1); t += DAY) {
    const iso = isoOf(t);
    const j = isoToJalali(iso);
    assert.deepEqual(j, icuJalali(t), iso);
    assert.equal(jalaliToIso(j), iso, `${iso} round trip`);
    checked++;
  }
  assert.ok(checked > 73_000);
});

test('every Jalali day of 1300–1500, in order, is the next Gregorian day and comes back unchanged', () => {
  let previous = null;
  let checked = 0;
  for (let jy = 1300; jy <= 1500; jy++) {
    for (let jm = 1; jm <= 12; jm++) {
      for (let jd = 1; jd <= jalaliMonthLength(jy, jm); jd++) {
        const iso = jalaliToIso({ jy, jm, jd });
        const t = Date.parse(`${iso}T00:00Z`);
        if (previous !== null) assert.equal(t - previous, DAY, `${jy}/${jm}/${jd} follows the day before`);
        assert.deepEqual(isoToJalali(iso), { jy, jm, jd });
        const g = toGregorian({ jy, jm, jd });
        assert.equal(`${g.gy}-${String(g.gm).padStart(2, '0')}-${String(g.gd).padStart(2, '0')}`, iso);
        previous = t;
        checked++;
      }
    }
  }
  assert.ok(checked > 73_000);
});

test('a malformed or impossible ISO day is no Jalali day', () => {
  for (const iso of ['', '2026-02-30', '2025-02-29', '2026-13-01', '2026-1-1', '26-01-01', 'today']) assert.equal(isoToJalali(iso), null, iso);
  assert.deepEqual(isoToJalali('2024-02-29'), { jy: 1402, jm: 12, jd: 10 });
});
