// The quote payloads under the names the Quotes tab uses.
import { every, type Currency, type Incoterm } from '../../lib/api-types';

export type QuoteStatus = 'new' | 'quoted' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
export const QUOTE_STATUSES = every<QuoteStatus>()(['new', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn']);

export type QuoteLine = {
  id: number;
  productId?: number | null;
  productName: string;
  productNameFa?: string | null;
  unit: string;
  quantity: number;
  packaging?: string | null;
  packagingFa?: string | null;
};
export type RevisionLine = { lineId: number; unitPrice: number; total: number };
export type Revision = {
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
};
export type QuoteMessage = { id: number; from: 'buyer' | 'company'; text: string; at: string };
export type Quote = {
  id: number;
  number: string;
  status: QuoteStatus;
  lang: 'en' | 'fa';
  name: string;
  company?: string | null;
  email: string;
  phone?: string | null;
  country?: string | null;
  destination?: string | null;
  incoterm?: Incoterm | null;
  wantedBy?: string | null;
  samplesFirst: boolean;
  notes?: string | null;
  createdAt: string;
  firstAnsweredAt?: string | null;
  decidedAt?: string | null;
  declineReason?: string | null;
  acceptedRevision?: number | null;
  lines: QuoteLine[];
  revisions: Revision[];
  messages: QuoteMessage[];
  orderIds: number[];
  quoteUrl: string;
};
export type QuotesWaiting = { count: number; oldestWaitingSince?: string | null };
export type SendQuote = {
  currency: Currency;
  incoterm: Incoterm;
  place: string;
  placeFa?: string;
  validUntil: string;
  paymentTerms: string;
  paymentTermsFa?: string;
  leadTimeDays: number;
  message?: string;
  messageFa?: string;
  lines: { lineId: number; unitPrice: number }[];
};
export type BankDetails = {
  beneficiary: string;
  bankName: string;
  account: string;
  iban?: string | null;
  swift?: string | null;
  bankAddress?: string | null;
  notes?: string | null;
  notesFa?: string | null;
};
