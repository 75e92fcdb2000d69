// What the products tab's parts share: the labels of sources (units: i18n/units.ts), the create-product rule
// of the specification and its message, and the figures of a product row.
import { formatNumber } from '../../i18n/format';
import { adminMessage, errorText } from '../dashApi';
import type { Lang } from '../../i18n/detect';
import type { DashDict, DashKey } from '../i18n';
import { ImageError } from '../images';
import { untranslated, type BilingualField } from '../Bilingual';
import type { Currency, Source } from '../../lib/api-types';

export const sourceKey: Record<Source, DashKey> = { bought: 'sourceBought', imported: 'sourceImported' };

export const sum = (xs: { quantity: number }[]) => xs.reduce((a, x) => a + x.quantity, 0);
/** A whole quantity above 0 typed in a field, else null. */
export const positiveInt = (s: string) => {
  const n = Number(s);
  return s.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The low-stock threshold typed in a form: null when left empty (no alert), undefined when it is not
 * a whole number from 0 to 1 000 000 000 (the server's rule: a whole quantity of the unit). */
export function thresholdOf(s: string): number | null | undefined {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000_000 ? n : undefined;
}

/** The create-product rule of the specification; the fields it finds empty (as the API names them), in its order. */
export function missingProductFields(f: { name: string; price: string; unit: string; currency: string; source: string; initialImportQty: string; importDate: string; initialStock: string }): string[] {
  const missing: string[] = [];
  if (!f.name.trim()) missing.push('name');
  if (!(Number(f.price) > 0) || f.price.trim() === '') missing.push('price');
  if (!f.unit) missing.push('unit');
  if (!f.currency) missing.push('currency');
  if (!f.source) missing.push('source');
  if (f.source === 'imported') {
    if (!(Number(f.initialImportQty) > 0)) missing.push('initialImportQty');
    if (!f.importDate) missing.push('importDate');
  } else if (!(Number(f.initialStock) > 0)) missing.push('initialStock');
  return missing;
}

/** The specification's message for the fields left empty (as the API names them), in the admin's language: as the server's `required`. */
export function fillMessage(missing: string[], lang: Lang) {
  return adminMessage({ message: 'Please fill required fields', code: 'required', field: missing.join(',') }, lang);
}

export function imageErrorText(e: unknown, t: DashDict, lang: Lang) {
  if (e instanceof ImageError) return errorText(e, t.failedToProcessImage, lang);
  return t.failedToProcessImage;
}

/** What a product's texts are edited as, side by side (Bilingual.tsx). */
export type ProductTexts = { name: string; nameFa: string; description: string; descriptionFa: string };

/** The product's texts, English and Persian, for the bilingual fields. */
export function productFields(t: DashDict): BilingualField<keyof ProductTexts>[] {
  return [
    { en: 'name', fa: 'nameFa', label: t.productName, labelFa: t.productNameFa, max: 120 },
    { en: 'description', fa: 'descriptionFa', label: t.productDescription, labelFa: t.productDescriptionFa, max: 2000, multiline: true },
  ];
}

/** Whether a product still lacks a Persian name (its English one is required), or has a description in one language only. */
export function productUntranslated(p: ProductTexts): boolean {
  return untranslated([
    { en: p.name, fa: p.nameFa },
    { en: p.description, fa: p.descriptionFa },
  ]);
}

/** The texts beside the name as sent to the server (trimmed; empty clears). */
export function otherTexts(d: ProductTexts) {
  return { nameFa: d.nameFa.trim(), description: d.description.trim(), descriptionFa: d.descriptionFa.trim() };
}

export function money(n: number, currency: Currency, lang: Lang) {
  return `${formatNumber(n, lang, { maximumFractionDigits: 2 })} ${currency}`;
}
