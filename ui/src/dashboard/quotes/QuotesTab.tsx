// Quotes tab (issue 30): the quote requests sent from the public site, newest first, with a status
// filter and how long each has waited for an answer (over 24 hours marked by a sign and in words, not
// by colour alone); a request opens in place (its id in the address, `?tab=quotes&quote=7`, so an
// order's link and the browser's Back lead to it), and quotes.csv downloads like orders.csv.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { Banner, Pager, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { usePaging } from '../usePaging';
import QuoteDetail from './QuoteDetail';
import { quotesApi, quotesCsvUrl } from './quotesApi';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from './types';
import { isLate, useNow } from './waiting';
import { WaitedCell } from './WaitedCell';
import { linesText, productName, quoteStatusKey } from './words';


export default function QuotesTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('quote')) || null;
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  const paging = usePaging();
  const { page, setPage, limit } = paging;
  const [notice, setNotice] = useState<string | null>(null);
  // The request last opened: its button gets the focus back when the list returns.
  const cameFrom = useRef<number | null>(null);
  const now = useNow();

  const { data: found, error, loading, reload } = useTabData({
    active: active && openId === null,
    key: [status, page, limit],
    load: (signal) => quotesApi.list({ limit, offset: paging.offset, status: status || undefined }, signal),
    failure: 'failedToLoadQuotes',
    onLoad: (result) => paging.pastTheEnd(result.quotes.length, result.total),
  });
  const data = found?.quotes ?? null;

  useEffect(() => {
    if (openId !== null || cameFrom.current === null || !data) return;
    document.getElementById(`quote-open-${cameFrom.current}`)?.focus();
    cameFrom.current = null;
  }, [openId, data]);

  const open = (q: Quote) => {
    cameFrom.current = q.id;
    setNotice(null);
    setParams({ tab: 'quotes', quote: String(q.id) });
  };
  const back = (message?: string) => {
    setNotice(message ?? null);
    setParams({ tab: 'quotes' });
  };

  if (openId !== null) {
    return <QuoteDetail key={openId} id={openId} active={active} onBack={back} />;
  }

  const n = (x: number) => formatNumber(x, lang);
  return (
    <section className="dash-card" aria-labelledby="dash-quotes-h" aria-busy={loading}>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-quotes-h">
            {t.quotesTitle} {found && <span className="dash-count">{n(found.total)}</span>}
          </h2>
          <p className="dash-muted">{t.quotesLead}</p>
        </div>
        <div className="dash-toolbar">
          <label className="dash-inline-field">
            <span className="visually-hidden">{t.status}</span>
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as QuoteStatus | '');
                setPage(0);
              }}
              aria-label={t.status}
              data-testid="quotes-status"
            >
              <option value="">{t.statusAll}</option>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t[quoteStatusKey[s]]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={reload} disabled={loading}>
            {loading ? <Spinner size="sm" /> : null}
            {t.refresh}
          </button>
        </div>
      </div>
      {notice && (
        <Banner kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}
      <TabStatus waiting={data === null} error={error} onRetry={reload} empty={data?.length === 0 && (status ? t.quotesNoneFiltered : t.quotesNone)} />
      {data && data.length > 0 && (
        <div className="dash-quotes-box">
          <div className="dash-table-wrap">
            <table className="dash-table dash-quotes" data-testid="quotes-table">
              <thead>
                <tr>
                  <th scope="col">{t.quoteNumber}</th>
                  <th scope="col">{t.quoteReceived}</th>
                  <th scope="col">{t.quoteBuyer}</th>
                  <th scope="col">{t.quoteCountry}</th>
                  <th scope="col">{t.quoteLines}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.quoteWaited}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((q) => {
                  const late = isLate(q, now);
                  return (
                    <tr key={q.id} data-testid="quote-row" data-quote-id={q.id} data-late={late || undefined} className={late ? 'dash-quote-late' : undefined}>
                      <th scope="row" data-label={t.quoteNumber}>
                        <button
                          type="button"
                          id={`quote-open-${q.id}`}
                          className="dash-link-btn dash-quote-number"
                          aria-label={fill(t.openQuote, { number: q.number })}
                          onClick={() => open(q)}
                          dir="ltr"
                        >
                          {q.number}
                        </button>
                      </th>
                      <td data-label={t.quoteReceived} className="dash-nowrap">
                        {formatDate(q.createdAt, lang)}
                      </td>
                      <td data-label={t.quoteBuyer}>
                        <div>
                          <div className="dash-strong" dir="auto">
                            {q.name}
                          </div>
                          {q.company && (
                            <div className="dash-muted" dir="auto">
                              {q.company}
                            </div>
                          )}
                        </div>
                      </td>
                      <td data-label={t.quoteCountry}>
                        <span dir="auto">{q.country || '—'}</span>
                      </td>
                      <td data-label={t.quoteLines}>
                        <div>
                          <div>{linesText(q.lines.length, t, lang)}</div>
                          <div className="dash-muted dash-quote-products" dir="auto">
                            {q.lines.map((l) => productName(l, lang)).join(lang === 'fa' ? '، ' : ', ')}
                          </div>
                        </div>
                      </td>
                      <td data-label={t.status}>
                        <span className={`dash-badge dash-quote-${q.status}`} data-testid="quote-status">
                          {t[quoteStatusKey[q.status]]}
                        </span>
                      </td>
                      <td data-label={t.quoteWaited}>
                        <WaitedCell quote={q} now={now} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {found && found.total > 0 && (
        <Pager {...paging.pager(found.total, found.quotes.length)} />
      )}
      <section className="dash-csv" aria-labelledby="dash-quotes-csv-h" data-testid="quotes-csv">
        <h3 id="dash-quotes-csv-h">{t.exportQuotesTitle}</h3>
        <p className="dash-muted">{t.exportQuotesLead}</p>
        <div className="dash-toolbar">
          <a className="dash-btn dash-btn-primary" href={quotesCsvUrl(lang)} download>
            {t.downloadCsv}
          </a>
        </div>
      </section>
    </section>
  );
}
