// Analytics tab: four counts and four bar charts (the revenue in each currency apart), then the money
// from invoices and payments (MoneySection), computed by the server (GET /api/analytics with the browser's time-zone offset), then the Visitors section. Months are the Gregorian ones the server counts, named in the admin's language.
import { formatNumber } from '../../i18n/format';
import BarChart from './BarChart';
import MoneySection from './MoneySection';
import VisitorsSection from './VisitorsSection';
import { api } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { useDT, type DashKey } from '../i18n';
import { Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';

const gregorian = { en: 'en-GB', fa: 'fa-IR-u-ca-gregory' } as const;

export default function AnalyticsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const { data, error, loading, reload: load } = useTabData({
    active,
    load: (signal) => api.analytics(signal),
    failure: 'failedToLoadAnalytics',
  });

  const n = (x: number) => formatNumber(x, lang);
  const amount = (x: number) => formatNumber(x, lang, { maximumFractionDigits: 0 });
  const cards: { key: string; label: DashKey; hint?: DashKey; value: number | undefined; tone: string }[] = [
    { key: 'total', label: 'totalOrders', value: data?.totalOrders, tone: 'accent' },
    { key: 'pending', label: 'pendingOrders', hint: 'pendingHint', value: data?.pendingOrders, tone: 'warning' },
    { key: 'completed', label: 'completedOrders', hint: 'completedHint', value: data?.completedOrders, tone: 'success' },
    { key: 'products', label: 'totalProducts', value: data?.totalProducts, tone: 'info' },
  ];

  let charts = null;
  let money = null;
  if (data) {
    const monthName = (m: number, style: 'short' | 'long') =>
      new Intl.DateTimeFormat(gregorian[lang], { month: style, timeZone: 'UTC' }).format(Date.UTC(data.year, m, 1));
    const monthNames = Array.from({ length: 12 }, (_, m) => monthName(m, 'short'));
    const longMonths = Array.from({ length: 12 }, (_, m) => monthName(m, 'long'));
    const monthPeriod = new Intl.DateTimeFormat(gregorian[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(data.year, data.month - 1, 1));
    const yearPeriod = new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-GB', { useGrouping: false }).format(data.year);
    const days = data.ordersPerDay.map((_, i) => n(i + 1));
    const longDays = data.ordersPerDay.map((_, i) =>
      new Intl.DateTimeFormat(gregorian[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(data.year, data.month - 1, i + 1)),
    );
    const rtl = lang === 'fa';
    charts = (
      <div className="dash-charts">
        <div className="dash-card dash-chart-card span-all">
          <BarChart rtl={rtl} title={fill(t.ordersPerDay, { period: monthPeriod })} labels={days} longLabels={longDays} values={data.ordersPerDay} format={n} axisLabel={t.day} />
        </div>
        <div className="dash-card dash-chart-card">
          <BarChart rtl={rtl} title={fill(t.ordersPerMonth, { period: yearPeriod })} labels={monthNames} longLabels={longMonths} values={data.ordersPerMonth} format={n} axisLabel={t.month} />
        </div>
        {(['USD', 'AFN'] as const).map((currency) => (
          <div key={currency} className="dash-card dash-chart-card" data-testid={`revenue-${currency}`}>
            <BarChart
              rtl={rtl}
              title={fill(t.revenuePerMonth, { period: yearPeriod, currency: t[currency === 'USD' ? 'currencyUsd' : 'currencyAfn'] })}
              labels={monthNames}
              longLabels={longMonths}
              values={currency === 'USD' ? data.revenuePerMonthUsd : data.revenuePerMonthAfn}
              format={amount}
              axisLabel={t.month}
            />
            <p className="dash-hint">{t.revenueNote}</p>
          </div>
        ))}
      </div>
    );
    money = <MoneySection data={data} monthNames={monthNames} longMonths={longMonths} yearPeriod={yearPeriod} />;
  }

  return (
    <div className="dash-stack" aria-busy={loading}>
      <div className="dash-card-head dash-plain-head">
        <h2>{t.analyticsTitle}</h2>
        <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => load()} disabled={loading}>
          {loading ? <Spinner size="sm" /> : null}
          {t.refresh}
        </button>
      </div>
      <TabStatus waiting={!data} error={error} onRetry={load} />
      {data && (
        <ul className="dash-stat-cards" data-testid="analytics-cards">
          {cards.map((c) => (
            <li key={c.key} className={`dash-stat dash-stat-${c.tone}`} data-testid={`stat-${c.key}`}>
              <span className="dash-stat-label">{t[c.label]}</span>
              <span className="dash-stat-value">{c.value === undefined ? '—' : n(c.value)}</span>
              {c.hint && <span className="dash-stat-hint">{t[c.hint]}</span>}
            </li>
          ))}
        </ul>
      )}
      {charts}
      {money}
      <VisitorsSection active={active} />
    </div>
  );
}
