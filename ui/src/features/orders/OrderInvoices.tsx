// The buyer's invoices and credit notes, each paper to download in English and in Persian: the
// commercial invoice, its packing list and the certificate of origin's draft (a credit note has
// only itself). The papers come by the page's own token, never cached.
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import type { BuyerOrderPage } from '../../lib/api-types';
import { useOrderT } from './useOrderT';

type Paper = 'invoice' | 'packingList' | 'certificate';
const FILE: Record<Paper, string> = { invoice: 'invoice.pdf', packingList: 'packing-list.pdf', certificate: 'certificate-of-origin.pdf' };

export function OrderInvoices({ order, base }: { order: BuyerOrderPage; base: string }) {
  const t = useOrderT();
  const lang = useLang();
  return (
    <section className="quote-card" aria-labelledby="order-invoices" data-testid="order-invoices">
      <h2 id="order-invoices">{t.order.invoices}</h2>
      {order.invoices.length === 0 ? (
        <p className="muted">{t.order.noInvoice}</p>
      ) : (
        <ul className="order-invoices">
          {order.invoices.map((inv) => {
            const credit = inv.kind === 'credit_note';
            const papers: Paper[] = credit ? ['invoice'] : ['invoice', 'packingList', 'certificate'];
            const link = (paper: Paper, l: 'en' | 'fa') => `${base}/invoices/${encodeURIComponent(inv.number)}/${FILE[paper]}?lang=${l}`;
            return (
              <li key={inv.number} data-testid="order-invoice" data-number={inv.number} data-live={!credit && !inv.creditedBy ? 'true' : 'false'}>
                <strong>
                  {fill(credit ? t.order.creditNote : t.order.invoice, { number: '' })}
                  <bdi dir="ltr">{inv.number}</bdi>
                </strong>
                <span className="muted small">
                  {' '}
                  · {fill(t.order.issuedOn, { date: formatDate(inv.issueDate, lang) })} · {formatNumber(inv.totalCents / 100, lang, { currency: inv.currency })}
                  {inv.creditedBy && <> · {fill(t.order.cancelledBy, { number: inv.creditedBy })}</>}
                </span>
                <ul className="order-papers">
                  {papers.map((paper) => (
                    <li key={paper}>
                      <span>{credit ? t.order.papers.creditNote : t.order.papers[paper]}: </span>
                      <a href={link(paper, 'en')} download data-testid={`order-paper-${paper}-en`} lang="en">
                        {t.order.inEnglish}
                      </a>
                      {' · '}
                      <a href={link(paper, 'fa')} download data-testid={`order-paper-${paper}-fa`} lang="fa">
                        {t.order.inPersian}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
