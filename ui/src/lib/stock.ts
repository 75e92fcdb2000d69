// Stock figures the products page shows, computed from a product's movements.
import type { Product, Unit } from './api-types';

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
  imageUrl?: string;
  unit: Unit;
  quantity: number;
  date: string;
  destination: string;
}

/** The latest `limit` export records across all products, newest first. */
export function latestExports(products: Product[], limit = 12): ExportRecord[] {
  const all: ExportRecord[] = [];
  for (const p of products) {
    for (const e of p.exports) {
      all.push({ id: e.id, productId: p.id, productName: p.name, imageUrl: p.imageUrl, unit: p.unit, quantity: e.quantity, date: e.date, destination: e.destination });
    }
  }
  all.sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  return all.slice(0, limit);
}

/** Order quantity as typed, kept between 1 and the available stock (empty stays empty). */
export function clampQuantity(raw: string, available: number): string {
  if (raw.trim() === '') return '';
  const n = Math.floor(Number(raw));
  if (!Number.isFinite(n)) return '1';
  return String(Math.min(Math.max(1, n), Math.max(1, available)));
}
