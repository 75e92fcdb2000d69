// Which bars of a chart get their label under the axis, so that no two labels overlap whatever the
// number of bars (7, 30 or 90 days, 12 months) and the chart's width (a laptop's two columns, a
// phone's one): every k-th bar from the first, k as small as the widest label allows, and the last
// bar (the latest day), for which the k-th before it gives way when the two would touch.

/** A label to draw: its bar, and its centre from the plot's inline start (px). */
export type AxisLabel = { index: number; offset: number };

/** Room kept between two labels (px). */
export const LABEL_GAP = 6;

/**
 * The labels of `n` bars `slot` px apart, each label at most `labelWidth` px wide (its gap
 * included), on a plot of `n * slot` px: centred under their bars, the last one moved inward when
 * it would stick out of the plot's inline end. Any two kept labels are at least `labelWidth` apart.
 */
export function axisLabels(n: number, slot: number, labelWidth: number): AxisLabel[] {
  if (n <= 0 || slot <= 0) return [];
  const every = Math.max(1, Math.ceil(labelWidth / slot));
  const end = n * slot;
  const at = (i: number) => Math.min((i + 0.5) * slot, Math.max(slot / 2, end - labelWidth / 2 + LABEL_GAP / 2));
  const candidates: number[] = [];
  for (let i = 0; i < n; i += every) candidates.push(i);
  if (candidates[candidates.length - 1] !== n - 1) candidates.push(n - 1);
  // from the latest day backwards: the one before a kept label gives way when they would touch
  const kept: AxisLabel[] = [];
  for (let k = candidates.length - 1; k >= 0; k--) {
    const label = { index: candidates[k], offset: at(candidates[k]) };
    if (kept.length === 0 || kept[0].offset - label.offset >= labelWidth) kept.unshift(label);
  }
  return kept;
}

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * The widest of `labels` in px as drawn in `font` (a CSS font, e.g. `11px system-ui`), plus
 * [`LABEL_GAP`]: measured where the browser can (a tenth more: SVG text may draw a little wider than
 * the canvas measures it), else estimated from the length.
 */
export function widestLabel(labels: string[], font: string): number {
  if (canvas === undefined) {
    try {
      // the page's own canvas: it draws with the page's web fonts
      canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  let widest = 0;
  for (const label of labels) {
    let w = label.length * 7;
    if (canvas) {
      canvas.font = font;
      w = canvas.measureText(label).width * 1.1;
    }
    widest = Math.max(widest, w);
  }
  return Math.ceil(widest) + LABEL_GAP;
}
