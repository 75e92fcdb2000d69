// What the buyer owes and has paid: the schedule's shares with their due dates (once the step they
// follow is reached), what each has received and still needs, the payments received, and the bank
// to pay into.
import { fill, useLang } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import type { BuyerOrderPage, PaymentDue } from '../../lib/api-types';
import { useOrderT } from './useOrderT';

export function OrderPayments({ order }: { order: BuyerOrderPage }) {
  const t = useOrderT();
  const lang = useLang();
  const s = order.schedule;
  const money = (cents: number) => formatNumber(cents / 100, lang, { currency: s.currency });
  const when = (d: PaymentDue) => {
    if (d.dueDate) return formatDate(d.dueDate, lang);
    if (d.due === 'date') return t.common.dash;
    return d.days === 0 ? t.order.dueAt[d.due] : fill(t.order.dueAfter[d.due], { n: formatNumber(d.days, lang) });
  };
  const bank = order.bank;
  const bankRows: [string, string | null | undefined][] = bank
    ? [
        [t.order.beneficiary, bank.beneficiary],
        [t.order.bankName, bank.bankName],
        [t.order.account, bank.account],
        [t.order.iban, bank.iban],
        [t.order.swift, bank.swift],
        [t.order.bankAddress, bank.bankAddress],
      ]
    : [];
  const notes = bank ? (lang === 'fa' && bank.notesFa ? bank.notesFa : bank.notes) : null;
  return (
    <section className="quote-card" aria-labelledby="order-payments" data-testid="order-payments">
      <h2 id="order-payments">{t.order.payments}</h2>
      {!s.scheduled ? (
        <p className="muted">{t.order.noSchedule}</p>
      ) : (
        <>
          <div className="table-wrap">
            <table className="quote-table">
              <thead>
                <tr>
                  <th scope="col">{t.order.share}</th>
                  <th scope="col">{t.order.dueOn}</th>
                  <th scope="col" className="num">
                    {t.order.amount}
                  </th>
                  <th scope="col" className="num">
                    {t.order.paid}
                  </th>
                  <th scope="col" className="num">
                    {t.order.outstanding}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.dues.map((d) => (
                  <tr key={d.position} data-testid="order-due" data-outstanding={d.outstandingCents}>
                    <th scope="row">{formatNumber(d.percent, lang)}٪</th>
                    <td>
                      {when(d)}
                      {d.overdue && <span className="order-overdue"> · {t.order.overdue}</span>}
                    </td>
                    <td className="num">{money(d.amountCents)}</td>
                    <td className="num">{money(d.paidCents)}</td>
                    <td className="num">{money(d.outstandingCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t.order.value}</th>
                  <td />
                  <td className="num">{money(s.valueCents)}</td>
                  <td className="num">{money(s.paidCents)}</td>
                  <td className="num">
                    <strong data-testid="order-outstanding">{money(s.outstandingCents)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {s.closed && <p className="notice notice-success">{t.order.closed}</p>}
          {s.payments.length > 0 && (
            <>
              <h3>{t.order.received}</h3>
              <ul className="order-documents">
                {s.payments.map((p) => (
                  <li key={p.id}>
                    {formatDate(p.date, lang)} · {money(p.amountCents)}
                    {p.reference && (
                      <span className="muted small">
                        {' '}
                        · <bdi>{p.reference}</bdi>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {bank && !s.closed && (
        <>
          <h3>{t.order.payTo}</h3>
          <dl className="quote-terms" data-testid="order-bank">
            {bankRows
              .filter(([, v]) => v && v.trim() !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi dir="ltr">{value}</bdi>
                  </dd>
                </div>
              ))}
          </dl>
          <p className="muted small">{fill(t.order.reference, { number: order.number })}</p>
          {notes && <p className="muted small">{notes}</p>}
        </>
      )}
    </section>
  );
}
