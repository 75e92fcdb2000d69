// The words for the API's units (kg, ton, bag, box), the UI's one table of them: `counted` after a
// quantity ("12 boxes"), `one` as a label or after "per" ("USD per box", the dashboard's unit
// choice). The public dictionaries' `units` and `unitOne` (also the server's words in the pages it
// renders, through build.mjs's page-meta.json) and the dashboard take them from here, and
// test/units.test.mjs checks them against tests/fixtures/units.json, which the server's table follows.
import type { Unit } from '../lib/api-types';
import type { Lang } from './detect';
import { formatNumber } from './format';

export type UnitWords = { counted: Record<Unit, string>; one: Record<Unit, string> };

export const UNIT_WORDS: Record<Lang, UnitWords> = {
  en: {
    counted: { kg: 'kg', ton: 't', bag: 'bags', box: 'boxes' },
    one: { kg: 'kg', ton: 'tonne', bag: 'bag', box: 'box' },
  },
  fa: {
    counted: { kg: 'کیلوگرم', ton: 'تن', bag: 'بوجی', box: 'جعبه' },
    one: { kg: 'کیلوگرم', ton: 'تن', bag: 'بوجی', box: 'جعبه' },
  },
};

/** A quantity with its unit's word (`1,250 kg`, `۴۰ جعبه`); the number alone where the unit is not known. */
export function quantityText(quantity: number, unit: Unit | undefined, lang: Lang): string {
  const n = formatNumber(quantity, lang);
  return unit ? `${n} ${UNIT_WORDS[lang].counted[unit] ?? unit}` : n;
}
