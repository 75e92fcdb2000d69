// Products tab: the add-product form, the product list with quick import and export, the edit-details
// panel, delete with a confirm dialog (removed at once, restored only if the server refuses), and the
// error modal every server error of this tab shows in.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isAbortError } from '../api';
import { formatDate, formatNumber } from '../i18n/format';
import { api, errorText } from './dashApi';
import { useDashLang, useDT, type DashKey, type Lang, type T } from './i18n';
import { EDIT_UPLOAD_LIMITS, ImageError, prepareImage, UPLOAD_LIMITS, type ImageChoice } from './images';
import { CURRENCIES, SOURCES, UNITS, type Currency, type NewProduct, type Product, type Source, type Unit } from './types';
import { Banner, ConfirmDialog, ErrorModal, Field, ImagePicker, Spinner, today, useFlash, useTabLoad, LoadError, Loading } from './ui';

const unitKey: Record<Unit, DashKey> = { kg: 'unitKg', ton: 'unitTon', bag: 'unitBag', box: 'unitBox' };
const sourceKey: Record<Source, DashKey> = { bought: 'sourceBought', imported: 'sourceImported' };

const sum = (xs: { quantity: number }[]) => xs.reduce((a, x) => a + x.quantity, 0);
/** A whole quantity above 0 typed in a field, else null. */
const positiveInt = (s: string) => {
  const n = Number(s);
  return s.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The create-product rule of the specification; the English names the message lists, in its order. */
export function missingProductFields(f: { name: string; price: string; unit: string; currency: string; source: string; initialImportQty: string; importDate: string; initialStock: string }): string[] {
  const missing: string[] = [];
  if (!f.name.trim()) missing.push('Name');
  if (!(Number(f.price) > 0) || f.price.trim() === '') missing.push('Price');
  if (!f.unit) missing.push('Unit');
  if (!f.currency) missing.push('Currency');
  if (!f.source) missing.push('Source');
  if (f.source === 'imported') {
    if (!(Number(f.initialImportQty) > 0)) missing.push('Initial import quantity');
    if (!f.importDate) missing.push('Import date');
  } else if (!(Number(f.initialStock) > 0)) missing.push('Initial stock');
  return missing;
}

const fieldKey: Record<string, DashKey> = {
  Name: 'productName', Price: 'price', Unit: 'unit', Currency: 'currency', Source: 'source',
  'Initial import quantity': 'initialImportQty', 'Import date': 'importDate', 'Initial stock': 'initialStock',
};

function fillMessage(missing: string[], t: T, lang: Lang) {
  return t('fillRequired', { fields: missing.map((m) => t(fieldKey[m])).join(lang === 'fa' ? '، ' : ', ') });
}

function imageErrorText(e: unknown, t: T, lang: Lang) {
  if (e instanceof ImageError) return errorText(e, t('failedToProcessImage'), lang);
  return t('failedToProcessImage');
}

export function money(n: number, currency: Currency, lang: Lang) {
  return `${formatNumber(n, lang, { maximumFractionDigits: 2 })} ${currency}`;
}

const emptyDraft = () => ({
  name: '',
  unit: 'kg' as Unit,
  price: '',
  currency: 'USD' as Currency,
  source: 'bought' as Source,
  initialStock: '',
  initialImportQty: '',
  importDate: today(),
  image: { kind: 'none' } as ImageChoice,
});

export default function ProductsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useDashLang();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [modal, setModal] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Product | null>(null);
  const [flash, setFlash] = useFlash(4000);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      try {
        const list = await api.products(signal);
        setProducts(list);
        setLoadError(null);
      } catch (e) {
        if (isAbortError(e)) return;
        setLoadError(errorText(e, t('failedToLoad'), lang));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [t, lang],
  );

  useTabLoad(active, load);

  const replace = (p: Product) => setProducts((list) => (list ? list.map((x) => (x.id === p.id ? p : x)) : [p]));

  async function remove(p: Product) {
    setConfirm(null);
    const index = products?.findIndex((x) => x.id === p.id) ?? -1;
    setProducts((list) => list?.filter((x) => x.id !== p.id) ?? null);
    try {
      await api.deleteProduct(p.id);
      setFlash(t('productDeleted', { name: p.name }));
      load();
    } catch (e) {
      setProducts((list) => {
        if (!list || list.some((x) => x.id === p.id)) return list;
        const next = [...list];
        next.splice(Math.min(Math.max(index, 0), next.length), 0, p);
        return next;
      });
      setModal(errorText(e, t('failedToDelete'), lang));
    }
  }

  return (
    <div className="dash-stack">
      <AddProductForm
        onCreated={(p) => {
          setProducts((list) => [p, ...(list ?? []).filter((x) => x.id !== p.id)]);
          setFlash(t('productAdded', { name: p.name }));
        }}
        onError={setModal}
      />
      <section className="dash-card" aria-labelledby="dash-products-h">
        <div className="dash-card-head">
          <h2 id="dash-products-h">
            {t('productsList')}{' '}
            {products && <span className="dash-count">{t('productsCount', { n: formatNumber(products.length, lang) })}</span>}
          </h2>
          <button type="button" className="dash-btn dash-btn-ghost dash-btn-sm" onClick={() => load()} disabled={loading}>
            {loading ? <Spinner size="sm" /> : null}
            {t('refresh')}
          </button>
        </div>
        <div aria-live="polite">{flash && <Banner kind="success">{flash}</Banner>}</div>
        {loadError && (
          <LoadError onRetry={() => load()} t={t}>
            {t('anErrorOccurred')}: {loadError}
          </LoadError>
        )}
        {products === null && !loadError && <Loading t={t} />}
        {products?.length === 0 && <p className="dash-empty">{t('noProducts')}</p>}
        {products && products.length > 0 && (
          <ul className="dash-products" aria-labelledby="dash-products-h">
            {products.map((p) => (
              <ProductRow key={p.id} product={p} onChange={replace} onError={setModal} onDelete={() => setConfirm(p)} onSaved={(x) => setFlash(x)} />
            ))}
          </ul>
        )}
      </section>
      {confirm && (
        <ConfirmDialog
          t={t}
          title={t('deleteProductTitle')}
          body={t('deleteProductBody', { name: confirm.name })}
          confirmLabel={t('delete')}
          onCancel={() => setConfirm(null)}
          onConfirm={() => remove(confirm)}
        />
      )}
      {modal && <ErrorModal t={t} message={modal} onClose={() => setModal(null)} />}
    </div>
  );
}

