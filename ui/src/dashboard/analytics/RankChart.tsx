// A ranked list as horizontal bars (the top pages, countries, referrers, …): role img with its title
// and a summary, and the same figures as a table on demand, as BarChart has. Bars grow from the
// inline start, so they mirror in right-to-left.
import { useId, useState } from 'react';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';

export type Ranked = { label: string; value: number };

type Props = {
  title: string;
  rows: Ranked[];
  format: (n: number) => string;
  /** The column heading of the labels in the table (Page, Country, …) and of the values. */
  labelHeading: string;
  valueHeading: string;
  testId?: string;
};

/** How many bars are drawn; the table lists every row. */
const DRAWN = 10;

export default function RankChart({ title, rows, format, labelHeading, valueHeading, testId }: Props) {
  const t = useDT();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const shown = rows.slice(0, DRAWN);
  const max = Math.max(0, ...rows.map((r) => r.value));
  const total = rows.reduce((a, r) => a + r.value, 0);
  const rtl = useLang() === 'fa';
  const width = (v: number) => (max && v > 0 ? Math.max(1, (v / max) * 100) : 0);
  const desc = total === 0 ? t.chartEmpty : fill(t.chartSummary, { max: format(max), label: rows[0]?.label ?? '', total: format(total) });
  return (
    <figure className="dash-chart dash-rank" data-testid={testId}>
      <figcaption className="dash-chart-head">
        <h3 id={`${id}-t`}>{title}</h3>
        <button type="button" className="dash-link-btn" aria-expanded={showTable} onClick={() => setShowTable((s) => !s)}>
          {showTable ? t.hideTable : t.showTable}
        </button>
      </figcaption>
      <div role="img" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} className="dash-rank-bars">
        <span id={`${id}-d`} className="visually-hidden">
          {desc}
        </span>
        {shown.length === 0 && <p className="dash-muted" aria-hidden="true">{t.chartEmpty}</p>}
        {shown.map((r) => (
          <div key={r.label} className="dash-rank-row" aria-hidden="true">
            <span className="dash-rank-label" title={r.label}>
              {r.label}
            </span>
            <svg className="dash-rank-track" viewBox="0 0 100 10" preserveAspectRatio="none">
              <rect className="dash-chart-bar" x={rtl ? 100 - width(r.value) : 0} y={0} width={width(r.value)} height={10} rx={1} />
            </svg>
            <span className="dash-rank-value">{format(r.value)}</span>
          </div>
        ))}
      </div>
      {showTable && (
        <div className="dash-table-wrap">
          <table className="dash-table dash-table-compact">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td className="num">{format(r.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
