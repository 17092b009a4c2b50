import { fileUrl, staffFileUrl } from '@portal/contracts/files';
import {
  BRAND_TYPES,
  CUSTOMS_TYPES,
  DRAWEES,
  HARVEST_METHODS,
  ISSUING_METHODS,
  ORDER_CURRENCIES,
  PACKAGE_TYPES,
  WAREHOUSE_TYPES,
  type OrderAuditEntry,
  type StaffOrderDetail,
  type StaffOrderItem,
} from '@portal/contracts/order';
import { RECEIPT_STATUSES, transitionTarget } from '@portal/contracts/order-flow';
import { CARGO_CONTROL_STATUSES, CREATOR_TYPE, ORDER_STATUSES, ORDER_TYPES, statusIn } from '@portal/contracts/statuses';
import { TRANSPORT_TYPES } from '@portal/contracts/system';
import type { ShipOrderRow } from '../../db/tables/orders.js';
import { fromJson, toBool, toIso } from '../../db/sql.js';
import type { OrderStaffRepository } from './order-staff.repository.js';

// Rows of the order tables turned into the staff answers (contracts/order.ts).

interface PlaceRow {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  name_fr: string;
}
type PlaceRef = { id: number; code: string; nameZh: string; nameEn: string; nameFr: string };

// The names of the places a set of orders points at, by kind and id.
export class Places {
  private readonly regions: Map<number, PlaceRef>;
  private readonly warehouses: Map<number, PlaceRef>;
  private readonly channels: Map<number, PlaceRef>;

  constructor(rows: { regions: PlaceRow[]; warehouses: PlaceRow[]; channels: PlaceRow[] }) {
    const index = (list: PlaceRow[]) => new Map(list.map((r) => [r.id, { id: r.id, code: r.code, nameZh: r.name_zh, nameEn: r.name_en, nameFr: r.name_fr }]));
    this.regions = index(rows.regions);
    this.warehouses = index(rows.warehouses);
    this.channels = index(rows.channels);
  }

  // The ids to look up for these orders (and a receipt's warehouse).
  static idsOf(orders: readonly ShipOrderRow[], extraWarehouses: readonly (number | null)[] = []) {
    const present = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
    return {
      regions: present(orders.flatMap((o) => [o.start_city_id, o.dest_country_id, o.dest_city_id])),
      warehouses: present([...orders.flatMap((o) => [o.start_warehouse_id, o.dest_warehouse_id]), ...extraWarehouses]),
      channels: present(orders.map((o) => o.channel_id)),
    };
  }

  region(id: number | null) {
    return id === null ? null : (this.regions.get(id) ?? null);
  }

  warehouse(id: number | null) {
    return id === null ? null : (this.warehouses.get(id) ?? null);
  }

  channel(id: number | null) {
    return id === null ? null : (this.channels.get(id) ?? null);
  }
}

// A stored choice read into its closed set; anything else (an older value) reads as unset.
function oneOf<T extends string>(set: readonly T[], value: string | null): T | null {
  return value !== null && (set as readonly string[]).includes(value) ? (value as T) : null;
}

function party(o: ShipOrderRow, prefix: 'consignor' | 'consignee') {
  return {
    name: o[`${prefix}_name`],
    company: o[`${prefix}_company`],
    nameEn: o[`${prefix}_name_en`],
    areaCode: o[`${prefix}_area_code`],
    phone: o[`${prefix}_phone`],
    email: o[`${prefix}_email`],
  };
}

export function toStaffItem(o: ShipOrderRow & { received_cartons: number | null }, places: Places): StaffOrderItem {
  return {
    id: o.id,
    orderNo: o.order_no,
    marks: o.marks,
    orderType: oneOf(ORDER_TYPES, o.order_type),
    transportType: oneOf(TRANSPORT_TYPES, o.transport_type),
    channel: places.channel(o.channel_id),
    startWarehouse: places.warehouse(o.start_warehouse_id),
    destWarehouse: places.warehouse(o.dest_warehouse_id),
    destCity: places.region(o.dest_city_id),
    status: statusIn(ORDER_STATUSES, o.status),
    cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, o.cargo_control_status),
    consignorName: o.consignor_name,
    consigneeName: o.consignee_name,
    totalNum: o.total_num,
    totalVolume: o.total_volume,
    totalWeight: o.total_weight,
    totalWorth: o.total_worth,
    receivedCartons: o.received_cartons,
    flagged: toBool(o.flagged),
    createTime: toIso(o.created_at),
    deliveryDate: o.delivery_date,
    memberId: o.member_id,
    consignorPhone: o.consignor_phone,
    consigneePhone: o.consignee_phone,
  };
}

type Rows<K extends keyof OrderStaffRepository> = OrderStaffRepository[K] extends (...args: never[]) => Promise<infer R> ? R : never;

export interface StaffOrderParts {
  order: NonNullable<Rows<'order'>>;
  goods: Rows<'goods'>;
  receipt: Rows<'receipt'>;
  events: Rows<'events'>;
  files: Rows<'files'>;
  audit: Rows<'audit'>;
}

