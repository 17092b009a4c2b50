import { dictLabel, type Locale } from '@portal/contracts/locale';
import type { OrderDetail, OrderListItem, PackingListFile, TrackingEvent } from '@portal/contracts/order';
import { CONSIGNEE_ORDER_ACTIONS, MEMBER_ORDER_ACTIONS, PARTLY_RECEIVED_LOCKED, orderAllows } from '@portal/contracts/order-flow';
import { fileUrl } from '@portal/contracts/files';
import type { OrderShipment } from '@portal/contracts/shipment';
import { CARGO_CONTROL_STATUSES, ORDER_STATUSES, statusIn, type OrderStatus, type OrderType } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';
import { orderTotals } from '@portal/contracts/order-totals';
import type { ReceiptLot } from '@portal/contracts/warehouse';
import { toBool, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { SystemService } from '../system/system.service.js';
import type { ShipOrderReceiptLotRow } from '../../db/tables/orders.js';
import type { PlaceLookup } from './order-place-names.js';
import type { ListRow, OrderRepository } from './order.repository.js';

// Answers built from rows: list items, the detail as the shipper or the consignee sees it,
// tracking events, packing-list files.

type Names = { name_zh: string; name_en: string; name_fr: string };
export type PlaceRef = { id: number; code: string; nameZh: string; nameEn: string; nameFr: string };

export function placeRef(row: (Names & { id: number; code: string }) | undefined): PlaceRef | null {
  return row ? { id: row.id, code: row.code, nameZh: row.name_zh, nameEn: row.name_en, nameFr: row.name_fr } : null;
}

export type ViewerRole = OrderDetail['viewerRole'];

// `place` names the row's places (order-place-names.ts).
export function toListItem(row: ListRow, viewer: ViewerRole, place: PlaceLookup): OrderListItem {
  return {
    id: row.id,
    orderNo: row.order_no,
    marks: row.marks,
    orderType: row.order_type as OrderType | null,
    transportType: row.transport_type as TransportType | null,
    channel: place('channel', row.channel_id),
    startWarehouse: place('warehouse', row.start_warehouse_id),
    destWarehouse: place('warehouse', row.dest_warehouse_id),
    destCity: place('region', row.dest_city_id),
    status: statusIn(ORDER_STATUSES, row.status),
    cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, row.cargo_control_status),
    consignorName: row.consignor_name,
    consigneeName: row.consignee_name,
    totalNum: row.total_num,
    totalVolume: row.total_volume,
    totalWeight: row.total_weight,
    totalWorth: viewer === 'shipper' ? row.total_worth : null,
    receivedCartons: row.received_cartons,
    flagged: toBool(row.flagged),
    createTime: toIso(row.created_at),
    deliveryDate: row.delivery_date,
  };
}

// `partlyReceived`: some lots are in, so editing and cancelling are over (docs/warehouse.md).
export function actionsFor(status: OrderStatus, viewer: ViewerRole, partlyReceived = false): OrderDetail['actions'] {
  if (viewer === 'consignee') return [...CONSIGNEE_ORDER_ACTIONS];
  return MEMBER_ORDER_ACTIONS.filter((action) => orderAllows(action, status) && !(partlyReceived && PARTLY_RECEIVED_LOCKED.includes(action)));
}

// What a consignee may not see (docs/orders.md, "Who sees an order"): the shipper's phone and
// e-mail, what the goods are worth, the collection amount, insurance, the controller, the
// shipper's remark and the packing-list files.
export function consigneeView(detail: OrderDetail): OrderDetail {
  return {
    ...detail,
    consignor: { ...detail.consignor, phone: null, email: null },
    goods: detail.goods.map((line) => ({ ...line, worth: null })),
    totalWorth: null,
    isCollection: null,
    collectionProxy: null,
    isInsured: false,
    insuranceFee: null,
    controller: null,
    remark: null,
    files: [],
    abnormal: [],
  };
}

export function toEvent(row: Awaited<ReturnType<OrderRepository['events']>>[number]): TrackingEvent {
  return { status: statusIn(ORDER_STATUSES, row.status), time: toIso(row.time), place: row.place, note: row.note };
}

// An event as the public lookup shows it: the status (each screen words it in its reader's
// language), the place and the time. Staff's free-text note is for the order's own parties
// (the detail): typed for colleagues, it may name people, amounts or problems.
export function toPublicEvent(row: Awaited<ReturnType<OrderRepository['events']>>[number]): TrackingEvent {
  return { ...toEvent(row), note: null };
}

export function toPackingListFile(row: Awaited<ReturnType<OrderRepository['files']>>[number]): PackingListFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    url: fileUrl(row.public_id),
    uploader: row.staff_name ?? row.nickname ?? row.mobile ?? '',
    createTime: toIso(row.created_at),
  };
}

// A dictionary's labels in the caller's language, by value (the value itself when unknown).
export async function dictionaryLabels(system: SystemService, dictType: string, locale: Locale): Promise<(value: string | number) => string> {
  const entries = await system.listDictData(dictType);
  const labels = new Map(entries.map((entry) => [entry.value, dictLabel(entry, locale)]));
  return (value) => labels.get(String(value)) ?? String(value);
}

// Status names as the member's screens show them: the order_status dictionary's labels in
// the caller's language.
export function statusLabels(system: SystemService, locale: Locale): Promise<(status: OrderStatus) => string> {
  return dictionaryLabels(system, 'order_status', locale);
}

// ORDER_ACTION_NOT_ALLOWED names the status by its label.
export async function actionNotAllowed(system: SystemService, status: OrderStatus, locale: Locale): Promise<AppError> {
  const label = await statusLabels(system, locale);
  return new AppError('ORDER_ACTION_NOT_ALLOWED', { status: label(status) });
}

// The shipment an order travels in, as its members and the public lookup read it.
export function toOrderShipment(row: Awaited<ReturnType<OrderRepository['shipments']>>[number] | undefined): OrderShipment | null {
  if (!row) return null;
  return {
    kind: row.kind,
    number: row.number,
    vessel: row.vessel,
    voyage: row.voyage,
    flightNo: row.flight_no,
    portOfLoading: row.port_of_loading,
    portOfDischarge: row.port_of_discharge,
    etd: toIso(row.etd),
    eta: toIso(row.eta),
  };
}

// The cartons an order should bring (docs/warehouse.md): once the receipt is complete, what
// came in; before, the declared pieces, or what came in already when that is more.
export function expectedCartons(goods: readonly { num: number | null }[], received: number, complete: boolean): number {
  return complete ? received : Math.max(orderTotals(goods).num, received);
}

export function toReceiptLot(lot: ShipOrderReceiptLotRow): ReceiptLot {
  return { lotNo: lot.lot_no, cartons: lot.cartons, size: lot.size, volume: lot.volume, weight: lot.weight, inTime: toIso(lot.in_time) };
}
