// The buyer's quote as GET /api/quotes/by-token/{token} answers it (QUOTES-CONTRACT.md's
// BuyerQuote), as this page reads it: a field the server has no value for is absent.
import type { Currency, Incoterm, Unit } from '../../lib/api-types';

export type QuoteStatus = 'new' | 'quoted' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

export interface QuoteLine {
  id: number;
  productId?: number | null;
  productName: string;
  productNameFa?: string | null;
  unit: Unit;
  quantity: number;
  packaging?: string | null;
  packagingFa?: string | null;
}

export interface RevisionLine {
  lineId: number;
  unitPrice: number;
  total: number;
}

export interface Revision {
  number: number;
  sentAt: string;
  currency: Currency;
  incoterm: Incoterm;
  place: string;
  placeFa?: string | null;
  validUntil: string;
  paymentTerms: string;
  paymentTermsFa?: string | null;
  leadTimeDays: number;
  message?: string | null;
  messageFa?: string | null;
  lines: RevisionLine[];
  total: number;
}

export interface QuoteMessage {
  id: number;
  from: 'buyer' | 'company';
  text: string;
  at: string;
}

export interface BuyerQuote {
  number: string;
  /** The order pages of its shipments, once shipped (only in the page's first load). */
  orderUrls?: string[];
  status: QuoteStatus;
  lang: 'en' | 'fa';
  name: string;
  company?: string | null;
  email?: string;
  phone?: string | null;
  country?: string | null;
  destination?: string | null;
  incoterm?: Incoterm | null;
  wantedBy?: string | null;
  samplesFirst: boolean;
  notes?: string | null;
  createdAt: string;
  decidedAt?: string | null;
  declineReason?: string | null;
  acceptedRevision?: number | null;
  lines: QuoteLine[];
  revisions: Revision[];
  messages: QuoteMessage[];
  quoteUrl?: string;
  /** The end of the latest revision's last day in Kabul (RFC 3339), when there is a revision. */
  expiresAt?: string | null;
}
