// The shipment editor's draft: every field as typed (strings), made from a shipment, checked the way
// the server checks it (so most mistakes are marked before Save), and turned into the full
// replacement PUT /api/shipments/:id takes. Weights go from typed kilograms to grams exactly.
import type { DashKey } from '../i18n';
import type { Container, Incoterm, LineFields, Mode, Shipment, ShipmentFields, ShipmentLine } from './types';
import { GRAMS_PER_UNIT, kgInput, MAX_PACKAGE_GRAMS, parseKg, parseWhole } from './weights';

export type LineDraft = {
  orderId: number;
  quantity: string;
  count: string;
  kind: string;
  kindFa: string;
  net: string;
  gross: string;
  marks: string;
  container: string;
};

export type Draft = {
  mode: Mode;
  carrier: string;
  transportDoc: string;
  loadingPlace: string;
  dischargePlace: string;
  destination: string;
  incoterm: Incoterm;
  incotermPlace: string;
  consignee: string;
  notifyParty: string;
  paymentTerms: string;
  paymentTermsFa: string;
  etd: string;
  eta: string;
  containers: Container[];
  lines: LineDraft[];
};

export function draftOf(s: Shipment): Draft {
  return {
    mode: s.mode,
    carrier: s.carrier,
    transportDoc: s.transportDoc,
    loadingPlace: s.loadingPlace,
    dischargePlace: s.dischargePlace,
    destination: s.destination,
    incoterm: s.incoterm,
    incotermPlace: s.incotermPlace,
    consignee: s.consignee,
    notifyParty: s.notifyParty,
    paymentTerms: s.paymentTerms,
    paymentTermsFa: s.paymentTermsFa,
    etd: s.etd ?? '',
    eta: s.eta ?? '',
    containers: s.containers.map((c) => ({ ...c })),
    lines: s.lines.map((l) => ({
      orderId: l.orderId,
      quantity: String(l.quantity),
      count: l.packages ? String(l.packages.count) : '',
      kind: l.packages?.kind ?? '',
      kindFa: l.packages?.kindFa ?? '',
      net: l.packages ? kgInput(l.packages.netGrams) : '',
      gross: l.packages ? kgInput(l.packages.grossGrams) : '',
      marks: l.marks,
      container: l.container,
    })),
  };
}

/** A line's mistakes by the input they concern. */
export type LineProblems = Partial<Record<'quantity' | 'count' | 'kind' | 'net' | 'gross', DashKey>>;

/** What a line's packages hold, as far as typed: the numbers behind the totals and the hint. */
export type LineFigures = { quantity: number | null; count: number | null; net: bigint | null; gross: bigint | null; started: boolean };

export function figures(l: LineDraft): LineFigures {
  return {
    quantity: parseWhole(l.quantity),
    count: parseWhole(l.count),
    net: parseKg(l.net),
    gross: parseKg(l.gross),
    started: [l.count, l.kind, l.net, l.gross].some((v) => v.trim() !== ''),
  };
}

const weightOk = (g: bigint | null): g is bigint => g !== null && g > 0n && g <= MAX_PACKAGE_GRAMS;

/** The line's mistakes the server would refuse, before it is asked. */
export function lineProblems(l: LineDraft, line: ShipmentLine): LineProblems {
  const f = figures(l);
  const out: LineProblems = {};
  if (f.quantity === null || f.quantity < 1 || f.quantity > line.ordered) out.quantity = 'shipQtyInvalid';
  if (!f.started) return out;
  if (f.count === null || f.count < 1 || f.count > 1_000_000) out.count = 'shipCountInvalid';
  if (!l.kind.trim()) out.kind = 'shipKindRequired';
  if (!weightOk(f.net)) out.net = 'shipKgInvalid';
  if (!weightOk(f.gross)) out.gross = 'shipKgInvalid';
  else if (weightOk(f.net) && f.gross < f.net) out.gross = 'shipGrossBelowNet';
  return out;
}

/**
 * For a line in kg or tons whose packages are typed: what they hold net and what the line ships, in
 * grams, when the two differ (the server refuses that; the editor says so as a hint).
 */
export function packMismatch(l: LineDraft, line: ShipmentLine): { packed: bigint; ships: bigint } | null {
  const per = GRAMS_PER_UNIT[line.unit];
  const f = figures(l);
  if (!per || f.count === null || f.net === null || f.quantity === null) return null;
  const packed = BigInt(f.count) * f.net;
  const ships = BigInt(f.quantity) * per;
  return packed === ships ? null : { packed, ships };
}

/** Packages, net and gross grams of the lines typed so far. */
export function totals(lines: LineDraft[]): { packages: number; net: bigint; gross: bigint } {
  let packages = 0;
  let net = 0n;
  let gross = 0n;
  for (const l of lines) {
    const f = figures(l);
    if (f.count === null) continue;
    packages += f.count;
    if (f.net !== null) net += BigInt(f.count) * f.net;
    if (f.gross !== null) gross += BigInt(f.count) * f.gross;
  }
  return { packages, net, gross };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The full replacement the server takes (call after `lineProblems` found nothing). */
export function fieldsOf(d: Draft): ShipmentFields {
  const lines: LineFields[] = d.lines.map((l) => {
    const f = figures(l);
    return {
      orderId: l.orderId,
      quantity: f.quantity ?? 0,
      packages: f.started
        ? { count: f.count ?? 0, kind: l.kind.trim(), kindFa: blankToNull(l.kindFa), netGrams: Number(f.net ?? 0n), grossGrams: Number(f.gross ?? 0n) }
        : null,
      marks: blankToNull(l.marks),
      container: blankToNull(l.container),
    };
  });
  return {
    mode: d.mode,
    carrier: blankToNull(d.carrier),
    transportDoc: blankToNull(d.transportDoc),
    loadingPlace: blankToNull(d.loadingPlace),
    dischargePlace: blankToNull(d.dischargePlace),
    destination: d.destination.trim(),
    incoterm: d.incoterm,
    incotermPlace: blankToNull(d.incotermPlace),
    consignee: blankToNull(d.consignee),
    notifyParty: blankToNull(d.notifyParty),
    paymentTerms: blankToNull(d.paymentTerms),
    paymentTermsFa: blankToNull(d.paymentTermsFa),
    etd: blankToNull(d.etd),
    eta: blankToNull(d.eta),
    containers: d.containers.filter((c) => c.number.trim() || c.seal.trim()).map((c) => ({ number: c.number.trim(), seal: c.seal.trim() })),
    lines,
  };
}
