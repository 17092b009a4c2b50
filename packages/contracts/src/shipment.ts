import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { acrossFields } from './across-fields.js';
import { calendarDay } from './calendar-day.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { NEXT_STATUS } from './order-flow.js';
import { CARGO_CONTROL_STATUSES, ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from './statuses.js';

// Containers and air shipments (docs/containers.md): staff load orders into a sea container or
// an air shipment ("shipment") and move the whole of it along the order chain. One schema per
// body and answer, for the staff console's forms, the server's routes and OpenAPI.

// ---------- constants ----------

export const SHIPMENT_KINDS = ['sea', 'air'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

// A shipment follows the order chain from loading (its orders are in the warehouse) to
// delivered: its status is the status its orders move to with it.
const S = ORDER_STATUS;
export const SHIPMENT_STATUSES = [S.inWarehouse, S.departed, S.inTransit, S.arrived, S.readyForPickup, S.delivered] as const satisfies readonly OrderStatus[];
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
// Orders are loaded and unloaded only while the shipment is in this status.
export const SHIPMENT_LOADING: ShipmentStatus = S.inWarehouse;

export function shipmentNextStatus(status: ShipmentStatus): ShipmentStatus | undefined {
  return NEXT_STATUS[status] as ShipmentStatus | undefined;
}

// Orders loaded into one shipment at most (a 40' container holds a few hundred LCL orders).
export const SHIPMENT_ORDERS_MAX = 500;

// ---------- numbers ----------

// ISO 6346: owner code (3 letters), category (U, J or Z), 6-digit serial, check digit. Letters
// count 10 upwards, skipping multiples of 11; each of the 10 characters is weighted 2^position;
// the check digit is the sum mod 11 (10 counts as 0).
const CONTAINER_NO = /^[A-Z]{3}[UJZ]\d{7}$/;
function letterValue(letter: string): number {
  let value = 10;
  for (let c = 'A'.charCodeAt(0); c < letter.charCodeAt(0); c++) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}
export function containerCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = first10[i]!;
    sum += (/\d/.test(ch) ? Number(ch) : letterValue(ch)) * 2 ** i;
  }
  return (sum % 11) % 10;
}
export function isContainerNo(value: string): boolean {
  return CONTAINER_NO.test(value) && containerCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

// Air waybill: 3-digit airline prefix, 7-digit serial, check digit = serial mod 7; written
// "176-12345675".
const AWB_NO = /^\d{3}-\d{8}$/;
export function isAwbNo(value: string): boolean {
  return AWB_NO.test(value) && Number(value.slice(4, 11)) % 7 === Number(value[11]);
}

// What a scanner or a typist sends, as stored: upper case, no spaces or separators; 11 digits
// are an air waybill and take its dash. The one spelling a lookup by number matches.
export function shipmentNumberKey(raw: string): string {
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d{11}$/.test(compact) ? `${compact.slice(0, 3)}-${compact.slice(3)}` : compact;
}

const FLIGHT_NO = /^([A-Z0-9]{2}|[A-Z]{3})\d{1,4}[A-Z]?$/;

// ---------- requests ----------

function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, 'v.maxLength').optional());
const requiredText = (key: string, max: number) => z.string(key).trim().min(1, { error: key, abort: true }).max(max, 'v.maxLength');
const dateTime = (key: string) => z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined || issue.input === null ? key : 'v.format') });
// Not aborting (unlike .int()), so the kind's rules are still checked beside a bad capacity.
const capacity = (key: string) => z.number(key).min(1, key).max(1_000_000_000_000, 'v.max').refine(Number.isInteger, key);

