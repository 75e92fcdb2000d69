// The words of the Shipments tab that several of its parts use: modes, steps, papers, a line's product
// and quantity, money, and the server's refusals in the admin's language (with the field they concern).
import { ApiError } from '../../api';
import { fill } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { UNIT_WORDS } from '../../i18n/units';
import { errorText } from '../dashApi';
import type { DashDict, DashKey } from '../i18n';
import { formatCents } from '../quotes/money';
import type { Mode, PaperKind, Shipment, ShipmentLine, Step } from './types';

export const modeKey: Record<Mode, DashKey> = { sea: 'modeSea', air: 'modeAir', road: 'modeRoad', rail: 'modeRail' };
/** The transport document's name follows the mode: B/L by sea, AWB by air, CMR by road, a rail waybill. */
export const transportDocKey: Record<Mode, DashKey> = { sea: 'shipDocSea', air: 'shipDocAir', road: 'shipDocRoad', rail: 'shipDocRail' };
export const stepKey: Record<Step, DashKey> = {
  booked: 'stepBooked',
  packed: 'stepPacked',
  departed: 'stepDeparted',
  arrived: 'stepArrived',
  delivered: 'stepDelivered',
};
export const paperKey: Record<PaperKind, DashKey> = {
  phytosanitary: 'paperPhytosanitary',
  origin: 'paperOrigin',
  transport: 'paperTransport',
  inspection: 'paperInspection',
  insurance: 'paperInsurance',
  other: 'paperOther',
};

export function lineProduct(line: ShipmentLine, lang: Lang): string {
  return lang === 'fa' && line.productNameFa ? line.productNameFa : line.productName;
}

export function unitOne(unit: string, lang: Lang): string {
  return (UNIT_WORDS[lang].one as Record<string, string>)[unit] ?? unit;
}

export const shipmentMoney = (s: Pick<Shipment, 'totalCents' | 'currency'>, lang: Lang) => formatCents(BigInt(s.totalCents), s.currency, lang);

/** A server refusal as the admin reads it, and the field of the form it concerns. */
export type Refusal = { text: string; field?: string };

// The refusals of the shipments API by code (`code:field` first): the server's English names the
// product and numbers, so an English reader gets its own words; a Persian reader gets these.
const CODES: Record<string, DashKey> = {
  mixed_buyers: 'shipErrMixedBuyers',
  mixed_currencies: 'shipErrMixedCurrencies',
  already_shipped: 'shipErrAlreadyShipped',
  order_not_shippable: 'shipErrNotShippable',
  more_than_ordered: 'shipErrMoreThanOrdered',
  lines_mismatch: 'shipErrLinesMismatch',
  shipment_locked: 'shipErrLocked',
  'invalid_field:lines': 'shipErrLine',
  'invalid_field:containers': 'shipErrContainer',
  'invalid_field:eta': 'shipErrEta',
  'invalid_field:date': 'shipErrDateBefore',
  milestone_order: 'shipErrMilestoneOrder',
  date_out_of_range: 'shipErrFutureDate',
  not_packed: 'shipErrNotPacked',
  out_of_stock: 'shipErrOutOfStock',
};

// The form's fields by the server's name, to name them in a Persian message.
const FIELDS: Record<string, DashKey> = {
  mode: 'shipMode',
  carrier: 'shipCarrier',
  loadingPlace: 'shipLoading',
  dischargePlace: 'shipDischarge',
  destination: 'shipDestination',
  incoterm: 'quoteIncoterm',
  incotermPlace: 'shipIncotermPlace',
  consignee: 'shipConsignee',
  notifyParty: 'shipNotify',
  paymentTerms: 'shipTermsEn',
  paymentTermsFa: 'shipTermsFa',
  etd: 'shipEtd',
  eta: 'shipEta',
  containers: 'shipContainers',
  lines: 'shipLines',
  date: 'date',
  number: 'shipPaperNumber',
  file: 'shipPaperFile',
  kind: 'shipPaperKind',
  orderIds: 'shipOrdersToShip',
};

/** What a failed call says in the admin's language, with the field the server named. */
export function refusal(e: unknown, fallback: string, t: DashDict, lang: Lang, mode: Mode = 'sea'): Refusal {
  if (!(e instanceof ApiError) || !e.code) return { text: errorText(e, fallback, lang) };
  const field = e.field;
  const known = (field !== undefined && CODES[`${e.code}:${field}`]) || CODES[e.code];
  if (known) return { text: lang === 'en' && e.message ? e.message : t[known], field };
  if (lang === 'en') return { text: errorText(e, fallback, lang), field };
  const name = (f: string) => (f === 'transportDoc' ? t[transportDocKey[mode]] : FIELDS[f] && t[FIELDS[f]]);
  if (e.code === 'required' && field) {
    const names = field.split(',').map(name);
    if (names.every(Boolean)) return { text: fill(t.shipErrRequired, { fields: names.join('، ') }), field };
  }
  if ((e.code === 'invalid_field' || e.code === 'invisible_characters') && field && name(field)) {
    return { text: fill(t.shipErrField, { field: name(field) as string }), field };
  }
  return { text: errorText(e, fallback, lang), field };
}
