// The buyer's private order page (/order/<token>, /fa/order/<token>), from the link in every mail
// of their shipment and on their quote page: where the goods are (the steps with their dates in the
// reader's calendar), how they travel (transport document, containers), what is shipped, and the
// documents to download. A wrong or removed token is the plain not-found page. Drawn by the browser
// alone (routes.json `client`): the server sends it with noindex, no caching and no referrer.
import { useParams } from 'react-router-dom';
import { LoadState } from '../../components/LoadState';
import { fill } from '../../i18n';
import type { BuyerOrderPage } from '../../lib/api-types';
import { usePageTitle } from '../../lib/hooks';
import { useByToken } from '../../lib/useByToken';
import NotFound from '../../pages/NotFound';
import { OrderDetails } from './OrderDetails';
import { OrderInvoices } from './OrderInvoices';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';
import { useOrderT } from './useOrderT';

export default function OrderPage() {
  const t = useOrderT();
  const token = useParams().token ?? '';
  const base = `/api/shipments/by-token/${encodeURIComponent(token)}`;
  const { load, reload } = useByToken<BuyerOrderPage>(base);

  usePageTitle(
    load.state === 'loaded' ? fill(t.order.pageTitle, { number: load.data.number }) : load.state === 'missing' ? t.meta.notFound : t.meta.siteName,
  );

  if (load.state === 'missing') return <NotFound />;
  if (load.state !== 'loaded') {
    return (
      <section className="section container">
        <LoadState failed={load.state === 'failed'} loading={t.order.loading} error={t.order.loadError} onRetry={reload} />
      </section>
    );
  }
  const order = load.data;
  const stage = order.stage ?? null;
  const [before, after] = t.order.title.split('{number}');
  return (
    <>
      <section className="page-head">
        <div className="container quote-head">
          <h1>
            {before}
            {/* the reference left to right and unbroken, also in a right-to-left heading */}
            <bdi dir="ltr" className="quote-number">
              {order.number}
            </bdi>
            {after}
          </h1>
          <p className={`quote-status order-stage stage-${stage ?? 'none'}`} data-testid="order-stage" data-stage={stage ?? ''}>
            {stage ? t.order.steps[stage] : t.order.preparing}
          </p>
          {order.quoteNumber && (
            <p className="muted">
              {order.quoteUrl ? (
                <a href={order.quoteUrl}>{fill(t.order.fromQuote, { number: order.quoteNumber })}</a>
              ) : (
                fill(t.order.fromQuote, { number: order.quoteNumber })
              )}
            </p>
          )}
        </div>
      </section>
      <section className="section section-tight">
        <div className="container quote order">
          <OrderTimeline order={order} />
          <OrderDetails order={order} />
          <OrderInvoices order={order} base={base} />
          <OrderPayments order={order} />
        </div>
      </section>
    </>
  );
}
