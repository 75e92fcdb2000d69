// The shipment's commercial invoice and packing list: issued once from the shipment (after a
// confirmation: it takes the next number and never changes), its number, date and total, its PDFs
// (the invoice, the packing list and the certificate-of-origin draft, each in English and in
// Persian), and "credit note" with a reason, which cancels it so the shipment can change and be
// invoiced again; the earlier invoices and credit notes listed with their PDFs.
import { useEffect, useState } from 'react';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { Dialog } from '../../components/Dialog';
import { useDT, type DashKey } from '../i18n';
import { Banner, ConfirmDialog, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { invoicePdfUrl, invoicesApi, type Invoice, type InvoicePaper } from './moneyApi';
import { money } from './moneyWords';
import type { PanelProps } from './Panels';
import { shipmentsApi } from './shipmentsApi';
import { formatKg } from './weights';
import { refusal } from './words';

const PAPERS: { paper: InvoicePaper; key: DashKey }[] = [
  { paper: 'invoice', key: 'invPaperInvoice' },
  { paper: 'packing-list', key: 'invPaperPacking' },
  { paper: 'certificate-of-origin', key: 'invPaperOrigin' },
];

// The refusals of issuing and cancelling, by code, in Persian (the server's English says the same).
const CODES: Record<string, DashKey> = {
  not_packed: 'invErrNotPacked',
  no_bank_details: 'invErrNoBank',
  already_invoiced: 'invErrAlready',
  conflict: 'invErrCancelled',
  required: 'invErrReason',
  invalid_field: 'invErrReason',
};

function Pdfs({ invoice, papers }: { invoice: Invoice; papers: typeof PAPERS }) {
  const t = useDT();
  return (
    <ul className="dash-inv-pdfs">
      {papers.map(({ paper, key }) => (
        <li key={paper}>
          <span>{t[key]}</span>
          {(['en', 'fa'] as const).map((l) => (
            <a key={l} className="dash-btn dash-btn-sm" href={invoicePdfUrl(invoice.id, paper, l)} download data-testid={`inv-pdf-${paper}-${l}`}>
              <span lang={l}>{l === 'en' ? 'English' : 'فارسی'}</span>
              <span className="visually-hidden"> — {fill(t.invPdfIn, { paper: t[key], number: invoice.number })}</span>
            </a>
          ))}
        </li>
      ))}
    </ul>
  );
}

export function InvoicePanel({ shipment, revision, onChanged, onInvoiced }: PanelProps) {
  const t = useDT();
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error, reload } = useTabData({ active: true, key: [shipment, revision], load: (signal) => invoicesApi.list(shipment.id, signal), failure: 'failedToLoad' });
  const live = data?.find((i) => i.kind === 'invoice' && i.creditedBy === undefined);
  const earlier = (data ?? []).filter((i) => i !== live).reverse();
  const invoiced = data ? live !== undefined : undefined;
  useEffect(() => {
    if (invoiced !== undefined) onInvoiced?.(invoiced);
  }, [invoiced, onInvoiced]);

  const word = (e: unknown) => {
    const r = refusal(e, t.failedToSave, t, lang);
    const code = (e as { code?: string }).code;
    return lang === 'fa' && code && CODES[code] ? t[CODES[code]] : r.text;
  };

  async function run(action: () => Promise<Invoice>, message: (i: Invoice) => string) {
    setBusy(true);
    setFailure(null);
    try {
      const done = await action();
      onChanged(await shipmentsApi.get(shipment.id), message(done));
    } catch (e) {
      setFailure(word(e));
      void reload();
    } finally {
      setBusy(false);
    }
  }

  const issue = () => {
    setConfirming(false);
    void run(() => invoicesApi.issue(shipment.id), (i) => fill(t.invIssued, { number: i.number }));
  };
  const credit = (invoice: Invoice) => {
    if (!reason.trim()) return setFailure(t.invErrReason);
    setCrediting(false);
    void run(
      () => invoicesApi.creditNote(invoice.id, reason.trim()),
      (c) => fill(t.invCredited, { number: c.number, invoice: invoice.number }),
    );
    setReason('');
  };

  return (
    <section className="dash-card dash-inv" aria-labelledby="ship-inv-h" data-testid="ship-invoice">
      <h2 id="ship-inv-h">{t.invTitle}</h2>
      <p className="dash-muted">{t.invLead}</p>
      {!data && <TabStatus waiting error={error} onRetry={reload} />}
      {failure && (
        <Banner kind="error" onDismiss={() => setFailure(null)}>
          <span data-testid="inv-error">{failure}</span>
        </Banner>
      )}
      {data && !live && (
        <div className="dash-toolbar">
          <button type="button" className="dash-btn dash-btn-primary" onClick={() => setConfirming(true)} disabled={busy} data-testid="inv-issue">
            {busy ? <Spinner size="sm" /> : null}
            {earlier.length ? t.invIssueAgain : t.invIssue}
          </button>
        </div>
      )}
      {live && (
        <div className="dash-inv-live" data-testid="inv-live" data-invoice-id={live.id}>
          <dl className="dash-pay-totals">
            <div>
              <dt>{t.invNumber}</dt>
              <dd dir="ltr" data-testid="inv-number">
                {live.number}
              </dd>
            </div>
            <div>
              <dt>{t.invDate}</dt>
              <dd>{formatDate(live.issueDate, lang)}</dd>
            </div>
            <div>
              <dt>{t.invTotal}</dt>
              <dd data-testid="inv-total">{money(live.totalCents, live.currency, lang)}</dd>
            </div>
          </dl>
          <p className="dash-hint">
            {fill(t.invPackages, { packages: formatNumber(live.totalPackages, lang), net: formatKg(BigInt(live.totalNetGrams), lang), gross: formatKg(BigInt(live.totalGrossGrams), lang) })}
          </p>
          <Pdfs invoice={live} papers={PAPERS} />
          <div className="dash-toolbar">
            <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setCrediting(true)} disabled={busy} data-testid="inv-credit">
              {t.invCreditNote}
            </button>
          </div>
        </div>
      )}
      {earlier.length > 0 && (
        <>
          <h3 id="ship-inv-earlier-h">{t.invEarlier}</h3>
          <ul className="dash-inv-earlier" aria-labelledby="ship-inv-earlier-h" data-testid="inv-earlier">
            {earlier.map((i) => (
              <li key={i.id} data-testid={i.kind === 'credit_note' ? 'inv-credit-note' : 'inv-cancelled'}>
                <p>
                  <bdi dir="ltr" className="dash-strong">
                    {i.number}
                  </bdi>{' '}
                  · {formatDate(i.issueDate, lang)} · {money(i.totalCents, i.currency, lang)}
                  {' · '}
                  {i.kind === 'credit_note' ? fill(t.invCancels, { number: i.correctsNumber ?? '' }) : fill(t.invCancelledBy, { number: i.creditedByNumber ?? '' })}
                </p>
                {i.reason && (
                  <p className="dash-muted">
                    {t.invReason}: <bdi>{i.reason}</bdi>
                  </p>
                )}
                <Pdfs invoice={i} papers={PAPERS.slice(0, i.kind === 'credit_note' ? 1 : 3)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {confirming && <ConfirmDialog title={t.invIssueTitle} body={t.invIssueBody} confirmLabel={t.invIssue} onConfirm={issue} onCancel={() => setConfirming(false)} />}
      {crediting && live && (
        <Dialog
          title={fill(t.invCreditTitle, { number: live.number })}
          role="alertdialog"
          className="dash-modal"
          closeButton={false}
          onClose={() => setCrediting(false)}
          testId="inv-credit-dialog"
          footer={
            <>
              <button type="button" className="dash-btn" onClick={() => setCrediting(false)} autoFocus>
                {t.cancel}
              </button>
              <button type="button" className="dash-btn dash-btn-danger" onClick={() => credit(live)} disabled={!reason.trim()} data-testid="inv-credit-confirm">
                {t.invCreditNote}
              </button>
            </>
          }
        >
          <p>{t.invCreditBody}</p>
          <div className="dash-field">
            <label htmlFor="inv-credit-reason">{t.invReason}</label>
            <textarea id="inv-credit-reason" rows={3} maxLength={500} dir="auto" value={reason} onChange={(e) => setReason(e.target.value)} data-testid="inv-credit-reason" />
          </div>
        </Dialog>
      )}
    </section>
  );
}