function AddProductForm({ onCreated, onError }: { onCreated: (p: Product) => void; onError: (m: string) => void }) {
  const t = useDT();
  const lang = useDashLang();
  const [d, setD] = useState(emptyDraft);
  const [busy, setBusy] = useState(false);
  // On a phone the form starts folded so the product list is in reach; on a laptop it is open.
  const [open, setOpen] = useState(() => !window.matchMedia('(max-width: 640px)').matches);
  const set = <K extends keyof ReturnType<typeof emptyDraft>>(k: K, v: ReturnType<typeof emptyDraft>[K]) => setD((x) => ({ ...x, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = missingProductFields(d);
    if (missing.length) return onError(fillMessage(missing, t, lang));
    setBusy(true);
    try {
      let imageUrl: string | null;
      try {
        imageUrl = await prepareImage(d.image, UPLOAD_LIMITS);
      } catch (err) {
        return onError(imageErrorText(err, t, lang));
      }
      const body: NewProduct = { name: d.name.trim(), unit: d.unit, price: Number(d.price), currency: d.currency, source: d.source };
      if (imageUrl) body.imageUrl = imageUrl;
      if (d.source === 'imported') {
        body.initialImportQty = Number(d.initialImportQty);
        body.importDate = d.importDate;
      } else body.initialStock = Number(d.initialStock);
      try {
        const created = await api.createProduct(body);
        onCreated(created);
        setD(emptyDraft());
      } catch (err) {
        onError(errorText(err, t('failedToCreate'), lang));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-add-product-h">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-add-product-h">{t('addProduct')}</h2>
          <p className="dash-muted">{t('addProductLead')}</p>
        </div>
        <button type="button" className="dash-btn dash-btn-sm dash-phone-only" aria-expanded={open} aria-controls="dash-add-product-form" onClick={() => setOpen((o) => !o)}>
          {open ? t('hideForm') : t('showForm')}
        </button>
      </div>
      <form id="dash-add-product-form" className="dash-form-grid" onSubmit={submit} noValidate data-testid="add-product-form" hidden={!open}>
        <Field label={t('productName')} htmlFor="np-name" className="span-2">
          <input id="np-name" value={d.name} onChange={(e) => set('name', e.target.value)} dir="auto" autoComplete="off" />
        </Field>
        <Field label={t('unit')} htmlFor="np-unit">
          <select id="np-unit" value={d.unit} onChange={(e) => set('unit', e.target.value as Unit)}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {t(unitKey[u])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('price')} htmlFor="np-price">
          <input id="np-price" type="number" inputMode="decimal" min="0" step="any" value={d.price} onChange={(e) => set('price', e.target.value)} />
        </Field>
        <Field label={t('currency')} htmlFor="np-currency">
          <select id="np-currency" value={d.currency} onChange={(e) => set('currency', e.target.value as Currency)}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('source')} htmlFor="np-source">
          <select id="np-source" value={d.source} onChange={(e) => set('source', e.target.value as Source)}>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(sourceKey[s])}
              </option>
            ))}
          </select>
        </Field>
        {d.source === 'imported' ? (
          <>
            <Field label={t('initialImportQty')} htmlFor="np-import-qty">
              <input id="np-import-qty" type="number" inputMode="numeric" min="1" step="1" value={d.initialImportQty} onChange={(e) => set('initialImportQty', e.target.value)} />
            </Field>
            <Field label={t('importDate')} htmlFor="np-import-date">
              <input id="np-import-date" type="date" value={d.importDate} onChange={(e) => set('importDate', e.target.value)} />
            </Field>
          </>
        ) : (
          <Field label={t('initialStock')} htmlFor="np-stock">
            <input id="np-stock" type="number" inputMode="numeric" min="1" step="1" value={d.initialStock} onChange={(e) => set('initialStock', e.target.value)} />
          </Field>
        )}
        <div className="span-all">
          <ImagePicker t={t} label={t('imageSource')} value={d.image} onChange={(v) => set('image', v)} testId="new-product-image" />
        </div>
        <div className="dash-form-actions span-all">
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t('adding') : t('addProduct')}
          </button>
        </div>
      </form>
    </section>
  );
}

