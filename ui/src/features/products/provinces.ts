// The 34 provinces of Afghanistan a product's origin names, in English and Persian (the server's
// list is src/models/facts.rs, for the pages' JSON-LD).
import type { Lang } from '../../i18n/detect';
import type { Province } from '../../lib/api-types';

export const PROVINCE_NAMES: Record<Province, { en: string; fa: string }> = {
  badakhshan: { en: 'Badakhshan', fa: 'بدخشان' },
  badghis: { en: 'Badghis', fa: 'بادغیس' },
  baghlan: { en: 'Baghlan', fa: 'بغلان' },
  balkh: { en: 'Balkh', fa: 'بلخ' },
  bamyan: { en: 'Bamyan', fa: 'بامیان' },
  daykundi: { en: 'Daykundi', fa: 'دایکندی' },
  farah: { en: 'Farah', fa: 'فراه' },
  faryab: { en: 'Faryab', fa: 'فاریاب' },
  ghazni: { en: 'Ghazni', fa: 'غزنی' },
  ghor: { en: 'Ghor', fa: 'غور' },
  helmand: { en: 'Helmand', fa: 'هلمند' },
  herat: { en: 'Herat', fa: 'هرات' },
  jowzjan: { en: 'Jowzjan', fa: 'جوزجان' },
  kabul: { en: 'Kabul', fa: 'کابل' },
  kandahar: { en: 'Kandahar', fa: 'قندهار' },
  kapisa: { en: 'Kapisa', fa: 'کاپیسا' },
  khost: { en: 'Khost', fa: 'خوست' },
  kunar: { en: 'Kunar', fa: 'کنر' },
  kunduz: { en: 'Kunduz', fa: 'کندز' },
  laghman: { en: 'Laghman', fa: 'لغمان' },
  logar: { en: 'Logar', fa: 'لوگر' },
  nangarhar: { en: 'Nangarhar', fa: 'ننگرهار' },
  nimruz: { en: 'Nimruz', fa: 'نیمروز' },
  nuristan: { en: 'Nuristan', fa: 'نورستان' },
  paktia: { en: 'Paktia', fa: 'پکتیا' },
  paktika: { en: 'Paktika', fa: 'پکتیکا' },
  panjshir: { en: 'Panjshir', fa: 'پنجشیر' },
  parwan: { en: 'Parwan', fa: 'پروان' },
  samangan: { en: 'Samangan', fa: 'سمنگان' },
  'sar-e-pol': { en: 'Sar-e Pol', fa: 'سرپل' },
  takhar: { en: 'Takhar', fa: 'تخار' },
  uruzgan: { en: 'Uruzgan', fa: 'ارزگان' },
  wardak: { en: 'Wardak', fa: 'میدان وردک' },
  zabul: { en: 'Zabul', fa: 'زابل' },
};

/** Every province, in the order of its name in `lang`. */
export function provincesBy(lang: Lang): Province[] {
  return (Object.keys(PROVINCE_NAMES) as Province[]).sort((a, b) =>
    PROVINCE_NAMES[a][lang].localeCompare(PROVINCE_NAMES[b][lang], lang),
  );
}
