// The goods of a shipment, one card per order: the quantity shipped (at most the ordered), its
// packages (count, kind from the product's packaging options or typed, net and gross kilograms per
// package), marks and container; a hint where the packages do not hold the quantity, and the totals.
import { fill, useLang } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import type { Packaging } from '../../lib/api-types';
import { useDT } from '../i18n';
import { lineProblems, packMismatch, totals, type Draft, type LineDraft } from './draft';
import type { Shipment, ShipmentLine } from './types';
import { formatKg, GRAMS_PER_UNIT } from './weights';
import { lineProduct, unitOne } from './words';
import { quantityText } from '../../i18n/units';

const OTHER = '\u0000other';

type Props = {
  shipment: Shipment;
  draft: Draft;
  /** The packaging options of each product, by its id. */
  packaging: Map<number, Packaging[]>;
  locked: boolean;
  /** Mark every line's mistakes (after a Save was tried). */
  showProblems: boolean;
  onLine: (index: number, patch: Partial<LineDraft>) => void;
};

export function LinesEditor({ shipment, draft, packaging, locked, showProblems, onLine }: Props) {
  const t = useDT();
  const lang = useLang();
  const sum = totals(draft.lines);
  return (
    <>
      {draft.lines.map((l, i) => {
        const line = shipment.lines.find((x) => x.orderId === l.orderId);
        return line ? (
          <LineCard key={l.orderId} index={i} line={line} draft={l} options={packaging.get(line.productId ?? -1) ?? []} containers={draft.containers.map((c) => c.number.trim()).filter(Boolean)} locked={locked} showProblems={showProblems} onLine={onLine} />
        ) : null;
      })}
      <dl className="dash-ship-totals" data-testid="ship-totals" aria-live="polite">
        <div>
          <dt>{t.shipTotalPackages}</dt>
          <dd data-testid="ship-total-packages">{formatNumber(sum.packages, lang)}</dd>
        </div>
        <div>
          <dt>{t.shipTotalNet}</dt>
          <dd data-testid="ship-total-net">{fill(t.shipKg, { n: formatKg(sum.net, lang) })}</dd>
        </div>
        <div>
          <dt>{t.shipTotalGross}</dt>
          <dd data-testid="ship-total-gross">{fill(t.shipKg, { n: formatKg(sum.gross, lang) })}</dd>
        </div>
      </dl>
    </>
  );
}

type CardProps = {
  index: number;
  line: ShipmentLine;
  draft: LineDraft;
  options: Packaging[];
  containers: string[];
  locked: boolean;
  showProblems: boolean;
  onLine: (index: number, patch: Partial<LineDraft>) => void;
};

