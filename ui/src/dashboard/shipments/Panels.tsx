// The places in a shipment's page kept for the panels other parts of issue 41 bring: the commercial
// invoice and packing list (issued from this shipment), and the payments against its schedule. Each
// takes the shipment and tells the page when it changed; until they are built they show nothing.
import type { Shipment } from './types';

export type PanelProps = { shipment: Shipment; onChanged: (s: Shipment, message: string) => void };

/** Commercial invoice & packing list: issue, download (en/fa), credit note. */
export function InvoicePanel(props: PanelProps) {
  void props;
  return null;
}

/** Payments: the schedule from the payment terms, payments recorded, what is paid and outstanding. */
export function PaymentsPanel(props: PanelProps) {
  void props;
  return null;
}
