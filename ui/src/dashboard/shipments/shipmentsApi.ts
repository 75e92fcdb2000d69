// The Shipments tab's calls (src/api/shipments.rs), typed by the server's own spec, through the
// site's one fetch wrapper with the dashboard's time-outs.
import { request } from '../../api';
import type { Order, OrderStatus } from '../../lib/api-types';
import { ADMIN_TIMEOUT_MS, countedPage, UPLOAD_TIMEOUT_MS } from '../dashApi';
import type { NewPaper, NewShipment, Shipment, ShipmentFields, Step } from './types';

const opts = { timeoutMs: ADMIN_TIMEOUT_MS };
const id = (n: number) => encodeURIComponent(String(n));

export type ShipmentsPage = { shipments: Shipment[]; total: number };

async function list(q: { limit?: number; offset: number }, signal?: AbortSignal): Promise<ShipmentsPage> {
  const params = new URLSearchParams({ offset: String(q.offset) });
  if (q.limit) params.set('limit', String(q.limit));
  const { rows, total } = await countedPage<Shipment>(`/api/shipments?${params}`, q.offset, signal);
  return { shipments: rows, total };
}

/** The orders that may still be shipped: pending and approved ones (a new shipment picks among them). */
async function openOrders(signal?: AbortSignal): Promise<Order[]> {
  const page = (status: OrderStatus) => countedPage<Order>(`/api/orders?limit=1000&offset=0&status=${status}`, 0, signal);
  const [pending, approved] = await Promise.all([page('pending'), page('approved')]);
  return [...pending.rows, ...approved.rows].sort((a, b) => b.id - a.id);
}

export const shipmentsApi = {
  list,
  openOrders,
  get: (sid: number, signal?: AbortSignal) => request<Shipment>(`/api/shipments/${id(sid)}`, { ...opts, signal }),
  create: (body: NewShipment) => request<Shipment>('/api/shipments', { ...opts, method: 'POST', body }),
  update: (sid: number, body: ShipmentFields) => request<Shipment>(`/api/shipments/${id(sid)}`, { ...opts, method: 'PUT', body }),
  remove: (sid: number) => request<void>(`/api/shipments/${id(sid)}`, { ...opts, method: 'DELETE' }),
  recordStep: (sid: number, kind: Step, date: string) =>
    request<Shipment>(`/api/shipments/${id(sid)}/milestones`, { ...opts, method: 'POST', body: { kind, date } }),
  undoStep: (sid: number, kind: Step) => request<Shipment>(`/api/shipments/${id(sid)}/milestones/${kind}`, { ...opts, method: 'DELETE' }),
  // A PDF of a few MB takes longer than a form post.
  addPaper: (sid: number, body: NewPaper) =>
    request<Shipment>(`/api/shipments/${id(sid)}/documents`, { timeoutMs: 2 * UPLOAD_TIMEOUT_MS, method: 'POST', body }),
  removePaper: (sid: number, pid: number) => request<Shipment>(`/api/shipments/${id(sid)}/documents/${id(pid)}`, { ...opts, method: 'DELETE' }),
};

/** shipments.csv: a plain link (the browser downloads it with the session cookie), times in the admin's zone. */
export const shipmentsCsvUrl = (lang: 'en' | 'fa') =>
  `/api/shipments/shipments.csv?${new URLSearchParams({ lang, tzOffset: String(new Date().getTimezoneOffset()) })}`;
