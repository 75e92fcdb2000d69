// Products tab: the add-product form, the product list with quick import and export, the edit-details
// panel, the price list as a spreadsheet, delete with a confirm dialog (removed at once, restored
// only if the server refuses), the low-stock marks (read beside the list: the public list carries no
// threshold), and the error modal every server error of this tab shows in.
import { useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { api, errorText } from '../dashApi';
import { fill, useLang } from '../../i18n';
import { useDT } from '../i18n';
import type { Product } from '../../lib/api-types';
import { Banner, ConfirmDialog, ErrorModal, Spinner, TabStatus, useFlash } from '../ui';
import { useTabData } from '../useTabData';
import { StockCsv } from '../exports/CsvDownload';
import AddProductForm from './AddProductForm';
import PriceSheet from './PriceSheet';
import ProductRow from './ProductRow';
import { productUntranslated } from './product';

export default function ProductsTab({ active }: { active: boolean }) {
  const t = useDT();
  const lang = useLang();
  const { data: products, setData: setProducts, error: loadError, loading, reload: load } = useTabData({
    active,
    load: (signal) => api.products(signal),
    failure: 'failedToLoad',
  });
  const { data: levelList, error: levelsError, reload: loadLevels } = useTabData({
    active,
    load: (signal) => api.stockLevels(signal),
    failure: 'failedToLoad',
  });
  const levels = new Map((levelList ?? []).map((l) => [l.productId, l]));
  const lowCount = (levelList ?? []).filter((l) => l.low && products?.some((p) => p.id === l.productId)).length;
  const [modal, setModal] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Product | null>(null);
  const [flash, setFlash] = useFlash(4000);
  // The products still lacking a translation, and whether the list shows only them.
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const untranslated = products?.filter(productUntranslated) ?? [];
  const shown = onlyUntranslated ? untranslated : products;

  // every change of a product may move what its low-stock mark says
  const replace = (p: Product) => {
    setProducts((list) => (list ? list.map((x) => (x.id === p.id ? p : x)) : [p]));
    void loadLevels();
  };

  async function remove(p: Product) {
    setConfirm(null);
    const index = products?.findIndex((x) => x.id === p.id) ?? -1;
    setProducts((list) => list?.filter((x) => x.id !== p.id) ?? null);
    try {
      await api.deleteProduct(p.id);
      setFlash(fill(t.productDeleted, { name: p.name }));
      load();
    } catch (e) {
      setProducts((list) => {
        if (!list || list.some((x) => x.id === p.id)) return list;
        const next = [...list];
        next.splice(Math.min(Math.max(index, 0), next.length), 0, p);
        return next;
      });
      setModal(errorText(e, t.failedToDelete, lang));
    }
  }

  return (
    <div className="dash-stack">
      <AddProductForm
        onCreated={(p) => {
          setProducts((list) => [p, ...(list ?? []).filter((x) => x.id !== p.id)]);
          setFlash(fill(t.productAdded, { name: p.name }));
          void loadLevels();
        }}
        onError={setModal}
      />
      <section className="dash-card" aria-labelledby="dash-products-h">
        <div className="dash-card-head">
          <h2 id="dash-products-h">
            {t.productsList}{' '}
            {products && <span className="dash-count">{fill(t.productsCount, { n: formatNumber(products.length, lang) })}</span>}
          </h2>
          {products && (untranslated.length > 0 || onlyUntranslated) && (
            <button
              type="button"
              className="dash-btn dash-btn-ghost dash-btn-sm"
              aria-pressed={onlyUntranslated}
              onClick={() => setOnlyUntranslated((x) => !x)}
              data-testid="untranslated-filter"
            >
              <span className="dash-chip dash-chip-untranslated" data-testid="untranslated-count">
                {fill(t.untranslatedCount, { n: formatNumber(untranslated.length, lang) })}
              </span>
              {onlyUntranslated ? t.untranslatedAll : t.untranslatedOnly}
            </button>
          )}
          {lowCount > 0 && (
            <span className="dash-low-stock" data-testid="low-stock-count">
              {fill(t.lowStockCount, { n: formatNumber(lowCount, lang) })}
            </span>
          )}
          <button
            type="button"
            className="dash-btn dash-btn-ghost dash-btn-sm"
            onClick={() => {
              void load();
              void loadLevels();
            }}
            disabled={loading}
          >
            {loading ? <Spinner size="sm" /> : null}
            {t.refresh}
          </button>
        </div>
        <div aria-live="polite">{flash && <Banner kind="success">{flash}</Banner>}</div>
        {levelsError && <Banner kind="error">{levelsError}</Banner>}
        <TabStatus waiting={products === null} error={loadError} onRetry={load} empty={products?.length === 0 && t.noProducts} />
        {onlyUntranslated && untranslated.length === 0 && <p className="dash-muted">{t.untranslatedNone}</p>}
        {shown && shown.length > 0 && (
          <ul className="dash-products" aria-labelledby="dash-products-h">
            {shown.map((p) => (
              <ProductRow key={p.id} product={p} level={levels.get(p.id)} onChange={replace} onError={setModal} onDelete={() => setConfirm(p)} onSaved={(x) => setFlash(x)} />
            ))}
          </ul>
        )}
        <StockCsv />
        <PriceSheet onApplied={() => load()} />
      </section>
      {confirm && (
        <ConfirmDialog
          title={t.deleteProductTitle}
          body={fill(t.deleteProductBody, { name: confirm.name })}
          confirmLabel={t.delete}
          onCancel={() => setConfirm(null)}
          onConfirm={() => remove(confirm)}
        />
      )}
      {modal && <ErrorModal message={modal} onClose={() => setModal(null)} />}
    </div>
  );
}
