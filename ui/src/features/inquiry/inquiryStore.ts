// The visitor's inquiry list: products with a quantity and a packaging each, kept in this browser
// (no account) under one localStorage key, `inquiry-list`. Nothing is written until the visitor
// adds a product, and the key goes when the list is emptied or sent, so a visitor who does nothing
// leaves nothing behind. Other tabs of the site follow the list (the `storage` event).
import { create } from 'zustand';
import type { Product, Unit } from '../../lib/api-types';

export const INQUIRY_KEY = 'inquiry-list';
/** The most lines one inquiry may have (the server refuses more). */
export const MAX_LINES = 30;

export interface InquiryLine {
  productId: number;
  /** As typed (checked when sent): a whole number of the product's unit. */
  quantity: string;
  /** The English text of one of the product's packaging options, or null for none chosen. */
  packaging: string | null;
  /** The product as it was when added: shown while the list loads, or once it is gone. */
  name: string;
  nameFa?: string;
  unit: Unit;
}

interface InquiryState {
  lines: InquiryLine[];
  /** Adds a product (at its minimum order and first packaging); 'present' if it is already in, 'full' at MAX_LINES. */
  add: (product: Product) => 'added' | 'present' | 'full';
  setQuantity: (productId: number, quantity: string) => void;
  setPackaging: (productId: number, packaging: string | null) => void;
  remove: (productId: number) => void;
  /** Empties the list (after sending it). */
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The lines stored under INQUIRY_KEY, what is not a line dropped. */
export function readLines(text: string | null): InquiryLine[] {
  if (!text) return [];
  try {
    const stored = JSON.parse(text) as { lines?: unknown };
    if (!Array.isArray(stored.lines)) return [];
    const seen = new Set<number>();
    return stored.lines
      .filter((l): l is InquiryLine => {
        const ok =
          typeof l === 'object' && l !== null && Number.isSafeInteger(l.productId) && typeof l.quantity === 'string' &&
          (l.packaging === null || typeof l.packaging === 'string') && typeof l.name === 'string' && typeof l.unit === 'string' &&
          !seen.has(l.productId);
        if (ok) seen.add(l.productId);
        return ok;
      })
      .slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

function write(lines: InquiryLine[]) {
  const s = storage();
  if (!s) return;
  try {
    if (lines.length === 0) s.removeItem(INQUIRY_KEY);
    else s.setItem(INQUIRY_KEY, JSON.stringify({ lines }));
  } catch {
    /* full or refused: the list lasts for this visit */
  }
}

/** The line a product starts with: its minimum order, its first packaging option. */
export function lineFor(product: Product): InquiryLine {
  const facts = product.facts;
  return {
    productId: product.id,
    quantity: String(facts?.minOrder ?? 1),
    packaging: facts?.packaging?.[0]?.en ?? null,
    name: product.name,
    ...(product.nameFa ? { nameFa: product.nameFa } : {}),
    unit: product.unit,
  };
}

export const useInquiry = create<InquiryState>()((set, get) => {
  // Each change the visitor makes is written at once; reading alone writes nothing.
  const change = (lines: InquiryLine[]) => {
    set({ lines });
    write(lines);
  };
  const update = (productId: number, patch: Partial<InquiryLine>) =>
    change(get().lines.map((l) => (l.productId === productId ? { ...l, ...patch } : l)));
  return {
    lines: readLines(storage()?.getItem(INQUIRY_KEY) ?? null),
    add: (product) => {
      const { lines } = get();
      if (lines.some((l) => l.productId === product.id)) return 'present';
      if (lines.length >= MAX_LINES) return 'full';
      change([...lines, lineFor(product)]);
      return 'added';
    },
    setQuantity: (productId, quantity) => update(productId, { quantity }),
    setPackaging: (productId, packaging) => update(productId, { packaging }),
    remove: (productId) => change(get().lines.filter((l) => l.productId !== productId)),
    clear: () => change([]),
  };
});

// Another tab added, changed or sent the list.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === INQUIRY_KEY || e.key === null) useInquiry.setState({ lines: readLines(e.newValue) });
  });
}
