// Every rule of POST /api/inquiries, checked in the browser before sending (the server checks the
// same): each problem with the field it belongs to and a message in the reader's language. Pure,
// so the unit tests run it as the page does.
import { fill } from '../../i18n';
import type { Dict } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { formatNumber } from '../../i18n/format';
import { INCOTERMS } from '../../lib/api-types';
import type { Incoterm, Product } from '../../lib/api-types';
import { KABUL_OFFSET_MINUTES } from '../whatsapp/officeHours';
import { productName } from '../products/productText';
import { MAX_LINES, type InquiryLine } from './inquiryStore';
import type { InquiryTexts } from './inquiryTexts';

export interface InquiryDetails {
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  destination: string;
  incoterm: Incoterm | '';
  wantedBy: string;
  samplesFirst: boolean;
  notes: string;
}

export const EMPTY_DETAILS: InquiryDetails = {
  name: '', company: '', email: '', phone: '', country: '', destination: '', incoterm: '', wantedBy: '', samplesFirst: false, notes: '',
};

/** Lengths the server allows, in characters. */
export const LIMITS = { name: 120, company: 120, email: 254, phone: 40, country: 80, destination: 120, notes: 2000 } as const;

export interface Problem {
  /** A field of the form, or `line-<productId>` / `lines`. */
  field: string;
  message: string;
}

/** What POST /api/inquiries takes. */
export interface NewInquiry {
  lines: { productId: number; quantity: number; packaging?: string }[];
  name: string;
  company?: string;
  email: string;
  phone?: string;
  country?: string;
  destination?: string;
  incoterm?: Incoterm;
  wantedBy?: string;
  samplesFirst: boolean;
  notes?: string;
  lang: Lang;
}

// eslint-disable-next-line no-control-regex -- the server's own pattern (src/models/content.rs)
const EMAIL = /^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$/;
const PHONE = /^[\d\s+\-()]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/;

// What the server refuses in a one-line field (src/rules.rs, is_refused_in_a_line): invisible and
// direction-control characters, but the zero-width non-joiner (U+200C) of Persian spelling. As
// code point ranges: a character class would hold combining characters (variation selectors).
const INVISIBLE: [number, number][] = [
  [0xad, 0xad], [0x34f, 0x34f], [0x61c, 0x61c], [0x115f, 0x1160], [0x17b4, 0x17b5], [0x180b, 0x180f],
  [0x200b, 0x200b], [0x200d, 0x200f], [0x2028, 0x202e], [0x2060, 0x206f], [0x3164, 0x3164], [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff0, 0xfff8], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a], [0xe0000, 0xe0fff],
];

const hasInvisible = (s: string) =>
  [...s].some((ch) => {
    const c = ch.codePointAt(0) ?? 0;
    return INVISIBLE.some(([from, to]) => c >= from && c <= to);
  });

const length = (s: string) => [...s].length;

/** Today's date in Kabul, `YYYY-MM-DD` (the day the server counts "not in the past" from). */
export function kabulToday(now: Date): string {
  return new Date(now.getTime() + KABUL_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The problems of the list and the form (none: it may be sent). `products`: the catalogue as loaded. */
export function checkInquiry(
  lines: InquiryLine[],
  products: Product[],
  d: InquiryDetails,
  t: Pick<Dict, 'units'> & { inquiry: Pick<InquiryTexts, 'errors'> },
  lang: Lang,
  now: Date,
): Problem[] {
  const e = t.inquiry.errors;
  const problems: Problem[] = [];
  if (lines.length === 0) problems.push({ field: 'lines', message: e.empty });
  if (lines.length > MAX_LINES) problems.push({ field: 'lines', message: fill(e.tooMany, { max: formatNumber(MAX_LINES, lang) }) });
  for (const line of lines) {
    const field = `line-${line.productId}`;
    const product = products.find((p) => p.id === line.productId);
    const name = productName(product ?? line, lang).text;
    if (!product) {
      problems.push({ field, message: fill(e.unknownProduct, { name }) });
      continue;
    }
    const q = line.quantity.trim();
    const min = product.facts?.minOrder ?? 1;
    if (!/^\d{1,15}$/.test(q) || Number(q) < 1) problems.push({ field, message: fill(e.quantity, { name }) });
    else if (Number(q) < min) {
      problems.push({ field, message: fill(e.belowMinimum, { name, qty: `${formatNumber(min, lang)} ${t.units[product.unit]}` }) });
    }
    const options = product.facts?.packaging ?? [];
    if (line.packaging !== null && !options.some((o) => o.en === line.packaging)) problems.push({ field, message: fill(e.packaging, { name }) });
  }
  const text = (field: keyof typeof LIMITS, value: string, required: boolean, message: string) => {
    const v = value.trim();
    if ((required && !v) || length(v) > LIMITS[field]) problems.push({ field, message });
    else if ((field === 'notes' ? CONTROL_MULTILINE : CONTROL).test(v)) problems.push({ field, message: e.control });
    else if (field !== 'notes' && hasInvisible(v)) problems.push({ field, message: e.invisible });
  };
  text('name', d.name, true, e.name);
  text('company', d.company, false, e.company);
  text('email', d.email, true, e.email);
  if (d.email.trim() && length(d.email.trim()) <= LIMITS.email && !EMAIL.test(d.email.trim())) problems.push({ field: 'email', message: e.email });
  text('phone', d.phone, false, e.phone);
  if (!PHONE.test(d.phone.trim()) && length(d.phone.trim()) <= LIMITS.phone) problems.push({ field: 'phone', message: e.phone });
  text('country', d.country, false, e.country);
  text('destination', d.destination, false, e.destination);
  if (d.incoterm && !INCOTERMS.includes(d.incoterm)) problems.push({ field: 'incoterm', message: e.incoterm });
  if (d.wantedBy) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d.wantedBy) || Number.isNaN(Date.parse(d.wantedBy))) problems.push({ field: 'wantedBy', message: e.wantedByInvalid });
    else if (d.wantedBy < kabulToday(now)) problems.push({ field: 'wantedBy', message: e.wantedBy });
  }
  text('notes', d.notes, false, e.notes);
  // one message per field: the first found
  return problems.filter((p, i) => p.field.startsWith('line-') || problems.findIndex((q) => q.field === p.field) === i);
}

/** The request for a list and form without problems. */
export function inquiryBody(lines: InquiryLine[], d: InquiryDetails, lang: Lang): NewInquiry {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    lines: lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity.trim()), ...(l.packaging ? { packaging: l.packaging } : {}) })),
    name: d.name.trim(),
    company: opt(d.company),
    email: d.email.trim(),
    phone: opt(d.phone),
    country: opt(d.country),
    destination: opt(d.destination),
    incoterm: d.incoterm || undefined,
    wantedBy: d.wantedBy || undefined,
    samplesFirst: d.samplesFirst,
    notes: opt(d.notes),
    lang,
  };
}
