// The buyer's private quote page (/quote/<token>, /fa/quote/<token>), from the link in their
// acknowledgement mail: the request, each revision's prices and terms, the validity counted down to
// the end of its last day in Kabul, the status, and the buyer's answers: accept the latest revision,
// decline with a reason, ask a question (the thread with the company), and each revision's proforma
// in English and Persian. A wrong or removed token is the plain not-found page. Drawn by the browser
// alone (routes.json `client`): the server sends it with noindex and no caching.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, isAbortError, request } from '../../api';
import { Dialog } from '../../components/Dialog';
import { AlertIcon, CheckIcon, DownloadIcon } from '../../components/Icons';
import { fill, useLang, useT } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { localizeError, orderErrorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/hooks';
import NotFound from '../../pages/NotFound';
import { productName, textAttrs } from '../products/productText';
import { useChatTopic } from '../whatsapp/chatTopic';
import { quoteTexts } from './quoteTexts';
import { timeLeft } from './quoteTime';
import type { BuyerQuote, QuoteLine, QuoteMessage, Revision } from './quoteTypes';

/** The site's dictionary with this page's texts in it, in the current language. */
function useQuoteT() {
  const t = useT();
  const lang = useLang();
  return useMemo(() => ({ ...t, quote: quoteTexts[lang] }), [t, lang]);
}

type QuoteDict = ReturnType<typeof useQuoteT>;

const MAX_REASON = 1000;
const MAX_QUESTION = 2000;

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'loaded'; quote: BuyerQuote };

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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const base = `/api/quotes/by-token/${encodeURIComponent(token)}`;

  const fetchQuote = useCallback(
    (signal?: AbortSignal) =>
      request<BuyerQuote>(base, { timeoutMs: 8000, retries: 1, signal })
        .then((quote) => setLoad({ state: 'loaded', quote }))
        .catch((e) => {
          if (isAbortError(e)) return;
          setLoad({ state: e instanceof ApiError && e.status === 404 ? 'missing' : 'failed' });
        }),
    [base],
  );
  useEffect(() => {
    const controller = new AbortController();
    void fetchQuote(controller.signal);
    return () => controller.abort();
  }, [fetchQuote]);

  usePageTitle(
    load.state === 'loaded' ? fill(t.quote.pageTitle, { number: load.quote.number }) : load.state === 'missing' ? t.meta.notFound : t.meta.siteName,
  );
  useChatTopic(load.state === 'loaded' ? fill(t.whatsapp.quoteText, { number: load.quote.number }) : null);

  if (load.state === 'missing') return <NotFound />;
  if (load.state === 'loading' || load.state === 'failed') {
    return (
      <section className="section container">
        {load.state === 'loading' ? (
          <div className="state-box state-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t.quote.loading}</span>
          </div>
        ) : (
          <div className="state-box state-error" role="alert">
            <p>{t.quote.loadError}</p>
            <button type="button" className="btn btn-outline btn-small" onClick={() => void fetchQuote()}>
              {t.common.retry}
            </button>
          </div>
        )}
      </section>
    );
  }
  return <Quote quote={load.quote} base={base} onChange={(quote) => setLoad({ state: 'loaded', quote })} reload={() => void fetchQuote()} />;
}

/** What a refused answer says, in the reader's language. */
function answerError(err: unknown, t: QuoteDict, lang: Lang): string {
  const code = err instanceof ApiError ? (err.code as string | undefined) : undefined;
  if (code === 'quote_not_open') return t.quote.errors.notOpen;
  if (code === 'quote_expired') return t.quote.errors.expired;
  if (code === 'not_latest_revision') return t.quote.errors.notLatest;
  return localizeError(orderErrorMessage(err), t, lang);
}

