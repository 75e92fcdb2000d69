// One product of the list: its figures, its low-stock mark, quick import and quick export, and the edit panel.
import { useState, type FormEvent } from 'react';
import { formatDate, formatNumber } from '../../i18n/format';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import type { Product, StockLevel } from '../../lib/api-types';
import DateField from '../DateField';
import { Spinner, today } from '../ui';
import EditPanel from './EditPanel';
import { money, positiveInt, productUntranslated, sourceKey, sum } from './product';
import { UNIT_WORDS } from '../../i18n/units';

type RowProps = {
  product: Product;
  /** Its low-stock threshold and where it stands; absent without a threshold. */
  level?: StockLevel;
  onChange: (p: Product) => void;
  onError: (m: string) => void;
  onDelete: () => void;
  onSaved: (m: string) => void;
};

export default function ProductRow({ product: p, level, onChange, onError, onDelete, onSaved }: RowProps) {
  const t = useDT();
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const [imp, setImp] = useState({ qty: '', date: today() });
  const [exp, setExp] = useState({ qty: '', destination: '', date: today() });
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const imported = sum(p.imports);
  const exported = sum(p.exports);
  const unit = UNIT_WORDS[lang].one[p.unit];
  const counted = UNIT_WORDS[lang].counted[p.unit];
  const n = (x: number) => formatNumber(x, lang);
  const importQty = positiveInt(imp.qty);
  const english = { text: p.name, lang: 'en' };
  const persian = { text: p.nameFa, lang: 'fa' };
  const names = lang === 'fa' && p.nameFa ? [persian, english] : [english, persian];
  const exportQty = positiveInt(exp.qty);

  async function addImport(e: FormEvent) {
    e.preventDefault();
    if (!importQty) return;
    setBusy('import');
    try {
      onChange(await api.addImport(p.id, importQty, imp.date || undefined));
      setImp((x) => ({ ...x, qty: '' }));
      onSaved(fill(t.importAdded, { qty: n(importQty), unit: counted, name: p.name }));
    } catch (err) {
      onError(errorText(err, t.failedToAddImport, lang));
    } finally {
      setBusy(null);
    }
  }

  async function addExport(e: FormEvent) {
    e.preventDefault();
    if (!exportQty || !exp.destination.trim()) return;
    if (exportQty > p.available) return onError(t.exceedsStock);
    setBusy('export');
    try {
      onChange(await api.addExport(p.id, exportQty, exp.destination.trim(), exp.date || undefined));
      setExp((x) => ({ ...x, qty: '', destination: '' }));
      onSaved(fill(t.exportAdded, { qty: n(exportQty), unit: counted, dest: exp.destination.trim(), name: p.name }));
    } catch (err) {
      onError(errorText(err, t.failedToAddExport, lang));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className={`dash-product${level?.low ? ' is-low' : ''}`} data-testid="product-row" data-product-id={p.id}>
      <div className="dash-product-main">
        <div className="dash-thumb">
          {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" width={56} height={56} /> : <span aria-hidden="true">{p.name.slice(0, 1)}</span>}
        </div>
        <div className="dash-product-info">
          {/* the name in the admin's language first, the other language's under it */}
          <h3 className="dash-product-name" dir="auto" lang={names[0].lang}>
            {names[0].text}
          </h3>
          {names[1].text && (
            <p className="dash-product-name-other" dir="auto" lang={names[1].lang}>
              {names[1].text}
            </p>
          )}
          <p className="dash-product-meta">
            <span>{money(p.price, p.currency, lang)} / {unit}</span>
            <span className={`dash-chip dash-chip-${p.source}`}>{t[sourceKey[p.source]]}</span>
            {productUntranslated(p) && (
              <span className="dash-chip dash-chip-untranslated" data-testid="untranslated">
                {t.untranslatedBadge}
              </span>
            )}
            <span className="dash-muted">
              {t.created}: {formatDate(p.createdAt, lang)}
            </span>
          </p>
          {level?.low && (
            <p className="dash-low-stock-line" data-testid="low-stock">
              {/* a sign and words, not colour alone */}
              <span className="dash-low-stock">
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M12 3 2 21h20L12 3z" />
                  <path d="M12 10v5M12 18v.01" />
                </svg>
                {t.lowStockBadge}
              </span>
              <span>{fill(t.lowStockDetail, { left: n(level.left), unit: counted, threshold: n(level.threshold) })}</span>
            </p>
          )}
        </div>
        <dl className="dash-stock">
          <div className="is-main">
            <dt>{t.available}</dt>
            <dd data-testid="available">
              {n(p.available)} <small>{counted}</small>
            </dd>
          </div>
          <div>
            <dt>{t.imported}</dt>
            <dd>{n(imported)}</dd>
          </div>
          <div>
            <dt>{t.exported}</dt>
            <dd>{n(exported)}</dd>
          </div>
        </dl>
        <div className="dash-row-actions">
          <button type="button" className="dash-btn dash-btn-sm" aria-expanded={editing} onClick={() => setEditing((x) => !x)}>
            {t.editDetails}
          </button>
          <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={onDelete}>
            {t.delete}
          </button>
        </div>
      </div>
      <div className="dash-quick">
        <form className="dash-quick-box" onSubmit={addImport} aria-label={`${t.quickImport} — ${p.name}`}>
          <span className="dash-quick-title">{t.quickImport}</span>
          <label>
            <span className="visually-hidden">{t.quantity}</span>
            <input type="number" min="1" step="1" inputMode="numeric" placeholder={t.quantity} value={imp.qty} onChange={(e) => setImp({ ...imp, qty: e.target.value })} className="dash-qty" />
          </label>
          <DateField value={imp.date} onChange={(date) => setImp((x) => ({ ...x, date }))} aria-label={t.date} />
          <button type="submit" className="dash-btn dash-btn-sm" disabled={!importQty || busy !== null}>
            {busy === 'import' ? <Spinner size="sm" /> : null}
            {t.addImport}
          </button>
        </form>
        <form className="dash-quick-box" onSubmit={addExport} aria-label={`${t.quickExport} — ${p.name}`}>
          <span className="dash-quick-title">{t.quickExport}</span>
          <label>
            <span className="visually-hidden">{t.quantity}</span>
            <input type="number" min="1" step="1" inputMode="numeric" placeholder={t.quantity} value={exp.qty} onChange={(e) => setExp({ ...exp, qty: e.target.value })} className="dash-qty" />
          </label>
          <label>
            <span className="visually-hidden">{t.destination}</span>
            <input placeholder={t.destinationPlaceholder} value={exp.destination} onChange={(e) => setExp({ ...exp, destination: e.target.value })} dir="auto" className="dash-destination" />
          </label>
          <DateField value={exp.date} onChange={(date) => setExp((x) => ({ ...x, date }))} aria-label={t.date} />
          <button type="submit" className="dash-btn dash-btn-sm" disabled={!exportQty || !exp.destination.trim() || busy !== null}>
            {busy === 'export' ? <Spinner size="sm" /> : null}
            {t.addExport}
          </button>
        </form>
      </div>
      {editing && (
        <EditPanel
          product={p}
          threshold={level?.threshold ?? null}
          onClose={() => setEditing(false)}
          onSaved={(x) => {
            onChange(x);
            setEditing(false);
            onSaved(fill(t.productSaved, { name: x.name }));
          }}
          onError={onError}
        />
      )}
    </li>
  );
}
