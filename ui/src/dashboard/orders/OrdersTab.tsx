// Orders tab: one page of orders at a time (limit/offset, total from X-Total-Count), a status filter,
// per-row Approve, Complete and Cancel (the page reloads after each change), where each order's e-mail
// to the company stands, and which orders are new to this admin (shown orders are then marked seen).
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatNumber } from '../../i18n/format';
import { quantityText } from '../../i18n/units';
import { fill } from '../../i18n';
import { api, errorText } from '../dashApi';
import { useLang } from '../../i18n';
import { useDT, type DashKey } from '../i18n';
import { ORDER_STATUSES, type NoticeStatus, type Order, type OrderStatus } from '../../lib/api-types';
import { useDash } from '../dashStore';
import { Banner, Pager, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { usePaging } from '../usePaging';
import { OrdersCsv } from '../exports/CsvDownload';
import { statusKey } from './status';

const noticeKey: Record<NoticeStatus, DashKey> = {
  queued: 'noticeQueued',
  sent: 'noticeSent',
  failing: 'noticeFailing',
  none: 'noticeNone',
};

const ACTIONS: { status: OrderStatus; label: DashKey }[] = [
  { status: 'approved', label: 'approve' },
  { status: 'completed', label: 'complete' },
  { status: 'cancelled', label: 'cancelOrder' },
];


export default function OrdersTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const paging = usePaging();
  const { page, setPage, limit } = paging;
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [updating, setUpdating] = useState<number | null>(null);
  // The newest order this admin had seen when the tab was opened: newer ones are marked new.
  const [seenBefore, setSeenBefore] = useState<number | null>(null);
  const [params] = useSearchParams();
  const target = Number(params.get('order')) || null;

  const { data, error: loadError, loading, reload: load } = useTabData({
    active,
    key: [limit, page, status],
    load: (signal) => api.orders({ limit, offset: paging.offset, status: status || undefined }, signal),
    failure: 'failedToLoadOrders',
    onLoad: (result) => paging.pastTheEnd(result.orders.length, result.total),
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    api
      .newOrders(controller.signal)
      .then((n) => setSeenBefore(n.seenUpTo))
      .catch(() => undefined);
    return () => controller.abort();
  }, [active]);

  // What is on screen has been seen: the count beside the tab drops (the marks stay for this visit).
  const newest = data?.orders.reduce((max, o) => Math.max(max, o.id), 0) ?? 0;
  useEffect(() => {
    if (!active || seenBefore === null || newest <= seenBefore) return;
    api
      .markOrdersSeen(newest)
      .then((n) => useDash.getState().setNewOrders(n.count))
      .catch(() => undefined);
  }, [active, seenBefore, newest]);

  // An order named in the address (the link in its e-mail) is brought into view.
  useEffect(() => {
    if (target && data?.orders.some((o) => o.id === target)) {
      document.querySelector(`[data-order-id="${target}"]`)?.scrollIntoView({ block: 'center' });
    }
  }, [target, data]);

  async function setOrderStatus(order: Order, next: OrderStatus) {
    setUpdating(order.id);
    setActionError(null);
    try {
      await api.setOrderStatus(order.id, next);
    } catch (e) {
      setActionError(errorText(e, t.failedToUpdateOrder, lang));
    } finally {
      setUpdating(null);
      load();
    }
  }

  const total = data?.total ?? 0;
  const n = (x: number) => formatNumber(x, lang);

  return (
    <section className="dash-card" aria-labelledby="dash-orders-h" aria-busy={loading}>
      <div className="dash-card-head">
        <div>
          <h2 id="dash-orders-h">
            {t.ordersTitle} {data && <span className="dash-count">{n(total)}</span>}
          </h2>
          <p className="dash-muted">{t.ordersLead}</p>
        </div>
        <div className="dash-toolbar">
          <label className="dash-inline-field">
            <span className="visually-hidden">{t.status}</span>
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as OrderStatus | '');
                setPage(0);
              }}
              aria-label={t.status}
            >
              <option value="">{t.statusAll}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t[statusKey[s]]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={load} disabled={loading}>
            {loading ? <Spinner size="sm" /> : null}
            {t.refresh}
          </button>
        </div>
      </div>
      <TabStatus waiting={data === null} error={loadError} onRetry={load} empty={data?.orders.length === 0 && (status ? t.noOrdersFiltered : t.noOrders)} />
      {actionError && (
        <Banner kind="error" onDismiss={() => setActionError(null)}>
          <strong>{t.anErrorOccurred}</strong> — {actionError}
        </Banner>
      )}
      {page === 0 && data?.orders[0]?.notice === 'none' && (
        <Banner kind="info">
          <span data-testid="orders-mail-unset">{t.ordersMailUnset}</span>
        </Banner>
      )}
      {data && data.orders.length > 0 && (
        <div className="dash-orders-box">
        <div className="dash-table-wrap">
          <table className="dash-table dash-orders" data-testid="orders-table">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.product}</th>
                <th scope="col" className="num">
                  {t.qty}
                </th>
                <th scope="col">{t.destination}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.notice}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((o) => (
                <tr
                  key={o.id}
                  data-testid="order-row"
                  data-order-id={o.id}
                  aria-busy={updating === o.id || undefined}
                  className={o.id === target ? 'dash-row-target' : undefined}
                >
                  <td data-label={t.date} className="dash-nowrap">
                    {formatDate(o.createdAt, lang)}
                    {seenBefore !== null && o.id > seenBefore && (
                      <span className="dash-new" data-testid="order-new">
                        {t.newOrder}
                      </span>
                    )}
                  </td>
                  <td data-label={t.customer}>
                    <div>
                      <div className="dash-strong" dir="auto" id={`order-${o.id}-who`}>
                        {o.customerName}
                      </div>
                      {o.customerEmail && (
                        <a href={`mailto:${o.customerEmail}`} className="dash-muted dash-email" dir="ltr">
                          {o.customerEmail}
                        </a>
                      )}
                    </div>
                  </td>
                  <td data-label={t.product}>
                    <div>
                      <span dir="auto">{o.productName}</span>
                      {o.productId === undefined && <span className="dash-muted"> {t.removedProduct}</span>}
                      <FromQuote order={o} />
                      {o.notes && (
                        <div className="dash-muted dash-notes" title={o.notes} dir="auto">
                          {t.notes}: {o.notes}
                        </div>
                      )}
                    </div>
                  </td>
                  <td data-label={t.qty} className="num">
                    {quantityText(o.quantity, o.unit, lang)}
                  </td>
                  <td data-label={t.destination}>
                    <span dir="auto">{o.destination || '—'}</span>
                  </td>
                  <td data-label={t.status}>
                    <span className={`dash-badge dash-badge-${o.status}`} data-testid="order-status">
                      {t[statusKey[o.status]]}
                    </span>
                  </td>
                  <td data-label={t.notice}>
                    <span className={`dash-notice dash-notice-${o.notice}`} data-testid="order-notice" title={o.noticeError}>
                      {t[noticeKey[o.notice]]}
                    </span>
                    {o.noticeError && (
                      <div className="dash-muted dash-notes" dir="ltr" data-testid="order-notice-error">
                        {o.noticeError}
                      </div>
                    )}
                  </td>
                  <td className="dash-order-actions">
                    <div className="dash-order-buttons" data-testid="order-actions">
                      {ACTIONS.map((a) => (
                        <button
                          key={a.status}
                          type="button"
                          className={`dash-btn dash-btn-sm dash-btn-${a.status}`}
                          disabled={updating !== null || o.status === a.status}
                          aria-describedby={`order-${o.id}-who`}
                          onClick={() => setOrderStatus(o, a.status)}
                        >
                          {t[a.label]}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </div>
      )}
      {data && total > 0 && (
        <Pager {...paging.pager(total, data.orders.length)} />
      )}
      <OrdersCsv />
    </section>
  );
}

/** An order made from an accepted quote: a link to its request in the Quotes tab. */
function FromQuote({ order }: { order: Order }) {
  const t = useDT();
  const lang = useLang();
  const quoteId = order.quoteId;
  if (quoteId == null) return null;
  return (
    <div>
      <Link
        to={`/dashboard?tab=quotes&quote=${quoteId}`}
        className="dash-from-quote"
        aria-label={fill(t.fromQuoteLabel, { id: formatNumber(quoteId, lang, { useGrouping: false }) })}
        data-testid="order-quote"
      >
        {t.fromQuote}
      </Link>
    </div>
  );
}
