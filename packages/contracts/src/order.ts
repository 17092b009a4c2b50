import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { orderAbnormalEntry } from './abnormal.js';
import { phoneField, shippingMarkChecks } from './address-book.js';
import { acrossFields } from './across-fields.js';
import { calendarDay } from './calendar-day.js';
import { areaCodeField } from './auth.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { fileUrlField } from './files.js';
import { idSchema } from './id.js';
import { orderShipment } from './shipment.js';
import { TIME_ZONE_HEADER, isTimeZone } from './time-zone.js';
import { MEMBER_ORDER_ACTIONS } from './order-flow.js';
import {
  BRAND_TYPES,
  CUSTOMS_TYPES,
  DRAWEES,
  FEE_TYPES,
  GOODS_LINES_MAX,
  HARVEST_METHODS,
  ISSUING_METHODS,
  ORDER_CURRENCIES,
  ORDER_ROLES,
  PACKAGE_TYPES,
  PAYERS,
  TRANSITION_BATCH_MAX,
  WAREHOUSE_TYPES,
} from './order-choices.js';
import { CARGO_CONTROL_STATUSES, CREATOR_TYPE, ORDER_STATUSES, ORDER_TYPES } from './statuses.js';
import { TRANSPORT_TYPES, transportTypeField } from './system.js';
import { receiptCheck, receiptLot } from './warehouse.js';

// Shipping orders (docs/product/orders.md): the rules of an order, written once for the
// server's routes and the web's forms. Amounts are integers on the wire and in storage:
// money in minor units of `currency`, weight in grams, volume in cubic centimetres; the web
// converts what the member types (kg, m³, 12.50) and formats what it shows.

// ---------- constants ----------

// Order number: transport prefix + yymmdd + a sequence of the day, e.g. SE261124000123.
export const ORDER_NO_PREFIX: Record<(typeof TRANSPORT_TYPES)[number], string> = { '1': 'SE', '2': 'AI', '3': 'SA', '4': 'OW' };
export const ORDER_NO_PATTERN = /^(SE|AI|SA|OW)\d{12}$/;

// "Submit selected" and "print selected" take at most this many orders (zod-free, for lists).
import { IDEMPOTENCY_HEADER, ORDER_IDS_MAX } from './constants.js';
export { ORDER_IDS_MAX };
// The order's constants, choices and the rule dropping a turned-off choice's fields: zod-free
// (order-choices.ts), so the shipping form's first paint loads them without the schemas.
export {
  GOODS_LINES_MAX,
  TRANSITION_BATCH_MAX,
  INSURANCE_RATE_PERMILLE,
  insuranceFee,
  ORDER_CURRENCIES,
  type OrderCurrency,
  CUSTOMS_TYPES,
  ISSUING_METHODS,
  WAREHOUSE_TYPES,
  HARVEST_METHODS,
  DRAWEES,
  FEE_TYPES,
  PAYERS,
  PACKAGE_TYPES,
  BRAND_TYPES,
  ORDER_ROLES,
  type OrderRole,
  NAMES_AIRLINE,
  NAMES_SHIPPING_COMPANY,
  withoutUnchosen,
} from './order-choices.js';
// Header of `create`: a retried or double-clicked submit with the same key creates one order.
export { IDEMPOTENCY_HEADER };
export const idempotencyKeyField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'v.format');

// ---------- field rules ----------

function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
// Null or blank is "not given": a client reads an order (null where unset) and sends it back,
// and a form sends '' for an emptied input.
// The outer optional() only types the key as optional in the body (a preprocess takes
// `unknown`, which zod would make a required key); null and blank go through the inner one.
const absentable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional()).optional();
function absentableShape<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, absentable(schema)])) as {
    [K in keyof T]: z.ZodOptional<z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodOptional<T[K]>>>;
  };
}
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, 'v.maxLength').optional());
const requiredText = (key: string, max: number) =>
  z.string(key).trim().min(1, { error: key, abort: true }).max(max, 'v.maxLength');
