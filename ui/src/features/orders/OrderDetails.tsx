// What the buyer reads of their shipment besides its steps: the transport (its document, the
// containers and seals), the goods with their packages and weights, and the documents to download.
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { BuyerOrderPage, ShipmentLine } from '../../lib/api-types';
import { useOrderT } from './useOrderT';

/** Grams as kilograms in the reader's digits and words (at most three decimals). */
function kg(grams: number, lang: 'en' | 'fa'): string {
  return `${formatNumber(grams / 1000, lang, { maximumFractionDigits: 3 })} ${lang === 'fa' ? 'کیلوگرم' : 'kg'}`;
}

function inLang(en: string, fa: string | null | undefined, lang: 'en' | 'fa'): string {
  return lang === 'fa' && fa && fa.trim() ? fa : en;
}

function Line({ line, currency }: { line: ShipmentLine; currency: BuyerOrderPage['currency'] }) {
  const t = useOrderT();
  const lang = useLang();
  const p = line.packages;
  return (
    <tr>
      <th scope="row">{inLang(line.productName, line.productNameFa, lang)}</th>
      <td>
        {formatNumber(line.quantity, lang)} {t.units[line.unit]}
      </td>
      <td>{p ? `${formatNumber(p.count, lang)} × ${inLang(p.kind, p.kindFa, lang)}` : <span className="muted">{t.order.notPacked}</span>}</td>
      <td className="num">{p ? `${kg(p.count * p.netGrams, lang)} / ${kg(p.count * p.grossGrams, lang)}` : t.common.dash}</td>
      <td dir="ltr" className="num">
        {formatNumber(line.amountCents / 100, lang, { currency })}
      </td>
    </tr>
  );
}

export function OrderDetails({ order }: { order: BuyerOrderPage }) {
  const t = useOrderT();
  const lang = useLang();
  const facts: [string, string][] = [
    [t.order.transport, t.order.mode[order.mode]],
    [t.order.carrier, order.carrier],
    [t.order.transportDoc[order.mode], order.transportDoc],
    [t.order.from, order.loadingPlace],
    [t.order.to, order.dischargePlace],
    [t.order.destination, order.destination],
    [t.order.delivery, `${order.incoterm} ${order.incotermPlace}`.trim()],
  ];
  const terms = inLang(order.paymentTerms, order.paymentTermsFa, lang);
  return (
    <>
      <section className="quote-card" aria-labelledby="order-transport">
        <h2 id="order-transport">{t.order.transport}</h2>
        <dl className="quote-terms" data-testid="order-transport">
          {facts
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          {order.containers.length > 0 && (
            <div>
              <dt>{t.order.containers}</dt>
              <dd>
                <ul className="order-containers">
                  {order.containers.map((c) => (
                    <li key={c.number}>
                      <bdi dir="ltr">{c.number}</bdi>
                      {c.seal && <span className="muted small"> · {fill(t.order.seal, { seal: c.seal })}</span>}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {order.consignee && (
            <div>
              <dt>{t.order.consignee}</dt>
              <dd>
                <bdi>{order.consignee}</bdi>
              </dd>
            </div>
          )}
          {terms && (
            <div>
              <dt>{t.order.paymentTerms}</dt>
              <dd>{terms}</dd>
            </div>
          )}
        </dl>
      </section>
      <section className="quote-card" aria-labelledby="order-goods">
        <h2 id="order-goods">{t.order.goods}</h2>
        <div className="table-wrap">
          <table className="quote-table" data-testid="order-goods">
            <thead>
              <tr>
                <th scope="col">{t.order.product}</th>
                <th scope="col">{t.order.quantity}</th>
                <th scope="col">{t.order.packages}</th>
                <th scope="col" className="num">
                  {t.order.weights}
                </th>
                <th scope="col" className="num">
                  {t.order.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <Line key={line.orderId} line={line} currency={order.currency} />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.order.total}</th>
                <td />
                <td>{formatNumber(order.totalPackages, lang)}</td>
                <td className="num">
                  {kg(order.totalNetGrams, lang)} / {kg(order.totalGrossGrams, lang)}
                </td>
                <td dir="ltr" className="num">
                  <strong>{formatNumber(order.totalCents / 100, lang, { currency: order.currency })}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section className="quote-card" aria-labelledby="order-documents">
        <h2 id="order-documents">{t.order.documents}</h2>
        {order.documents.length === 0 ? (
          <p className="muted">{t.order.noDocuments}</p>
        ) : (
          <ul className="order-documents" data-testid="order-documents">
            {order.documents.map((d) => (
              <li key={d.fileUrl}>
                <a href={d.fileUrl} download>
                  {t.order.documentKinds[d.kind]}
                </a>
                {d.number && (
                  <span className="muted small">
                    {' '}
                    · <bdi dir="ltr">{d.number}</bdi>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
