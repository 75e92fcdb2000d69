// Shipments tab (issue 41): the shipments, newest first and paged, with shipments.csv; one opens in
// place (`?tab=shipments&shipment=7`, so a link and the browser's Back lead to it); "New shipment"
// picks one buyer's orders, and an accepted quote's "Ship these orders" comes here with them ticked
// (`?tab=shipments&ship=12,13`).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { useDT } from '../i18n';
import { Banner, Pager, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { usePaging } from '../usePaging';
import MoneyOwed, { ShipmentsViews } from './MoneyOwed';
import { invoicesCsvUrl, paymentsCsvUrl } from './moneyApi';
import NewShipment from './NewShipment';
import ShipmentDetail from './ShipmentDetail';
import { shipmentsApi, shipmentsCsvUrl } from './shipmentsApi';
import type { Shipment } from './types';
import { modeKey, shipmentMoney, stepKey } from './words';


export default function ShipmentsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('shipment')) || null;
  const ship = params.get('ship');
  const making = ship !== null;
  const owed = params.get('view') === 'owed' && openId === null && !making;
  const paging = usePaging();
  const { page, limit } = paging;
  const [notice, setNotice] = useState<string | null>(null);
  const cameFrom = useRef<number | null>(null);

  const { data: found, error, loading, reload } = useTabData({
    active: active && openId === null && !making && !owed,
    key: [page, limit],
    load: (signal) => shipmentsApi.list({ limit, offset: paging.offset }, signal),
    failure: 'failedToLoad',
    onLoad: (result) => paging.pastTheEnd(result.shipments.length, result.total),
  });
  const data = found?.shipments ?? null;

  useEffect(() => {
    if (openId !== null || making || cameFrom.current === null || !data) return;
    document.getElementById(`ship-open-${cameFrom.current}`)?.focus();
    cameFrom.current = null;
  }, [openId, making, data]);

  const open = (s: Pick<Shipment, 'id'>) => {
    cameFrom.current = s.id;
    setNotice(null);
    setParams({ tab: 'shipments', shipment: String(s.id) });
  };
  const back = (message?: string) => {
    setNotice(message ?? null);
    setParams({ tab: 'shipments' });
  };

  if (owed) return <MoneyOwed active={active} />;
  if (openId !== null) return <ShipmentDetail key={openId} id={openId} active={active} onBack={back} />;
  if (making) {
    const preselect = ship.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    return <NewShipment key={ship} preselect={preselect} active={active} onCreated={(s) => setParams({ tab: 'shipments', shipment: String(s.id) })} onCancel={() => back()} />;
  }

  const n = (x: number) => formatNumber(x, lang);
  return (
    <section className="dash-card" aria-labelledby="dash-shipments-h" aria-busy={loading}>
      <ShipmentsViews owed={false} />
      <div className="dash-card-head">
        <div>
          <h2 id="dash-shipments-h">
            {t.shipmentsTitle} {found && <span className="dash-count">{n(found.total)}</span>}
          </h2>
          <p className="dash-muted">{t.shipmentsLead}</p>
        </div>
        <div className="dash-toolbar">
          <button type="button" className="dash-btn dash-btn-primary dash-btn-sm" onClick={() => setParams({ tab: 'shipments', ship: '' })} data-testid="ship-new-open">
            {t.shipNew}
          </button>
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
      <TabStatus waiting={data === null} error={error} onRetry={reload} empty={data?.length === 0 && t.shipmentsNone} />
      {data && data.length > 0 && (
        <div className="dash-table-wrap dash-shipments-box">
          <table className="dash-table dash-shipments" data-testid="shipments-table">
            <thead>
              <tr>
                <th scope="col">{t.shipNumber}</th>
                <th scope="col">{t.shipBuyer}</th>
                <th scope="col">{t.shipDestination}</th>
                <th scope="col">{t.shipMode}</th>
                <th scope="col">{t.shipStage}</th>
                <th scope="col" className="num">
                  {t.shipTotal}
                </th>
                <th scope="col">{t.shipEtdEta}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((s) => (
                <tr key={s.id} data-testid="shipment-row" data-shipment-id={s.id}>
                  <th scope="row" data-label={t.shipNumber}>
                    <button type="button" id={`ship-open-${s.id}`} className="dash-link-btn dash-quote-number" aria-label={fill(t.shipOpen, { number: s.number })} onClick={() => open(s)} dir="ltr">
                      {s.number}
                    </button>
                  </th>
                  <td data-label={t.shipBuyer}>
                    <div>
                      <div className="dash-strong" dir="auto">
                        {s.buyerName}
                      </div>
                      {s.buyerCompany && (
                        <div className="dash-muted" dir="auto">
                          {s.buyerCompany}
                        </div>
                      )}
                    </div>
                  </td>
                  <td data-label={t.shipDestination}>
                    <span dir="auto">{s.destination || '—'}</span>
                  </td>
                  <td data-label={t.shipMode}>{t[modeKey[s.mode]]}</td>
                  <td data-label={t.shipStage}>
                    <span className={`dash-badge dash-ship-stage-${s.stage ?? 'none'}`} data-testid="shipment-stage">
                      {s.stage ? t[stepKey[s.stage]] : t.shipNotBooked}
                    </span>
                  </td>
                  <td data-label={t.shipTotal} className="num dash-nowrap">
                    {shipmentMoney(s, lang)}
                  </td>
                  <td data-label={t.shipEtdEta} className="dash-nowrap">
                    {s.etd || s.eta ? (
                      <span>
                        {s.etd ? formatDate(s.etd, lang) : '—'} <span aria-hidden="true" className="dash-flip">→</span>
                        <span className="visually-hidden">/</span> {s.eta ? formatDate(s.eta, lang) : '—'}
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {found && found.total > 0 && (
        <Pager {...paging.pager(found.total, found.shipments.length)} />
      )}
      <section className="dash-csv" aria-labelledby="dash-shipments-csv-h" data-testid="shipments-csv">
        <h3 id="dash-shipments-csv-h">{t.exportShipmentsTitle}</h3>
        <p className="dash-muted">{t.exportShipmentsLead}</p>
        <div className="dash-toolbar">
          <a className="dash-btn dash-btn-primary" href={shipmentsCsvUrl(lang)} download>
            {t.downloadCsv}
          </a>
        </div>
      </section>
      <section className="dash-csv" aria-labelledby="dash-money-csv-h" data-testid="money-csv">
        <h3 id="dash-money-csv-h">{t.exportPaymentsTitle}</h3>
        <p className="dash-muted">{t.exportPaymentsLead}</p>
        <div className="dash-toolbar">
          <a className="dash-btn" href={paymentsCsvUrl(lang)} download data-testid="payments-csv">
            {t.downloadPaymentsCsv}
          </a>
          <a className="dash-btn" href={invoicesCsvUrl(lang)} download data-testid="invoices-csv">
            {t.downloadInvoicesCsv}
          </a>
        </div>
      </section>
    </section>
  );
}