// Pieces and quantity: whole numbers above 0. Volume, weight and worth: above 0 (integers in
// their unit, so "above 0" is at least 1 cm³, 1 g, one minor unit).
const positiveInt = (key: string) => z.number(key).int('v.order.integer').min(1, key).max(2_000_000_000, 'v.max');
const emailField = z.preprocess(blankToUndefined, z.string().trim().max(100, 'v.maxLength').pipe(z.email('v.email.format')).optional());
const dateTimeField = z.iso.datetime({ offset: true, error: 'v.format' });
const linkField = z.preprocess(blankToUndefined, z.string().trim().max(500).pipe(z.url({ protocol: /^https?$/, error: 'v.order.link.format' })).optional());

export const marksField = shippingMarkChecks(
  z.string('v.order.marks.required').trim().min(1, { error: 'v.order.marks.required', abort: true }).max(30, { error: 'v.maxLength', abort: true }),
  { chars: 'v.order.marks.chars', letterFirst: 'v.order.marks.letterFirst' },
);

// Consignor, consignee: a person or a company with a phone under its area code.
export const orderPartyBody = z.object({
  name: requiredText('v.order.party.name.required', 50),
  company: optionalText(100),
  nameEn: optionalText(100),
  areaCode: areaCodeField,
  phone: phoneField,
  email: emailField,
});
export type OrderPartyBody = z.infer<typeof orderPartyBody>;

// The cargo controller: holds the right to release the goods (cargo control, docs/product/orders.md).
export const controllerBody = z.object({
  name: requiredText('v.order.controller.name.required', 50),
  areaCode: areaCodeField,
  phone: phoneField,
  email: emailField,
});

export const goodsLineBody = z.object({
  proZh: requiredText('v.order.goods.proZh.required', 100),
  proEn: requiredText('v.order.goods.proEn.required', 200),
  brand: z.enum(BRAND_TYPES).default('0'),
  // Cartons (pieces) of this line; a line of N identical cartons has num N.
  num: positiveInt('v.order.goods.num'),
  // Unit code (GET /app-api/app/unit/list) of `quantity`.
  unit: requiredText('v.order.goods.unit.required', 20),
  quantity: positiveInt('v.order.goods.quantity'),
  // Totals of the line.
  volume: positiveInt('v.order.goods.volume'),
  weight: positiveInt('v.order.goods.weight'),
  worth: positiveInt('v.order.goods.worth'),
  material: optionalText(100),
  // Product attribute ids (GET /app-api/ecw/product-attr/list).
  prodAttrArr: z.array(idSchema()).max(10, 'v.max').default([]),
  isPayAdvance: z.boolean().default(false),
  link: linkField,
});
export type GoodsLineBody = z.input<typeof goodsLineBody>;

export const customDraweeBody = z.object({ feeType: z.enum(FEE_TYPES), payer: z.enum(PAYERS) });

