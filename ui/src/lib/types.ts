// Shapes of the public API's answers (docs/api-overview.md).
export type Unit = 'kg' | 'ton' | 'bag' | 'box';
export type Currency = 'USD' | 'AFN';

export interface StockImport {
  id: number;
  quantity: number;
  date: string;
}

export interface StockExport {
  id: number;
  quantity: number;
  date: string;
  destination: string;
}

export interface Product {
  id: number;
  name: string;
  unit: Unit;
  price: number;
  currency: Currency;
  source: 'bought' | 'imported';
  imageUrl: string | null;
  createdAt: string;
  baseStock: number;
  available: number;
  imports: StockImport[];
  exports: StockExport[];
}

export interface OrderRequest {
  productId: number;
  productName: string;
  quantity: number;
  customerName: string;
  customerEmail: string;
  destination: string;
  notes: string;
}

export interface HeroText {
  title: string;
  lead: string;
  values: string;
  services: string;
}

export interface Hero {
  slides: { id: number; url: string }[];
  texts: { en?: HeroText | null; fa?: HeroText | null };
}

export interface Award {
  id: number;
  imageUrl: string;
  title: string;
  description: string;
}

export interface Content {
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  /** The Persian pages' text where it differs from the English (else they show the English). */
  contactAddressFa: string | null;
  /** One branch a line. */
  branches: string | null;
  branchesFa: string | null;
  /** One line each, e.g. the days open, then the day closed. */
  workingHours: string | null;
  workingHoursFa: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  whatsappUrl: string | null;
  /** The YouTube channel; `twitterUrl` is the specification's name for the field on the wire. */
  twitterUrl: string | null;
  linkedinUrl: string | null;
  profileDocumentName: string | null;
  profileDocumentUrl: string | null;
}