const shipmentFields = z.object({
  kind: z.enum(SHIPMENT_KINDS, 'v.shipment.kind.required'),
  // Container number (sea) or air waybill number (air), in any spacing or case.
  number: z.string('v.shipment.number.required').trim().min(1, { error: 'v.shipment.number.required', abort: true }).max(20, 'v.maxLength').transform(shipmentNumberKey),
  sealNo: optionalText(30),
  vessel: optionalText(60),
  voyage: optionalText(20),
  flightNo: z.preprocess(blankToUndefined, z.string().trim().max(10, 'v.maxLength').transform((v) => v.toUpperCase().replace(/\s/g, '')).optional()),
  etd: dateTime('v.shipment.etd.required'),
  eta: dateTime('v.shipment.eta.required'),
  portOfLoading: requiredText('v.shipment.portOfLoading.required', 60),
  portOfDischarge: requiredText('v.shipment.portOfDischarge.required', 60),
  // cm³ and grams, like the orders' figures.
  capacityVolume: capacity('v.shipment.capacityVolume'),
  capacityWeight: capacity('v.shipment.capacityWeight'),
});
type ShipmentFields = z.output<typeof shipmentFields>;

// What depends on the kind: the number's rule and check digit, vessel and voyage or the flight.
function kindRules(value: ShipmentFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof ShipmentFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.kind === 'sea') {
    if (!CONTAINER_NO.test(value.number)) issue('number', 'v.shipment.containerNo.format');
    else if (!isContainerNo(value.number)) issue('number', 'v.shipment.containerNo.checkDigit');
    if (!value.vessel) issue('vessel', 'v.shipment.vessel.required');
    if (!value.voyage) issue('voyage', 'v.shipment.voyage.required');
    if (value.flightNo) issue('flightNo', 'v.shipment.airOnly');
  } else {
    if (!AWB_NO.test(value.number)) issue('number', 'v.shipment.awb.format');
    else if (!isAwbNo(value.number)) issue('number', 'v.shipment.awb.checkDigit');
    if (!value.flightNo) issue('flightNo', 'v.shipment.flightNo.required');
    else if (!FLIGHT_NO.test(value.flightNo)) issue('flightNo', 'v.shipment.flightNo.format');
    for (const field of ['sealNo', 'vessel', 'voyage'] as const) if (value[field]) issue(field, 'v.shipment.seaOnly');
  }
  if (Date.parse(value.eta) < Date.parse(value.etd)) issue('eta', 'v.shipment.eta.beforeEtd');
}

// POST /admin-api/shipment/create
export const shipmentCreateBody = acrossFields(shipmentFields, ['kind', 'number', 'vessel', 'voyage', 'flightNo', 'sealNo', 'etd', 'eta'], kindRules);
export type ShipmentCreateBody = z.input<typeof shipmentCreateBody>;

// POST /admin-api/shipment/update: every field again (the form sends what it shows).
export const shipmentUpdateBody = acrossFields(shipmentFields.extend({ id: idSchema() }), ['kind', 'number', 'vessel', 'voyage', 'flightNo', 'sealNo', 'etd', 'eta'], kindRules);
export type ShipmentUpdateBody = z.input<typeof shipmentUpdateBody>;

export const shipmentIdQuery = z.object({ id: idSchema() });

// GET /admin-api/shipment/page: newest first, keyset paging.
export const shipmentPageQuery = cursorQuery.extend({
  status: queryNumber(z.literal(SHIPMENT_STATUSES)).optional(),
  kind: z.enum(SHIPMENT_KINDS).optional(),
  // The start of a container or air waybill number, in any spacing or case.
  number: z.preprocess(blankToUndefined, z.string().trim().max(20, 'v.maxLength').transform(shipmentNumberKey).optional()),
  // ETD from and to (days, UTC), inclusive.
  etdFrom: calendarDay().optional(),
  etdTo: calendarDay().optional(),
});
export type ShipmentPageQuery = z.infer<typeof shipmentPageQuery>;

// Load or unload an order, by its number as a scan reads it.
export const shipmentOrderBody = z.object({
  id: idSchema(),
  orderNo: z.string('v.shipment.orderNo.required').trim().min(1, { error: 'v.shipment.orderNo.required', abort: true }).max(40, 'v.maxLength').transform((v) => v.toUpperCase()),
});
export type ShipmentOrderBody = z.input<typeof shipmentOrderBody>;

