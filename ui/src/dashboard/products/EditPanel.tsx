// The edit-details panel of a product: name, unit, price, currency, source, the available stock
// (saved as the base stock that yields it), the low-stock alert and the photos; beside it, the stock history.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate, formatNumber } from '../../i18n/format';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import { CURRENCIES, SOURCES, UNITS, type Product } from '../../lib/api-types';
import { EnumSelect, Field, Spinner } from '../ui';
import { GalleryEditor, galleryForSave, galleryOf } from './GalleryEditor';
import { fillMessage, imageErrorText, otherTexts, productFields, sourceKey, sum, thresholdOf } from './product';
import { BilingualFields } from '../Bilingual';
import { UNIT_WORDS } from '../../i18n/units';
import { SpecsFields, factsBody, factsDraft, factsError } from './SpecsFields';

type PanelProps = { product: Product; threshold: number | null; onClose: () => void; onSaved: (p: Product) => void; onError: (m: string) => void };

export default function EditPanel({ product: p, threshold, onClose, onSaved, onError }: PanelProps) {
  const t = useDT();
  const lang = useLang();
  const [d, setD] = useState({
    name: p.name,
    nameFa: p.nameFa,
    description: p.description,
    descriptionFa: p.descriptionFa,
    unit: p.unit,
    price: String(p.price),
    currency: p.currency,
    source: p.source,
    available: String(p.available),
    threshold: threshold === null ? '' : String(threshold),
  });
  const [facts, setFacts] = useState(() => factsDraft(p.facts));
  const [photos, setPhotos] = useState(() => galleryOf(p));
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const id = `edit-${p.id}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    const missing: string[] = [];
    if (!d.name.trim()) missing.push('name');
    if (!(Number(d.price) > 0)) missing.push('price');
    if (missing.length) return onError(fillMessage(missing, lang));
    const badFacts = factsError(facts, lang);
    if (badFacts) return onError(badFacts);
    const lowStockThreshold = thresholdOf(d.threshold);
    if (lowStockThreshold === undefined) return onError(t.lowStockInvalid);
    const entered = Math.max(0, Math.floor(Number(d.available) || 0));
    // The stock rule: the base stock that makes `available` what the admin entered, never below 0.
    const baseStock = Math.max(0, entered - sum(p.imports) + sum(p.exports));
    setBusy(true);
    try {
      let images = null;
      try {
        images = await galleryForSave(photos, p);
      } catch (err) {
        return onError(imageErrorText(err, t, lang));
      }
      const patch = { name: d.name.trim(), ...otherTexts(d), unit: d.unit, price: Number(d.price), currency: d.currency, source: d.source, baseStock, facts: factsBody(facts), ...(images ? { images } : {}), ...(lowStockThreshold !== threshold ? { lowStockThreshold } : {}) };
      try {
        onSaved(await api.updateProduct(p.id, patch));
      } catch (err) {
        onError(errorText(err, t.failedToSave, lang));
      }
    } finally {
      setBusy(false);
    }
  }

  const movements = [
    ...p.imports.map((m) => ({ ...m, kind: 'import' as const, destination: '' })),
    ...p.exports.map((m) => ({ ...m, kind: 'export' as const })),
  ].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));

  return (
    <div className="dash-edit" role="region" aria-label={fill(t.editProduct, { name: p.name })}>
      <form className="dash-form-grid" onSubmit={save} noValidate>
        <h4 className="span-all dash-edit-title">{fill(t.editProduct, { name: p.name })}</h4>
        <BilingualFields id={id} fields={productFields(t)} value={d} onChange={(k, v) => setD({ ...d, [k]: v })} firstRef={first} />
        <Field label={t.unit} htmlFor={`${id}-unit`}>
          <EnumSelect id={`${id}-unit`} value={d.unit} options={UNITS} label={(u) => UNIT_WORDS[lang].one[u]} onChange={(v) => setD({ ...d, unit: v })} />
        </Field>
        <Field label={t.price} htmlFor={`${id}-price`}>
          <input id={`${id}-price`} type="number" min="0" step="any" inputMode="decimal" value={d.price} onChange={(e) => setD({ ...d, price: e.target.value })} />
        </Field>
        <Field label={t.currency} htmlFor={`${id}-currency`}>
          <EnumSelect id={`${id}-currency`} value={d.currency} options={CURRENCIES} onChange={(v) => setD({ ...d, currency: v })} />
        </Field>
        <Field label={t.source} htmlFor={`${id}-source`}>
          <EnumSelect id={`${id}-source`} value={d.source} options={SOURCES} label={(s) => t[sourceKey[s]]} onChange={(v) => setD({ ...d, source: v })} />
        </Field>
        <Field label={t.availableEntered} htmlFor={`${id}-available`} hint={t.availableHint} className="span-2">
          <input id={`${id}-available`} type="number" min="0" step="1" inputMode="numeric" value={d.available} onChange={(e) => setD({ ...d, available: e.target.value })} />
        </Field>
        <Field label={fill(t.lowStockThreshold, { unit: UNIT_WORDS[lang].counted[d.unit] })} htmlFor={`${id}-threshold`} hint={t.lowStockHint} className="span-2">
          <input id={`${id}-threshold`} type="number" min="0" max="1000000000" step="1" inputMode="numeric" value={d.threshold} onChange={(e) => setD({ ...d, threshold: e.target.value })} data-testid="low-stock-threshold" />
        </Field>
        <SpecsFields id={id} value={facts} unitWord={UNIT_WORDS[lang].one[d.unit]} onChange={setFacts} />
        <div className="span-all">
          <GalleryEditor items={photos} onChange={setPhotos} />
        </div>
        <div className="dash-form-actions span-all">
          <button type="button" className="dash-btn" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t.saving : t.saveChanges}
          </button>
        </div>
      </form>
      <div className="dash-history">
        <h4>{t.stockHistory}</h4>
        {movements.length === 0 ? (
          <p className="dash-muted">{t.noMovements}</p>
        ) : (
          <ul>
            {movements.map((m) => (
              <li key={`${m.kind}-${m.id}`} className={`is-${m.kind}`}>
                <span className="dash-chip">{m.kind === 'import' ? t.movementImport : t.movementExport}</span>
                <span className="num">
                  {m.kind === 'import' ? '+' : '−'}
                  {formatNumber(m.quantity, lang)}
                </span>
                <span>{formatDate(m.date, lang)}</span>
                {m.destination && <span dir="auto">{m.destination}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
