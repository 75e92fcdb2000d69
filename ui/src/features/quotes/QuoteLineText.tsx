// A requested line as the request and each revision show it: the product's name, the quantity and
// the packaging, in the reader's language.
import { useLang } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import { productName } from '../products/productText';
import type { QuoteLine } from './quoteTypes';
import type { QuoteDict } from './useQuoteT';

export function lineName(line: QuoteLine, lang: Lang) {
  return productName({ name: line.productName, nameFa: line.productNameFa ?? undefined }, lang);
}

/** The packaging asked for, in the reader's language where it has a Persian text. */
export function Packaging({ line, className }: { line: QuoteLine; className?: string }) {
  const lang = useLang();
  const fa = lang === 'fa' && line.packagingFa;
  return (
    <span className={className} data-server-text {...(fa ? { dir: 'auto' } : lang === 'fa' ? { lang: 'en', dir: 'ltr' } : { dir: 'auto' })}>
      {fa || line.packaging}
    </span>
  );
}

export function quantityOf(line: QuoteLine, t: QuoteDict, lang: Lang) {
  return `${formatNumber(line.quantity, lang)} ${t.units[line.unit]}`;
}