// Move the whole shipment one step along the chain. `dryRun` answers what would move and what
// would be refused, writing nothing. The tracking event's place defaults to the port of
// loading (departed, in transit) or of discharge (arrived and after).
export const shipmentAdvanceBody = z.object({
  id: idSchema(),
  // The step the caller means (the dry run's `to`): a second press, or a colleague's at the
  // same moment, finds the shipment there already and moves nothing.
  toStatus: z.literal(SHIPMENT_STATUSES.filter((s) => s !== SHIPMENT_LOADING)),
  dryRun: z.boolean('v.type').default(false),
  time: z.iso.datetime({ offset: true, error: 'v.format' }).optional(),
  place: optionalText(100),
  note: optionalText(200),
});
export type ShipmentAdvanceBody = z.input<typeof shipmentAdvanceBody>;

// ---------- answers ----------

const shipmentStatus = z.literal(SHIPMENT_STATUSES);

export const shipmentItem = z.object({
  id: z.number().int(),
  kind: z.enum(SHIPMENT_KINDS),
  number: z.string(),
  sealNo: z.string().nullable(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  flightNo: z.string().nullable(),
  etd: z.string(),
  eta: z.string(),
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  capacityVolume: z.number().int(),
  capacityWeight: z.number().int(),
  status: shipmentStatus,
  // Where the next move takes it (null at the end of the chain).
  nextStatus: shipmentStatus.nullable(),
  // Its orders and their figures (cartons, cm³, grams).
  orderCount: z.number().int(),
  cartons: z.number().int(),
  volume: z.number().int(),
  weight: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ShipmentItem = z.infer<typeof shipmentItem>;
export const shipmentPage = cursorPage(shipmentItem);

export const shipmentOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  // The member who placed the order (the desk's "member" column).
  member: z.object({ id: z.number().int(), nickname: z.string(), areaCode: z.string(), mobile: z.string() }),
  status: z.literal(ORDER_STATUSES),
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  flagged: z.boolean(),
  totalNum: z.number().int(),
  totalVolume: z.number().int(),
  totalWeight: z.number().int(),
});
export type ShipmentOrder = z.infer<typeof shipmentOrder>;

export const shipmentDetail = shipmentItem.extend({
  orders: z.array(shipmentOrder),
  // The loaded figures past the capacity (loading is not refused: the desk decides).
  overCapacity: z.object({ volume: z.boolean(), weight: z.boolean() }),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

const orderRef = z.object({ orderId: z.number().int(), orderNo: z.string() });
// The move (or its dry run): the orders that move (would move) with the shipment, and those
// refused with an error code and its text in the caller's language.
export const shipmentAdvanceResult = z.object({
  dryRun: z.boolean(),
  from: shipmentStatus,
  to: shipmentStatus,
  moved: z.array(orderRef),
  refused: z.array(orderRef.extend({ code: z.number().int(), reason: z.string() })),
  // Departure only: refused orders stay in the warehouse and leave the shipment.
  unloaded: z.array(orderRef),
});
export type ShipmentAdvanceResult = z.infer<typeof shipmentAdvanceResult>;

// What a member reads on their order and on the public tracking lookup: how it travels, no
// seal number, no capacity, nothing about other orders.
export const orderShipment = z.object({
  kind: z.enum(SHIPMENT_KINDS),
  number: z.string(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  flightNo: z.string().nullable(),
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  etd: z.string(),
  eta: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipment>;

// ---------- what holds an order back in a shipment move ----------

// Besides the chain's own rules (status, open warehouse refund before departure, cargo under
// control before delivery), a shipment move holds back an order with an open exception (any
// step), and one with fees not paid in full: the shipper's fees before it departs, every fee
// before it is handed over.
export function unpaidBlocksAt(to: OrderStatus): 'shipper' | 'any' | null {
  if (to === S.departed) return 'shipper';
  if (to === S.delivered) return 'any';
  return null;
}