function LineCard({ index, line, draft: l, options, containers, locked, showProblems, onLine }: CardProps) {
  const t = useDT();
  const lang = useLang();
  const id = `ship-line-${line.orderId}`;
  const problems = showProblems ? lineProblems(l, line) : {};
  const set = (patch: Partial<LineDraft>) => onLine(index, patch);
  const chosen = options.find((o) => o.en === l.kind);
  const typing = !chosen && (l.kind !== '' || l.kindFa !== '' || options.length === 0);
  const mismatch = packMismatch(l, line);
  const perUnit = GRAMS_PER_UNIT[line.unit];
  const problem = (name: keyof typeof problems) =>
    problems[name] ? (
      <small className="dash-field-error" id={`${id}-${name}-error`} data-testid="ship-line-error">
        {fill(t[problems[name]], { max: formatNumber(line.ordered, lang) })}
      </small>
    ) : null;
  const aria = (name: keyof typeof problems) => ({
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <fieldset className="dash-fieldset dash-ship-line" data-testid="ship-line" data-order-id={line.orderId} disabled={locked}>
      <legend>
        <bdi>{lineProduct(line, lang)}</bdi> <span className="dash-muted">#{formatNumber(line.orderId, lang, { useGrouping: false })}</span>
      </legend>
      <p className="dash-muted dash-ship-ordered">{fill(t.shipOrdered, { quantity: quantityText(line.ordered, line.unit, lang) })}</p>
      <div className="dash-form-grid">
        <div className="dash-field">
          <label htmlFor={`${id}-qty`}>{fill(t.shipQuantity, { unit: unitOne(line.unit, lang) })}</label>
          <input id={`${id}-qty`} inputMode="numeric" value={l.quantity} onChange={(e) => set({ quantity: e.target.value })} dir="ltr" {...aria('quantity')} />
          {problem('quantity')}
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-count`}>{t.shipPackages}</label>
          <input id={`${id}-count`} inputMode="numeric" value={l.count} onChange={(e) => set({ count: e.target.value })} dir="ltr" data-testid="ship-count" {...aria('count')} />
          {problem('count')}
        </div>
        <div className="dash-field span-2">
          <label htmlFor={`${id}-kind`}>{t.shipPackageKind}</label>
          {options.length > 0 && (
            <select
              id={`${id}-kind`}
              value={chosen ? chosen.en : typing ? OTHER : ''}
              onChange={(e) => {
                const o = options.find((x) => x.en === e.target.value);
                set(o ? { kind: o.en, kindFa: o.fa ?? '' } : { kind: '', kindFa: '' });
                if (e.target.value === OTHER) requestAnimationFrame(() => document.getElementById(`${id}-kind-en`)?.focus());
              }}
              data-testid="ship-kind"
              {...aria('kind')}
            >
              <option value="">{t.shipKindChoose}</option>
              {options.map((o) => (
                <option key={o.en} value={o.en}>
                  {lang === 'fa' && o.fa ? o.fa : o.en}
                </option>
              ))}
              <option value={OTHER}>{t.shipKindOther}</option>
            </select>
          )}
          {(typing || options.length === 0) && (
            <div className="dash-ship-kind-typed">
              <input
                id={options.length ? `${id}-kind-en` : `${id}-kind`}
                aria-label={options.length ? t.shipKindEn : undefined}
                placeholder={t.shipKindEn}
                value={l.kind}
                onChange={(e) => set({ kind: e.target.value })}
                maxLength={80}
                dir="ltr"
                data-testid="ship-kind-en"
                {...aria('kind')}
              />
              <input aria-label={t.shipKindFa} placeholder={t.shipKindFa} value={l.kindFa} onChange={(e) => set({ kindFa: e.target.value })} maxLength={80} dir="rtl" lang="fa" />
            </div>
          )}
          {problem('kind')}
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-net`}>{t.shipNetKg}</label>
          <input id={`${id}-net`} inputMode="decimal" value={l.net} onChange={(e) => set({ net: e.target.value })} dir="ltr" data-testid="ship-net" {...aria('net')} />
          {problem('net')}
        </div>
        <div className="dash-field">
          <label htmlFor={`${id}-gross`}>{t.shipGrossKg}</label>
          <input id={`${id}-gross`} inputMode="decimal" value={l.gross} onChange={(e) => set({ gross: e.target.value })} dir="ltr" data-testid="ship-gross" {...aria('gross')} />
          {problem('gross')}
        </div>
        <div className="dash-field span-2">
          <label htmlFor={`${id}-marks`}>{t.shipMarks}</label>
          <textarea id={`${id}-marks`} rows={2} value={l.marks} onChange={(e) => set({ marks: e.target.value })} maxLength={300} dir="auto" />
        </div>
        <div className="dash-field span-2">
          <label htmlFor={`${id}-container`}>{t.shipContainer}</label>
          <select id={`${id}-container`} dir="ltr" value={l.container} onChange={(e) => set({ container: e.target.value })} data-testid="ship-line-container">
            <option value="">{t.shipContainerUnsaid}</option>
            {containers.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            {l.container && !containers.includes(l.container) && <option value={l.container}>{l.container}</option>}
          </select>
        </div>
      </div>
      {mismatch && perUnit !== undefined && (
        <p className="dash-hint dash-ship-hint" role="note" data-testid="ship-pack-hint">
          {fill(t.shipPackHint, { packed: fill(t.shipKg, { n: formatKg(mismatch.packed, lang) }), quantity: fill(t.shipKg, { n: formatKg(mismatch.ships, lang) }) })}
        </p>
      )}
      {!perUnit && l.count.trim() !== '' && l.count.trim() !== l.quantity.trim() && (
        <p className="dash-hint dash-ship-hint" role="note" data-testid="ship-pack-hint">
          {fill(t.shipOnePerPackage, { unit: unitOne(line.unit, lang), n: formatNumber(Number(l.quantity) || 0, lang) })}
        </p>
      )}
    </fieldset>
  );
}
