// An accessible SVG bar chart: role img with title and description, a data table on demand,
// colours from the theme variables, and bars laid out from the inline start (mirrored in RTL).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { fill } from '../../i18n';
import { useDT } from '../i18n';
import { axisLabels, widestLabel } from './axisLabels';

type Props = {
  title: string;
  labels: string[]; // one per bar, short (axis)
  longLabels?: string[]; // one per bar, for the table and tooltips
  values: number[];
  format: (n: number) => string;
  rtl: boolean;
  axisLabel: string; // the column heading of the labels in the table (Day, Month)
};

const HEIGHT = 220;
const PAD_TOP = 22;
const PAD_BOTTOM = 26;
/** The labels' font (.dash-chart-label: 11px in the page's font). */
const LABEL_FONT_PX = 11;

function useWidth<E extends HTMLElement>(): [React.RefObject<E>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) setWidth(Math.round(e.contentRect.width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** A round upper bound for the axis whose half is round too: 2, 4, 6, 8 or 10 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 0) return 2;
  const pow = 10 ** Math.floor(Math.log10(max));
  for (const m of [2, 4, 6, 8, 10]) if (m * pow >= max) return m * pow;
  return 10 * pow;
}

export default function BarChart({ title, labels, longLabels, values, format, rtl, axisLabel }: Props) {
  const t = useDT();
  const id = useId();
  const [boxRef, width] = useWidth<HTMLDivElement>();
  // The labels are measured in the chart's own font, again once the web fonts have loaded.
  const [, setFontsLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && setFontsLoaded((k) => k + 1));
    return () => {
      live = false;
    };
  }, []);
  const family = boxRef.current ? getComputedStyle(boxRef.current).fontFamily : '';
  const labelWidth = widestLabel(labels, `${LABEL_FONT_PX}px ${family || 'sans-serif'}`);
  const [showTable, setShowTable] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  useEffect(() => setHover(null), [values]);

  const names = longLabels ?? labels;
  const total = values.reduce((a, b) => a + b, 0);
  const maxValue = Math.max(0, ...values);
  const maxIndex = values.indexOf(maxValue);
  const desc =
    total === 0 ? t.chartEmpty : fill(t.chartSummary, { max: format(maxValue), label: names[maxIndex] ?? '', total: format(total) });

  const top = niceMax(maxValue);
  const ticks = [0, top / 2, top];
  const axisWidth = Math.max(28, ...ticks.map((v) => format(v).length * 7 + 8));
  const plotW = Math.max(0, width - axisWidth - 4);
  const plotH = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const n = values.length;
  const slot = n ? plotW / n : 0;
  const barW = Math.max(2, Math.min(48, slot * 0.7));
  // Label every bar when there is room, else every k-th and the last: never two that overlap.
  const shownLabels = axisLabels(n, slot, labelWidth);
  const labelX = (offset: number) => (rtl ? width - axisWidth - offset : axisWidth + offset);
  const showValues = slot >= 26;
  // Inline start: left in LTR, right in RTL. The axis sits at the inline start.
  const x = (i: number) => (rtl ? width - axisWidth - (i + 0.5) * slot : axisWidth + (i + 0.5) * slot);
  const y = (v: number) => PAD_TOP + plotH - (top ? (v / top) * plotH : 0);
  const axisX = rtl ? width - axisWidth : axisWidth;

  return (
    <figure className="dash-chart">
      <figcaption className="dash-chart-head">
        <h3 id={`${id}-t`}>{title}</h3>
        <button type="button" className="dash-link-btn" aria-expanded={showTable} onClick={() => setShowTable((s) => !s)}>
          {showTable ? t.hideTable : t.showTable}
        </button>
      </figcaption>
      <div ref={boxRef} className="dash-chart-box">
        {width > 0 && (
          <svg
            role="img"
            aria-labelledby={`${id}-st`}
            aria-describedby={`${id}-sd`}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            onMouseLeave={() => setHover(null)}
          >
            <title id={`${id}-st`}>{title}</title>
            <desc id={`${id}-sd`}>{desc}</desc>
            {ticks.map((v) => (
              <g key={v} className="dash-chart-grid">
                <line x1={rtl ? 0 : axisWidth} x2={rtl ? width - axisWidth : width} y1={y(v)} y2={y(v)} />
                <text x={rtl ? axisX + 6 : axisX - 6} y={y(v)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                  {format(v)}
                </text>
              </g>
            ))}
            {values.map((v, i) => {
              const h = Math.max(v > 0 ? 2 : 0, PAD_TOP + plotH - y(v));
              const cx = x(i);
              return (
                <g key={i} onMouseEnter={() => setHover(i)} className={hover === i ? 'is-hover' : undefined}>
                  <rect className="dash-chart-hit" x={cx - slot / 2} y={PAD_TOP} width={slot} height={plotH} />
                  <rect className="dash-chart-bar" x={cx - barW / 2} y={PAD_TOP + plotH - h} width={barW} height={h} rx={Math.min(3, barW / 4)}>
                    <title>{`${names[i]}: ${format(v)}`}</title>
                  </rect>
                  {(showValues || hover === i) && v > 0 && (
                    <text className="dash-chart-value" x={cx} y={PAD_TOP + plotH - h - 5} textAnchor="middle">
                      {format(v)}
                    </text>
                  )}
                </g>
              );
            })}
            {shownLabels.map(({ index, offset }) => (
              <text key={index} className="dash-chart-label" x={labelX(offset)} y={HEIGHT - 8} textAnchor="middle">
                {labels[index]}
              </text>
            ))}
          </svg>
        )}
      </div>
      {showTable && (
        <div className="dash-table-wrap">
          <table className="dash-table dash-table-compact">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{axisLabel}</th>
                <th scope="col">{t.value}</th>
              </tr>
            </thead>
            <tbody>
              {values.map((v, i) => (
                <tr key={i}>
                  <th scope="row">{names[i]}</th>
                  <td className="num">{format(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
