// The panels of a shipment's page that issue 41's money side brings: the commercial invoice and
// packing list (issued from this shipment), and the payments against its schedule. Each takes the
// shipment and tells the page when it changed.
import type { Shipment } from './types';

export type PanelProps = {
  shipment: Shipment;
  /** Changes with every change made on the shipment's page: the panel reads its data again. */
  revision?: number;
  onChanged: (s: Shipment, message: string) => void;
  /** Told, once the panel knows it and at every change, whether a live invoice is issued. */
  onInvoiced?: (invoiced: boolean) => void;
};

export { InvoicePanel } from './InvoicePanel';
export { PaymentsPanel } from './PaymentsPanel';