export function toStaffDetail({ order: o, goods, receipt, events, files, audit }: StaffOrderParts, places: Places): StaffOrderDetail {
  const status = statusIn(ORDER_STATUSES, o.status);
  return {
    id: o.id,
    orderNo: o.order_no,
    status,
    cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, o.cargo_control_status),
    creatorType: o.creator_type === CREATOR_TYPE.staff ? CREATOR_TYPE.staff : CREATOR_TYPE.member,
    createTime: toIso(o.created_at),
    updateTime: toIso(o.updated_at),
    submitTime: o.submitted_at ? toIso(o.submitted_at) : null,
    orderType: oneOf(ORDER_TYPES, o.order_type),
    transportType: oneOf(TRANSPORT_TYPES, o.transport_type),
    channelId: o.channel_id,
    startCityId: o.start_city_id,
    startWarehouseId: o.start_warehouse_id,
    destCountryId: o.dest_country_id,
    destCityId: o.dest_city_id,
    destWarehouseId: o.dest_warehouse_id,
    consignor: party(o, 'consignor'),
    consignee: party(o, 'consignee'),
    marks: o.marks,
    goods: goods.map((g) => ({
      id: g.id,
      proZh: g.pro_zh,
      proEn: g.pro_en,
      brand: oneOf(BRAND_TYPES, g.brand) ?? '0',
      num: g.num,
      unit: g.unit,
      quantity: g.quantity,
      volume: g.volume,
      weight: g.weight,
      worth: g.worth,
      material: g.material,
      prodAttrArr: fromJson<number[]>(g.prod_attr_ids, []),
      isPayAdvance: toBool(g.is_pay_advance),
      link: g.link,
    })),
    currency: oneOf(ORDER_CURRENCIES, o.currency) ?? 'USD',
    isCargoControl: toBool(o.is_cargo_control),
    controller: o.controller_name
      ? { name: o.controller_name, areaCode: o.controller_area_code, phone: o.controller_phone, email: o.controller_email }
      : null,
    isCollection: toBool(o.is_collection),
    collectionProxy: o.collection_proxy,
    customsType: oneOf(CUSTOMS_TYPES, o.customs_type),
    issuingMethod: oneOf(ISSUING_METHODS, o.issuing_method),
    warehouseType: oneOf(WAREHOUSE_TYPES, o.warehouse_type),
    harvestMethod: oneOf(HARVEST_METHODS, o.harvest_method),
    loadingTime: o.loading_time ? toIso(o.loading_time) : null,
    loadingAddress: o.loading_address,
    deliveryDate: o.delivery_date,
    deliveryaddress: o.delivery_address,
    addressdetail: o.address_detail,
    drawee: oneOf(DRAWEES, o.drawee),
    customDraweeList: fromJson(o.custom_drawee_list, []),
    doubleClear: toBool(o.double_clear),
    airlineCompany: o.airline_company,
    shippingCompany: o.shipping_company,
    customsClearCert: toBool(o.customs_clear_cert),
    clearCertRemark: o.clear_cert_remark,
    isUnpack: toBool(o.is_unpack),
    isSingleTicketTransport: toBool(o.is_single_ticket_transport),
    packageType: oneOf(PACKAGE_TYPES, o.package_type),
    packageRemarks: o.package_remarks,
    isInsured: toBool(o.is_insured),
    remark: o.remark,
    flagged: toBool(o.flagged),
    flagReason: o.flag_reason,
    channel: places.channel(o.channel_id),
    startCity: places.region(o.start_city_id),
    startWarehouse: places.warehouse(o.start_warehouse_id),
    destCountry: places.region(o.dest_country_id),
    destCity: places.region(o.dest_city_id),
    destWarehouse: places.warehouse(o.dest_warehouse_id),
    totalNum: o.total_num,
    totalVolume: o.total_volume,
    totalWeight: o.total_weight,
    totalWorth: o.total_worth,
    insuranceFee: o.insurance_fee,
    // Goods flags by product attribute are the member side's; staff see the order's own flag.
    flags: [],
    receipt: receipt
      ? {
          cartons: receipt.cartons,
          size: receipt.size,
          volume: receipt.volume,
          weight: receipt.weight,
          inTime: toIso(receipt.in_time),
          updateTime: toIso(receipt.updated_at),
          warehouse: places.warehouse(receipt.warehouse_id),
        }
      : null,
    events: events.map((e) => ({ status: statusIn(ORDER_STATUSES, e.status), time: toIso(e.time), place: e.place, note: e.note })),
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      // Stored ids are always valid, so the url is never null.
      url: staffFileUrl(fileUrl(f.public_id)) ?? '',
      uploader: f.member_name ?? f.staff_name ?? '',
      createTime: toIso(f.created_at),
    })),
    memberId: o.member_id,
    shipper: { nickname: o.member_nickname, areaCode: o.member_area_code, mobile: o.member_mobile },
    nextStatus: transitionTarget(status) ?? null,
    receiptAllowed: RECEIPT_STATUSES.includes(status),
    audit: audit.map(toAuditEntry),
  };
}

function toAuditEntry(a: StaffOrderParts['audit'][number]): OrderAuditEntry {
  return { action: a.action, staffId: a.staff_id, staffName: a.staff_name, detail: fromJson<OrderAuditEntry['detail']>(a.detail, {}), time: toIso(a.created_at) };
}
