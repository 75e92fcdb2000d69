// The buyer's private quote page (/quote/<token>, /fa/quote/<token>), from the link in their
// acknowledgement mail: the request, each revision's prices and terms, the validity counted down to
// the end of its last day in Kabul, the status, and the buyer's answers: accept the latest revision,
// decline with a reason, ask a question (the thread with the company), and each revision's proforma
// in English and Persian. A wrong or removed token is the plain not-found page. Drawn by the browser
// alone (routes.json `client`): the server sends it with noindex and no caching.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api';
import { AlertIcon, CheckIcon } from '../../components/Icons';
import { LoadState } from '../../components/LoadState';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { usePageTitle } from '../../lib/hooks';
import { useByToken } from '../../lib/useByToken';
import NotFound from '../../pages/NotFound';
import { useChatTopic } from '../whatsapp/chatTopic';
import { AcceptDialog, DeclineDialog } from './AnswerDialogs';
import { QuoteMessages } from './QuoteMessages';
import { QuoteRequest } from './QuoteRequest';
import { RevisionCard } from './RevisionCard';
import { timeLeft } from './quoteTime';
import type { BuyerQuote, Revision } from './quoteTypes';
import { answerError, useQuoteT } from './useQuoteT';

/** A minute's clock for the countdown (Playwright's clock drives it in the tests). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function QuotePage() {
  const t = useQuoteT();
  const token = useParams().token ?? '';
  const base = `/api/quotes/by-token/${encodeURIComponent(token)}`;
  const { load, reload, replace } = useByToken<BuyerQuote>(base);

  usePageTitle(
    load.state === 'loaded' ? fill(t.quote.pageTitle, { number: load.data.number }) : load.state === 'missing' ? t.meta.notFound : t.meta.siteName,
  );
  useChatTopic(load.state === 'loaded' ? fill(t.whatsapp.quoteText, { number: load.data.number }) : null);

  if (load.state === 'missing') return <NotFound />;
  if (load.state !== 'loaded') {
    return (
      <section className="section container">
        <LoadState failed={load.state === 'failed'} loading={t.quote.loading} error={t.quote.loadError} onRetry={reload} />
      </section>
    );
  }
  return <Quote quote={load.data} base={base} onChange={replace} reload={reload} />;
}

function Quote({ quote, base, onChange, reload }: { quote: BuyerQuote; base: string; onChange: (q: BuyerQuote) => void; reload: () => void }) {
  const t = useQuoteT();
  const lang = useLang();
  const now = useNow();
  const latest = quote.revisions[quote.revisions.length - 1] as Revision | undefined;
  const left = quote.expiresAt ? timeLeft(quote.expiresAt, now, t.quote, lang) : null;
  const expired = quote.status === 'expired' || (quote.status === 'quoted' && quote.expiresAt != null && left === null);
  const status = expired ? 'expired' : quote.status;
  const canAccept = quote.status === 'quoted' && !expired && latest !== undefined;
  const canDecline = (quote.status === 'new' || quote.status === 'quoted') && !expired;
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState('');

  return (
    <>
      <section className="page-head">
        <div className="container quote-head">
          <h1>
            {/* the reference left to right and unbroken, also in a right-to-left heading on a phone */}
            {t.quote.title.split('{number}')[0]}
            <bdi dir="ltr" className="quote-number">
              {quote.number}
            </bdi>
            {t.quote.title.split('{number}')[1]}
          </h1>
          <p className={`quote-status status-${status}`} data-testid="quote-status" data-status={status}>
            {t.quote.status[status]}
          </p>
          <p className="muted">{fill(t.quote.requestedOn, { date: formatDate(quote.createdAt, lang) })}</p>
        </div>
      </section>
      <section className="section section-tight">
        <div className="container quote">
          {error && (
            <div className="notice notice-error" role="alert" data-testid="quote-error">
              <AlertIcon size={22} />
              <p>{error}</p>
            </div>
          )}
          {quote.status === 'new' && <p className="notice">{t.quote.waiting}</p>}
          {quote.status === 'accepted' && quote.acceptedRevision != null && (
            <div className="notice notice-success" data-testid="quote-accepted">
              <CheckIcon size={22} />
              <p>{fill(t.quote.acceptedNote, { n: formatNumber(quote.acceptedRevision, lang) })}</p>
            </div>
          )}
          {quote.orderUrls && quote.orderUrls.length > 0 && (
            <nav className="notice" aria-label={t.quote.followOrder} data-testid="quote-orders">
              <p>{t.quote.followOrder}</p>
              <ul className="quote-request-lines">
                {quote.orderUrls.map((url, i) => (
                  <li key={url}>
                    <a href={url}>{fill(t.quote.followOrderN, { n: formatNumber(i + 1, lang) })}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {quote.status === 'declined' && quote.declineReason && (
            <p className="notice" data-testid="quote-declined">
              {fill(t.quote.declinedNote, { reason: quote.declineReason })}
            </p>
          )}
          {quote.status === 'withdrawn' && <p className="notice">{t.quote.withdrawnNote}</p>}
          {expired && <p className="notice notice-error" data-testid="quote-expired">{t.quote.expired}</p>}

          {latest && (
            <RevisionCard
              quote={quote}
              revision={latest}
              latest
              base={base}
              validity={
                <div className="quote-validity" data-testid="quote-validity">
                  <span>{t.quote.validUntil}: </span>
                  <strong>{fill(t.quote.validity, { date: formatDate(latest.validUntil, lang) })}</strong>
                  {left && !expired && <span className="quote-left" data-testid="quote-left"> · {fill(t.quote.left, { time: left })}</span>}
                </div>
              }
            />
          )}
          {(canAccept || canDecline) && (
            <div className="btn-row quote-actions">
              {canAccept && latest && (
                <button type="button" className="btn btn-primary" onClick={() => setDialog('accept')} data-testid="quote-accept">
                  {fill(t.quote.accept, { n: formatNumber(latest.number, lang) })}
                </button>
              )}
              {canDecline && (
                <button type="button" className="btn btn-outline" onClick={() => setDialog('decline')} data-testid="quote-decline">
                  {t.quote.decline}
                </button>
              )}
            </div>
          )}
          {quote.revisions
            .slice(0, -1)
            .reverse()
            .map((r) => (
              <details key={r.number} className="quote-earlier">
                <summary>
                  {fill(t.quote.revision, { n: formatNumber(r.number, lang) })} · {t.quote.superseded}
                </summary>
                <RevisionCard quote={quote} revision={r} base={base} />
              </details>
            ))}

          <QuoteRequest quote={quote} />
          <QuoteMessages quote={quote} base={base} onSent={(m) => onChange({ ...quote, messages: [...quote.messages, m] })} />
        </div>
      </section>
      {dialog === 'accept' && latest && (
        <AcceptDialog
          revision={latest}
          base={base}
          onClose={() => setDialog(null)}
          onDone={(q) => {
            setError('');
            onChange(q);
          }}
          onError={(e) => {
            setError(answerError(e, t, lang));
            if (e instanceof ApiError && e.code === ('not_latest_revision' as string)) reload();
          }}
        />
      )}
      {dialog === 'decline' && (
        <DeclineDialog
          base={base}
          onClose={() => setDialog(null)}
          onDone={(q) => {
            setError('');
            onChange(q);
          }}
          onError={(e) => setError(answerError(e, t, lang))}
        />
      )}
    </>
  );
}