/** A text in the reader's language: the Persian one on a Persian page where it was written. */
function inLang(en: string | null | undefined, fa: string | null | undefined, lang: Lang): string {
  return (lang === 'fa' && fa) || en || '';
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

          <Request quote={quote} />
          <Messages quote={quote} base={base} onSent={(m) => onChange({ ...quote, messages: [...quote.messages, m] })} />
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

function lineName(line: QuoteLine, lang: Lang) {
  return productName({ name: line.productName, nameFa: line.productNameFa ?? undefined }, lang);
}

/** The packaging asked for, in the reader's language where it has a Persian text. */
function Packaging({ line, className }: { line: QuoteLine; className?: string }) {
  const lang = useLang();
  const fa = lang === 'fa' && line.packagingFa;
  return (
    <span className={className} data-server-text {...(fa ? { dir: 'auto' } : lang === 'fa' ? { lang: 'en', dir: 'ltr' } : { dir: 'auto' })}>
      {fa || line.packaging}
    </span>
  );
}

function quantityOf(line: QuoteLine, t: QuoteDict, lang: Lang) {
  return `${formatNumber(line.quantity, lang)} ${t.units[line.unit]}`;
}

/** One revision: its prices per line and in total, its terms, its message and its proforma. */
function RevisionCard({ quote, revision: r, latest, base, validity }: { quote: BuyerQuote; revision: Revision; latest?: boolean; base: string; validity?: ReactNode }) {
  const t = useQuoteT();
  const lang = useLang();
  const money = (n: number) => formatNumber(n, lang, { currency: r.currency });
  const message = inLang(r.message, r.messageFa, lang);
  return (
    <article className="quote-card" data-testid={latest ? 'quote-latest' : 'quote-revision'} data-revision={r.number}>
      <header className="quote-card-head">
        <h2>
          {fill(t.quote.revision, { n: formatNumber(r.number, lang) })}
          {latest && quote.revisions.length > 1 && <span className="quote-tag">{t.quote.latest}</span>}
        </h2>
        <span className="muted small">{fill(t.quote.sentOn, { date: formatDateTime(r.sentAt, lang) })}</span>
      </header>
      {validity}
      <div className="table-wrap">
        <table className="quote-table">
          <thead>
            <tr>
              <th scope="col">{t.quote.product}</th>
              <th scope="col">{t.quote.quantity}</th>
              <th scope="col" className="num">
                {t.quote.unitPrice}
              </th>
              <th scope="col" className="num">
                {t.quote.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => {
              const priced = r.lines.find((l) => l.lineId === line.id);
              const name = lineName(line, lang);
              return (
                <tr key={line.id}>
                  <th scope="row">
                    <span {...textAttrs(name)} data-server-text>
                      {name.text}
                    </span>
                    {line.packaging && <Packaging line={line} className="muted small quote-packaging" />}
                  </th>
                  <td>{quantityOf(line, t, lang)}</td>
                  <td dir="ltr" className="num">{priced ? money(priced.unitPrice) : t.common.dash}</td>
                  <td dir="ltr" className="num">{priced ? money(priced.total) : t.common.dash}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.quote.total}
              </th>
              <td dir="ltr" className="num" data-testid="quote-total">
                <strong>{money(r.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="quote-terms">
        <div>
          <dt>{t.quote.delivery}</dt>
          <dd>
            <abbr lang="en" dir="ltr">{r.incoterm}</abbr> <span data-server-text dir="auto">{inLang(r.place, r.placeFa, lang)}</span>
          </dd>
        </div>
        <div>
          <dt>{t.quote.payment}</dt>
          <dd data-server-text dir="auto">{inLang(r.paymentTerms, r.paymentTermsFa, lang)}</dd>
        </div>
        <div>
          <dt>{t.quote.leadTime}</dt>
          <dd>{fill(t.quote.days, { n: formatNumber(r.leadTimeDays, lang) })}</dd>
        </div>
      </dl>
      {message && (
        <div className="quote-message">
          <h3>{t.quote.ourMessage}</h3>
          <p data-server-text dir="auto">{message}</p>
        </div>
      )}
      <p className="quote-proforma">
        <span>{t.quote.proforma}:</span>
        {(['en', 'fa'] as const).map((l) => (
          <a key={l} className="btn btn-small btn-outline" href={`${base}/proforma.pdf?revision=${r.number}&lang=${l}`} download data-testid={`proforma-${l}`}>
            <DownloadIcon size={16} />
            {l === 'en' ? t.quote.proformaEn : t.quote.proformaFa}
          </a>
        ))}
      </p>
    </article>
  );
}

/** What the buyer asked for. */
function Request({ quote }: { quote: BuyerQuote }) {
  const t = useQuoteT();
  const lang = useLang();
  const rows: [string, string | null | undefined][] = [
    [t.quote.company, quote.company],
    [t.quote.country, quote.country],
    [t.quote.destination, quote.destination],
    [t.quote.incoterm, quote.incoterm],
    [t.quote.wantedBy, quote.wantedBy ? formatDate(quote.wantedBy, lang) : null],
    [t.quote.samplesFirst, quote.samplesFirst ? t.quote.yes : null],
    [t.quote.notes, quote.notes],
  ];
  return (
    <section className="quote-card" aria-labelledby="quote-request">
      <h2 id="quote-request">{t.quote.request}</h2>
      <ul className="quote-request-lines" data-testid="quote-request-lines">
        {quote.lines.map((line) => {
          const name = lineName(line, lang);
          return (
            <li key={line.id}>
              <span {...textAttrs(name)} data-server-text>
                {name.text}
              </span>
              : {quantityOf(line, t, lang)}
              {line.packaging && (
                <>
                  {' · '}
                  <Packaging line={line} />
                </>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="quote-terms">
        {rows
          .filter((r): r is [string, string] => !!r[1])
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-server-text dir="auto">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The thread with the company, and the buyer's question. */
function Messages({ quote, base, onSent }: { quote: BuyerQuote; base: string; onSent: (m: QuoteMessage) => void }) {
  const t = useQuoteT();
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    const question = text.trim();
    if (!question || [...question].length > MAX_QUESTION) return setProblem(t.quote.questionRequired);
    setSending(true);
    setProblem('');
    try {
      onSent(await request<QuoteMessage>(`${base}/messages`, { method: 'POST', body: { text: question }, timeoutMs: 8000 }));
      setText('');
      setSent(true);
    } catch (err) {
      setProblem(answerError(err, t, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="quote-card" aria-labelledby="quote-messages">
      <h2 id="quote-messages">{t.quote.messages}</h2>
      {quote.messages.length === 0 ? (
        <p className="muted">{t.quote.noMessages}</p>
      ) : (
        <ol className="quote-thread" data-testid="quote-thread">
          {quote.messages.map((m) => (
            <li key={m.id} className={`from-${m.from}`}>
              <span className="quote-thread-who">
                {m.from === 'buyer' ? t.quote.fromBuyer : t.quote.fromCompany} · {formatDateTime(m.at, lang)}
              </span>
              <p data-server-text dir="auto">
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} noValidate className="quote-ask">
        <div className={`field${problem ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-q`}>{t.quote.question}</label>
          <textarea
            id={`${id}-q`}
            rows={3}
            maxLength={MAX_QUESTION}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSent(false);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-qe` : undefined}
            data-testid="quote-question"
          />
          {problem && (
            <span id={`${id}-qe`} className="field-error" role="alert">
              {problem}
            </span>
          )}
        </div>
        <div className="btn-row">
          <button type="submit" className="btn btn-outline" disabled={sending} data-testid="quote-ask">
            {t.quote.questionSend}
          </button>
          <span role="status" className="muted small">
            {sent ? t.quote.questionSent : ''}
          </span>
        </div>
      </form>
    </section>
  );
}

function AcceptDialog({ revision, base, onClose, onDone, onError }: { revision: Revision; base: string; onClose: () => void; onDone: (q: BuyerQuote) => void; onError: (e: unknown) => void }) {
  const t = useQuoteT();
  const lang = useLang();
  const [sending, setSending] = useState(false);
  async function accept() {
    setSending(true);
    try {
      onDone(await request<BuyerQuote>(`${base}/accept`, { method: 'POST', body: { revision: revision.number }, timeoutMs: 10_000 }));
    } catch (e) {
      onError(e);
    } finally {
      setSending(false);
      onClose();
    }
  }
  const n = formatNumber(revision.number, lang);
  return (
    <Dialog onClose={onClose} title={fill(t.quote.accept, { n })} role="alertdialog" className="result-dialog" testId="accept-dialog">
      <p>{fill(t.quote.acceptConfirm, { n, total: formatNumber(revision.total, lang, { currency: revision.currency }) })}</p>
      <div className="btn-row dialog-actions">
        <button type="button" className="btn btn-primary" onClick={() => void accept()} disabled={sending} data-testid="accept-confirm">
          {t.quote.acceptYes}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.quote.cancel}
        </button>
      </div>
    </Dialog>
  );
}

function DeclineDialog({ base, onClose, onDone, onError }: { base: string; onClose: () => void; onDone: (q: BuyerQuote) => void; onError: (e: unknown) => void }) {
  const t = useQuoteT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [sending, setSending] = useState(false);
  async function decline(e: FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (!text || [...text].length > MAX_REASON) return setProblem(true);
    setSending(true);
    try {
      onDone(await request<BuyerQuote>(`${base}/decline`, { method: 'POST', body: { reason: text }, timeoutMs: 10_000 }));
    } catch (err) {
      onError(err);
    } finally {
      setSending(false);
      onClose();
    }
  }
  return (
    <Dialog onClose={onClose} title={t.quote.declineTitle} testId="decline-dialog">
      <form onSubmit={decline} noValidate>
        <div className={`field${problem ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-r`}>{t.quote.declineReason}</label>
          <textarea
            id={`${id}-r`}
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-re` : undefined}
            data-testid="decline-reason"
          />
          {problem && (
            <span id={`${id}-re`} className="field-error" role="alert">
              {t.quote.reasonRequired}
            </span>
          )}
        </div>
        <div className="btn-row dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={sending} data-testid="decline-confirm">
            {t.quote.declineSend}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t.quote.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
