// The Analytics tab's money from invoices and payments (issue 41), beside the revenue estimate: what
// is outstanding and overdue now per currency, and the invoices issued (less credit notes) and the
// money received per month, each currency apart in the same bar charts — never added together.
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { components } from '../../lib/api-schema';
import { useDT } from '../i18n';
import { formatCents } from '../quotes/money';
import BarChart from './BarChart';

type Analytics = components['schemas']['Analytics'];
type Props = { data: Analytics; monthNames: string[]; longMonths: string[]; yearPeriod: string };

export default function MoneySection({ data, monthNames, longMonths, yearPeriod }: Props) {
  const t = useDT();
  const lang = useLang();
  const money = (x: number) => formatNumber(x, lang, { maximumFractionDigits: 0 });
  const currencyName = (c: 'USD' | 'AFN') => t[c === 'USD' ? 'currencyUsd' : 'currencyAfn'];
  const series = [
    { key: 'invoiced', title: t.invoicedPerMonth, note: t.invoicedNote, usd: data.invoicedPerMonthUsd, afn: data.invoicedPerMonthAfn },
    { key: 'received', title: t.receivedPerMonth, note: t.receivedNote, usd: data.receivedPerMonthUsd, afn: data.receivedPerMonthAfn },
  ];
  return (
    <section className="dash-stack" aria-labelledby="dash-money-h" data-testid="analytics-money">
      <h2 id="dash-money-h" className="dash-plain-head">
        {t.moneyTitle}
      </h2>
      {data.outstanding.length > 0 && (
        <ul className="dash-stat-cards" data-testid="analytics-outstanding">
          {data.outstanding.map((o) => (
            <li key={o.currency} className={`dash-stat dash-stat-${o.overdueCents > 0 ? 'warning' : 'info'}`} data-testid={`outstanding-${o.currency}`}>
              <span className="dash-stat-label">{fill(t.outstandingIn, { currency: currencyName(o.currency) })}</span>
              <span className="dash-stat-value">{formatCents(BigInt(o.outstandingCents), o.currency, lang)}</span>
              <span className="dash-stat-hint">{fill(t.overdueOf, { amount: formatCents(BigInt(o.overdueCents), o.currency, lang) })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="dash-charts">
        {series.flatMap((s) =>
          (['USD', 'AFN'] as const).map((currency) => (
            <div key={`${s.key}-${currency}`} className="dash-card dash-chart-card" data-testid={`${s.key}-${currency}`}>
              <BarChart
                rtl={lang === 'fa'}
                title={fill(s.title, { period: yearPeriod, currency: currencyName(currency) })}
                labels={monthNames}
                longLabels={longMonths}
                values={currency === 'USD' ? s.usd : s.afn}
                format={money}
                axisLabel={t.month}
              />
              <p className="dash-hint">{s.note}</p>
            </div>
          )),
        )}
      </div>
    </section>
  );
}