// Every field of an order the member writes. `get` answers the same names, so a client can
// read an order, change a field and send it back.
const orderFields = {
  orderType: z.enum(ORDER_TYPES, 'v.order.orderType.required'),
  transportType: transportTypeField,
  channelId: z.preprocess(blankToUndefined, idSchema().optional()),
  // Route: origin city and warehouse → destination country, city and warehouse.
  startCityId: idSchema('v.order.startCity.required'),
  startWarehouseId: z.preprocess(blankToUndefined, idSchema().optional()),
  destCountryId: idSchema('v.order.destCountry.required'),
  destCityId: idSchema('v.order.destCity.required'),
  destWarehouseId: z.preprocess(blankToUndefined, idSchema().optional()),
  consignor: orderPartyBody,
  consignee: orderPartyBody,
  marks: marksField,
  goods: z.array(goodsLineBody).min(1, 'v.order.goods.required').max(GOODS_LINES_MAX, 'v.max'),
  currency: z.enum(ORDER_CURRENCIES).default('USD'),
  isCargoControl: z.boolean().default(false),
  controller: absentable(controllerBody),
  isCollection: z.boolean().default(false),
  // Amount collected from the consignee on our behalf, in minor units of `currency`.
  collectionProxy: absentable(z.number().int('v.order.integer').min(1, 'v.order.collectionProxy')),
  customsType: z.enum(CUSTOMS_TYPES).default('consolidated'),
  issuingMethod: z.enum(ISSUING_METHODS).default('electronic'),
  warehouseType: z.enum(WAREHOUSE_TYPES).default('general'),
  harvestMethod: z.enum(HARVEST_METHODS).default('self_delivery'),
  loadingTime: absentable(dateTimeField),
  loadingAddress: optionalText(200),
  // Estimated delivery date at the origin warehouse.
  deliveryDate: calendarDay('v.order.deliveryDate.required'),
  // Receiving area (district) and detailed address at the destination.
  deliveryaddress: requiredText('v.order.deliveryaddress.required', 100),
  addressdetail: requiredText('v.order.addressdetail.required', 100),
  drawee: z.enum(DRAWEES).default('shipper'),
  customDraweeList: z.array(customDraweeBody).max(FEE_TYPES.length).default([]),
  doubleClear: z.boolean().default(false),
  airlineCompany: optionalText(100),
  shippingCompany: optionalText(100),
  customsClearCert: z.boolean().default(false),
  clearCertRemark: optionalText(200),
  isUnpack: z.boolean().default(false),
  isSingleTicketTransport: z.boolean().default(false),
  packageType: z.enum(PACKAGE_TYPES).default('carton'),
  packageRemarks: optionalText(200),
  isInsured: z.boolean().default(false),
  remark: optionalText(500),
};

// Write-only choices of the form: also save the typed consignor or consignee to the address book.
const saveChoices = {
  saveConsignor: z.boolean().optional(),
  saveConsignee: z.boolean().optional(),
};

// Rules across fields, named on the field they blame.
function orderRules(
  value: {
    isCargoControl?: boolean;
    controller?: unknown;
    consignee?: { areaCode?: string };
    isCollection?: boolean;
    collectionProxy?: number;
    harvestMethod?: string;
    loadingTime?: string;
    loadingAddress?: string;
    drawee?: string;
    customDraweeList?: unknown[];
  },
  ctx: z.RefinementCtx,
  complete: boolean,
) {
  // An order not under cargo control may only go to a consignee abroad.
  if (!value.isCargoControl && value.consignee?.areaCode === CHINA_AREA_CODE) {
    ctx.addIssue({ code: 'custom', path: ['consignee', 'areaCode'], message: 'v.order.consignee.foreign' });
  }
  if (!complete) return;
  if (value.isCargoControl && !value.controller) ctx.addIssue({ code: 'custom', path: ['controller'], message: 'v.order.controller.required' });
  if (value.isCollection && value.collectionProxy === undefined) {
    ctx.addIssue({ code: 'custom', path: ['collectionProxy'], message: 'v.order.collectionProxy' });
  }
  if (value.harvestMethod === 'pickup') {
    if (!value.loadingTime) ctx.addIssue({ code: 'custom', path: ['loadingTime'], message: 'v.order.loadingTime.required' });
    if (!value.loadingAddress) ctx.addIssue({ code: 'custom', path: ['loadingAddress'], message: 'v.order.loadingAddress.required' });
  }
  if (value.drawee === 'custom' && !value.customDraweeList?.length) {
    ctx.addIssue({ code: 'custom', path: ['customDraweeList'], message: 'v.order.customDraweeList.required' });
  }
}

// The lines' sum: written once, zod-free (order-totals.ts), for the form, the server and the documents.
export { orderTotals, type OrderTotals } from './order-totals.js';

const CHINA_AREA_CODE = '86';
const RULE_READS = ['isCargoControl', 'controller', 'consignee', 'isCollection', 'collectionProxy', 'harvestMethod', 'loadingTime', 'loadingAddress', 'drawee', 'customDraweeList'] as const;

// `create`: a complete order leaving draft. With `id`, the member's draft of that id is submitted.
export const orderSubmitBody = acrossFields(
  z.object({ id: idSchema().optional(), ...orderFields, ...saveChoices }),
  RULE_READS,
  (value, ctx) => orderRules(value, ctx, true),
);
export type OrderSubmitBody = z.input<typeof orderSubmitBody>;
export type OrderSubmitValue = z.output<typeof orderSubmitBody>;

