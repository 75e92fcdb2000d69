// A product's facts as a specification table, and the company's commercial terms as a block, in
// the reader's language (Persian digits on Persian pages; a Persian text where one is saved, else
// the English marked as English). Written as markup strings like the cards (lib/html.ts says why):
// the cards, the order dialog and the products page share them.
import { fill } from '../../i18n';
import type { Dict } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber, localizeDigits } from '../../i18n/format';
import type { CommercialTerms, Product } from '../../lib/api-types';
import { html } from '../../lib/html';
import type { Html } from '../../lib/html';
import { PROVINCE_NAMES } from './provinces';

/** The Persian text where there is one on a Persian page, else the English (marked as such there). */
function text(en: string | undefined, fa: string | undefined, lang: Lang): Html | null {
  if (lang === 'fa' && fa) return html`<span data-server-text dir="auto">${fa}</span>`;
  if (!en) return null;
  return lang === 'fa' ? html`<span data-server-text lang="en" dir="ltr">${en}</span>` : html`<span data-server-text dir="auto">${en}</span>`;
}

/** The minimum order in words: "250 kg". */
export function minOrderText(p: Product, t: Dict, lang: Lang): string | null {
  const min = p.facts?.minOrder;
  return min ? `${formatNumber(min, lang)} ${t.units[p.unit]}` : null;
}

/** The facts of `p` that are set, as rows of label and value. */
function factRows(p: Product, t: Dict, lang: Lang): [string, Html | string][] {
  const f = p.facts;
  const s = t.products.specs;
  if (!f) return [];
  const rows: [string, Html | string | null][] = [
    [s.variety, text(f.variety, f.varietyFa, lang)],
    [s.grade, text(f.grade, f.gradeFa, lang)],
    [s.origin, f.origin ? fill(s.originValue, { province: PROVINCE_NAMES[f.origin][lang] }) : null],
    [s.cropYear, f.cropYear ? formatNumber(f.cropYear, lang, { useGrouping: false }) : null],
    [s.moisture, f.moisture !== undefined ? fill(s.percent, { n: formatNumber(f.moisture, lang) }) : null],
    [s.shelfLife, f.shelfLifeMonths ? fill(s.months, { n: formatNumber(f.shelfLifeMonths, lang) }) : null],
    [s.hsCode, f.hsCode ? html`<span dir="ltr">${localizeDigits(f.hsCode, lang)}</span>` : null],
    [s.packaging, f.packaging.length ? html`<ul>${f.packaging.map((o) => html`<li>${text(o.en, o.fa ?? undefined, lang)}</li>`)}</ul>` : null],
    [s.minOrder, minOrderText(p, t, lang)],
    [s.leadTime, f.leadTimeDays !== undefined ? fill(s.days, { n: formatNumber(f.leadTimeDays, lang) }) : null],
    [s.samples, f.samples === undefined ? null : f.samples ? s.samplesYes : s.samplesNo],
  ];
  return rows.filter((r): r is [string, Html | string] => r[1] !== null);
}

/** The specification table of `p` (nothing when no fact is set). */
export function specTable(p: Product, t: Dict, lang: Lang): Html | null {
  const rows = factRows(p, t, lang);
  if (rows.length === 0) return null;
  return html`<table class="spec-table" data-testid="spec-table"><caption>${t.products.specs.title}</caption><tbody>\
${rows.map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}</tbody></table>`;
}

/** The specification table folded under its title, for a product card. */
export function cardSpecs(p: Product, t: Dict, lang: Lang): Html | null {
  const table = specTable(p, t, lang);
  return table && html`<details class="product-specs"><summary>${t.products.specs.title}</summary>${table}</details>`;
}

/** The commercial terms that are set, as a block (nothing when none is). */
export function termsBlock(terms: CommercialTerms | undefined, t: Dict, lang: Lang): Html | null {
  if (!terms) return null;
  const w = t.products.terms;
  const offers = terms.incoterms.map(
    (o) => html`<li><abbr lang="en" dir="ltr">${o.term}</abbr> ${text(o.place, o.placeFa ?? undefined, lang)}</li>`,
  );
  const rows: [string, Html | null][] = [
    [w.incoterms, offers.length ? html`<ul class="incoterms">${offers}</ul>` : null],
    [w.payment, text(terms.paymentTerms, terms.paymentTermsFa, lang)],
    [w.samples, text(terms.samplePolicy, terms.samplePolicyFa, lang)],
    [w.inspection, text(terms.inspection, terms.inspectionFa, lang)],
  ];
  const set = rows.filter((r): r is [string, Html] => r[1] !== null);
  if (set.length === 0) return null;
  return html`<dl class="terms-list" data-testid="terms">${set.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>`;
}
