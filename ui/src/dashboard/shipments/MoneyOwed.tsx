// Money owed (`?tab=shipments&view=owed`): per buyer and currency — never summed across currencies —
// what is outstanding and overdue and the next due date, the most overdue first, each shipment a link
// to its page; and the switch between this view and the shipments.
import { useSearchParams } from 'react-router-dom';
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useDT } from '../i18n';
import { Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { moneyApi } from './moneyApi';
import { money } from './moneyWords';

/** The two views of the Shipments tab, as two toggle buttons. */
export function ShipmentsViews({ owed }: { owed: boolean }) {
  const t = useDT();
  const [, setParams] = useSearchParams();
  return (
    <div className="dash-ship-views" role="group" aria-label={t.shipmentsViews}>
      <button type="button" className={`dash-btn dash-btn-sm ${owed ? '' : 'dash-btn-primary'}`} aria-pressed={!owed} onClick={() => setParams({ tab: 'shipments' })} data-testid="ship-view-list">
        {t.shipmentsView}
      </button>
      <button type="button" className={`dash-btn dash-btn-sm ${owed ? 'dash-btn-primary' : ''}`} aria-pressed={owed} onClick={() => setParams({ tab: 'shipments', view: 'owed' })} data-testid="ship-view-owed">
        {t.owedView}
      </button>
    </div>
  );
}

export default function MoneyOwed({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [, setParams] = useSearchParams();
  const { data, error, loading, reload } = useTabData({ active, load: (signal) => moneyApi.owed(signal), failure: 'failedToLoad' });

  return (
    <section className="dash-card" aria-labelledby="dash-owed-h" aria-busy={loading} data-testid="money-owed">
      <ShipmentsViews owed />
      <div className="dash-card-head">
        <div>
          <h2 id="dash-owed-h">{t.owedTitle}</h2>
          <p className="dash-muted">{t.owedLead}</p>
        </div>
        <div className="dash-toolbar">
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={reload} disabled={loading}>
            {loading ? <Spinner size="sm" /> : null}
            {t.refresh}
          </button>
        </div>
      </div>
      <TabStatus waiting={data === null} error={error} onRetry={reload} empty={data?.length === 0 && t.owedNone} />
      {data && data.length > 0 && (
        <div className="dash-table-wrap">
          <table className="dash-table dash-owed" data-testid="owed-table">
            <thead>
              <tr>
                <th scope="col">{t.owedBuyer}</th>
                <th scope="col" className="num">{t.owedOutstanding}</th>
                <th scope="col" className="num">{t.owedOverdue}</th>
                <th scope="col">{t.owedNextDue}</th>
                <th scope="col">{t.owedShipments}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((o) => {
                const m = (c: number) => money(c, o.currency, lang);
                return (
                  <tr key={`${o.buyerEmail || o.buyerName}-${o.currency}`} data-testid="owed-row" className={o.overdueCents > 0 ? 'is-overdue' : undefined}>
                    <th scope="row" data-label={t.owedBuyer}>
                      <div className="dash-strong" dir="auto">
                        {o.buyerName}
                      </div>
                      {o.buyerCompany && (
                        <div className="dash-muted" dir="auto">
                          {o.buyerCompany}
                        </div>
                      )}
                    </th>
                    <td data-label={t.owedOutstanding} className="num dash-nowrap">
                      {m(o.outstandingCents)}
                    </td>
                    <td data-label={t.owedOverdue} className="num dash-nowrap">
                      {o.overdueCents > 0 ? <span className="dash-badge dash-pay-overdue">{m(o.overdueCents)}</span> : '—'}
                    </td>
                    <td data-label={t.owedNextDue} className="dash-nowrap">
                      {o.nextDueDate ? formatDate(o.nextDueDate, lang) : <span className="dash-muted">{t.owedNotDated}</span>}
                    </td>
                    <td data-label={t.owedShipments}>
                      <ul className="dash-owed-ships">
                        {o.shipments.map((s) => (
                          <li key={s.id}>
                            <button type="button" className="dash-link-btn" dir="ltr" aria-label={fill(t.shipOpen, { number: s.number })} onClick={() => setParams({ tab: 'shipments', shipment: String(s.id) })} data-testid="owed-ship">
                              {s.number}
                            </button>{' '}
                            <span className="dash-muted dash-nowrap">{m(s.outstandingCents)}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