// `update`: the same complete order, by id (draft or awaiting warehousing).
export const orderUpdateBody = acrossFields(
  z.object({ id: idSchema(), ...orderFields, ...saveChoices }),
  RULE_READS,
  (value, ctx) => orderRules(value, ctx, true),
);
export type OrderUpdateBody = z.input<typeof orderUpdateBody>;

// `draft`: anything the member has typed so far; what is there must have the right format.
export const orderDraftBody = acrossFields(
  z.object({
    id: idSchema().optional(),
    ...absentableShape(orderFields),
    // The order number's prefix comes from it, so even a first draft names it (the shipping
    // flow starts by picking it).
    transportType: transportTypeField,
    consignor: absentable(z.object(absentableShape(orderPartyBody.shape))),
    consignee: absentable(z.object(absentableShape(orderPartyBody.shape))),
    controller: absentable(z.object(absentableShape(controllerBody.shape))),
    goods: absentable(z.array(z.object(absentableShape(goodsLineBody.shape))).max(GOODS_LINES_MAX, 'v.max')),
    ...saveChoices,
  }),
  RULE_READS,
  (value, ctx) => orderRules(value, ctx, false),
);
export type OrderDraftBody = z.input<typeof orderDraftBody>;
export type OrderDraftValue = z.output<typeof orderDraftBody>;

export const orderIdQuery = z.object({ id: idSchema() });
export const orderIdsBody = z.object({ ids: z.array(idSchema()).min(1, 'v.order.ids.required').max(ORDER_IDS_MAX, 'v.max') });
// `submit`: each draft submitted, or refused with the reason in the caller's language.
export const orderSubmitResult = z.object({
  submitted: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type OrderSubmitResult = z.infer<typeof orderSubmitResult>;

// The warehouse receipt as PDF: an A4 page, or the 100 × 150 mm label for the cartons.
export const RECEIPT_FORMATS = ['a4', 'label'] as const;
export const warehouseReceiptQuery = orderIdQuery.extend({ format: z.enum(RECEIPT_FORMATS, 'v.oneOf').default('a4') });

// ---------- answers ----------

const names = { nameZh: z.string(), nameEn: z.string(), nameFr: z.string() };
const placeRef = z.object({ id: z.number().int(), code: z.string(), ...names });

export const orderParty = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  nameEn: z.string().nullable(),
  areaCode: z.string().nullable(),
  // Null where the viewer may not see it (a consignee does not see the shipper's phone).
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type OrderParty = z.infer<typeof orderParty>;

export const goodsLine = z.object({
  id: z.number().int(),
  proZh: z.string().nullable(),
  proEn: z.string().nullable(),
  brand: z.enum(BRAND_TYPES),
  num: z.number().int().nullable(),
  unit: z.string().nullable(),
  quantity: z.number().int().nullable(),
  volume: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  // Null for a consignee.
  worth: z.number().int().nullable(),
  material: z.string().nullable(),
  prodAttrArr: z.array(z.number().int()),
  isPayAdvance: z.boolean(),
  link: z.string().nullable(),
});
export type GoodsLine = z.infer<typeof goodsLine>;

// A goods line whose product attribute the chosen channel does not accept: flagged, with why.
export const goodsFlag = z.object({
  // Index in `goods`
  line: z.number().int(),
  prodAttrId: z.number().int(),
  reason: z.string(),
});
export type GoodsFlag = z.infer<typeof goodsFlag>;

// Written by staff when the cartons arrive; the order's figures then come from it.
export const warehouseReceipt = z.object({
  cartons: z.number().int(),
  // Carton size as measured, e.g. "60×40×40 cm" (or several sizes)
  size: z.string(),
  volume: z.number().int(),
  weight: z.number().int(),
  inTime: z.string(),
  updateTime: z.string(),
  // Origin warehouse that received the cargo
  warehouse: placeRef.nullable(),
  // Received in full? A partial receipt (some lots in, the order still awaiting warehousing)
  // shows "received `cartons` of `expectedCartons`" (docs/warehouse.md).
  complete: z.boolean(),
  // The cartons the order should bring: the declared pieces, or the received ones once complete.
  expectedCartons: z.number().int(),
  lots: z.array(receiptLot),
});
export type WarehouseReceipt = z.infer<typeof warehouseReceipt>;

export const trackingEvent = z.object({
  status: z.literal(ORDER_STATUSES),
  time: z.string(),
  place: z.string().nullable(),
  note: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const packingListFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploader: z.string(),
  createTime: z.string(),
});
export type PackingListFile = z.infer<typeof packingListFile>;

const totals = {
  totalNum: z.number().int(),
  totalVolume: z.number().int(),
  totalWeight: z.number().int(),
  // Null for a consignee.
  totalWorth: z.number().int().nullable(),
};

export const orderListItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  orderType: z.enum(ORDER_TYPES).nullable(),
  transportType: z.enum(TRANSPORT_TYPES).nullable(),
  channel: placeRef.nullable(),
  startWarehouse: placeRef.nullable(),
  destWarehouse: placeRef.nullable(),
  destCity: placeRef.nullable(),
  status: z.literal(ORDER_STATUSES),
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  consignorName: z.string().nullable(),
  consigneeName: z.string().nullable(),
  ...totals,
  // Cartons as received (warehouse receipt), when there is one
  receivedCartons: z.number().int().nullable(),
  flagged: z.boolean(),
  createTime: z.string(),
  deliveryDate: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderPageQuery = cursorQuery.extend({
  role: z.enum(ORDER_ROLES).default('posted'),
  status: queryNumber(z.literal(ORDER_STATUSES)).optional(),
  transportType: transportTypeField.optional(),
  dateFrom: calendarDay('v.format').optional(),
  dateTo: calendarDay('v.format').optional(),
  // Order number, shipping mark or consignee name/phone.
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, 'v.maxLength').optional()),
});
export type OrderPageQuery = z.infer<typeof orderPageQuery>;
export const orderPage = cursorPage(orderListItem);

