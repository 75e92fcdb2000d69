// Making a shipment: one buyer's orders ticked (from an accepted quote all of its orders come ticked,
// and the admin may untick some), and the mode; the server refuses a mix of buyers or currencies,
// an order already shipped or one that cannot be (cancelled, completed, unpriced), in the admin's words.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { quantityText } from '../../i18n/units';
import type { Order } from '../../lib/api-types';
import { useDT } from '../i18n';
import { Banner, Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import { shipmentsApi } from './shipmentsApi';
import { MODES, type Mode, type Shipment } from './types';
import { modeKey, refusal } from './words';

/** The server's buyer of an order: its e-mail, else its name (src/models/shipments/create.rs). */
const buyerKey = (o: Order) => (o.customerEmail.trim() ? `email:${o.customerEmail.trim().toLowerCase()}` : `name:${o.customerName.trim().toLowerCase()}`);

type Props = { preselect: number[]; active: boolean; onCreated: (s: Shipment) => void; onCancel: () => void };

export default function NewShipment({ preselect, active, onCreated, onCancel }: Props) {
  const t = useDT();
  const lang = useLang();
  const [buyer, setBuyer] = useState('');
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(preselect));
  const [mode, setMode] = useState<Mode>('sea');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const { data, error, reload } = useTabData({
    active,
    load: async (signal) => {
      const [orders, shipped] = await Promise.all([shipmentsApi.openOrders(signal), shipmentsApi.list({ offset: 0 }, signal)]);
      const inShipment = new Map<number, string>();
      for (const s of shipped.shipments) for (const l of s.lines) inShipment.set(l.orderId, s.number);
      return { orders, inShipment };
    },
    failure: 'failedToLoadOrders',
  });

  const buyers = useMemo(() => {
    const out = new Map<string, { label: string; orders: Order[] }>();
    for (const o of data?.orders ?? []) {
      const key = buyerKey(o);
      const entry = out.get(key) ?? { label: o.customerEmail ? `${o.customerName} <${o.customerEmail}>` : o.customerName, orders: [] };
      entry.orders.push(o);
      out.set(key, entry);
    }
    return out;
  }, [data]);

  // The quote's orders come ticked: their buyer is chosen.
  useEffect(() => {
    if (buyer || !data) return;
    const first = data.orders.find((o) => preselect.includes(o.id));
    if (first) setBuyer(buyerKey(first));
  }, [data, buyer, preselect]);

  const orders = buyers.get(buyer)?.orders ?? [];

  async function create(e: FormEvent) {
    e.preventDefault();
    const ids = orders.filter((o) => ticked.has(o.id)).map((o) => o.id);
    if (ids.length === 0) {
      setRefused(t.shipPickOne);
      return;
    }
    setBusy(true);
    setRefused(null);
    try {
      onCreated(await shipmentsApi.create({ orderIds: ids, mode }));
    } catch (err) {
      setRefused(refusal(err, t.failedToCreate, t, lang).text);
      void reload();
    } finally {
      setBusy(false);
    }
  }

  const toggle = (oid: number, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(oid);
      else next.delete(oid);
      return next;
    });

  return (
    <section className="dash-card" aria-labelledby="ship-new-h" data-testid="ship-new">
      <h2 id="ship-new-h">{t.shipNewTitle}</h2>
      <p className="dash-muted">{t.shipNewLead}</p>
      <TabStatus waiting={data === null} error={error} onRetry={reload} empty={data?.orders.length === 0 && t.shipNoOrders} />
      {data && data.orders.length > 0 && (
        <form className="dash-stack" onSubmit={create} noValidate>
          <div className="dash-form-grid">
            <div className="dash-field span-2">
              <label htmlFor="ship-new-buyer">{t.shipChooseBuyer}</label>
              <select id="ship-new-buyer" value={buyer} onChange={(e) => setBuyer(e.target.value)} data-testid="ship-new-buyer">
                <option value="">{t.shipChooseBuyerNone}</option>
                {[...buyers].map(([key, b]) => (
                  <option key={key} value={key}>
                    {b.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="dash-field">
              <label htmlFor="ship-new-mode">{t.shipMode}</label>
              <select id="ship-new-mode" value={mode} onChange={(e) => setMode(e.target.value as Mode)} data-testid="ship-new-mode">
                {MODES.map((m) => (
                  <option key={m} value={m}>
                    {t[modeKey[m]]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {orders.length > 0 && (
            <fieldset className="dash-fieldset">
              <legend>{t.shipOrdersToShip}</legend>
              <ul className="dash-plain-list dash-ship-pick">
                {orders.map((o) => {
                  const elsewhere = data.inShipment.get(o.id);
                  return (
                    <li key={o.id}>
                      <label className="dash-check" data-testid="ship-new-order" data-order-id={o.id}>
                        <input type="checkbox" checked={ticked.has(o.id) && !elsewhere} disabled={!!elsewhere} onChange={(e) => toggle(o.id, e.target.checked)} />
                        <span>
                          {fill(t.shipOrderLine, { id: formatNumber(o.id, lang, { useGrouping: false }), product: o.productName, quantity: quantityText(o.quantity, o.unit, lang) })}
                          {elsewhere && <span className="dash-muted"> · {fill(t.shipInShipment, { number: elsewhere })}</span>}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {refused && (
            <Banner kind="error">
              <span data-testid="ship-new-error">{refused}</span>
            </Banner>
          )}
          <div className="dash-form-actions">
            <button type="button" className="dash-btn dash-btn-ghost" onClick={onCancel} disabled={busy}>
              {t.cancel}
            </button>
            <button type="submit" className="dash-btn dash-btn-primary" disabled={busy || !buyer} data-testid="ship-new-create">
              {busy ? <Spinner size="sm" /> : null}
              {t.shipCreate}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
