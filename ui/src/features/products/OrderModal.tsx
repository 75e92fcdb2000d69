// The order request for one product, and the result dialog. Quantity starts at 1 and is kept
// between 1 and the available stock; the name is required; the e-mail is typed but optional.
// Submitting is disabled while sending or when the name or quantity is empty. On success the
// modal closes and a success notice shows; on failure the modal stays open (what was typed is
// kept) and the notice shows the server's error. The product's link can be shared from here, or
// sent with a question on WhatsApp; a sold-out product (a link shared earlier) shows no form.
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { request } from '../../api';
import { fill, useLang, useT } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { buildWhatsAppLink } from '../../lib/contact';
import { localizeError, orderErrorMessage } from '../../lib/errors';
import type { ErrorInfo } from '../../i18n/messages';
import { clampQuantity } from './stock';
import type { NewOrder, Product } from '../../lib/api-types';
import { useContact } from '../../store';
import { Dialog } from '../../components/Dialog';
import { AlertIcon, CheckIcon, WhatsAppIcon } from '../../components/Icons';
import { LanguageToggle } from '../../components/LanguageToggle';
import { PageLink } from '../../components/PageLink';
import { ShareLink, productUrl } from './ShareLink';
import { AddToInquiryButton } from '../inquiry/AddToInquiry';
import { productDescription, productName, textAttrs } from './productText';
import { minOrderText, specTable } from './productFacts';
import { innerHtml } from '../../lib/html';
import { ProductDocuments } from '../documents/Documents';
import { ProductGallery } from './ProductGallery';

export const ORDER_TIMEOUT_MS = 8000;
export const ORDER_RETRIES = 1;
export const EXCEEDS_STOCK = 'Requested quantity exceeds available stock';

interface Draft {
  quantity: string;
  customerName: string;
  customerEmail: string;
  destination: string;
  notes: string;
}

const emptyDraft: Draft = { quantity: '1', customerName: '', customerEmail: '', destination: '', notes: '' };

interface Props {
  product: Product | null;
  onClose: () => void;
  onOrdered: () => void;
}