// The export takes the list's filters (no cursor); `ids` narrows it to the selected rows.
export const orderExportQuery = orderPageQuery.omit({ cursor: true, pageSize: true }).extend({
  // Comma-separated, once: "ids=3,7". Each must be a strict id (an empty item is refused).
  ids: z
    .string()
    .transform((v): (string | number)[] => v.split(','))
    .pipe(z.array(idSchema()).max(ORDER_IDS_MAX, 'v.max'))
    .optional(),
});

// The list's own filters but the status: the tabs count what the list would show under each.
export const orderStatusCountQuery = orderPageQuery.omit({ cursor: true, pageSize: true, status: true });
export type OrderStatusCountQuery = z.infer<typeof orderStatusCountQuery>;
// Orders per status (keys are status values) and in all.
export const orderStatusCount = z.object({ all: z.number().int(), byStatus: z.record(z.string(), z.number().int()) });
export type OrderStatusCount = z.infer<typeof orderStatusCount>;

export const orderDetail = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.literal(ORDER_STATUSES),
  cargoControlStatus: z.literal(CARGO_CONTROL_STATUSES),
  // How the caller relates to the order: its shipper, or its consignee.
  viewerRole: z.enum(['shipper', 'consignee']),
  // What the caller may do now (order-flow.ts); a consignee gets none.
  actions: z.array(z.enum(MEMBER_ORDER_ACTIONS)),
  creatorType: z.literal(Object.values(CREATOR_TYPE)),
  createTime: z.string(),
  updateTime: z.string(),
  submitTime: z.string().nullable(),
  // The editable fields, under the names the bodies use (null where unset or hidden).
  orderType: z.enum(ORDER_TYPES).nullable(),
  transportType: z.enum(TRANSPORT_TYPES).nullable(),
  channelId: z.number().int().nullable(),
  startCityId: z.number().int().nullable(),
  startWarehouseId: z.number().int().nullable(),
  destCountryId: z.number().int().nullable(),
  destCityId: z.number().int().nullable(),
  destWarehouseId: z.number().int().nullable(),
  consignor: orderParty,
  consignee: orderParty,
  marks: z.string().nullable(),
  goods: z.array(goodsLine),
  currency: z.enum(ORDER_CURRENCIES),
  isCargoControl: z.boolean(),
  controller: orderParty.omit({ company: true, nameEn: true }).nullable(),
  isCollection: z.boolean().nullable(),
  collectionProxy: z.number().int().nullable(),
  customsType: z.enum(CUSTOMS_TYPES).nullable(),
  issuingMethod: z.enum(ISSUING_METHODS).nullable(),
  warehouseType: z.enum(WAREHOUSE_TYPES).nullable(),
  harvestMethod: z.enum(HARVEST_METHODS).nullable(),
  loadingTime: z.string().nullable(),
  loadingAddress: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryaddress: z.string().nullable(),
  addressdetail: z.string().nullable(),
  drawee: z.enum(DRAWEES).nullable(),
  customDraweeList: z.array(customDraweeBody),
  doubleClear: z.boolean(),
  airlineCompany: z.string().nullable(),
  shippingCompany: z.string().nullable(),
  customsClearCert: z.boolean(),
  clearCertRemark: z.string().nullable(),
  isUnpack: z.boolean(),
  isSingleTicketTransport: z.boolean(),
  packageType: z.enum(PACKAGE_TYPES).nullable(),
  packageRemarks: z.string().nullable(),
  isInsured: z.boolean(),
  remark: z.string().nullable(),
  // Set by staff when the goods are not acceptable, with why (shown to shipper and consignee).
  flagged: z.boolean(),
  flagReason: z.string().nullable(),
  // Computed: names of the route's places, totals, insurance fee, flags.
  channel: placeRef.nullable(),
  startCity: placeRef.nullable(),
  startWarehouse: placeRef.nullable(),
  destCountry: placeRef.nullable(),
  destCity: placeRef.nullable(),
  destWarehouse: placeRef.nullable(),
  ...totals,
  insuranceFee: z.number().int().nullable(),
  flags: z.array(goodsFlag),
  receipt: warehouseReceipt.nullable(),
  events: z.array(trackingEvent),
  // Packing-list files; empty for a consignee.
  files: z.array(packingListFile),
  // Abnormal items and their steps (the timeline merges them with events); empty for a
  // consignee, never in the public tracking answer.
  abnormal: z.array(orderAbnormalEntry),
  // The container or air shipment the order is loaded in: vessel or flight, number, ETA.
  shipment: orderShipment.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// `create` and `draft` answer the order's id and number.
