// Each product's own URL, `/products/<id>-<slug>` (under `/fa` in Persian, the slug made from its
// name in that language): the products page with that product's order dialog open. The server
// (src/web/slug.rs `product_segment`) makes the same slug: it answers the URL with the product's
// own title, description and share picture, and moves the id alone or an older slug to this one.
import type { Lang } from '../../i18n/detect';
import type { Product } from '../../lib/api-types';
import { productName } from './productText';

/** The products page's path; a product's URL is below it. */
export const PRODUCTS_PATH = '/products';

/** A name's letters and digits in lower case (any script), each run of other characters one `-`, cut at 60 characters. */
export function productSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .split(/[^\p{Alphabetic}\p{N}]+/u)
    .filter(Boolean)
    .join('-');
  return Array.from(slug).slice(0, 60).join('').replace(/-+$/, '');
}

/**
 * A product's path in `lang` without the language prefix, the slug (of its name in `lang`)
 * percent-encoded as browsers send it.
 */
export function productPath(product: Pick<Product, 'id' | 'name'> & { nameFa?: string }, lang: Lang = 'en'): string {
  const slug = productSlug(productName(product, lang).text);
  return `${PRODUCTS_PATH}/${product.id}${slug ? `-${encodeURIComponent(slug)}` : ''}`;
}

/** The product id a URL segment (`12-dried-figs`) names, or null. */
export function productIdOf(segment: string | undefined): number | null {
  const m = /^(\d{1,15})(?:-|$)/.exec(segment ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The page a path shows, for deciding when a navigation is a new page: a product's URL is its
 * products page (opening or closing a product keeps the scroll position).
 */
export function pageOfPath(pathname: string): string {
  return pathname.replace(/\/products\/[^/]*$/, PRODUCTS_PATH);
}
