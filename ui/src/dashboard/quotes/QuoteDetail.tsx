// One quote request in the Quotes tab: what the buyer asked for, the answer form (while the request
// is open), every revision sent (as sent: never edited) with its proforma in both languages, the
// orders an accepted quote made, the messages with the buyer and a reply, and withdraw and delete.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { errorText } from '../dashApi';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import AnswerForm from './AnswerForm';
import { formatCents, numberToCents } from './money';
import { useQuotesWaiting } from './QuotesBadge';
import { WaitedCell } from './WaitedCell';
import { proformaUrl, quotesApi } from './quotesApi';
import type { Quote, Revision } from './types';
import { useNow } from './waiting';
import { packagingText, productName, quantityText, quoteStatusKey } from './words';

const MAX_MESSAGE = 2000;

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
            <a className="dash-btn dash-btn-ghost dash-btn-sm" href={quote.quoteUrl} target="_blank" rel="noopener noreferrer">
              {t.quoteBuyerPage}
            </a>
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
                  <td className="num dash-nowrap">{quantityText(l, lang)}</td>
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

      <Messages quote={quote} onSent={(m) => changed({ ...quote, messages: [...quote.messages, m] }, t.quoteReplySent)} />

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

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'dash-qfact dash-qfact-wide' : 'dash-qfact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One revision as it was sent: its terms, its prices and totals, its proforma in both languages. */
function RevisionView({ quote, revision: r }: { quote: Quote; revision: Revision }) {
  const t = useDT();
  const lang = useLang();
  const money = (n: number) => formatCents(numberToCents(n), r.currency, lang);
  const accepted = quote.acceptedRevision === r.number;
  const place = lang === 'fa' && r.placeFa ? r.placeFa : r.place;
  const terms = lang === 'fa' && r.paymentTermsFa ? r.paymentTermsFa : r.paymentTerms;
  const message = lang === 'fa' && r.messageFa ? r.messageFa : r.message;
  const hid = `dash-quote-rev-${r.number}-h`;
  return (
    <article className={`dash-revision${accepted ? ' is-accepted' : ''}`} aria-labelledby={hid} data-testid="quote-revision" data-revision={r.number}>
      <header className="dash-revision-head">
        <h3 id={hid}>{fill(t.quoteRevision, { n: formatNumber(r.number, lang) })}</h3>
        <span className="dash-muted">{fill(t.quoteSentAt, { time: formatDateTime(r.sentAt, lang) })}</span>
        {accepted && (
          <span className="dash-badge dash-quote-accepted">
            <span aria-hidden="true">✓ </span>
            {t.quoteAcceptedMark}
          </span>
        )}
      </header>
      <dl className="dash-qfacts">
        <Fact label={t.quoteIncotermPlace}>
          {r.incoterm} <span dir="auto">{place}</span>
        </Fact>
        <Fact label={t.quoteValidUntil}>{formatDate(r.validUntil, lang)}</Fact>
        <Fact label={t.quoteLeadTime}>{fill(t.quoteLeadDays, { n: formatNumber(r.leadTimeDays, lang) })}</Fact>
        <Fact label={t.paymentTerms} wide>
          <span dir="auto" className="dash-pre">
            {terms}
          </span>
        </Fact>
        {message && (
          <Fact label={t.quoteMessage} wide>
            <span dir="auto" className="dash-pre">
              {message}
            </span>
          </Fact>
        )}
      </dl>
      <div className="dash-table-wrap">
        <table className="dash-table dash-table-compact dash-price-table">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="num">
                {t.quantity}
              </th>
              <th scope="col" className="num">
                {t.quoteUnitPrice}
              </th>
              <th scope="col" className="num">
                {t.quoteLineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => {
              const priced = r.lines.find((x) => x.lineId === l.id);
              return (
                <tr key={l.id}>
                  <th scope="row">
                    <bdi>{productName(l, lang)}</bdi>
                  </th>
                  <td className="num dash-nowrap">{quantityText(l, lang)}</td>
                  <td className="num dash-nowrap">{priced ? money(priced.unitPrice) : '—'}</td>
                  <td className="num dash-nowrap">{priced ? money(priced.total) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.quoteGrandTotal}
              </th>
              <td className="num dash-nowrap dash-strong" data-testid="revision-total">
                {money(r.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="dash-proforma">
        <span className="dash-muted">{t.quoteProforma}:</span>
        {(['en', 'fa'] as const).map((l) => (
          <a
            key={l}
            className="dash-btn dash-btn-sm"
            href={proformaUrl(quote.id, r.number, l)}
            download
            data-testid={`proforma-${l}`}
          >
            <span className="dash-doc-icon dash-doc-icon-sm" aria-hidden="true">
              PDF
            </span>
            {l === 'en' ? t.quoteProformaEn : t.quoteProformaFa}
          </a>
        ))}
      </p>
    </article>
  );
}

/** The thread with the buyer, oldest first, and a message to them. */
function Messages({ quote, onSent }: { quote: Quote; onSent: (m: Quote['messages'][number]) => void }) {
  const t = useDT();
  const lang = useLang();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    const body = text.trim();
    if (!body || [...body].length > MAX_MESSAGE) return setError(t.quoteReplyEmpty);
    setSending(true);
    setError(null);
    try {
      onSent(await quotesApi.message(quote.id, body));
      setText('');
    } catch (err) {
      setError(errorText(err, t.failedToSave, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-quote-messages-h" data-testid="quote-messages">
      <h2 id="dash-quote-messages-h">{t.quoteMessages}</h2>
      {quote.messages.length === 0 ? (
        <p className="dash-muted">{t.quoteNoMessages}</p>
      ) : (
        <ol className="dash-thread">
          {quote.messages.map((m) => (
            <li key={m.id} className={`dash-msg dash-msg-${m.from}`} data-testid="quote-message">
              <div className="dash-msg-meta">
                <strong>{m.from === 'buyer' ? t.quoteFromBuyer : t.quoteFromCompany}</strong>
                <span className="dash-muted">{formatDateTime(m.at, lang)}</span>
              </div>
              <p dir="auto" className="dash-pre">
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="dash-stack dash-reply" noValidate>
        <div className="dash-field">
          <label htmlFor={`quote-reply-${quote.id}`}>{t.quoteReply}</label>
          <textarea
            id={`quote-reply-${quote.id}`}
            rows={3}
            dir="auto"
            maxLength={MAX_MESSAGE}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`quote-reply-${quote.id}-hint`}
            aria-invalid={error ? true : undefined}
          />
          <small className="dash-hint" id={`quote-reply-${quote.id}-hint`}>
            {t.quoteReplyHint}
          </small>
          {error && (
            <small className="dash-field-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <div className="dash-form-actions">
          <button type="submit" className="dash-btn" disabled={sending}>
            {sending ? <Spinner size="sm" /> : null}
            {t.quoteSendReply}
          </button>
        </div>
      </form>
    </section>
  );
}
