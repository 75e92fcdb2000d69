// One quote request in the Quotes tab: what the buyer asked for, the answer form (while the request
// is open), every revision sent (as sent: never edited) with its proforma in both languages, the
// orders an accepted quote made, the messages with the buyer and a reply, and withdraw and delete.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { errorText } from '../dashApi';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import AnswerForm from './AnswerForm';
import { Fact } from './Fact';
import { QuoteMessages } from './QuoteMessages';
import { useQuotesWaiting } from './QuotesBadge';
import { RevisionView } from './RevisionView';
import { WaitedCell } from './WaitedCell';
import { quotesApi } from './quotesApi';
import type { Quote } from './types';
import { useNow } from './waiting';
import { packagingText, productName, quoteStatusKey } from './words';
import { quantityText } from '../../i18n/units';

export default function QuoteDetail({ id, active, onBack }: { id: number; active: boolean; onBack: (message?: string) => void }) {
  const t = useDT();
  const lang = useLang();
  const now = useNow();
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'withdraw' | 'delete' | null>(null);
  const [busy, setBusy] = useState<'withdraw' | 'delete' | null>(null);
  const [flash, setFlash] = useFlash(5000);
  const heading = useRef<HTMLHeadingElement>(null);

  const { data: quote, setData, error, reload } = useTabData({ active, key: [id], load: (signal) => quotesApi.get(id, signal), failure: 'failedToLoad' });

  // Opened: the reader (and a screen reader) starts at the request's heading.
  const shown = quote !== null;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const changed = (q: Quote, message?: string) => {
    setData(q);
    if (message) setFlash(message);
    void useQuotesWaiting.getState().refresh();
  };

  async function act(kind: 'withdraw' | 'delete') {
    if (!quote) return;
    setConfirm(null);
    setBusy(kind);
    setActionError(null);
    try {
      if (kind === 'withdraw') {
        changed(await quotesApi.withdraw(quote.id), fill(t.quoteWithdrawn, { number: quote.number }));
      } else {
        await quotesApi.remove(quote.id);
        void useQuotesWaiting.getState().refresh();
        onBack(fill(t.quoteDeleted, { number: quote.number }));
      }
    } catch (e) {
      setActionError(errorText(e, kind === 'withdraw' ? t.failedToSave : t.failedToDelete, lang));
    } finally {
      setBusy(null);
    }
  }

  const backButton = (
    <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm dash-self-start" onClick={() => onBack()}>
      <span className="dash-flip" aria-hidden="true">
        ←
      </span>
      {t.backToQuotes}
    </button>
  );

  if (!quote) {
    return (
      <section className="dash-card">
        {backButton}
        <TabStatus waiting error={error} onRetry={reload} />
      </section>
    );
  }

  const open = quote.status === 'new' || quote.status === 'quoted';
  const revisions = [...quote.revisions].sort((a, b) => b.number - a.number);

  return (
    <div className="dash-stack" data-testid="quote-detail" data-quote-id={quote.id}>
      {actionError && (
        <Banner kind="error" onDismiss={() => setActionError(null)}>
          <strong>{t.anErrorOccurred}</strong> — {actionError}
        </Banner>
      )}
      {flash && (
        <Banner kind="success" onDismiss={() => setFlash(null)}>
          <span data-testid="quote-flash">{flash}</span>
        </Banner>
      )}
      <section className="dash-card" aria-labelledby="dash-quote-h">
        {backButton}
        <div className="dash-card-head">
          <div>
            <div className="dash-quote-title">
              <h2 id="dash-quote-h" ref={heading} tabIndex={-1}>
                {fill(t.quoteTitle, { number: '' })}
                <bdi dir="ltr">{quote.number}</bdi>
              </h2>
              <span className={`dash-badge dash-quote-${quote.status}`} data-testid="quote-status">
                {t[quoteStatusKey[quote.status]]}
              </span>
            </div>
            <p className="dash-muted">
              {formatDateTime(quote.createdAt, lang)} · <WaitedCell quote={quote} now={now} />
            </p>
          </div>
          <div className="dash-toolbar">
            {quote.quoteUrl && (
              <a className="dash-btn dash-btn-ghost dash-btn-sm" href={quote.quoteUrl} target="_blank" rel="noopener noreferrer">
                {t.quoteBuyerPage}
              </a>
            )}
            {open && (
              <button type="button" className="dash-btn dash-btn-sm" onClick={() => setConfirm('withdraw')} disabled={busy !== null}>
                {busy === 'withdraw' ? <Spinner size="sm" /> : null}
                {t.quoteWithdraw}
              </button>
            )}
            <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setConfirm('delete')} disabled={busy !== null}>
              {busy === 'delete' ? <Spinner size="sm" /> : null}
              {t.delete}
            </button>
          </div>
        </div>
        <h3>{t.quoteRequest}</h3>
        <dl className="dash-qfacts" data-testid="quote-request">
          <Fact label={t.quoteBuyer}>
            <span dir="auto">{quote.name}</span>
            {quote.company && (
              <>
                {' · '}
                <span dir="auto">{quote.company}</span>
              </>
            )}
          </Fact>
          <Fact label={t.quoteEmail}>
            <a href={`mailto:${quote.email}`} dir="ltr" className="dash-email">
              {quote.email}
            </a>
          </Fact>
          {quote.phone && (
            <Fact label={t.quotePhone}>
              <span dir="ltr">{quote.phone}</span>
            </Fact>
          )}
          {quote.country && (
            <Fact label={t.quoteCountry}>
              <span dir="auto">{quote.country}</span>
            </Fact>
          )}
          {quote.destination && (
            <Fact label={t.destination}>
              <span dir="auto">{quote.destination}</span>
            </Fact>
          )}
          <Fact label={t.quoteIncotermWanted}>{quote.incoterm ?? '—'}</Fact>
          <Fact label={t.quoteWantedBy}>{quote.wantedBy ? formatDate(quote.wantedBy, lang) : '—'}</Fact>
          <Fact label={t.quoteSamplesFirst}>{quote.samplesFirst ? t.quoteYes : t.quoteNo}</Fact>
          <Fact label={t.quoteLanguage}>{quote.lang === 'fa' ? t.inPersian : t.inEnglish}</Fact>
          {quote.notes && (
            <Fact label={t.notes} wide>
              <span dir="auto" className="dash-pre">
                {quote.notes}
              </span>
            </Fact>
          )}
          {quote.declineReason && (
            <Fact label={t.quoteDeclineReason} wide>
              <span dir="auto" className="dash-pre">
                {quote.declineReason}
              </span>
            </Fact>
          )}
        </dl>
        <div className="dash-table-wrap">
          <table className="dash-table dash-table-compact" data-testid="quote-lines">
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                <th scope="col" className="num">
                  {t.quantity}
                </th>
                <th scope="col">{t.quotePackaging}</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((l) => (
                <tr key={l.id}>
                  <th scope="row">
                    <bdi>{productName(l, lang)}</bdi>
                    {l.productId == null && <span className="dash-muted"> {t.removedProduct}</span>}
                  </th>
                  <td className="num dash-nowrap">{quantityText(l.quantity, l.unit, lang)}</td>
                  <td>
                    <bdi>{packagingText(l, lang) ?? t.quoteAnyPackaging}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {open && <AnswerForm quote={quote} onSent={(q, rev) => changed(q, fill(t.quoteSent, { n: formatNumber(rev, lang), email: q.email }))} />}

      <section className="dash-card" aria-labelledby="dash-quote-revisions-h" data-testid="quote-revisions">
        <h2 id="dash-quote-revisions-h">{t.quoteRevisions}</h2>
        {revisions.length === 0 && <p className="dash-muted">{t.quoteNoRevisions}</p>}
        {revisions.map((r) => (
          <RevisionView key={r.number} quote={quote} revision={r} />
        ))}
      </section>

      {quote.orderIds.length > 0 && (
        <section className="dash-card" aria-labelledby="dash-quote-orders-h" data-testid="quote-orders">
          <h2 id="dash-quote-orders-h">{t.quoteOrders}</h2>
          {quote.status === 'accepted' && (
            <p>
              <Link className="dash-btn dash-btn-primary dash-btn-sm" to={`/dashboard?tab=shipments&ship=${quote.orderIds.join(',')}`} data-testid="quote-ship">
                {t.shipTheseOrders}
              </Link>
            </p>
          )}
          <ul className="dash-btn-row dash-plain-list">
            {quote.orderIds.map((oid) => (
              <li key={oid}>
                <Link className="dash-btn dash-btn-sm" to={`/dashboard?tab=orders&order=${oid}`}>
                  {fill(t.quoteOrderLink, { id: formatNumber(oid, lang, { useGrouping: false }) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <QuoteMessages quote={quote} onSent={(m) => changed({ ...quote, messages: [...quote.messages, m] }, t.quoteReplySent)} />

      {confirm === 'withdraw' && (
        <ConfirmDialog
          title={t.quoteWithdrawTitle}
          body={fill(t.quoteWithdrawBody, { number: quote.number })}
          confirmLabel={t.quoteWithdraw}
          onConfirm={() => act('withdraw')}
          onCancel={() => setConfirm(null)}
        />
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t.quoteDeleteTitle}
          body={fill(t.quoteDeleteBody, { number: quote.number })}
          confirmLabel={t.delete}
          onConfirm={() => act('delete')}
          onCancel={() => setConfirm(null)}
        />
      )}
    </div>
  );
}

