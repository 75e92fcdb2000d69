// The products page's two lists, one card per product in stock and per recent export, written as
// markup strings (lib/html.ts says why: about 60 000 instructions per element React writes in the
// server's QuickJS). Each card is one <li> whose content is set from here; its buttons, and the
// name's link to the product's own page, carry `data-action` and the list handles their clicks
// (`cardAction`). Pictures have a real `src` and
// every width the server keeps (photos.ts); those after the first load lazily.
import { SHARE_ICON_HTML } from '../../components/Icons';
import { fill } from '../../i18n';
import type { Dict } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { localePath } from '../../i18n/detect';
import { formatDate, formatNumber } from '../../i18n/format';
import type { Product, Unit } from '../../lib/api-types';
import { html } from '../../lib/html';
import type { Html } from '../../lib/html';
import { productPath } from './productLink';
import { productDescription, productName, textAttrsHtml } from './productText';
import { cardSpecs } from './productFacts';
import { SIZES, photoHtml } from './photos';
import { importedQuantity, lastImportDate } from './stock';
import type { ExportRecord } from './stock';

export function quantityText(n: number, unit: Unit, t: Dict, lang: Lang): string {
  return `${formatNumber(n, lang)} ${t.units[unit]}`;
}

export function priceText(p: Pick<Product, 'price' | 'currency'>, lang: Lang): string {
  return formatNumber(p.price, lang, { currency: p.currency });
}

/**
 * A product in stock: picture, name (a link to its own page), description, price, stock figures,
 * and its order and share buttons; its texts in `lang` where written.
 */
export function inventoryCard(p: Product, first: boolean, t: Dict, lang: Lang): Html {
  const inv = t.products.inventory;
  const date = lastImportDate(p);
  const name = productName(p, lang);
  const about = productDescription(p, lang);
  const description = about.text
    ? html`<p class="product-description" data-server-text ${textAttrsHtml(about)}>${about.text}</p>`
    : '';
  return html`${photoHtml(p.images?.[0], p.imageUrl, [800, 600], SIZES.card, first)}<div class="product-body"><div class="product-title">\
<h3 data-server-text ${textAttrsHtml(name)}><a href="${localePath(lang, productPath(p, lang))}" data-action="open" data-testid="product-link">${name.text}</a></h3>\
${description}<p class="price"><span dir="ltr">${priceText(p, lang)}</span> <span class="muted">${perUnit(t, p.unit)}</span></p></div>\
<dl class="stock-figures"><div class="stock-main"><dt>${inv.available}</dt><dd data-testid="available">${quantityText(p.available, p.unit, t, lang)}</dd></div>\
<div><dt>${inv.imported}</dt><dd data-testid="imported">${quantityText(importedQuantity(p), p.unit, t, lang)}</dd></div>\
<div><dt>${inv.importDate}</dt><dd data-testid="import-date">${date ? formatDate(date, lang) : t.common.dash}</dd></div></dl>\
${cardSpecs(p, t, lang)}<div class="product-actions">\
<button type="button" class="btn btn-primary order-btn" data-action="order" aria-label="${fill(inv.orderLabel, { name: name.text })}" data-server-label>${inv.order}</button>\
<button type="button" class="btn btn-outline inquiry-btn" data-action="inquire" aria-label="${fill(t.inquiry.addLabel, { name: name.text })}" data-server-label data-testid="add-to-inquiry">${t.inquiry.add}</button>\
<button type="button" class="icon-btn" data-action="share" aria-label="${fill(t.products.share.label, { name: name.text })}" title="${t.products.share.button}" data-server-label data-testid="share-link">${SHARE_ICON_HTML}</button>\
</div></div>`;
}

const perUnitTexts = new Map<string, string>();

/** "per kg", once per dictionary and unit rather than once per card. */
function perUnit(t: Dict, unit: Unit): string {
  const key = t.unitOne[unit] + t.products.inventory.perUnit;
  let text = perUnitTexts.get(key);
  if (text === undefined) perUnitTexts.set(key, (text = fill(t.products.inventory.perUnit, { unit: t.unitOne[unit] })));
  return text;
}

/** A recent export: the product's picture, name, quantity, destination and date. */
export function exportCard(e: ExportRecord, t: Dict, lang: Lang): Html {
  const ex = t.products.exports;
  const name = productName({ name: e.productName, nameFa: e.productNameFa }, lang);
  return html`${photoHtml(e.photo, e.imageUrl, [96, 72], SIZES.thumb, false)}<div><h3 data-server-text ${textAttrsHtml(name)}>${name.text}</h3><dl>\
<div><dt>${ex.quantity}</dt><dd>${quantityText(e.quantity, e.unit, t, lang)}</dd></div>\
<div><dt>${ex.to}</dt><dd data-server-text dir="auto">${e.destination || t.common.dash}</dd></div>\
<div><dt>${ex.date}</dt><dd>${formatDate(e.date, lang)}</dd></div></dl></div>`;
}

/** The action and product id of a card's button that `target` is in, if it is in one. */
export function cardAction(target: EventTarget | null): { action: string; productId: number } | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('[data-action]') : null;
  const card = button?.closest<HTMLElement>('[data-product]');
  if (!button?.dataset.action || !card) return null;
  return { action: button.dataset.action, productId: Number(card.dataset.product) };
}