export const orderSaved = z.object({ id: z.number().int(), orderNo: z.string(), status: z.literal(ORDER_STATUSES), flags: z.array(goodsFlag) });
export type OrderSaved = z.infer<typeof orderSaved>;

// Packing list: attach an uploaded file (purpose packing-list) to the order, or remove one.
export const packingListAddBody = z.object({ orderId: idSchema(), url: fileUrlField });
export const packingListDeleteQuery = z.object({ orderId: idSchema(), fileId: idSchema() });
export const packingListQuery = z.object({ orderId: idSchema() });
export const packingListAnswer = z.object({ list: z.array(packingListFile) });

// ---------- public tracking ----------

// GET /app-api/order/track?no=: by order number for anyone, or by shipping mark for a signed-in
// member (their own orders). No names, phones or amounts.
// The member's other live orders (submitted, not cancelled or deleted) already carrying a
// shipping mark: the form asks before submitting a second order under it.
export const orderMarksQuery = z.object({ marks: marksField, exceptId: z.preprocess(blankToUndefined, idSchema().optional()) });
export const orderMarksAnswer = z.object({ list: z.array(z.object({ id: z.number().int(), orderNo: z.string() })) });
export type OrderMarksAnswer = z.infer<typeof orderMarksAnswer>;

// The document routes' headers: the reader's time zone (time-zone.ts), checked; others pass.
export const documentHeaders = z.looseObject({
  [TIME_ZONE_HEADER]: z.string().max(64, 'v.maxLength').refine(isTimeZone, 'v.format').optional(),
});

