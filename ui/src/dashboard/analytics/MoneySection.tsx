// The Analytics tab's money from invoices and payments (issue 41), beside the revenue estimate: what
// is outstanding and overdue now per currency, and the invoices issued (less credit notes) and the
// money received per month, each currency apart in the same bar charts — never added together; a
// currency never invoiced nor paid in is left out.
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
  // A currency the company has never invoiced nor been paid in gets no empty charts nor zero cards.
  const used = (['USD', 'AFN'] as const).filter(
    (c) =>
      series.some((x) => (c === 'USD' ? x.usd : x.afn).some((v) => v !== 0)) ||
      data.outstanding.some((o) => o.currency === c && o.outstandingCents !== 0),
  );
  const currencies: ('USD' | 'AFN')[] = used.length > 0 ? used : ['USD'];
  const outstanding = data.outstanding.filter((o) => currencies.includes(o.currency));
  return (
    <section className="dash-stack" aria-labelledby="dash-money-h" data-testid="analytics-money">
      <h2 id="dash-money-h" className="dash-plain-head">
        {t.moneyTitle}
      </h2>
      {outstanding.length > 0 && (
        <ul className="dash-stat-cards" data-testid="analytics-outstanding">
          {outstanding.map((o) => (
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
          currencies.map((currency) => (
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
