// Products: the inventory (stock above zero) with an order request per product, the latest twelve
// exports, and the custom-quote banner. The list comes inlined in the server's HTML, else it is
// fetched with an 8 s time-out and two retries;
// while it reloads, or if the reload fails, the last list loaded in this visit stays on screen.
// Each product has its own URL (/products/<id>-<slug>): the order dialog is open while the URL
// names a product, so a shared link opens it, and choosing or closing one moves the URL.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLink } from '../../components/PageLink';
import { isAbortError, request } from '../../api';
import NotFound from '../../pages/NotFound';
import { ArrowIcon, TruckIcon } from '../../components/Icons';
import { OrderModal } from './OrderModal';
import { ShareToast, useSharing } from './ShareLink';
import { fill, useLang, useT } from '../../i18n';
import { localePath } from '../../i18n/detect';
import { useMounted, usePageTitle } from '../../lib/hooks';
import { innerHtml } from '../../lib/html';
import { PRODUCTS_PATH, productIdOf, productPath } from './productLink';
import { productName } from './productText';
import { inStock, latestExports } from './stock';
import { TermsSection } from './TermsSection';
import { InquiryToast, useAddToInquiry } from '../inquiry/AddToInquiry';
import type { Product } from '../../lib/api-types';
import { cardAction, exportCard, inventoryCard } from './productCards';
import { takeInlined, useStore } from '../../store';

export const PRODUCTS_TIMEOUT_MS = 8000;
export const PRODUCTS_RETRIES = 2;

type Status = 'loading' | 'loaded' | 'error';

