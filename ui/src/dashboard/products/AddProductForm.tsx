// The add-product form: the specification's required fields (checked here and by the server), an
// image by upload or URL (downscaled before it is sent), more photos, the specifications and the
// low-stock alert — a whole product in one call, created whole or not at all; folded on a phone so
// the list is in reach.
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../dashApi';
import { useLang } from '../../i18n';
import { useDT } from '../i18n';
import { prepareImage, UPLOAD_LIMITS, type ImageChoice } from '../images';
import { CURRENCIES, SOURCES, UNITS, type Currency, type NewProduct, type Product, type Source, type Unit } from '../../lib/api-types';
import DateField from '../DateField';
import { EnumSelect, Field, ImagePicker, Spinner, today } from '../ui';
import { fillMessage, imageErrorText, missingProductFields, otherTexts, productFields, sourceKey, thresholdOf } from './product';
import { SpecsFields, factsBody, factsDraft, factsError } from './SpecsFields';
import { GalleryEditor, photosOf, type GalleryItem } from './GalleryEditor';
import { fill } from '../../i18n';
import { BilingualFields } from '../Bilingual';
import { UNIT_WORDS } from '../../i18n/units';

const emptyDraft = () => ({
  name: '',
  nameFa: '',
  description: '',
  descriptionFa: '',
  unit: 'kg' as Unit,
  price: '',
  currency: 'USD' as Currency,
  source: 'bought' as Source,
  initialStock: '',
  initialImportQty: '',
  importDate: today(),
  image: { kind: 'none' } as ImageChoice,
  threshold: '',
  facts: factsDraft(),
  more: [] as GalleryItem[],
});

/** Whether the card's image is chosen above the more photos (a URL only once typed). */
const hasCover = (c: ImageChoice) => c.kind === 'file' || (c.kind === 'url' && c.url.trim() !== '');

export default function AddProductForm({ onCreated, onError }: { onCreated: (p: Product) => void; onError: (m: string) => void }) {
  const t = useDT();
  const lang = useLang();
  const [d, setD] = useState(emptyDraft);
  const [busy, setBusy] = useState(false);
  // On a phone the form starts folded so the product list is in reach; on a laptop it is open.
  const [open, setOpen] = useState(() => !window.matchMedia('(max-width: 640px)').matches);
  const set = <K extends keyof ReturnType<typeof emptyDraft>>(k: K, v: ReturnType<typeof emptyDraft>[K]) => setD((x) => ({ ...x, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing = missingProductFields(d);
    if (missing.length) return onError(fillMessage(missing, lang));
    const badFacts = factsError(d.facts, lang);
    if (badFacts) return onError(badFacts);
    const lowStockThreshold = thresholdOf(d.threshold);
    if (lowStockThreshold === undefined) return onError(t.lowStockInvalid);
    setBusy(true);
    try {
      let imageUrl: string | null;
      let more;
      try {
        imageUrl = await prepareImage(d.image, UPLOAD_LIMITS);
        more = await photosOf(d.more);
      } catch (err) {
        return onError(imageErrorText(err, t, lang));
      }
      // with more photos, the card's image leads the gallery
      const photos = more.length ? { images: [...(imageUrl ? [{ url: imageUrl }] : []), ...more] } : imageUrl ? { imageUrl } : {};
      const extra = { facts: factsBody(d.facts), ...(lowStockThreshold !== null ? { lowStockThreshold } : {}) };
      const fields = { name: d.name.trim(), ...otherTexts(d), unit: d.unit, price: Number(d.price), currency: d.currency, ...photos, ...extra };
      const body: NewProduct =
        d.source === 'imported'
          ? { ...fields, source: 'imported', initialImportQty: Number(d.initialImportQty), importDate: d.importDate }
          : { ...fields, source: 'bought', initialStock: Number(d.initialStock) };
      try {
        const created = await api.createProduct(body);
        onCreated(created);
        setD(emptyDraft());
      } catch (err) {
        onError(errorText(err, t.failedToCreate, lang));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="dash-card" aria-labelledby="dash-add-product-h">
      <div className="dash-card-head">
        <div>
          <h2 id="dash-add-product-h">{t.addProduct}</h2>
          <p className="dash-muted">{t.addProductLead}</p>
        </div>
        <button type="button" className="dash-btn dash-btn-sm dash-phone-only" aria-expanded={open} aria-controls="dash-add-product-form" onClick={() => setOpen((o) => !o)}>
          {open ? t.hideForm : t.showForm}
        </button>
      </div>
      <form id="dash-add-product-form" className="dash-form-grid" onSubmit={submit} noValidate data-testid="add-product-form" hidden={!open}>
        <BilingualFields id="np" fields={productFields(t)} value={d} onChange={(k, v) => set(k, v)} />
        <Field label={t.unit} htmlFor="np-unit">
          <EnumSelect id="np-unit" value={d.unit} options={UNITS} label={(u) => UNIT_WORDS[lang].one[u]} onChange={(v) => set('unit', v)} />
        </Field>
        <Field label={t.price} htmlFor="np-price">
          <input id="np-price" type="number" inputMode="decimal" min="0" step="any" value={d.price} onChange={(e) => set('price', e.target.value)} />
        </Field>
        <Field label={t.currency} htmlFor="np-currency">
          <EnumSelect id="np-currency" value={d.currency} options={CURRENCIES} onChange={(v) => set('currency', v)} />
        </Field>
        <Field label={t.source} htmlFor="np-source">
          <EnumSelect id="np-source" value={d.source} options={SOURCES} label={(s) => t[sourceKey[s]]} onChange={(v) => set('source', v)} />
        </Field>
        {d.source === 'imported' ? (
          <>
            <Field label={t.initialImportQty} htmlFor="np-import-qty">
              <input id="np-import-qty" type="number" inputMode="numeric" min="1" step="1" value={d.initialImportQty} onChange={(e) => set('initialImportQty', e.target.value)} />
            </Field>
            <Field label={t.importDate} htmlFor="np-import-date" labelId="np-import-date-label">
              <DateField id="np-import-date" value={d.importDate} onChange={(v) => set('importDate', v)} aria-labelledby="np-import-date-label" />
            </Field>
          </>
        ) : (
          <Field label={t.initialStock} htmlFor="np-stock">
            <input id="np-stock" type="number" inputMode="numeric" min="1" step="1" value={d.initialStock} onChange={(e) => set('initialStock', e.target.value)} />
          </Field>
        )}
        <div className="span-all">
          <ImagePicker label={t.imageSource} value={d.image} onChange={(v) => set('image', v)} testId="new-product-image" />
        </div>
        <div className="span-all">
          <GalleryEditor items={d.more} onChange={(v) => set('more', v)} before={hasCover(d.image) ? 1 : 0} title={t.galleryMore} hint={t.galleryMoreHint} />
        </div>
        <Field label={fill(t.lowStockThreshold, { unit: UNIT_WORDS[lang].counted[d.unit] })} htmlFor="np-threshold" hint={t.lowStockHint} className="span-2">
          <input id="np-threshold" type="number" min="0" max="1000000000" step="1" inputMode="numeric" value={d.threshold} onChange={(e) => set('threshold', e.target.value)} data-testid="low-stock-threshold" />
        </Field>
        <SpecsFields id="np" value={d.facts} unitWord={UNIT_WORDS[lang].one[d.unit]} onChange={(v) => set('facts', v)} />
        <div className="dash-form-actions span-all">
          <button type="submit" className="dash-btn dash-btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : null}
            {busy ? t.adding : t.addProduct}
          </button>
        </div>
      </form>
    </section>
  );
}
