// Stock figures the products page shows, computed from a product's movements.
import type { Photo, Product, Unit } from '../../lib/api-types';

/** Sum of the product's import quantities. */
export function importedQuantity(p: Pick<Product, 'imports'>): number {
  return p.imports.reduce((sum, i) => sum + i.quantity, 0);
}

/** Date (`YYYY-MM-DD`) of the most recent import record, or null when there is none. */
export function lastImportDate(p: Pick<Product, 'imports'>): string | null {
  let last: { date: string; id: number } | null = null;
  for (const i of p.imports) {
    if (!last || i.date > last.date || (i.date === last.date && i.id > last.id)) last = i;
  }
  return last?.date ?? null;
}

/** Products with stock above zero, in the server's order. */
export function inStock<T extends Pick<Product, 'available'>>(products: T[]): T[] {
  return products.filter((p) => p.available > 0);
}

export interface ExportRecord {
  id: number;
  productId: number;
  productName: string;
  productNameFa?: string;
  imageUrl?: string;
  photo?: Photo;
  unit: Unit;
  quantity: number;
  date: string;
  destination: string;
}

/** The latest `limit` export records across all products, newest first. */
export function latestExports(products: Product[], limit = 12): ExportRecord[] {
  // The newest `limit` kept in order while reading (a catalogue holds thousands of exports, and
  // the server renders this list in QuickJS, where sorting them all cost more than the list).
  const newer = (a: { date: string; id: number }, b: { date: string; id: number }) =>
    a.date === b.date ? a.id > b.id : a.date > b.date;
  const top: { product: Product; e: Product['exports'][number] }[] = [];
  for (const product of products) {
    for (const e of product.exports) {
      if (top.length === limit) {
        if (!newer(e, top[limit - 1].e)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && newer(e, top[at - 1].e)) at--;
      top.splice(at, 0, { product, e });
    }
  }
  return top.map(({ product: p, e }) => ({
    id: e.id,
    productId: p.id,
    productName: p.name,
    productNameFa: p.nameFa,
    imageUrl: p.imageUrl,
    photo: p.images?.[0],
    unit: p.unit,
    quantity: e.quantity,
    date: e.date,
    destination: e.destination,
  }));
}

/** Order quantity as typed, kept between 1 and the available stock (empty stays empty). */
export function clampQuantity(raw: string, available: number): string {
  if (raw.trim() === '') return '';
  const n = Math.floor(Number(raw));
  if (!Number.isFinite(n)) return '1';
  return String(Math.min(Math.max(1, n), Math.max(1, available)));
}
