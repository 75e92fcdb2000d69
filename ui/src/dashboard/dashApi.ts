// Every call the dashboard makes, typed, through the site's one fetch wrapper (8 s time-out as the
// specification sets for admin calls), plus the message an error shows to the admin.
import { ApiError, request, requestWithHeaders } from '../api';
import type {
  Admin, AdminAccount, Analytics, ApiKey, CreatedApiKey, NewApiKey, AuditEntry, AuditQuery, Award, AwardUpdate, Backup, BackupStatus, Content, ContentFields, Hero, HeroTexts, MailSettings,
  Document, DocumentUpdate, NewDocument,
  MailSettingsUpdate, MailTestResult, NewAward, NewOrders, NewProduct, Order, OrderStatus, OrdersExportQuery, Product, ProductUpdate,
  RecoveryCodes, SecondFactorSetup, Session, SignedInUser, Slide, SlideInput, StockExportQuery, StockLevel, TlsStatus,
  SheetApplied, SheetPreview,
} from '../lib/api-types';
import type { CommercialTerms, OfficeHours, OfficeHoursFields, TermsFields } from '../lib/api-types';
import type { VisitorReport } from '../lib/api-types';
import type { CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '../lib/api-types';
import type { Lang } from '../i18n/detect';
import { localizeMessage, type ErrorInfo } from '../i18n/messages';
import { dashboard, dashMessages } from './i18n';
import { confirming } from './security/confirm';

export const ADMIN_TIMEOUT_MS = 8000;
/** A body carrying an image as a data URL (up to a few hundred kB) gets longer than a form post. */
export const UPLOAD_TIMEOUT_MS = 30_000;
/** The server gives a test e-mail up to 60 s (15 s per SMTP step) before it reports the failure. */
export const TEST_MAIL_TIMEOUT_MS = 65_000;
const opts = { timeoutMs: ADMIN_TIMEOUT_MS };
const id = (n: number) => encodeURIComponent(String(n));
const carriesData = (v: unknown) => typeof v === 'string' && v.startsWith('data:');
const upload = (...values: unknown[]) => ({ timeoutMs: values.some(carriesData) ? UPLOAD_TIMEOUT_MS : ADMIN_TIMEOUT_MS });

/**
 * One page of a list the server counts: its rows, and the total from `X-Total-Count` (without it,
 * the rows up to this page's end).
 */
export async function countedPage<T>(path: string, offset: number, signal?: AbortSignal): Promise<{ rows: T[]; total: number }> {
  const { data, headers } = await requestWithHeaders<T[]>(path, { ...opts, signal });
  const header = Number(headers.get('X-Total-Count') ?? NaN);
  return { rows: data, total: Number.isFinite(header) ? header : offset + data.length };
}

export type OrdersPage = { orders: Order[]; total: number };
export type OrdersQuery = { limit: number; offset: number; status?: OrderStatus };

/**
 * One page of orders with the total from `X-Total-Count`; a time-out says 'Request timed out', as
 * the specification words it for orders.
 */
async function orders(q: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  const params = new URLSearchParams({ limit: String(q.limit), offset: String(q.offset) });
  if (q.status) params.set('status', q.status);
  try {
    const { rows, total } = await countedPage<Order>(`/api/orders?${params}`, q.offset, signal);
    return { orders: rows, total };
  } catch (e) {
    if (e instanceof ApiError && e.status === 0 && e.message.startsWith('Request timeout')) throw new ApiError('Request timed out', 0);
    throw e;
  }
}

export type AuditPage = { entries: AuditEntry[]; total: number };

/** A query string of the set values only. */
function query(q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

/** One page of the audit log with the total from `X-Total-Count`. */
async function audit(q: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { rows, total } = await countedPage<AuditEntry>(`/api/audit?${query(q)}`, q.offset ?? 0, signal);
  return { entries: rows, total };
}

/**
 * The addresses of the CSV downloads: plain links, so the browser streams the file to disk with the
 * session cookie (times in the admin's time zone, the header row in their language).
 */
export const csvUrl = {
  orders: (q: OrdersExportQuery) => `/api/exports/orders.csv?${query({ ...q, tzOffset: new Date().getTimezoneOffset() })}`,
  stockMovements: (q: StockExportQuery) =>
    `/api/exports/stock-movements.csv?${query({ ...q, tzOffset: new Date().getTimezoneOffset() })}`,
  /** The price list: every product as a row, its header and words in `lang`. */
  products: (lang: Lang) => `/api/exports/products.csv?${query({ lang })}`,
  /** The visitor counts of UTC days `from` to `to`. */
  visitors: (q: { from: string; to: string; lang: Lang }) => `/api/exports/visitors.csv?${query(q)}`,
};

/** A price list of 10 000 rows takes a while to send and read. */
const SHEET_TIMEOUT_MS = 60_000;
const sheetFile = (data: Blob) => ({ timeoutMs: SHEET_TIMEOUT_MS, file: { data, type: 'text/csv' } });

export const api = {
  previewSheet: (file: Blob) => request<SheetPreview>('/api/products/sheet/preview', { ...sheetFile(file), method: 'POST' }),
  applySheet: (file: Blob, plan: string) =>
    request<SheetApplied>(`/api/products/sheet?${query({ plan })}`, { ...sheetFile(file), method: 'POST' }),
  session: (signal?: AbortSignal) => request<Session>('/api/session', { ...opts, retries: 1, signal }),
  login: (username: string, password: string, code?: string) =>
    request<SignedInUser>('/api/admins/auth', { ...opts, method: 'POST', body: { username, password, code } }),
  confirmPassword: (password: string, code?: string) =>
    request<Session>('/api/session/confirm', { ...opts, method: 'POST', body: { password, code } }),
  setOwnEmail: (email: string) => confirming(() => request<Session>('/api/session/email', { ...opts, method: 'PUT', body: { email } })),
  startSecondFactor: () => confirming(() => request<SecondFactorSetup>('/api/session/second-factor', { ...opts, method: 'POST' })),
  confirmSecondFactor: (code: string) =>
    confirming(() => request<RecoveryCodes>('/api/session/second-factor', { ...opts, method: 'PUT', body: { code } })),
  removeSecondFactor: () => confirming(() => request<void>('/api/session/second-factor', { ...opts, method: 'DELETE' })),
  newRecoveryCodes: () => confirming(() => request<RecoveryCodes>('/api/session/recovery-codes', { ...opts, method: 'POST' })),
  setAdminPolicy: (requireSecondFactor: boolean) =>
    confirming(() => request<{ requireSecondFactor: boolean }>('/api/admins/policy', { ...opts, method: 'PUT', body: { requireSecondFactor } })),
  logout: () => request<void>('/api/session', { ...opts, method: 'DELETE' }),

  products: (signal?: AbortSignal) => request<Product[]>('/api/products', { ...opts, retries: 2, signal }),
  createProduct: (p: NewProduct) =>
    request<Product>('/api/products', { ...upload(p.imageUrl, ...(p.images ?? []).map((i) => i.url)), method: 'POST', body: p }),
  stockLevels: (signal?: AbortSignal) => request<StockLevel[]>('/api/products/stock-levels', { ...opts, signal }),
  updateProduct: (pid: number, patch: ProductUpdate) =>
    request<Product>(`/api/products/${id(pid)}`, { ...upload(patch.imageUrl), method: 'PATCH', body: patch }),
  deleteProduct: (pid: number) => request<void>(`/api/products/${id(pid)}`, { ...opts, method: 'DELETE' }),
  addImport: (pid: number, quantity: number, date?: string) =>
    request<Product>(`/api/products/${id(pid)}/imports`, { ...opts, method: 'POST', body: { quantity, date } }),
  addExport: (pid: number, quantity: number, destination: string, date?: string) =>
    request<Product>(`/api/products/${id(pid)}/exports`, { ...opts, method: 'POST', body: { quantity, destination, date } }),

  orders,
  setOrderStatus: (oid: number, status: OrderStatus) =>
    request<Order>(`/api/orders/${id(oid)}`, { ...opts, method: 'PATCH', body: { status } }),
  newOrders: (signal?: AbortSignal) => request<NewOrders>('/api/orders/new', { ...opts, signal }),
  markOrdersSeen: (upTo: number) => request<NewOrders>('/api/orders/seen', { ...opts, method: 'PUT', body: { upTo } }),

  mail: (signal?: AbortSignal) => request<MailSettings>('/api/mail', { ...opts, signal }),
  saveMail: (m: MailSettingsUpdate) => confirming(() => request<MailSettings>('/api/mail', { ...opts, method: 'PUT', body: m })),
  saveSiteUrl: (siteUrl: string) =>
    confirming(() => request<MailSettings>('/api/mail/site-url', { ...opts, method: 'PUT', body: { siteUrl } })),
  testMail: (to: string) => request<MailTestResult>('/api/mail/test', { timeoutMs: TEST_MAIL_TIMEOUT_MS, method: 'POST', body: { to } }),

  hero: (signal?: AbortSignal) => request<Hero>('/api/hero', { ...opts, signal }),
  saveHero: (slides: SlideInput[], texts: HeroTexts) =>
    request<Hero>('/api/hero', { ...opts, method: 'PUT', body: { slides, texts } }),
  addSlide: (url: string) => request<Slide>('/api/hero/slides', { ...upload(url), method: 'POST', body: { url } }),
  removeSlide: (sid: number) => request<void>(`/api/hero/slides/${id(sid)}`, { ...opts, method: 'DELETE' }),

  awards: (signal?: AbortSignal) => request<Award[]>('/api/awards', { ...opts, signal }),
  addAward: (a: NewAward) =>
    request<Award>('/api/awards', { ...upload(a.imageUrl), method: 'POST', body: a }),
  updateAward: (aid: number, texts: AwardUpdate) =>
    request<Award>(`/api/awards/${id(aid)}`, { ...opts, method: 'PATCH', body: texts }),
  removeAward: (aid: number) => request<void>(`/api/awards/${id(aid)}`, { ...opts, method: 'DELETE' }),

  allDocuments: (signal?: AbortSignal) => request<Document[]>('/api/documents/all', { ...opts, signal }),
  // A PDF of a few MB takes longer than an image.
  createDocument: (d: NewDocument) =>
    request<Document>('/api/documents', { timeoutMs: 2 * UPLOAD_TIMEOUT_MS, method: 'POST', body: d }),
  updateDocument: (did: number, d: DocumentUpdate) =>
    request<Document>(`/api/documents/${id(did)}`, { timeoutMs: d.file ? 2 * UPLOAD_TIMEOUT_MS : ADMIN_TIMEOUT_MS, method: 'PUT', body: d }),
  removeDocument: (did: number) => request<void>(`/api/documents/${id(did)}`, { ...opts, method: 'DELETE' }),

  content: (signal?: AbortSignal) => request<Content>('/api/content', { ...opts, signal }),
  saveContent: (c: ContentFields) => request<Content>('/api/content', { ...opts, method: 'PUT', body: c }),
  saveTerms: (terms: TermsFields) => request<CommercialTerms>('/api/content/terms', { ...opts, method: 'PUT', body: terms }),
  saveOfficeHours: (hours: OfficeHoursFields) => request<OfficeHours>('/api/content/office-hours', { ...opts, method: 'PUT', body: hours }),
  // A PDF of a few MB takes longer still.
  uploadProfile: (name: string, data: string) =>
    request<Content>('/api/content/profile', { timeoutMs: 2 * UPLOAD_TIMEOUT_MS, method: 'PUT', body: { name, data } }),
  deleteProfile: () => request<void>('/api/content/profile', { ...opts, method: 'DELETE' }),

  audit: (q: Omit<AuditQuery, 'tzOffset'>, signal?: AbortSignal) => audit({ ...q, tzOffset: new Date().getTimezoneOffset() }, signal),

  analytics: (signal?: AbortSignal) =>
    request<Analytics>(`/api/analytics?tzOffset=${new Date().getTimezoneOffset()}`, { ...opts, signal }),
  visitors: (q: { from: string; to: string }, signal?: AbortSignal) =>
    request<VisitorReport>(`/api/analytics/visitors?${query(q)}`, { ...opts, signal }),

  admins: (signal?: AbortSignal) => request<AdminAccount[]>('/api/admins', { ...opts, signal }),
  tls: (signal?: AbortSignal) => request<TlsStatus>('/api/tls', { ...opts, signal }),
  backups: (signal?: AbortSignal) => request<BackupStatus>('/api/backups', { ...opts, signal }),
  // A backup of a large database takes longer than a form post.
  backUpNow: () => request<Backup>('/api/backups', { timeoutMs: 2 * UPLOAD_TIMEOUT_MS, method: 'POST' }),
  createAdmin: (username: string, password: string, email: string) =>
    confirming(() => request<Admin>('/api/admins', { ...opts, method: 'POST', body: { username, password, email } })),
  removeAdmin: (aid: number) => confirming(() => request<void>(`/api/admins/${id(aid)}`, { ...opts, method: 'DELETE' })),
  apiKeys: (signal?: AbortSignal) => request<ApiKey[]>('/api/keys', { ...opts, signal }),
  createApiKey: (key: NewApiKey) => confirming(() => request<CreatedApiKey>('/api/keys', { ...opts, method: 'POST', body: key })),
  revokeApiKey: (kid: number) => confirming(() => request<void>(`/api/keys/${id(kid)}`, { ...opts, method: 'DELETE' })),
  webhooks: (signal?: AbortSignal) => request<WebhookEndpoint[]>('/api/webhooks', { ...opts, signal }),
  addWebhook: (endpoint: NewWebhookEndpoint) =>
    confirming(() => request<CreatedWebhookEndpoint>('/api/webhooks', { ...opts, method: 'POST', body: endpoint })),
  switchWebhook: (wid: number, enabled: boolean) =>
    confirming(() => request<WebhookEndpoint>(`/api/webhooks/${id(wid)}`, { ...opts, method: 'PATCH', body: { enabled } })),
  removeWebhook: (wid: number) => confirming(() => request<void>(`/api/webhooks/${id(wid)}`, { ...opts, method: 'DELETE' })),
  testWebhook: (wid: number) => request<WebhookEndpoint>(`/api/webhooks/${id(wid)}/test`, { ...opts, method: 'POST' }),
  webhookDeliveries: (wid: number, signal?: AbortSignal) =>
    request<WebhookDelivery[]>(`/api/webhooks/${id(wid)}/deliveries`, { ...opts, signal }),
  resendWebhook: (wid: number, delivery: number) =>
    request<WebhookEndpoint>(`/api/webhooks/${id(wid)}/deliveries/${id(delivery)}/resend`, { ...opts, method: 'POST' }),
};

/**
 * The text an error shows: the server's own message when it gave one, else `fallback` (the
 * specification's 'Failed to …' of that action); time-outs and lost connections say so.
 */
export function errorText(e: unknown, fallback: string, lang: Lang): string {
  let message = fallback;
  if (e instanceof ApiError) {
    if (e.status === 0 && /^Request time/.test(e.message)) message = e.message;
    else if (e.status === 413) message = e.message && e.message !== 'Request failed' ? e.message : 'Request failed';
    else if (e.message && e.message !== 'Request failed') message = e.message;
    // the server's code words it; its message, or the action's own, when the code is unknown here
    if (e.code) return adminMessage({ message, code: e.code, field: e.field }, lang);
  } else if (e instanceof Error && e.message && e.name !== 'TypeError') {
    message = e.message;
  }
  return adminMessage(message, lang);
}

/** An error of the server (by its code) or a message of the dashboard itself, in the admin's language. */
export function adminMessage(error: string | ErrorInfo, lang: Lang): string {
  return localizeMessage(error, lang, dashMessages(dashboard[lang]));
}
