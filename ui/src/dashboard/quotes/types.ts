// The quote payloads under the names the Quotes tab uses, from the server's own spec
// (../../lib/api-schema.ts, generated from openapi.json): a field the server may leave out is optional.
import type { components } from '../../lib/api-schema';
import { every } from '../../lib/api-types';

type Schemas = components['schemas'];

export type QuoteStatus = Schemas['QuoteStatus'];
export const QUOTE_STATUSES = every<QuoteStatus>()(['new', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn']);

export type QuoteLine = Schemas['QuoteLine'];
export type RevisionLine = Schemas['RevisionLine'];
export type Revision = Schemas['Revision'];
export type QuoteMessage = Schemas['QuoteMessage'];
export type Quote = Schemas['Quote'];
export type QuotesWaiting = Schemas['Waiting'];
export type SendQuote = Schemas['NewRevision'];
export type BankDetails = Schemas['BankDetails'];
export type BankFields = Schemas['BankFields'];
