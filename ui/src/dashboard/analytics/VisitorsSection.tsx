// The Analytics tab's Visitors section (issue 31): for the last 7, 30 or 90 days or any range (UTC
// days, as the server counts them), visitors and page views per day, the top pages and products,
// languages, countries, referring sites, campaigns and devices, and each product's funnel by
// country; every chart with its table, and the counts as CSV. From GET /api/analytics/visitors.
import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { fill, useLang } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import type { VisitorReport } from '../../lib/api-types';
import { api, csvUrl } from '../dashApi';
import { useDT, type DashDict } from '../i18n';
import DateField from '../DateField';
import { Spinner, TabStatus } from '../ui';
import { useTabData } from '../useTabData';
import BarChart from './BarChart';
import RankChart, { type Ranked } from './RankChart';

const gregorian = { en: 'en-GB', fa: 'fa-IR-u-ca-gregory' } as const;
const PERIODS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` (UTC) of `days` days before today. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
}

type Period = { from: string; to: string; days?: number };

const lastDays = (n: number): Period => ({ from: daysAgo(n - 1), to: daysAgo(0), days: n });

/** Dictionary keys whose texts are plain strings. */
type TextKey = { [K in keyof DashDict]: DashDict[K] extends string ? K : never }[keyof DashDict];

const ROUTE_KEYS: Record<string, TextKey> = {
  '/': 'visitorsPageHome',
  '/products': 'visitorsPageProducts',
  '/services': 'visitorsPageServices',
  '/about': 'visitorsPageAbout',
  '/contact': 'visitorsPageContact',
};

function productName(p: { name: string; nameFa: string }, lang: Lang): string {
  return lang === 'fa' && p.nameFa ? p.nameFa : p.name;
}

export default function VisitorsSection({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const [period, setPeriod] = useState<Period>(lastDays(30));
  const [custom, setCustom] = useState({ from: '', to: '' });
  const { data, error, loading, reload } = useTabData({
    active,
    key: [period.from, period.to],
    load: (signal) => api.visitors({ from: period.from, to: period.to }, signal),
    failure: 'visitorsFailed',
  });

  const n = (x: number) => formatNumber(x, lang);
  const applyCustom = (e: React.FormEvent) => {
    e.preventDefault();
    if (custom.from && custom.to && custom.from <= custom.to) setPeriod({ from: custom.from, to: custom.to });
  };

  return (
    <section className="dash-stack" aria-labelledby="dash-visitors-h" aria-busy={loading} data-testid="visitors">
      <div className="dash-visitors-head">
        <h2 id="dash-visitors-h">{t.visitorsTitle}</h2>
        <div className="dash-period" role="group" aria-label={t.visitorsPeriod}>
          {PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              className="dash-btn dash-btn-ghost dash-btn-sm"
              aria-pressed={period.days === days}
              onClick={() => setPeriod(lastDays(days))}
            >
              {fill(t.visitorsLastDays, { n: n(days) })}
            </button>
          ))}
          <form className="dash-period" onSubmit={applyCustom}>
            <div className="dash-inline-field">
              <span id="visitors-from-label">{t.fromDate}</span>
              <DateField value={custom.from} max={custom.to || undefined} onChange={(from) => setCustom((c) => ({ ...c, from }))} aria-labelledby="visitors-from-label" />
            </div>
            <div className="dash-inline-field">
              <span id="visitors-to-label">{t.toDate}</span>
              <DateField value={custom.to} min={custom.from || undefined} onChange={(to) => setCustom((c) => ({ ...c, to }))} aria-labelledby="visitors-to-label" />
            </div>
            <button type="submit" className="dash-btn dash-btn-ghost dash-btn-sm" disabled={!custom.from || !custom.to || custom.from > custom.to}>
              {t.visitorsShowRange}
            </button>
          </form>
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => reload()} disabled={loading}>
            {loading ? <Spinner size="sm" /> : null}
            {t.refresh}
          </button>
          <a className="dash-btn dash-btn-ghost dash-btn-sm" href={csvUrl.visitors({ from: period.from, to: period.to, lang })} download>
            {t.downloadCsv}
          </a>
        </div>
      </div>
      <p className="dash-muted">{t.visitorsLead}</p>
      <TabStatus waiting={!data} error={error} onRetry={reload} />
      {data && <Report data={data} />}
    </section>
  );
}

function Report({ data }: { data: VisitorReport }) {
  const t = useDT();
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const rtl = lang === 'fa';
  const dayOf = (date: string, style: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(gregorian[lang], { ...style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const labels = data.days.map((d) => dayOf(d.date, { day: 'numeric', month: 'numeric' }));
  const longLabels = data.days.map((d) => dayOf(d.date, { day: 'numeric', month: 'long', year: 'numeric' }));
  const range = `${longLabels[0] ?? ''} – ${longLabels[longLabels.length - 1] ?? ''}`;

  const names = new Map(data.products.map((p) => [p.productId, productName(p, lang)]));
  data.funnel.forEach((f) => names.set(f.productId, productName(f, lang)));
  const pageLabel = (path: string) => {
    const product = /^\/products\/(\d+)$/.exec(path);
    if (product) return names.get(Number(product[1])) ?? `#${product[1]}`;
    const key = ROUTE_KEYS[path];
    return key ? t[key] : path;
  };
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([gregorian[lang]], { type: 'region' });
  } catch {
    regions = null;
  }
  const country = (code: string) => {
    if (code === 'unknown') return t.visitorsCountryUnknown;
    try {
      return regions?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const deviceKey: Record<string, TextKey> = { phone: 'visitorsPhone', tablet: 'visitorsTablet', desktop: 'visitorsDesktop' };
  const langKey: Record<string, TextKey> = { en: 'textsEnglish', fa: 'textsPersian' };
  const rank = (rows: { value: string; views: number; visitors: number }[], field: 'views' | 'visitors', label: (v: string) => string): Ranked[] =>
    rows.filter((r) => r[field] > 0).map((r) => ({ label: label(r.value), value: r[field] }));
  const same = (v: string) => v;

  const cards = [
    { key: 'visitors', label: t.visitorsCount, value: data.visitors, tone: 'accent' },
    { key: 'views', label: t.visitorsViews, value: data.views, tone: 'info' },
    { key: 'crawlers', label: t.visitorsCrawlers, value: data.crawlerViews, tone: 'warning' },
  ];
  return (
    <>
      <ul className="dash-stat-cards dash-stat-three" data-testid="visitor-cards">
        {cards.map((c) => (
          <li key={c.key} className={`dash-stat dash-stat-${c.tone}`} data-testid={`visitors-${c.key}`}>
            <span className="dash-stat-label">{c.label}</span>
            <span className="dash-stat-value">{n(c.value)}</span>
          </li>
        ))}
      </ul>
      {!data.geoip && <p className="dash-hint">{t.visitorsNoGeoip}</p>}
      <div className="dash-charts">
        <div className="dash-card dash-chart-card">
          <BarChart rtl={rtl} title={fill(t.visitorsPerDay, { period: range })} labels={labels} longLabels={longLabels} values={data.days.map((d) => d.visitors)} format={n} axisLabel={t.day} />
        </div>
        <div className="dash-card dash-chart-card">
          <BarChart rtl={rtl} title={fill(t.viewsPerDay, { period: range })} labels={labels} longLabels={longLabels} values={data.days.map((d) => d.views)} format={n} axisLabel={t.day} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-pages" title={t.visitorsTopPages} rows={rank(data.pages, 'views', pageLabel)} format={n} labelHeading={t.visitorsPage} valueHeading={t.visitorsViews} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart
            testId="visitors-products"
            title={t.visitorsTopProducts}
            rows={data.products.map((p) => ({ label: productName(p, lang), value: p.views }))}
            format={n}
            labelHeading={t.visitorsProduct}
            valueHeading={t.visitorsViews}
          />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-languages" title={t.visitorsLanguages} rows={rank(data.languages, 'views', (v) => (langKey[v] ? t[langKey[v]] : v))} format={n} labelHeading={t.visitorsLanguage} valueHeading={t.visitorsViews} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-countries" title={t.visitorsCountries} rows={rank(data.countries, 'visitors', country)} format={n} labelHeading={t.visitorsCountry} valueHeading={t.visitorsCount} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-referrers" title={t.visitorsReferrers} rows={rank(data.referrers, 'visitors', same)} format={n} labelHeading={t.visitorsReferrer} valueHeading={t.visitorsCount} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-devices" title={t.visitorsDevices} rows={rank(data.devices, 'visitors', (v) => (deviceKey[v] ? t[deviceKey[v]] : v))} format={n} labelHeading={t.visitorsDevice} valueHeading={t.visitorsCount} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-sources" title={t.visitorsSources} rows={rank(data.sources, 'visitors', same)} format={n} labelHeading={t.visitorsSource} valueHeading={t.visitorsCount} />
        </div>
        <div className="dash-card dash-chart-card">
          <RankChart testId="visitors-campaigns" title={t.visitorsCampaigns} rows={rank(data.campaigns, 'visitors', same)} format={n} labelHeading={t.visitorsCampaign} valueHeading={t.visitorsCount} />
        </div>
        <div className="dash-card dash-chart-card span-all">
          <h3 id="dash-funnel-h">{t.visitorsFunnel}</h3>
          <p className="dash-muted">{t.visitorsFunnelLead}</p>
          {data.funnel.length === 0 ? (
            <p className="dash-muted">{t.chartEmpty}</p>
          ) : (
            // wider than a phone, and with the quote requests wider than some laptops: a region the
            // keyboard can scroll
            <div className="dash-table-wrap" tabIndex={0} role="region" aria-labelledby="dash-funnel-h">
              <table className="dash-table dash-table-compact dash-funnel" aria-labelledby="dash-funnel-h" data-testid="visitors-funnel">
                <thead>
                  <tr>
                    <th scope="col">{t.visitorsProduct}</th>
                    <th scope="col">{t.visitorsCountry}</th>
                    <th scope="col" className="num">{t.visitorsViews}</th>
                    <th scope="col" className="num">{t.visitorsOrderRequests}</th>
                    <th scope="col" className="num">{t.visitorsQuoteRequests}</th>
                    <th scope="col" className="num">{t.visitorsAccepted}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.funnel.map((f) => (
                    <tr key={`${f.productId}-${f.country}`}>
                      <th scope="row">{productName(f, lang)}</th>
                      <td>{country(f.country)}</td>
                      <td className="num">{n(f.views)}</td>
                      <td className="num">{n(f.orderRequests)}</td>
                      <td className="num">{n(f.quoteRequests)}</td>
                      <td className="num">{n(f.accepted)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
