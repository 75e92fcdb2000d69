// The words of each webhook event type, shared by the endpoints' card and their deliveries.
import type { EventType } from '../../lib/api-types';

/** Each event's words, by its type. */
export const eventLabel = {
  'order.created': 'eventOrderCreated',
  'order.status_changed': 'eventOrderStatusChanged',
  'inquiry.created': 'eventInquiryCreated',
  'quote.sent': 'eventQuoteSent',
  'quote.accepted': 'eventQuoteAccepted',
  'quote.declined': 'eventQuoteDeclined',
  'quote.withdrawn': 'eventQuoteWithdrawn',
  'quote.question': 'eventQuoteQuestion',
  'shipment.milestone': 'eventShipmentMilestone',
  'invoice.issued': 'eventInvoiceIssued',
  'payment.recorded': 'eventPaymentRecorded',
  'stock.low': 'eventStockLow',
  'webhook.test': 'eventTest',
} as const satisfies Record<EventType, string>;
