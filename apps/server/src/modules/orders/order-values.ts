import {
  insuranceFee,
  ORDER_NO_PREFIX,
  orderTotals,
  withoutUnchosen,
  type BRAND_TYPES,
  type CUSTOMS_TYPES,
  type DRAWEES,
  type GoodsLine,
  type HARVEST_METHODS,
  type ISSUING_METHODS,
  type ORDER_CURRENCIES,
  type OrderDetail,
  type OrderParty,
  type PACKAGE_TYPES,
  type WAREHOUSE_TYPES,
} from '@portal/contracts/order';
import type { OrderType } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';
import { fromBool, fromJson, toBool, toIso, toJson } from '../../db/sql.js';
import type { ShipOrderGoodsRow, ShipOrderRow } from '../../db/tables/orders.js';
import type { OrderInput, PartyPhones } from './order-checks.js';
import type { GoodsInsert, OrderSet } from './order.repository.js';

// Between the bodies of the member calls and the ship_order columns, both ways. The answer's
// editable fields carry the body's names (docs/orders.md), so `editableFields` read back and
// sent again is the same order. The web's delivery-values.ts converts the form to the same
// body; what both need (the fields of a choice turned off are dropped, the totals are the
// lines' sum) is in contracts' order.ts, and what is left differs: units and dayjs there,
// column names and stored forms here.

type Of<T extends readonly string[]> = T[number];

// Order number: transport prefix, UTC date as yymmdd, six-digit sequence of that prefix and day.
export function orderNoPrefix(transportType: TransportType, at: Date): string {
  return ORDER_NO_PREFIX[transportType] + at.toISOString().slice(2, 10).replaceAll('-', '');
}

export function orderNo(prefix: string, sequence: number): string {
  return prefix + String(sequence).padStart(6, '0');
}

type GoodsInput = NonNullable<OrderInput['goods']>[number];

function totalsOf(goods: readonly GoodsInput[]) {
  const totals = orderTotals(goods);
  return { total_num: totals.num, total_volume: totals.volume, total_weight: totals.weight, total_worth: totals.worth };
}

// Insurance (contracts' insuranceFee, the figure the form shows): only for insured orders.
export function insuranceFeeOf(isInsured: boolean, totalWorth: number): number | null {
  return isInsured ? insuranceFee(totalWorth) : null;
}

const text = (value: string | undefined) => value ?? null;

