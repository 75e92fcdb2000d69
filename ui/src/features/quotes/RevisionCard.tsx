// One revision of a quote: its prices per line and in total, its terms, its message and its
// proforma in both languages.
import type { ReactNode } from 'react';
import { DownloadIcon } from '../../components/Icons';
import { fill, useLang } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { textAttrs } from '../products/productText';
import { Packaging, lineName, quantityOf } from './QuoteLineText';
import type { BuyerQuote, Revision } from './quoteTypes';
import { useQuoteT } from './useQuoteT';

/** A text in the reader's language: the Persian one on a Persian page where it was written. */
function inLang(en: string | null | undefined, fa: string | null | undefined, lang: Lang): string {
  return (lang === 'fa' && fa) || en || '';
}

/** One revision: its prices per line and in total, its terms, its message and its proforma. */
export function RevisionCard({ quote, revision: r, latest, base, validity }: { quote: BuyerQuote; revision: Revision; latest?: boolean; base: string; validity?: ReactNode }) {
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