export function OrderModal({ product, onClose, onOrdered }: Props) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string | ErrorInfo } | null>(null);

  // A fresh draft for each product the modal opens with.
  const productId = product?.id;
  const minOrder = product?.facts?.minOrder;
  useEffect(() => {
    if (productId !== undefined) setDraft(minOrder ? { ...emptyDraft, quantity: String(minOrder) } : emptyDraft);
  }, [productId, minOrder]);

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const canSubmit = !sending && draft.customerName.trim() !== '' && draft.quantity.trim() !== '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!product || !canSubmit) return;
    const quantity = Number(draft.quantity);
    const belowMinimum = (min: number) => fill(t.order.belowMinimum, { qty: `${formatNumber(min, lang)} ${t.units[product.unit]}` });
    if (minOrder && quantity < minOrder) {
      setResult({ ok: false, message: belowMinimum(minOrder) });
      return;
    }
    if (quantity > product.available) {
      setResult({ ok: false, message: EXCEEDS_STOCK });
      return;
    }
    const body: NewOrder = {
      productId: product.id,
      productName: product.name,
      quantity,
      customerName: draft.customerName.trim(),
      customerEmail: draft.customerEmail.trim(),
      destination: draft.destination.trim(),
      notes: draft.notes.trim(),
      lang,
    };
    setSending(true);
    try {
      await request('/api/orders', { method: 'POST', body, timeoutMs: ORDER_TIMEOUT_MS, retries: ORDER_RETRIES });
      setResult({ ok: true, message: 'Order submitted successfully. We will contact you soon.' });
      setDraft(emptyDraft);
      onOrdered();
    } catch (err) {
      const info = orderErrorMessage(err);
      // the server's minimum (it may have been raised since the list was loaded) ends its message
      const serverMin = info.code === 'below_minimum_order' ? Number(/(\d+)$/.exec(info.message)?.[1]) : NaN;
      setResult({ ok: false, message: serverMin > 0 ? belowMinimum(serverMin) : info });
    } finally {
      setSending(false);
    }
  }

  const f = (name: string) => `${id}-${name}`;
  // the product's name and description in the reader's language (English marked where not written)
  const name = product ? productName(product, lang) : null;
  const about = product ? productDescription(product, lang) : null;
  const heading = name && (
    <div className="order-product">
      <strong data-server-text {...textAttrs(name)} data-testid="order-product-name">
        {name.text}
      </strong>
      {product && product.available > 0 && (
        <span className="muted">
          {fill(t.order.available, { qty: `${formatNumber(product.available, lang)} ${t.units[product.unit]}` })}
        </span>
      )}
      {product && product.available > 0 && minOrder && (
        <span className="muted" data-testid="min-order">
          {fill(t.order.minimum, { qty: minOrderText(product, t, lang) ?? '' })}
        </span>
      )}
      {about?.text && (
        <p className="order-description" data-server-text {...textAttrs(about)} data-testid="order-product-description">
          {about.text}
        </p>
      )}
    </div>
  );
  const specs = product && specTable(product, t, lang);
  const whatsapp = useContact().whatsapp;
  const ask = product
    ? buildWhatsAppLink(whatsapp, fill(t.products.share.whatsappText, { name: productName(product, lang).text, url: productUrl(product, lang) }))
    : null;

  return (
    <>
      <Dialog
        open={product !== null}
        onClose={onClose}
        title={t.order.title}
        className="order-dialog"
        testId="order-modal"
        actions={<LanguageToggle />}
      >
        {product && (
          <div className="order-share">
            <ShareLink product={product} />
            <AddToInquiryButton product={product} />
            {ask && (
              <a className="btn btn-small btn-whatsapp" href={ask} target="_blank" rel="noopener noreferrer" data-testid="order-whatsapp">
                <WhatsAppIcon size={18} />
                {t.products.share.whatsapp}
              </a>
            )}
          </div>
        )}
        {product && <ProductGallery product={product} />}
        {product && product.available <= 0 && (
          <div className="order-form">
            {heading}
            <p data-testid="sold-out">{t.order.soldOut}</p>
            <div className="btn-row dialog-actions">
              <PageLink to="/contact" className="btn btn-primary">
                {t.order.contact}
              </PageLink>
              <button type="button" className="btn btn-outline" onClick={onClose}>
                {t.common.close}
              </button>
            </div>
          </div>
        )}
        {product && product.available > 0 && (
          <form onSubmit={submit} className="order-form" noValidate={false}>
            {heading}
            {specs && <div className="order-specs" dangerouslySetInnerHTML={innerHtml(specs)} />}
            <p className="muted small">{t.order.lead}</p>
            <div className="field-row">
              <div className="field">
                <label htmlFor={f('qty')}>
                  {t.order.quantity} <span className="req">({t.units[product.unit]})</span>
                </label>
                <input
                  id={f('qty')}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={Math.max(1, product.available)}
                  step={1}
                  required
                  value={draft.quantity}
                  onChange={(e) => set('quantity')(clampQuantity(e.target.value, product.available))}
                />
              </div>
              <div className="field">
                <label htmlFor={f('name')}>
                  {t.order.name} <span className="req">({t.common.required})</span>
                </label>
                <input
                  id={f('name')}
                  name="customerName"
                  autoComplete="name"
                  required
                  maxLength={200}
                  value={draft.customerName}
                  onChange={(e) => set('customerName')(e.target.value)}
                />
              </div>
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor={f('email')}>
                  {t.order.email} <span className="req">({t.common.optional})</span>
                </label>
                <input
                  id={f('email')}
                  name="customerEmail"
                  type="email"
                  autoComplete="email"
                  dir="ltr"
                  maxLength={254}
                  value={draft.customerEmail}
                  onChange={(e) => set('customerEmail')(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={f('dest')}>{t.order.destination}</label>
                <input
                  id={f('dest')}
                  name="destination"
                  placeholder={t.order.destinationPlaceholder}
                  autoComplete="country-name"
                  maxLength={200}
                  value={draft.destination}
                  onChange={(e) => set('destination')(e.target.value)}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={f('notes')}>{t.order.notes}</label>
              <textarea
                id={f('notes')}
                name="notes"
                rows={3}
                maxLength={2000}
                placeholder={t.order.notesPlaceholder}
                value={draft.notes}
                onChange={(e) => set('notes')(e.target.value)}
              />
            </div>
            <div className="btn-row dialog-actions">
              <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
                {sending && <span className="spinner spinner-small" aria-hidden="true" />}
                {sending ? t.order.sending : t.order.submit}
              </button>
              <button type="button" className="btn btn-outline" onClick={onClose}>
                {t.order.cancel}
              </button>
            </div>
          </form>
        )}
        {product && <ProductDocuments productId={product.id} />}
      </Dialog>

      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        title={result?.ok ? t.order.successTitle : t.order.errorTitle}
        role="alertdialog"
        describedBy={`${id}-result`}
        className={`result-dialog ${result?.ok ? 'is-success' : 'is-error'}`}
        testId="order-result"
      >
        {result && (
          <>
            <div className="result-body">
              {result.ok ? <CheckIcon size={28} /> : <AlertIcon size={28} />}
              <p id={`${id}-result`} data-testid="order-result-message">
                {result.ok ? t.order.success : localizeError(result.message, t, lang)}
              </p>
            </div>
            <div className="btn-row dialog-actions">
              <button type="button" className="btn btn-primary" onClick={() => setResult(null)} autoFocus>
                {t.common.close}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