// The columns a member's body sets (a draft leaves what it lacks empty).
export function orderColumns(body: OrderInput, phones: PartyPhones): OrderSet {
  const input = withoutUnchosen(body);
  const goods = input.goods ?? [];
  const totals = totalsOf(goods);
  const party = (p: OrderInput['consignor'], phone: string | null) => ({
    name: text(p?.name),
    company: text(p?.company),
    name_en: text(p?.nameEn),
    area_code: text(p?.areaCode),
    phone,
    email: text(p?.email),
  });
  const consignor = party(input.consignor, phones.consignor);
  const consignee = party(input.consignee, phones.consignee);
  const controller = input.controller;
  const isInsured = input.isInsured ?? false;
  return {
    order_type: text(input.orderType),
    transport_type: input.transportType,
    channel_id: input.channelId ?? null,
    start_city_id: input.startCityId ?? null,
    start_warehouse_id: input.startWarehouseId ?? null,
    dest_country_id: input.destCountryId ?? null,
    dest_city_id: input.destCityId ?? null,
    dest_warehouse_id: input.destWarehouseId ?? null,
    consignor_name: consignor.name,
    consignor_company: consignor.company,
    consignor_name_en: consignor.name_en,
    consignor_area_code: consignor.area_code,
    consignor_phone: consignor.phone,
    consignor_email: consignor.email,
    consignee_name: consignee.name,
    consignee_company: consignee.company,
    consignee_name_en: consignee.name_en,
    consignee_area_code: consignee.area_code,
    consignee_phone: consignee.phone,
    consignee_email: consignee.email,
    marks: text(input.marks),
    currency: input.currency ?? 'USD',
    is_cargo_control: fromBool(input.isCargoControl ?? false),
    controller_name: text(controller?.name),
    controller_area_code: text(controller?.areaCode),
    controller_phone: controller ? phones.controller : null,
    controller_email: text(controller?.email),
    is_collection: fromBool(input.isCollection ?? false),
    collection_proxy: input.collectionProxy ?? null,
    customs_type: text(input.customsType),
    issuing_method: text(input.issuingMethod),
    warehouse_type: text(input.warehouseType),
    harvest_method: text(input.harvestMethod),
    loading_time: input.loadingTime ? toIso(input.loadingTime) : null,
    loading_address: text(input.loadingAddress),
    delivery_date: text(input.deliveryDate),
    delivery_address: text(input.deliveryaddress),
    address_detail: text(input.addressdetail),
    drawee: text(input.drawee),
    custom_drawee_list: toJson(input.customDraweeList ?? []),
    double_clear: fromBool(input.doubleClear ?? false),
    airline_company: text(input.airlineCompany),
    shipping_company: text(input.shippingCompany),
    customs_clear_cert: fromBool(input.customsClearCert ?? false),
    clear_cert_remark: text(input.clearCertRemark),
    is_unpack: fromBool(input.isUnpack ?? false),
    is_single_ticket_transport: fromBool(input.isSingleTicketTransport ?? false),
    package_type: text(input.packageType),
    package_remarks: text(input.packageRemarks),
    is_insured: fromBool(isInsured),
    insurance_fee: insuranceFeeOf(isInsured, totals.total_worth),
    remark: text(input.remark),
    ...totals,
  };
}

export function goodsInserts(goods: readonly GoodsInput[]): GoodsInsert[] {
  return goods.map((line, i) => ({
    line_no: i + 1,
    pro_zh: text(line.proZh),
    pro_en: text(line.proEn),
    brand: line.brand ?? '0',
    num: line.num ?? null,
    unit: text(line.unit),
    quantity: line.quantity ?? null,
    volume: line.volume ?? null,
    weight: line.weight ?? null,
    worth: line.worth ?? null,
    material: text(line.material),
    prod_attr_ids: toJson(line.prodAttrArr ?? []),
    is_pay_advance: fromBool(line.isPayAdvance ?? false),
    link: text(line.link),
  }));
}

// The columns a copy takes over from its original: everything the member typed.
export function copiedColumns(row: ShipOrderRow): OrderSet {
  const { id: _id, member_id: _m, creator_type: _ct, creator_staff_id: _cs, order_no: _no, status: _s, cargo_control_status: _cc, flag_reason: _fr, idempotency_key: _k, idempotency_hash: _h, created_at: _c, updated_at: _u, submitted_at: _sa, deleted_at: _d, shipment_id: _sh, ...typed } = row;
  return typed;
}

export function copiedGoods(rows: readonly ShipOrderGoodsRow[]): GoodsInsert[] {
  return rows.map(({ id: _id, order_id: _order, ...line }) => line);
}

function partyOf(row: ShipOrderRow, prefix: 'consignor' | 'consignee'): OrderParty {
  return {
    name: row[`${prefix}_name`],
    company: row[`${prefix}_company`],
    nameEn: row[`${prefix}_name_en`],
    areaCode: row[`${prefix}_area_code`],
    phone: row[`${prefix}_phone`],
    email: row[`${prefix}_email`],
  };
}

export function goodsLineOf(row: ShipOrderGoodsRow): GoodsLine {
  return {
    id: row.id,
    proZh: row.pro_zh,
    proEn: row.pro_en,
    brand: row.brand as Of<typeof BRAND_TYPES>,
    num: row.num,
    unit: row.unit,
    quantity: row.quantity,
    volume: row.volume,
    weight: row.weight,
    worth: row.worth,
    material: row.material,
    prodAttrArr: fromJson<number[]>(row.prod_attr_ids, []),
    isPayAdvance: toBool(row.is_pay_advance),
    link: row.link,
  };
}