export const trackQuery = z.object({ no: z.string('v.order.trackNo.required').trim().min(1, 'v.order.trackNo.required').max(40, 'v.maxLength') });
export const trackResult = z.object({
  orderNo: z.string(),
  status: z.literal(ORDER_STATUSES),
  transportType: z.enum(TRANSPORT_TYPES).nullable(),
  startCity: placeRef.nullable(),
  destCity: placeRef.nullable(),
  totalNum: z.number().int(),
  events: z.array(trackingEvent),
  shipment: orderShipment.nullable(),
});
export type TrackResult = z.infer<typeof trackResult>;
export const trackAnswer = z.object({ list: z.array(trackResult) });

// ---------- staff ----------

// Staff find orders (GET /admin-api/order/page): newest first, keyset paging. Every filter is
// optional and they combine (docs/orders.md, "Staff side").
const yesOrNo = z.enum(['true', 'false'], 'v.oneOf');
export const staffOrderFilters = z.object({
  // Order number, shipping mark or a party's phone, matched whole.
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50, 'v.maxLength').optional()),
  status: queryNumber(z.literal(ORDER_STATUSES)).optional(),
  transportType: transportTypeField.optional(),
  // The route: departure city, destination country.
  startCityId: idSchema().optional(),
  destCountryId: idSchema().optional(),
  // The origin or the destination warehouse.
  warehouseId: idSchema().optional(),
  // Created on these UTC days, both included.
  dateFrom: calendarDay('v.format').optional(),
  dateTo: calendarDay('v.format').optional(),
  // The shipper: their account, or the mobile it signs in with (national form, digits).
  memberId: idSchema().optional(),
  mobile: z.preprocess(blankToUndefined, z.string().trim().regex(/^\d{6,15}$/, 'v.format').optional()),
  flagged: yesOrNo.optional(),
  // Cargo under control not yet released in full (HELD_CARGO_STATUSES), or not.
  held: yesOrNo.optional(),
  // Some fee not paid in full, or every fee paid.
  unpaid: yesOrNo.optional(),
});
export type StaffOrderFilters = z.infer<typeof staffOrderFilters>;
export const staffOrderQuery = cursorQuery.extend(staffOrderFilters.shape);
export type StaffOrderQuery = z.infer<typeof staffOrderQuery>;
export const staffOrderItem = orderListItem.extend({
  memberId: z.number().int(),
  consignorPhone: z.string().nullable(),
  consigneePhone: z.string().nullable(),
});
export type StaffOrderItem = z.infer<typeof staffOrderItem>;
export const staffOrderPage = cursorPage(staffOrderItem);

// What staff did to an order (ship_order_audit), newest first.
// refundReturn: the goods of an approved warehouse refund handed back (docs/money.md).
// receiptLot: one lot of cartons received (docs/warehouse.md).
export const ORDER_AUDIT_ACTIONS = ['receipt', 'receiptLot', 'transition', 'flag', 'unflag', 'refundReturn'] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const orderAuditEntry = z.object({
  action: z.enum(ORDER_AUDIT_ACTIONS),
  staffId: z.number().int(),
  staffName: z.string(),
  // receipt: the figures written and `corrected`; transition: from, to; flag and unflag: reason
  detail: z.record(z.string(), auditValue),
  time: z.string(),
});
export type OrderAuditEntry = z.infer<typeof orderAuditEntry>;

// Cargo control as the desk sees it: cartons under control, released, still held (releasable
// by the controller), and each release with who made it and to whom.
export const staffCargoRelease = z.object({
  cartons: z.number().int(),
  releasedBy: z.object({ name: z.string().nullable(), areaCode: z.string().nullable(), phone: z.string().nullable() }),
  consigneeName: z.string().nullable(),
  time: z.string(),
});
export const staffCargoControl = z.object({
  totalCartons: z.number().int(),
  releasedCartons: z.number().int(),
  // Still held: the controller may release these; the order cannot be delivered before.
  heldCartons: z.number().int(),
  releases: z.array(staffCargoRelease),
});
export type StaffCargoControl = z.infer<typeof staffCargoControl>;