export default function Products() {
  const t = useT();
  const lang = useLang();
  const products = useStore((s) => s.products);
  const setProducts = useStore((s) => s.setProducts);
  const [status, setStatus] = useState<Status>(products ? 'loaded' : 'loading');
  const sharing = useSharing();
  const inquiry = useAddToInquiry();
  const navigate = useNavigate();
  const location = useLocation();
  // The product the URL names; its dialog opens after the first render (the server's HTML has
  // the page without it).
  const segment = useParams().product;
  const openId = productIdOf(segment);
  const mounted = useMounted();
  const ordering = (mounted && openId !== null && products?.find((p) => p.id === openId)) || null;
  // A URL that names no product of the list (an unknown id, or one removed since): the not-found
  // page, as the server answers that URL (with the list's data, so both render the same).
  const unknown = segment !== undefined && products !== null && !products.some((p) => p.id === openId);
  usePageTitle(
    unknown ? t.meta.notFound : ordering ? fill(t.meta.product, { name: productName(ordering, lang).text }) : t.meta.products,
  );

  const listPath = localePath(lang, PRODUCTS_PATH);
  const open = (p: Product) => navigate(localePath(lang, productPath(p, lang)), { state: { fromList: true } });
  // A product's URL names it in the page's language (the language toggle keeps the other's slug):
  // the address bar shows its own, as the server's canonical link does.
  const canonical = ordering ? localePath(lang, productPath(ordering, lang)) : null;
  useEffect(() => {
    if (canonical && !samePath(location.pathname, canonical)) {
      navigate(canonical + location.search + location.hash, { replace: true, state: location.state });
    }
  }, [canonical, location, navigate]);
  // Back to the list: the history entry it came from when the dialog was opened here, else the
  // list in place of the product's URL (a shared link opened directly).
  const close = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate(listPath, { replace: true });
  }, [location.state, navigate, listPath]);

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!useStore.getState().products) setStatus('loading');
      return request<Product[]>('/api/products', { timeoutMs: PRODUCTS_TIMEOUT_MS, retries: PRODUCTS_RETRIES, signal })
        .then((list) => {
          // Rendering the grids is the heaviest work of the page: let React slice it.
          startTransition(() => {
            setProducts(list);
            setStatus('loaded');
          });
        })
        .catch((e) => {
          if (isAbortError(e)) return;
          // An error shows only when there is no list from earlier in this visit to fall back on.
          setStatus(useStore.getState().products ? 'loaded' : 'error');
        });
    },
    [setProducts],
  );

  useEffect(() => {
    if (takeInlined('products')) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onCardClick = (e: MouseEvent) => {
    const clicked = cardAction(e.target);
    const product = clicked && products?.find((p) => p.id === clicked.productId);
    if (!product) return;
    if (clicked.action === 'open') {
      // the name's link: a new tab or window where asked for, else the dialog in place
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      open(product);
    } else if (clicked.action === 'order') open(product);
    else if (clicked.action === 'share') void sharing.share(product);
    else if (clicked.action === 'inquire') inquiry.add(product);
  };

  if (unknown) return <NotFound />;

  const inventory = products ? inStock(products) : [];
  const exports = products ? latestExports(products, 12) : [];

  return (
    <>
      <section className="page-head">
        <div className="container">
          <span className="eyebrow">{t.products.eyebrow}</span>
          <h1>{t.products.title}</h1>
          <p className="lead">{t.products.lead}</p>
        </div>
      </section>

      <section className="section section-tight" aria-labelledby="inventory-title">
        <div className="container">
          <div className="section-head">
            <h2 id="inventory-title">{t.products.inventory.title}</h2>
            <p className="muted">{t.products.inventory.lead}</p>
          </div>
          {status === 'loading' && (
            <div className="state-box state-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span>{t.products.loading}</span>
            </div>
          )}
          {status === 'error' && (
            <div className="state-box state-error" role="alert">
              <p>{t.products.loadError}</p>
              <button type="button" className="btn btn-outline btn-small" onClick={() => void load()}>
                {t.common.retry}
              </button>
            </div>
          )}
          {status === 'loaded' && inventory.length === 0 && <p className="state-box">{t.products.inventory.empty}</p>}
          {status === 'loaded' && inventory.length > 0 && (
            // One click handler for every card's buttons (productCards.ts): the cards are markup.
            <ul className="product-grid" data-testid="inventory" onClick={onCardClick}>
              {inventory.map((p, i) => (
                <li
                  key={p.id}
                  className="product-card"
                  data-product={p.id}
                  data-testid="inventory-card"
                  dangerouslySetInnerHTML={innerHtml(inventoryCard(p, i === 0, t, lang))}
                />
              ))}
            </ul>
          )}
          <ShareToast sharing={sharing} />
          <InquiryToast notice={inquiry.notice} />
        </div>
      </section>

      <TermsSection />

      <section className="section section-tight section-alt" aria-labelledby="exports-title">
        <div className="container">
          <div className="section-head">
            <h2 id="exports-title">{t.products.exports.title}</h2>
            <p className="muted">{t.products.exports.lead}</p>
          </div>
          {status === 'loaded' && exports.length === 0 && <p className="state-box">{t.products.exports.empty}</p>}
          {exports.length > 0 && (
            <ul className="export-grid" data-testid="exports">
              {exports.map((e) => (
                <li
                  key={`${e.productId}-${e.id}`}
                  className="export-card"
                  data-testid="export-card"
                  dangerouslySetInnerHTML={innerHtml(exportCard(e, t, lang))}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="section section-tight" aria-labelledby="quote-title">
        <div className="container">
          <div className="quote-banner">
            <TruckIcon size={40} />
            <div>
              <h2 id="quote-title">{t.products.quote.title}</h2>
              <p>{t.products.quote.text}</p>
            </div>
            <PageLink to="/contact" className="btn btn-primary">
              {t.products.quote.button}
              <ArrowIcon size={18} />
            </PageLink>
          </div>
        </div>
      </section>

      <OrderModal
        product={ordering}
        onClose={close}
        onOrdered={() => {
          close();
          void load();
        }}
      />
    </>
  );
}

/** Whether two paths are the same once their `%XX` escapes are decoded. */
function samePath(a: string, b: string): boolean {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  return decode(a) === decode(b);
}
