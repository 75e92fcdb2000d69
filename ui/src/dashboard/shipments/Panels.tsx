// The panels of a shipment's page that issue 41's money side brings: the commercial invoice and
// packing list (issued from this shipment), and the payments against its schedule. Each takes the
// shipment and tells the page when it changed.
import type { Shipment } from './types';

export type PanelProps = { shipment: Shipment; onChanged: (s: Shipment, message: string) => void };

export { PaymentsPanel } from './PaymentsPanel';

/** Commercial invoice & packing list: issue, download (en/fa), credit note. */
export function InvoicePanel(props: PanelProps) {
  void props;
  return null;
}
