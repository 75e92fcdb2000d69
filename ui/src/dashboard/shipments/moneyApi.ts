// The money side of the Shipments tab (src/api/payments.rs): a shipment's schedule, payments
// recorded and taken back, the money owed, and the CSV files, through the site's one fetch wrapper.
import { request } from '../../api';
import { ADMIN_TIMEOUT_MS } from '../dashApi';
import type { NewDue, NewPayment, Owed, Schedule } from './schedule';

const opts = { timeoutMs: ADMIN_TIMEOUT_MS };
const id = (n: number) => encodeURIComponent(String(n));

export const moneyApi = {
  schedule: (sid: number, signal?: AbortSignal) => request<Schedule>(`/api/shipments/${id(sid)}/schedule`, { ...opts, signal }),
  setSchedule: (sid: number, dues: NewDue[]) => request<Schedule>(`/api/shipments/${id(sid)}/schedule`, { ...opts, method: 'PUT', body: { dues } }),
  record: (sid: number, body: NewPayment) => request<Schedule>(`/api/shipments/${id(sid)}/payments`, { ...opts, method: 'POST', body }),
  remove: (sid: number, pid: number) => request<Schedule>(`/api/shipments/${id(sid)}/payments/${id(pid)}`, { ...opts, method: 'DELETE' }),
  owed: (signal?: AbortSignal) => request<Owed[]>('/api/payments/owed', { ...opts, signal }),
};

const csvQuery = (lang: 'en' | 'fa') => new URLSearchParams({ lang, tzOffset: String(new Date().getTimezoneOffset()) });
/** payments.csv: a plain link (the browser downloads it with the session cookie). */
export const paymentsCsvUrl = (lang: 'en' | 'fa') => `/api/payments/payments.csv?${csvQuery(lang)}`;
/** invoices.csv: every invoice and credit note, in the order they were issued. */
export const invoicesCsvUrl = (lang: 'en' | 'fa') => `/api/invoices/invoices.csv?${new URLSearchParams({ lang })}`;

export type Invoice = import('../../lib/api-schema').components['schemas']['Invoice'];
export type InvoicePaper = 'invoice' | 'packing-list' | 'certificate-of-origin';

export const invoicesApi = {
  list: (sid: number, signal?: AbortSignal) => request<Invoice[]>(`/api/invoices?${new URLSearchParams({ shipmentId: String(sid) })}`, { ...opts, signal }),
  issue: (sid: number) => request<Invoice>(`/api/shipments/${id(sid)}/invoice`, { ...opts, method: 'POST' }),
  creditNote: (iid: number, reason: string) => request<Invoice>(`/api/invoices/${id(iid)}/credit-note`, { ...opts, method: 'POST', body: { reason } }),
};

/** An invoice's PDF (or its packing list's, or its certificate of origin's) in a language: a plain link. */
export const invoicePdfUrl = (iid: number, paper: InvoicePaper, lang: 'en' | 'fa') => `/api/invoices/${id(iid)}/${paper}.pdf?lang=${lang}`;