export type EditableFields = Pick<
  OrderDetail,
  | 'orderType' | 'transportType' | 'channelId' | 'startCityId' | 'startWarehouseId' | 'destCountryId' | 'destCityId' | 'destWarehouseId'
  | 'consignor' | 'consignee' | 'marks' | 'goods' | 'currency' | 'isCargoControl' | 'controller' | 'isCollection' | 'collectionProxy'
  | 'customsType' | 'issuingMethod' | 'warehouseType' | 'harvestMethod' | 'loadingTime' | 'loadingAddress' | 'deliveryDate'
  | 'deliveryaddress' | 'addressdetail' | 'drawee' | 'customDraweeList' | 'doubleClear' | 'airlineCompany' | 'shippingCompany'
  | 'customsClearCert' | 'clearCertRemark' | 'isUnpack' | 'isSingleTicketTransport' | 'packageType' | 'packageRemarks' | 'isInsured' | 'remark'
>;

// The order's editable fields under the body names (null where unset).
export function editableFields(row: ShipOrderRow, goods: readonly ShipOrderGoodsRow[]): EditableFields {
  const hasController = row.controller_name !== null || row.controller_phone !== null;
  return {
    orderType: row.order_type as OrderType | null,
    transportType: row.transport_type as TransportType | null,
    channelId: row.channel_id,
    startCityId: row.start_city_id,
    startWarehouseId: row.start_warehouse_id,
    destCountryId: row.dest_country_id,
    destCityId: row.dest_city_id,
    destWarehouseId: row.dest_warehouse_id,
    consignor: partyOf(row, 'consignor'),
    consignee: partyOf(row, 'consignee'),
    marks: row.marks,
    goods: goods.map(goodsLineOf),
    currency: row.currency as Of<typeof ORDER_CURRENCIES>,
    isCargoControl: toBool(row.is_cargo_control),
    controller: hasController
      ? { name: row.controller_name, areaCode: row.controller_area_code, phone: row.controller_phone, email: row.controller_email }
      : null,
    isCollection: toBool(row.is_collection),
    collectionProxy: row.collection_proxy,
    customsType: row.customs_type as Of<typeof CUSTOMS_TYPES> | null,
    issuingMethod: row.issuing_method as Of<typeof ISSUING_METHODS> | null,
    warehouseType: row.warehouse_type as Of<typeof WAREHOUSE_TYPES> | null,
    harvestMethod: row.harvest_method as Of<typeof HARVEST_METHODS> | null,
    loadingTime: row.loading_time ? toIso(row.loading_time) : null,
    loadingAddress: row.loading_address,
    deliveryDate: row.delivery_date,
    deliveryaddress: row.delivery_address,
    addressdetail: row.address_detail,
    drawee: row.drawee as Of<typeof DRAWEES> | null,
    customDraweeList: fromJson(row.custom_drawee_list, []),
    doubleClear: toBool(row.double_clear),
    airlineCompany: row.airline_company,
    shippingCompany: row.shipping_company,
    customsClearCert: toBool(row.customs_clear_cert),
    clearCertRemark: row.clear_cert_remark,
    isUnpack: toBool(row.is_unpack),
    isSingleTicketTransport: toBool(row.is_single_ticket_transport),
    packageType: row.package_type as Of<typeof PACKAGE_TYPES> | null,
    packageRemarks: row.package_remarks,
    isInsured: toBool(row.is_insured),
    remark: row.remark,
  };
}

// The same fields as a body: what is null is left out, as a client leaves out what is unset.
export function bodyOf(row: ShipOrderRow, goods: readonly ShipOrderGoodsRow[]): unknown {
  return withoutNulls({ ...editableFields(row, goods), goods: goods.map(goodsLineOf).map(({ id: _id, ...line }) => line) });
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (v === null ? [] : [[key, withoutNulls(v)]])));
}
