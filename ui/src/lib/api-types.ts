// The API's payloads under the names the UI uses, for the public site and the dashboard alike.
// They all come from the server's own spec (./api-schema.ts, generated from openapi.json): a field
// the server may leave out is optional here, and only a field it may send as null is nullable.
import type { components, operations } from './api-schema';

type Schemas = components['schemas'];
/** The query parameters of an operation. */
type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

export type Unit = Schemas['Unit'];
export type Currency = Schemas['Currency'];
export type Source = Schemas['Source'];
export type OrderStatus = Schemas['OrderStatus'];
export type NoticeStatus = Schemas['NoticeStatus'];
export type Security = Schemas['Security'];
/** The server's code of a failure (src/error.rs): what the UI words an error by. */
export type ErrorCode = Schemas['ErrorCode'];

export type Product = Schemas['Product'];
export type StockImport = Schemas['StockImport'];
export type StockExport = Schemas['StockExport'];
export type NewProduct = Schemas['NewProduct'];
export type ProductUpdate = Schemas['ProductUpdate'];
export type Photo = Schemas['Photo'];
export type PhotoInput = Schemas['PhotoInput'];
export type StockLevel = Schemas['StockLevel'];
/** The price list uploaded again (issue 42): its preview, a column of it, and what applying did. */
export type SheetPreview = Schemas['SheetPreview'];
export type SheetProblem = Schemas['SheetProblem'];
export type SheetColumn = Schemas['SheetColumn'];
export type SheetApplied = Schemas['SheetApplied'];

export type Order = Schemas['Order'];
export type NewOrder = Schemas['NewOrder'];
export type NewOrders = Schemas['NewOrders'];

export type MailSettings = Schemas['MailSettings'];
export type MailSettingsUpdate = Schemas['MailSettingsUpdate'];
export type MailTestResult = Schemas['MailTestResult'];

export type Hero = Schemas['Hero'];
export type HeroText = Schemas['HeroText'];
export type HeroTexts = Schemas['HeroTexts'];
export type Slide = Schemas['Slide'];
export type SlideInput = Schemas['SlideInput'];

export type Award = Schemas['Award'];
export type NewAward = Schemas['NewAward'];
export type AwardUpdate = Schemas['AwardUpdate'];

export type Document = Schemas['Document'];
export type NewDocument = Schemas['NewDocument'];
export type DocumentUpdate = Schemas['DocumentUpdate'];
export type FileType = Schemas['FileType'];

export type Content = Schemas['Content'];
export type ContentFields = Schemas['ContentFields'];

export type ProductFacts = Schemas['ProductFacts'];
export type FactsInput = Schemas['FactsInput'];
export type Packaging = Schemas['Packaging'];
export type Province = Schemas['Province'];
export type Incoterm = Schemas['Incoterm'];
export type IncotermOffer = Schemas['IncotermOffer'];
export type CommercialTerms = Schemas['CommercialTerms'];
export type TermsFields = Schemas['TermsFields'];
export type OfficeHours = Schemas['OfficeHours'];
export type OfficeHoursFields = Schemas['OfficeHoursFields'];
export type Weekday = Schemas['Weekday'];

export type Analytics = Schemas['Analytics'];
export type Admin = Schemas['Admin'];
export type AdminAccount = Schemas['AdminAccount'];
export type SecondFactorSetup = Schemas['SecondFactorSetup'];
export type RecoveryCodes = Schemas['RecoveryCodes'];
export type ApiKey = Schemas['ApiKey'];
export type CreatedApiKey = Schemas['CreatedApiKey'];
export type NewApiKey = Schemas['NewApiKey'];
// Webhooks for integrators (issue 42)
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpoint'];
export type NewWebhookEndpoint = Schemas['NewWebhookEndpoint'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type EventType = Schemas['EventType'];
export type KeyAccess = Schemas['KeyAccess'];
export type Session = Schemas['SessionInfo'];
export type SignedInUser = Schemas['SignedInUser'];
export type TlsStatus = Schemas['TlsStatus'];
export type Backup = Schemas['Backup'];
export type BackupStatus = Schemas['BackupStatus'];

export type AuditEntry = Schemas['AuditEntry'];
export type AuditKind = Schemas['AuditKind'];
export type Change = Schemas['Change'];
export type AuditQuery = Query<'listAudit'>;
export type Movement = Schemas['Movement'];
export type OrdersExportQuery = Query<'exportOrders'>;
export type StockExportQuery = Query<'exportStockMovements'>;

/**
 * Every value of a string union, in the order the UI lists them: the compiler refuses a list that
 * misses a value the spec declares (or has one it does not).
 */
export const every =
  <T extends string>() =>
  <const L extends readonly T[]>(values: L & ([T] extends [L[number]] ? unknown : never)): readonly T[] =>
    values;

export const UNITS = every<Unit>()(['kg', 'ton', 'bag', 'box']);
export const CURRENCIES = every<Currency>()(['USD', 'AFN']);
export const SOURCES = every<Source>()(['bought', 'imported']);
export const ORDER_STATUSES = every<OrderStatus>()(['pending', 'approved', 'completed', 'cancelled']);
export const SECURITIES = every<Security>()(['tls', 'starttls', 'none']);
export const MOVEMENTS = every<Movement>()(['import', 'export']);
export const KEY_ACCESSES = every<KeyAccess>()(['read', 'readWrite', 'backup']);
export const EVENT_TYPES = every<EventType>()([
  'order.created', 'order.status_changed', 'inquiry.created', 'quote.sent', 'quote.accepted', 'quote.declined',
  'quote.withdrawn', 'quote.question', 'shipment.milestone', 'invoice.issued', 'payment.recorded', 'stock.low', 'webhook.test',
]);
export const WEEKDAYS = every<Weekday>()(['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri']);
export const INCOTERMS = every<Incoterm>()(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
export const AUDIT_KINDS = every<AuditKind>()([
  'session.signIn', 'session.signInFailed', 'session.signOut',
  'product.create', 'product.update', 'product.delete', 'stock.import', 'stock.export',
  'order.status', 'slideshow.save', 'slide.add', 'slide.delete', 'award.create', 'award.delete', 'award.update',
  'content.update', 'profile.upload', 'profile.delete', 'admin.create', 'admin.delete', 'admin.password', 'mail.settings',
  'apiKey.create', 'apiKey.revoke', 'apiKey.use',
  'document.create', 'document.update', 'document.delete',
  'quote.request', 'quote.revision', 'quote.status', 'quote.message', 'quote.delete',
  'bank.update', 'siteUrl.update', 'admin.email', 'admin.secondFactorOn', 'admin.secondFactorOff', 'admin.recoveryCodes',
  'admin.policy', 'backup.download',
  'shipment.create', 'shipment.update', 'shipment.delete', 'shipment.milestone', 'shipment.document', 'invoice.issue', 'invoice.creditNote', 'payment.schedule', 'payment.record', 'payment.delete',
  'webhook.create', 'webhook.delete', 'webhook.enable', 'webhook.resend', 'webhook.test',
]);

// After the order (issue 41): the buyer's order page.
export type BuyerOrderPage = Schemas['BuyerOrderPage'];
export type PaymentSchedule = Schemas['Schedule'];
export type PaymentDue = Schemas['Due'];
export type ShipmentLine = Schemas['ShipmentLine'];
export type MilestoneKind = Schemas['MilestoneKind'];

// Visitor analytics (issue 31).
export type VisitorReport = Schemas['VisitorReport'];
export type VisitorCount = Schemas['VisitorCount'];
export type FunnelRow = Schemas['FunnelRow'];
