// Payments against the shipment's schedule: the value and what is paid and outstanding ("closed" once
// paid in full), each due (its share, when it falls due, its day once known, amount, paid,
// outstanding, overdue marked), the schedule set from a preset or freely, a payment recorded, and the
// payments received, each removable after a confirmation.
import { useState } from 'react';
import { fill, useLang } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { useDT } from '../i18n';
import { Banner, ConfirmDialog, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import { moneyApi } from './moneyApi';
import { dueWhen, methodKey, money, payRefusal, percentText } from './moneyWords';
import type { PanelProps } from './Panels';
import { PaymentForm } from './PaymentForm';
import { ScheduleEditor } from './ScheduleEditor';
import type { Payment, Schedule } from './schedule';

export function PaymentsPanel({ shipment, revision }: PanelProps) {
  const t = useDT();
  const lang = useLang();
  const [flash, setFlash] = useFlash(6000);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const [busy, setBusy] = useState(false);
  // The schedule follows the shipment: its value (lines, invoice) and the steps its dues wait for.
  const { data: s, setData, error, reload } = useTabData({ active: true, key: [shipment, revision], load: (signal) => moneyApi.schedule(shipment.id, signal), failure: 'failedToLoad' });

  const changed = (next: Schedule, message: string) => {
    setData(next);
    setFailure(null);
    setFlash(message);
  };

  async function remove(p: Payment) {
    setRemoving(null);
    setBusy(true);
    setFailure(null);
    try {
      changed(await moneyApi.remove(shipment.id, p.id), t.payRemoved);
    } catch (e) {
      setFailure(payRefusal(e, t.failedToDelete, t, lang, shipment.currency).text);
    } finally {
      setBusy(false);
    }
  }

  const m = (cents: number) => money(cents, shipment.currency, lang);
  return (
    <section className="dash-card dash-pay" aria-labelledby="ship-pay-h" data-testid="ship-payments">
      <div className="dash-card-head">
        <div>
          <h2 id="ship-pay-h">{t.payTitle}</h2>
          <p className="dash-muted">{t.payLead}</p>
        </div>
        {s?.closed && (
          <span className="dash-badge dash-pay-closed" data-testid="pay-closed">
            {t.payClosed}
          </span>
        )}
      </div>
      {!s && <TabStatus waiting error={error} onRetry={reload} />}
      {flash && (
        <p className="dash-pay-flash" role="status" data-testid="pay-flash">
          {flash}
        </p>
      )}
      {failure && (
        <Banner kind="error" onDismiss={() => setFailure(null)}>
          <span data-testid="pay-error">{failure}</span>
        </Banner>
      )}
      {s && (
        <>
          <dl className="dash-pay-totals" data-testid="pay-totals">
            <div>
              <dt>{s.invoiceNumber ? fill(t.payValueInvoice, { number: s.invoiceNumber }) : t.payValue}</dt>
              <dd data-testid="pay-value">{m(s.valueCents)}</dd>
            </div>
            <div>
              <dt>{t.payPaid}</dt>
              <dd data-testid="pay-paid">{m(s.paidCents)}</dd>
            </div>
            <div>
              <dt>{t.payOutstanding}</dt>
              <dd data-testid="pay-outstanding">{m(s.outstandingCents)}</dd>
            </div>
            {s.overdueCents > 0 && (
              <div className="is-overdue">
                <dt>{t.payOverdue}</dt>
                <dd data-testid="pay-overdue">{m(s.overdueCents)}</dd>
              </div>
            )}
          </dl>
          {!s.invoiceNumber && <p className="dash-hint">{t.payValueLines}</p>}
          {s.scheduled ? (
            <div className="dash-table-wrap">
              <table className="dash-table dash-pay-dues" data-testid="pay-dues">
                <caption className="visually-hidden">{t.paySchedule}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.payShare}</th>
                    <th scope="col">{t.payWhen}</th>
                    <th scope="col">{t.payDueDate}</th>
                    <th scope="col" className="num">{t.payAmount}</th>
                    <th scope="col" className="num">{t.payPaid}</th>
                    <th scope="col" className="num">{t.payOutstanding}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.dues.map((d) => (
                    <tr key={d.position} data-testid="pay-due" data-overdue={d.overdue ? 'true' : 'false'} className={d.overdue ? 'is-overdue' : undefined}>
                      <th scope="row" data-label={t.payShare}>
                        {percentText(BigInt(d.basisPoints), lang)}
                        {lang === 'fa' ? '٪' : ' %'}
                      </th>
                      <td data-label={t.payWhen}>{dueWhen(d, t, lang)}</td>
                      <td data-label={t.payDueDate}>
                        <div>
                          {d.dueDate ? <span className="dash-nowrap">{formatDate(d.dueDate, lang)}</span> : <span className="dash-muted">{t.payDueUnknown}</span>}
                          {(d.remindedDueAt ?? d.remindedBeforeAt) && (
                            <div className="dash-muted" data-testid="pay-due-reminded">
                              {fill(t.payReminded, { date: formatDate((d.remindedDueAt ?? d.remindedBeforeAt) as string, lang) })}
                            </div>
                          )}
                        </div>
                      </td>
                      <td data-label={t.payAmount} className="num dash-nowrap">{m(d.amountCents)}</td>
                      <td data-label={t.payPaid} className="num dash-nowrap">{m(d.paidCents)}</td>
                      <td data-label={t.payOutstanding} className="num dash-nowrap" data-testid="pay-due-outstanding">
                        {d.outstandingCents === 0 ? <span className="dash-badge dash-pay-paid">{t.payDuePaid}</span> : m(d.outstandingCents)}
                        {d.overdue && <span className="dash-badge dash-pay-overdue">{t.payOverdue}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="dash-muted" data-testid="pay-none-set">
              {t.payNoSchedule}
            </p>
          )}
          {(shipment.paymentTerms || shipment.paymentTermsFa) && (
            <p className="dash-hint">
              {fill(t.payTerms, { terms: '' })}
              <bdi>{lang === 'fa' && shipment.paymentTermsFa ? shipment.paymentTermsFa : shipment.paymentTerms || shipment.paymentTermsFa}</bdi>
            </p>
          )}
          <ScheduleEditor key={`${s.shipmentId}-${s.dues.length}`} schedule={s} onSaved={(next) => changed(next, t.payScheduleSaved)} />
          {s.scheduled && !s.closed && (
            <PaymentForm
              schedule={s}
              onRecorded={(next, cents) => changed(next, fill(t.payRecorded, { amount: m(cents) }))}
              onStale={(next) => setData(next)}
            />
          )}
          <h3 id="ship-pay-list-h">{t.payList}</h3>
          {s.payments.length === 0 ? (
            <p className="dash-muted">{t.payNone}</p>
          ) : (
            <ul className="dash-pay-list" aria-labelledby="ship-pay-list-h" data-testid="pay-list">
              {s.payments.map((p) => (
                <li key={p.id} data-testid="pay-row">
                  <span className="dash-strong dash-nowrap">{m(p.amountCents)}</span>
                  <span className="dash-nowrap">{formatDate(p.date, lang)}</span>
                  <span>{t[methodKey[p.method]]}</span>
                  {p.reference && (
                    <bdi className="dash-muted" dir="auto">
                      {p.reference}
                    </bdi>
                  )}
                  <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => setRemoving(p)} disabled={busy} data-testid="pay-remove">
                    {busy ? <Spinner size="sm" /> : null}
                    {t.payRemove}
                    <span className="visually-hidden"> — {m(p.amountCents)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={t.payRemoveTitle}
          body={fill(t.payRemoveBody, { amount: m(removing.amountCents), date: formatDate(removing.date, lang) })}
          confirmLabel={t.payRemove}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