// GET /admin-api/order/audit?id=: what staff did to the order, newest first.
export const orderAuditAnswer = z.object({ list: z.array(orderAuditEntry) });

// GET /admin-api/order/get: the order as its shipper sees it, with the shipper's account, the
// step staff may take next, and what staff did.
export const staffOrderDetail = orderDetail.omit({ viewerRole: true, actions: true }).extend({
  memberId: z.number().int(),
  shipper: z.object({ nickname: z.string(), areaCode: z.string(), mobile: z.string() }),
  // Where a transition may move it now (null: none; awaiting warehousing moves by the receipt).
  nextStatus: z.literal(ORDER_STATUSES).nullable(),
  // Whether the warehouse receipt may be written (or corrected) now.
  receiptAllowed: z.boolean(),
  // Whether a lot may be added now (awaiting warehousing, partly received or not).
  lotAllowed: z.boolean(),
  // Declared beside measured, and whether an exception is needed (docs/warehouse.md).
  receiptCheck,
  // Under cargo control: what may still be released and who released what (null otherwise).
  cargoControl: staffCargoControl.nullable(),
  audit: z.array(orderAuditEntry),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetail>;

// Written when the cartons arrive, or corrected while the order is in the warehouse.
export const warehouseReceiptBody = z.object({
  orderId: idSchema(),
  cartons: positiveInt('v.order.receipt.cartons'),
  size: requiredText('v.order.receipt.size.required', 100),
  volume: positiveInt('v.order.goods.volume'),
  weight: positiveInt('v.order.goods.weight'),
  // When the cartons arrived; now when not given.
  inTime: dateTimeField.optional(),
  // Place and note of the tracking event the arrival writes.
  place: optionalText(100),
  note: optionalText(200),
});
export type WarehouseReceiptBody = z.input<typeof warehouseReceiptBody>;

// One lot of cartons into an order awaiting warehousing (docs/warehouse.md): added to what came
// before; the receipt is complete once the declared cartons are in, or when `last` says so.
export const receiptLotBody = warehouseReceiptBody.extend({ last: z.boolean('v.type').default(false) });
export type ReceiptLotBody = z.input<typeof receiptLotBody>;

// One order or a batch (a container) one step along NEXT_STATUS (order-flow.ts), each with a
// tracking event of this time, place and note.
export const orderTransitionBody = z.object({
  orderIds: z.array(idSchema()).min(1, 'v.order.ids.required').max(TRANSITION_BATCH_MAX, 'v.max'),
  toStatus: z.literal(ORDER_STATUSES, 'v.oneOf'),
  time: dateTimeField.optional(),
  place: requiredText('v.order.event.place.required', 100),
  note: optionalText(200),
  // Write nothing: answer which orders would move and why the others would not (the order
  // desk's check before a batch, as a shipment's advance has).
  dryRun: z.boolean('v.type').default(false),
});
export type OrderTransitionBody = z.input<typeof orderTransitionBody>;
// Each order moved (or, in a dry run, would move), or why not (an error code and its text); the
// batch moves every order it can.
export const orderTransitionResult = z.object({
  moved: z.array(z.number().int()),
  refused: z.array(z.object({ orderId: z.number().int(), code: z.number().int(), reason: z.string() })),
});
export type OrderTransitionResult = z.infer<typeof orderTransitionResult>;

// Flag non-acceptable goods (the shipper and the consignee see the flag and its reason), or
// take the flag away; a flag needs its reason.
export const orderFlagBody = acrossFields(
  z.object({
    orderId: idSchema(),
    flagged: z.boolean('v.type'),
    reason: optionalText(200),
  }),
  ['flagged', 'reason'],
  (value, ctx) => {
    if (value.flagged && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'v.order.flag.reason.required' });
  },
);
export type OrderFlagBody = z.input<typeof orderFlagBody>;
