// One revision of a quote as the company sent it (never edited): its terms, prices and totals, and
// its proforma in both languages.
import { fill, useLang } from '../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { Fact } from './Fact';
import { formatCents, numberToCents } from './money';
import { proformaUrl } from './quotesApi';
import type { Quote, Revision } from './types';
import { productName } from './words';
import { quantityText } from '../../i18n/units';

/** One revision as it was sent: its terms, its prices and totals, its proforma in both languages. */
export function RevisionView({ quote, revision: r }: { quote: Quote; revision: Revision }) {
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
                  <td className="num dash-nowrap">{quantityText(l.quantity, l.unit, lang)}</td>
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

