import type { Generated, Selectable } from 'kysely';
import type { OrderAuditAction } from '@portal/contracts/order';
import type { CargoControlStatus, CreatorType, OrderStatus } from '@portal/contracts/statuses';

// Shipping orders (migration 20261124160000_orders; docs/orders.md). Booleans are 0/1,
// amounts integers (minor units of `currency`, grams, cm³), JSON columns text.

export interface ShipOrderTable {
  id: Generated<number>;
  member_id: number;
  creator_type: CreatorType;
  creator_staff_id: number | null;
  order_no: string;
  status: OrderStatus;
  cargo_control_status: Generated<CargoControlStatus>;
  order_type: string | null;
  transport_type: string | null;
  channel_id: number | null;
  start_city_id: number | null;
  start_warehouse_id: number | null;
  dest_country_id: number | null;
  dest_city_id: number | null;
  dest_warehouse_id: number | null;
  consignor_name: string | null;
  consignor_company: string | null;
  consignor_name_en: string | null;
  consignor_area_code: string | null;
  consignor_phone: string | null;
  consignor_email: string | null;
  consignee_name: string | null;
  consignee_company: string | null;
  consignee_name_en: string | null;
  consignee_area_code: string | null;
  consignee_phone: string | null;
  consignee_email: string | null;
  marks: string | null;
  currency: Generated<string>;
  is_cargo_control: Generated<number>;
  controller_name: string | null;
  controller_area_code: string | null;
  controller_phone: string | null;
  controller_email: string | null;
  is_collection: Generated<number>;
  collection_proxy: number | null;
  customs_type: string | null;
  issuing_method: string | null;
  warehouse_type: string | null;
  harvest_method: string | null;
  loading_time: string | null;
  loading_address: string | null;
  delivery_date: string | null;
  delivery_address: string | null;
  address_detail: string | null;
  drawee: string | null;
  custom_drawee_list: Generated<string>;
  double_clear: Generated<number>;
  airline_company: string | null;
  shipping_company: string | null;
  customs_clear_cert: Generated<number>;
  clear_cert_remark: string | null;
  is_unpack: Generated<number>;
  is_single_ticket_transport: Generated<number>;
  package_type: string | null;
  package_remarks: string | null;
  is_insured: Generated<number>;
  insurance_fee: number | null;
  remark: string | null;
  total_num: Generated<number>;
  total_volume: Generated<number>;
  total_weight: Generated<number>;
  total_worth: Generated<number>;
  flagged: Generated<number>;
  flag_reason: string | null;
  idempotency_key: string | null;
  // SHA-256 of the order the create call with that key was given (migration 20261125100000).
  idempotency_hash: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  deleted_at: string | null;
  // Cargo control figures (migration 20261126100000_cargo_control): cartons under control and
  // released so far (with their volume and weight), when control began, when the cartons were
  // unloaded at the destination, and until when the consignee of a release is locked.
  control_total_num: Generated<number>;
  control_released_num: Generated<number>;
  control_released_volume: Generated<number>;
  control_released_weight: Generated<number>;
  controlled_at: string | null;
  unload_time: string | null;
  lock_consignee_time: string | null;
  // The container or air shipment the order is loaded in (migration 20261128400000_shipments).
  shipment_id: Generated<number | null>;
}
export type ShipOrderRow = Selectable<ShipOrderTable>;

export interface ShipOrderGoodsTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  pro_zh: string | null;
  pro_en: string | null;
  brand: Generated<string>;
  num: number | null;
  unit: string | null;
  quantity: number | null;
  volume: number | null;
  weight: number | null;
  worth: number | null;
  material: string | null;
  prod_attr_ids: Generated<string>;
  is_pay_advance: Generated<number>;
  link: string | null;
}
export type ShipOrderGoodsRow = Selectable<ShipOrderGoodsTable>;

export interface ShipOrderReceiptTable {
  order_id: number;
  cartons: number;
  size: string;
  volume: number;
  weight: number;
  warehouse_id: number | null;
  in_time: string;
  staff_id: number | null;
  updated_at: string;
  // 0 while lots are still expected (migration 20261128410000_receipt_lots).
  complete: Generated<number>;
}

// One lot of cartons received (migration 20261128410000_receipt_lots; docs/warehouse.md).
export interface ShipOrderReceiptLotTable {
  id: Generated<number>;
  order_id: number;
  lot_no: number;
  cartons: number;
  size: string;
  volume: number;
  weight: number;
  in_time: string;
  staff_id: number | null;
  created_at: string;
}
export type ShipOrderReceiptLotRow = Selectable<ShipOrderReceiptLotTable>;

export interface ShipOrderEventTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  time: string;
  place: string | null;
  note: string | null;
  staff_id: number | null;
  created_at: string;
}

export interface ShipOrderFileTable {
  id: Generated<number>;
  order_id: number;
  file_id: number;
  created_at: string;
}

export interface ShipOrderSequenceTable {
  prefix: string;
  value: number;
}

// A member's live orders of one status, kept by triggers on ship_order (migration
// 20261127800000_order_member_counts; docs/orders.md, "Lists"). Read only.
export interface ShipOrderMemberCountTable {
  member_id: number;
  status: OrderStatus;
  n: number | string;
}

// What staff did to an order (docs/orders.md, "Staff side").
export interface ShipOrderAuditTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number;
  action: OrderAuditAction;
  // JSON
  detail: string;
  created_at: string;
}

export interface OrderTables {
  ship_order: ShipOrderTable;
  ship_order_goods: ShipOrderGoodsTable;
  ship_order_receipt: ShipOrderReceiptTable;
  ship_order_receipt_lot: ShipOrderReceiptLotTable;
  ship_order_event: ShipOrderEventTable;
  ship_order_file: ShipOrderFileTable;
  ship_order_sequence: ShipOrderSequenceTable;
  ship_order_audit: ShipOrderAuditTable;
  ship_order_member_count: ShipOrderMemberCountTable;
}
