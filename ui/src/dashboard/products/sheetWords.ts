// The words of the price list's preview in the admin's language: each column's name (the headers
// of products.csv, src/models/products/sheet.rs), each problem by its code, and each value as the
// dashboard shows it (unit, source and province names, yes and no, the reader's digits).
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import { UNIT_WORDS } from '../../i18n/units';
import type { Province, SheetColumn, SheetProblem, Unit } from '../../lib/api-types';
import { PROVINCE_NAMES } from '../../features/products/provinces';
import type { DashDict, DashKey } from '../i18n';

export const SHEET_COLUMNS: Record<SheetColumn, { en: string; fa: string }> = {
  id: { en: 'ID', fa: 'شناسه' },
  name: { en: 'Product', fa: 'محصول' },
  nameFa: { en: 'Product (Persian)', fa: 'محصول (فارسی)' },
  description: { en: 'Description', fa: 'توضیحات' },
  descriptionFa: { en: 'Description (Persian)', fa: 'توضیحات (فارسی)' },
  unit: { en: 'Unit', fa: 'واحد' },
  price: { en: 'Price', fa: 'قیمت' },
  currency: { en: 'Currency', fa: 'واحد پول' },
  source: { en: 'Source', fa: 'منبع' },
  available: { en: 'Available', fa: 'موجودی در دسترس' },
  lowStockThreshold: { en: 'Low-stock alert at', fa: 'هشدار کمبود موجودی در' },
  variety: { en: 'Variety', fa: 'رقم' },
  varietyFa: { en: 'Variety (Persian)', fa: 'رقم (فارسی)' },
  grade: { en: 'Grade', fa: 'درجه' },
  gradeFa: { en: 'Grade (Persian)', fa: 'درجه (فارسی)' },
  origin: { en: 'Origin', fa: 'مبدأ' },
  cropYear: { en: 'Crop year', fa: 'سال محصول' },
  moisture: { en: 'Moisture (%)', fa: 'رطوبت (٪)' },
  shelfLifeMonths: { en: 'Shelf life (months)', fa: 'مدت نگهداری (ماه)' },
  hsCode: { en: 'HS code', fa: 'کد تعرفهٔ گمرکی' },
  packaging: { en: 'Packaging', fa: 'بسته‌بندی' },
  packagingFa: { en: 'Packaging (Persian)', fa: 'بسته‌بندی (فارسی)' },
  minOrder: { en: 'Minimum order', fa: 'حداقل سفارش' },
  leadTimeDays: { en: 'Lead time (days)', fa: 'زمان آماده‌سازی (روز)' },
  samples: { en: 'Samples', fa: 'نمونه' },
};

/** The columns a server's `field` lists (`unit,price`), named in `lang`. */
export function columnNames(field: string | undefined, lang: Lang): string {
  const names = (field ?? '').split(',').map((c) => SHEET_COLUMNS[c as SheetColumn]?.[lang] ?? c);
  return names.map((n) => `«${n}»`).join(lang === 'fa' ? '، ' : ', ');
}

const PROBLEM_KEYS: Record<SheetProblem['code'], DashKey> = {
  formula: 'sheetFormula',
  not_a_number: 'sheetNotANumber',
  not_whole_number: 'sheetNotWholeNumber',
  required: 'sheetRequired',
  unknown_unit: 'sheetUnknownUnit',
  unknown_currency: 'sheetUnknownCurrency',
  unknown_source: 'sheetUnknownSource',
  unknown_province: 'sheetUnknownProvince',
  not_yes_no: 'sheetNotYesNo',
  unknown_product: 'sheetUnknownProduct',
  duplicate_id: 'sheetDuplicateId',
  invalid: 'sheetInvalid',
  below_movements: 'sheetBelowMovements',
  new_imported: 'sheetNewImported',
  packaging_mismatch: 'sheetPackagingMismatch',
  unclosed_quote: 'sheetUnclosedQuote',
};

/** The rule a column's `invalid` value breaks, where the dashboard has its words. */
const RULES: Partial<Record<SheetColumn, DashKey>> = {
  price: 'sheetPriceRule',
  available: 'sheetStockRule',
  lowStockThreshold: 'lowStockInvalid',
  cropYear: 'cropYearInvalid',
  moisture: 'moistureInvalid',
  shelfLifeMonths: 'shelfLifeInvalid',
  hsCode: 'hsCodeInvalid',
  minOrder: 'minOrderInvalid',
  leadTimeDays: 'leadTimeInvalid',
  packaging: 'packagingInvalid',
};

const TEXT_LIMITS: Partial<Record<SheetColumn, number>> = {
  name: 120, nameFa: 120, description: 2000, descriptionFa: 2000, variety: 120, varietyFa: 120, grade: 120, gradeFa: 120,
};

/** What a problem says in the admin's language (the server's English is for English readers only where the dashboard has no words). */
export function problemText(p: SheetProblem, t: DashDict, lang: Lang): string {
  // the cell set apart (U+2068 … U+2069): a Latin value keeps a Persian sentence's order
  const value = `\u2068${p.value ?? ''}\u2069`;
  const text = fill(t[PROBLEM_KEYS[p.code]], {
    value,
    first: formatNumber(p.firstLine ?? 0, lang, { useGrouping: false }),
    limit: formatNumber(p.limit ?? 0, lang),
  });
  if (p.code !== 'invalid' || !p.column) return text;
  const rule = RULES[p.column];
  if (rule) return `${text} ${fill(t[rule], { unit: '' })}`;
  const max = TEXT_LIMITS[p.column];
  if (max) return `${text} ${fill(t.sheetTextRule, { max: formatNumber(max, lang) })}`;
  return lang === 'en' ? p.error : text;
}

/** A value of `column` as the preview shows it (the server sends the API's names and plain numbers). */
export function shownValue(column: SheetColumn, value: string, t: DashDict, lang: Lang): string {
  if (value === '') return t.sheetNone;
  switch (column) {
    case 'unit':
      return UNIT_WORDS[lang].one[value as Unit] ?? value;
    case 'source':
      return value === 'imported' ? t.sourceImported : t.sourceBought;
    case 'origin':
      return PROVINCE_NAMES[value as Province]?.[lang] ?? value;
    case 'samples':
      return value === 'true' ? t.factSamplesYes : t.factSamplesNo;
    case 'price':
    case 'available':
    case 'lowStockThreshold':
    case 'moisture':
    case 'minOrder':
      return formatNumber(Number(value), lang, { maximumFractionDigits: 10 });
    case 'id':
    case 'cropYear':
    case 'shelfLifeMonths':
    case 'leadTimeDays':
      return formatNumber(Number(value), lang, { useGrouping: false });
    default:
      return value;
  }
}