type RowProps = {
  product: Product;
  onChange: (p: Product) => void;
  onError: (m: string) => void;
  onDelete: () => void;
  onSaved: (m: string) => void;
};

function ProductRow({ product: p, onChange, onError, onDelete, onSaved }: RowProps) {
  const t = useDT();
  const lang = useDashLang();
  const [editing, setEditing] = useState(false);
  const [imp, setImp] = useState({ qty: '', date: today() });
  const [exp, setExp] = useState({ qty: '', destination: '', date: today() });
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const imported = sum(p.imports);
  const exported = sum(p.exports);
  const unit = t(unitKey[p.unit]);
  const n = (x: number) => formatNumber(x, lang);
  const importQty = positiveInt(imp.qty);
  const exportQty = positiveInt(exp.qty);

  async function addImport(e: FormEvent) {
    e.preventDefault();
    if (!importQty) return;
    setBusy('import');
    try {
      onChange(await api.addImport(p.id, importQty, imp.date || undefined));
      setImp((x) => ({ ...x, qty: '' }));
      onSaved(t('importAdded', { qty: n(importQty), unit, name: p.name }));
    } catch (err) {
      onError(errorText(err, t('failedToAddImport'), lang));
    } finally {
      setBusy(null);
    }
  }

  async function addExport(e: FormEvent) {
    e.preventDefault();
    if (!exportQty || !exp.destination.trim()) return;
    if (exportQty > p.available) return onError(t('exceedsStock'));
    setBusy('export');
    try {
      onChange(await api.addExport(p.id, exportQty, exp.destination.trim(), exp.date || undefined));
      setExp((x) => ({ ...x, qty: '', destination: '' }));
      onSaved(t('exportAdded', { qty: n(exportQty), unit, dest: exp.destination.trim(), name: p.name }));
    } catch (err) {
      onError(errorText(err, t('failedToAddExport'), lang));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="dash-product" data-testid="product-row" data-product-id={p.id}>
      <div className="dash-product-main">
        <div className="dash-thumb">
          {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" width={56} height={56} /> : <span aria-hidden="true">{p.name.slice(0, 1)}</span>}
        </div>
        <div className="dash-product-info">
          <h3 className="dash-product-name" dir="auto">
            {p.name}
          </h3>
          <p className="dash-product-meta">
            <span>{money(p.price, p.currency, lang)} / {unit}</span>
            <span className={`dash-chip dash-chip-${p.source}`}>{t(sourceKey[p.source])}</span>
            <span className="dash-muted">
              {t('created')}: {formatDate(p.createdAt, lang)}
            </span>
          </p>
        </div>
        <dl className="dash-stock">
          <div className="is-main">
            <dt>{t('available')}</dt>
            <dd data-testid="available">
              {n(p.available)} <small>{unit}</small>
            </dd>
          </div>
          <div>
            <dt>{t('imported')}</dt>
            <dd>{n(imported)}</dd>
          </div>
          <div>
            <dt>{t('exported')}</dt>
            <dd>{n(exported)}</dd>
          </div>
        </dl>
        <div className="dash-row-actions">
          <button type="button" className="dash-btn dash-btn-sm" aria-expanded={editing} onClick={() => setEditing((x) => !x)}>
            {t('editDetails')}
          </button>
          <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={onDelete}>
            {t('delete')}
          </button>
        </div>
      </div>
      <div className="dash-quick">
        <form className="dash-quick-box" onSubmit={addImport} aria-label={`${t('quickImport')} — ${p.name}`}>
          <span className="dash-quick-title">{t('quickImport')}</span>
          <label>
            <span className="visually-hidden">{t('quantity')}</span>
            <input type="number" min="1" step="1" inputMode="numeric" placeholder={t('quantity')} value={imp.qty} onChange={(e) => setImp({ ...imp, qty: e.target.value })} className="dash-qty" />
          </label>
          <label>
            <span className="visually-hidden">{t('date')}</span>
            <input type="date" value={imp.date} onChange={(e) => setImp({ ...imp, date: e.target.value })} />
          </label>
          <button type="submit" className="dash-btn dash-btn-sm" disabled={!importQty || busy !== null}>
            {busy === 'import' ? <Spinner size="sm" /> : null}
            {t('addImport')}
          </button>
        </form>
        <form className="dash-quick-box" onSubmit={addExport} aria-label={`${t('quickExport')} — ${p.name}`}>
          <span className="dash-quick-title">{t('quickExport')}</span>
          <label>
            <span className="visually-hidden">{t('quantity')}</span>
            <input type="number" min="1" step="1" inputMode="numeric" placeholder={t('quantity')} value={exp.qty} onChange={(e) => setExp({ ...exp, qty: e.target.value })} className="dash-qty" />
          </label>
          <label>
            <span className="visually-hidden">{t('destination')}</span>
            <input placeholder={t('destinationPlaceholder')} value={exp.destination} onChange={(e) => setExp({ ...exp, destination: e.target.value })} dir="auto" />
          </label>
          <label>
            <span className="visually-hidden">{t('date')}</span>
            <input type="date" value={exp.date} onChange={(e) => setExp({ ...exp, date: e.target.value })} />
          </label>
          <button type="submit" className="dash-btn dash-btn-sm" disabled={!exportQty || !exp.destination.trim() || busy !== null}>
            {busy === 'export' ? <Spinner size="sm" /> : null}
            {t('addExport')}
          </button>
        </form>
      </div>
      {editing && (
        <EditPanel
          product={p}
          onClose={() => setEditing(false)}
          onSaved={(x) => {
            onChange(x);
            setEditing(false);
            onSaved(t('productSaved', { name: x.name }));
          }}
          onError={onError}
        />
      )}
    </li>
  );
}

function EditPanel({ product: p, onClose, onSaved, onError }: { product: Product; onClose: () => void; onSaved: (p: Product) => void; onError: (m: string) => void }) {
  const t = useDT();
  const lang = useDashLang();
  const [d, setD] = useState({
    name: p.name,
    unit: p.unit,
    price: String(p.price),
    currency: p.currency,
    source: p.source,
    available: String(p.available),
    image: { kind: 'none' } as ImageChoice,
  });
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const id = `edit-${p.id}`;

  async function save(e: FormEvent) {
    e.preventDefault();
    const missing: string[] = [];
    if (!d.name.trim()) missing.push('Name');
    if (!(Number(d.price) > 0)) missing.push('Price');
    if (missing.length) return onError(fillMessage(missing, t, lang));
    const entered = Math.max(0, Math.floor(Number(d.available) || 0));
    // The stock rule: the base stock that makes `available` what the admin entered, never below 0.
    const baseStock = Math.max(0, entered - sum(p.imports) + sum(p.exports));
    setBusy(true);
    try {
      let imageUrl: string | null = null;
      try {
        imageUrl = await prepareImage(d.image, EDIT_UPLOAD_LIMITS);
      } catch (err) {
        return onError(imageErrorText(err, t, lang));
      }
      const patch = { name: d.name.trim(), unit: d.unit, price: Number(d.price), currency: d.currency, source: d.source, baseStock, ...(imageUrl ? { imageUrl } : {}) };
      try {
        onSaved(await api.updateProduct(p.id, patch));
      } catch (err) {
        onError(errorText(err, t('failedToSave'), lang));
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
    <div className="dash-edit" role="region" aria-label={t('editProduct', { name: p.name })}>
      <form className="dash-form-grid" onSubmit={save} noValidate>
        <h4 className="span-all dash-edit-title">{t('editProduct', { name: p.name })}</h4>
        <Field label={t('productName')} htmlFor={`${id}-name`} className="span-2">
          <input ref={first} id={`${id}-name`} value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} dir="auto" />
        </Field>
        <Field label={t('unit')} htmlFor={`${id}-unit`}>
          <select id={`${id}-unit`} value={d.unit} onChange={(e) => setD({ ...d, unit: e.target.value as Unit })}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {t(unitKey[u])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('price')} htmlFor={`${id}-price`}>
          <input id={`${id}-price`} type="number" min="0" step="any" inputMode="decimal" value={d.price} onChange={(e) => setD({ ...d, price: e.target.value })} />
        </Field>
        <Field label={t('currency')} htmlFor={`${id}-currency`}>
          <select id={`${id}-currency`} value={d.currency} onChange={(e) => setD({ ...d, currency: e.target.value as Currency })}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('source')} htmlFor={`${id}-source`}>
          <select id={`${id}-source`} value={d.source} onChange={(e) => setD({ ...d, source: e.target.value as Source })}>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(sourceKey[s])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('availableEntered')} htmlFor={`${id}-available`} hint={t('availableHint')} className="span-2">
          <input id={`${id}-available`} type="number" min="0" step="1" inputMode="numeric" value={d.available} onChange={(e) => setD({ ...d, available: e.target.value })} />
        </Field>
        <div className="span-all">
          <ImagePicker t={t} label={t('replaceImage')} value={d.image} current={p.imageUrl} onChange={(v) => setD({ ...d, image: v })} testId="edit-product-image" />
        </div>
        <div className="dash-form-actions span-all">
          <button type="button" className="dash-btn" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t('saving') : t('saveChanges')}
          </button>
        </div>
      </form>
      <div className="dash-history">
        <h4>{t('stockHistory')}</h4>
        {movements.length === 0 ? (
          <p className="dash-muted">{t('noMovements')}</p>
        ) : (
          <ul>
            {movements.map((m) => (
              <li key={`${m.kind}-${m.id}`} className={`is-${m.kind}`}>
                <span className="dash-chip">{m.kind === 'import' ? t('movementImport') : t('movementExport')}</span>
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
