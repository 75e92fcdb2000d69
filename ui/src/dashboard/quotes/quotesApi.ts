// The Quotes tab's calls (issue 30's contract, /work/wt/QUOTES-CONTRACT.md), typed by the server's
// own spec, through the site's one fetch wrapper with the dashboard's 8 s time-out.
import { request } from '../../api';
import { countedPage } from '../dashApi';
import type { Quote, QuoteMessage, QuoteStatus, QuotesWaiting, SendQuote } from './types';

const opts = { timeoutMs: 8000 };
const id = (n: number) => encodeURIComponent(String(n));

/** A query string of the set values only. */
function query(q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

export type QuotesPage = { quotes: Quote[]; total: number };

/** One page of quote requests with the total from `X-Total-Count`, as the orders come. */
async function list(q: { limit: number; offset: number; status?: QuoteStatus }, signal?: AbortSignal): Promise<QuotesPage> {
  const { rows, total } = await countedPage<Quote>(`/api/quotes?${query(q)}`, q.offset, signal);
  return { quotes: rows, total };
}

export const quotesApi = {
  list,
  get: (qid: number, signal?: AbortSignal) => request<Quote>(`/api/quotes/${id(qid)}`, { ...opts, signal }),
  waiting: (signal?: AbortSignal) => request<QuotesWaiting>('/api/quotes/waiting', { ...opts, signal }),
  // Sending mails the buyer the quote with its proforma: the PDF is made first.
  send: (qid: number, body: SendQuote) => request<Quote>(`/api/quotes/${id(qid)}/revisions`, { timeoutMs: 20_000, method: 'POST', body }),
  withdraw: (qid: number) => request<Quote>(`/api/quotes/${id(qid)}/withdraw`, { ...opts, method: 'POST' }),
  message: (qid: number, text: string) => request<QuoteMessage>(`/api/quotes/${id(qid)}/messages`, { ...opts, method: 'POST', body: { text } }),
  remove: (qid: number) => request<void>(`/api/quotes/${id(qid)}`, { ...opts, method: 'DELETE' }),
};

/** The proforma of one revision, in one language: a plain link (the browser downloads it with the session cookie). */
export const proformaUrl = (qid: number, revision: number, lang: 'en' | 'fa') =>
  `/api/quotes/${id(qid)}/proforma.pdf?${query({ revision, lang })}`;

/** quotes.csv, like orders.csv: every request's lines, times in the admin's zone, the header row in their language. */
export const quotesCsvUrl = (lang: 'en' | 'fa') => `/api/exports/quotes.csv?${query({ lang, tzOffset: new Date().getTimezoneOffset() })}`;
