// The shipment payloads under the names the Shipments tab uses, from the server's own spec
// (../../lib/api-schema.ts, generated from openapi.json): a field the server may leave out is optional.
import type { components } from '../../lib/api-schema';
import { every } from '../../lib/api-types';

type Schemas = components['schemas'];

export type Shipment = Schemas['Shipment'];
export type ShipmentLine = Schemas['ShipmentLine'];
export type Container = Schemas['Container'];
export type Step = Schemas['MilestoneKind'];
export type Mode = Schemas['Mode'];
export type Incoterm = Schemas['Incoterm'];
export type PaperKind = Schemas['DocumentKind'];
export type Paper = Schemas['ShipmentDocument'];
export type ShipmentFields = Schemas['ShipmentFields'];
export type LineFields = Schemas['LineFields'];
export type NewShipment = Schemas['NewShipment'];
export type NewPaper = Schemas['NewShipmentDocument'];

export const MODES = every<Mode>()(['sea', 'air', 'road', 'rail']);
/** The steps in the only order they are reached. */
export const STEPS = every<Step>()(['booked', 'packed', 'departed', 'arrived', 'delivered']);
export const PAPER_KINDS = every<PaperKind>()(['phytosanitary', 'origin', 'transport', 'inspection', 'insurance', 'other']);
export const INCOTERMS = every<Incoterm>()(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
