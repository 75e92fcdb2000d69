// One shipment in the Shipments tab: its number, buyer, stage and totals; the buyer's link to copy and
// Delete; the editor (transport, terms, containers, goods), the steps, the papers of others, and the
// places of the invoice and payments panels.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { copyText } from '../../lib/clipboard';
import type { Packaging, Product } from '../../lib/api-types';
import { api } from '../dashApi';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import { Milestones } from './Milestones';
import { InvoicePanel, PaymentsPanel } from './Panels';
import { Papers } from './Papers';
import { ShipmentEditor } from './ShipmentEditor';
import { shipmentsApi } from './shipmentsApi';
import type { Shipment } from './types';
import { modeKey, refusal, shipmentMoney, stepKey } from './words';

export default function ShipmentDetail({ id, active, onBack }: { id: number; active: boolean; onBack: (message?: string) => void }) {
  const t = useDT();
  const lang = useLang();
  const [flash, setFlash] = useFlash(5000);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  // Counts the changes made on this page: the invoice and payments panels read theirs again after
  // each (an invoice issued changes the schedule's value without changing the shipment's record).
  const [revision, setRevision] = useState(0);
  // Whether the shipment has a live invoice (the invoice panel says): the steps warn before a departure without one.
  const [invoiced, setInvoiced] = useState<boolean | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);

  const { data: shipment, setData, error, reload } = useTabData({ active, key: [id], load: (signal) => shipmentsApi.get(id, signal), failure: 'failedToLoad' });
  const products = useTabData<Product[]>({ active, load: (signal) => api.products(signal), failure: 'failedToLoad' });
  const packaging = useMemo(() => new Map<number, Packaging[]>((products.data ?? []).map((p) => [p.id, p.facts.packaging ?? []])), [products.data]);

  const shown = shipment !== null;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const changed = (s: Shipment, message: string) => {
    setData(s);
    setRevision((r) => r + 1);
    setActionError(null);
    setFlash(message);
  };

  async function copyLink(link: string) {
    const url = new URL(link, window.location.origin).href;
    setCopied((await copyText(url)) ? t.shipLinkCopied : fill(t.shipLinkNotCopied, { link: url }));
  }

  async function remove(s: Shipment) {
    setConfirmDelete(false);
    setDeleting(true);
    setActionError(null);
    try {
      await shipmentsApi.remove(s.id);
      onBack(fill(t.shipDeleted, { number: s.number }));
    } catch (e) {
      setActionError(refusal(e, t.failedToDelete, t, lang).text);
    } finally {
      setDeleting(false);
    }
  }

  const backButton = (
    <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm dash-self-start" onClick={() => onBack()}>
      <span className="dash-flip" aria-hidden="true">
        ←
      </span>
      {t.backToShipments}
    </button>
  );

  if (!shipment) {
    return (
      <section className="dash-card">
        {backButton}
        <TabStatus waiting error={error} onRetry={reload} />
      </section>
    );
  }

  const s = shipment;
  return (
    <div className="dash-stack" data-testid="ship-detail" data-shipment-id={s.id}>
      {actionError && (
        <Banner kind="error" onDismiss={() => setActionError(null)}>
          <span data-testid="ship-action-error">{actionError}</span>
        </Banner>
      )}
      {flash && (
        <Banner kind="success" onDismiss={() => setFlash(null)}>
          <span data-testid="ship-flash">{flash}</span>
        </Banner>
      )}
      <section className="dash-card" aria-labelledby="ship-h">
        {backButton}
        <div className="dash-card-head">
          <div>
            <div className="dash-quote-title">
              <h2 id="ship-h" ref={heading} tabIndex={-1}>
                {fill(t.shipTitle, { number: '' })}
                <bdi dir="ltr">{s.number}</bdi>
              </h2>
              <span className={`dash-badge dash-ship-stage-${s.stage ?? 'none'}`} data-testid="ship-stage">
                {s.stage ? t[stepKey[s.stage]] : t.shipNotBooked}
              </span>
            </div>
            <p className="dash-muted">
              <bdi>{s.buyerName}</bdi>
              {s.buyerCompany && (
                <>
                  {' · '}
                  <bdi>{s.buyerCompany}</bdi>
                </>
              )}
              {' · '}
              {t[modeKey[s.mode]]}
              {' · '}
              <span data-testid="ship-total">{shipmentMoney(s, lang)}</span>
            </p>
            {s.quoteId !== undefined && s.quoteNumber && (
              <p>
                <Link to={`/dashboard?tab=quotes&quote=${s.quoteId}`}>{fill(t.shipFromQuote, { number: s.quoteNumber })}</Link>
              </p>
            )}
            <p className="dash-muted">{formatDateTime(s.createdAt, lang)}</p>
          </div>
          <div className="dash-toolbar">
            {s.orderLink && (
              <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => copyLink(s.orderLink as string)} data-testid="ship-copy-link">
                {t.shipCopyLink}
              </button>
            )}
            <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setConfirmDelete(true)} disabled={deleting} data-testid="ship-delete">
              {deleting ? <Spinner size="sm" /> : null}
              {t.delete}
            </button>
          </div>
        </div>
        {copied && (
          <p className="dash-ship-copied" role="status" data-testid="ship-copied">
            {copied}
          </p>
        )}
      </section>

      <Milestones shipment={s} invoiced={invoiced} onChanged={changed} />
      <ShipmentEditor key={s.id} shipment={s} packaging={packaging} onSaved={changed} />
      <Papers shipment={s} onChanged={changed} />
      <InvoicePanel shipment={s} revision={revision} onChanged={changed} onInvoiced={setInvoiced} />
      <PaymentsPanel shipment={s} revision={revision} onChanged={changed} />

      {confirmDelete && (
        <ConfirmDialog
          title={t.shipDeleteTitle}
          body={fill(t.shipDeleteBody, { number: s.number })}
          confirmLabel={t.delete}
          onConfirm={() => remove(s)}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </div>
  );
}
