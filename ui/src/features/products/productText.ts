// A product's name and description in the reader's language (lib/bilingual.ts): the Persian ones
// where written, else the English ones, marked as English.
import type { Lang } from '../../i18n/detect';
import type { Product } from '../../lib/api-types';
import { inLanguage, type Text } from '../../lib/bilingual';

export { textAttrs, textAttrsHtml } from '../../lib/bilingual';

/** The product's name in `lang`. */
export function productName(p: Pick<Product, 'name'> & { nameFa?: string }, lang: Lang): Text {
  return inLanguage(p.name, p.nameFa, lang);
}

/** The product's description in `lang` ('' when it has none in either). */
export function productDescription(p: { description?: string; descriptionFa?: string }, lang: Lang): Text {
  return inLanguage(p.description ?? '', p.descriptionFa, lang);
}
