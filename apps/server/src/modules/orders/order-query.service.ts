import type { Locale } from '@portal/contracts/locale';
import type { CursorPage } from '@portal/contracts/cursor';
import {
  ORDER_NO_PATTERN,
  type OrderDetail,
  type OrderListItem,
  type OrderPageQuery,
  type OrderRole,
  type OrderStatusCount,
  type OrderStatusCountQuery,
  type TrackResult,
} from '@portal/contracts/order';
import { CARGO_CONTROL_STATUSES, CREATOR_TYPE, ORDER_STATUS, ORDER_STATUSES, statusIn } from '@portal/contracts/statuses';
import type { TransportType } from '@portal/contracts/system';
import { decodeCursor } from '../../db/keyset.js';
import type { ReadCache } from '../../db/read-cache.js';
import { fromJson, toBool, toIso } from '../../db/sql.js';
import type { ShipOrderRow } from '../../db/tables/orders.js';
import { AppError } from '../../lib/app-error.js';
import type { AbnormalRepository } from '../abnormal/abnormal.repository.js';
import { orderAbnormalEntries } from '../abnormal/abnormal.view.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { OrderChecks } from './order-checks.js';
import { OrderPlaceNames, type PlaceLookup } from './order-place-names.js';
import type { OrderPlacesRepository } from './order-places.repository.js';
import type { ListRow, OrderFilter, OrderRepository, OrderScope } from './order.repository.js';
import { editableFields } from './order-values.js';
import { actionsFor, consigneeView, expectedCartons, placeRef, toEvent, toListItem, toOrderShipment, toPackingListFile, toPublicEvent, toReceiptLot, type ViewerRole } from './order-views.js';

// A shipping-mark lookup answers at most this many of the member's orders.
const TRACK_BY_MARKS_MAX = 20;

const DAY_MS = 24 * 3_600_000;

// Days of creation (UTC, both ends included) as the lists' time range: from the first day's
// start, to the start of the day after the last. The member's and the staff's lists.
export function creationRange(query: { dateFrom?: string | undefined; dateTo?: string | undefined }): { from: string | undefined; to: string | undefined } {
  return {
    from: query.dateFrom ? `${query.dateFrom}T00:00:00.000Z` : undefined,
    to: query.dateTo ? new Date(Date.parse(`${query.dateTo}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
  };
}

// A list query's filters other than the status, as the repository takes them.
function listFilter(query: OrderStatusCountQuery): OrderFilter {
  return { transportType: query.transportType, ...creationRange(query), keyword: query.keyword };
}

// Reading orders as a member: the posted and received lists, status counts, one order as its
// shipper or its consignee sees it, and the public tracking lookup.
export class OrderQueryService {
  private readonly placeNames: OrderPlaceNames;

  constructor(
    private readonly repo: OrderRepository,
    private readonly places: OrderPlacesRepository,
    private readonly checks: OrderChecks,
    private readonly members: MemberRepository,
    private readonly abnormal: AbnormalRepository,
    cache: ReadCache,
  ) {
    this.placeNames = new OrderPlaceNames(places, cache);
  }

  // The names of the places a page of list rows points at (the staff list's too).
  placesOf(rows: readonly ListRow[]): Promise<PlaceLookup> {
    return this.placeNames.of(rows);
  }

  // The consignee side of a member: their area code and mobile (national form, as consignee
  // phones are stored).
  private async scopeOf(memberId: number, role: OrderRole): Promise<OrderScope> {
    if (role === 'posted') return { role, memberId };
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    return { role, areaCode: member.area_code, phone: member.mobile };
  }

  // `ids`: only those orders of the list (an export of the selection).
  async page(memberId: number, query: OrderPageQuery & { ids?: readonly number[] | undefined }): Promise<CursorPage<OrderListItem>> {
    const scope = await this.scopeOf(memberId, query.role);
    const filter = { ...listFilter(query), status: query.status, ids: query.ids };
    const { rows, nextCursor, count } = await this.repo.page(scope, filter, query.pageSize, decodeCursor(query.cursor));
    const viewer: ViewerRole = query.role === 'posted' ? 'shipper' : 'consignee';
    const place = await this.placesOf(rows);
    return { list: rows.map((row) => toListItem(row, viewer, place)), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // Under the list's filters (but the status), so each tab counts what the list would show.
  async statusCount(memberId: number, query: OrderStatusCountQuery): Promise<OrderStatusCount> {
    const counts = await this.repo.statusCounts(await this.scopeOf(memberId, query.role), listFilter(query));
    const byStatus: Record<string, number> = {};
    let all = 0;
    for (const [status, n] of counts) {
      byStatus[String(status)] = n;
      all += n;
    }
    return { all, byStatus };
  }

  // The member's live orders (submitted, not cancelled) under `marks`, in any case, but `exceptId`
  // (the order being edited).
  async marksInUse(memberId: number, marks: string, exceptId: number | undefined): Promise<{ list: { id: number; orderNo: string }[] }> {
    const rows = await this.repo.findByMarks(memberId, marks, TRACK_BY_MARKS_MAX + 1);
    const live = rows.filter((row) => row.id !== exceptId && row.status !== ORDER_STATUS.cancelled);
    return { list: live.slice(0, TRACK_BY_MARKS_MAX).map((row) => ({ id: row.id, orderNo: row.order_no })) };
  }

  // The caller's own order, else one they are the consignee of, else ORDER_NOT_FOUND.
  async get(memberId: number, id: number, locale: Locale): Promise<OrderDetail> {
    const own = await this.repo.find({ role: 'posted', memberId }, id);
    if (own) return this.detail(own, 'shipper', locale);
    const received = await this.repo.find(await this.scopeOf(memberId, 'received'), id);
    if (received) return consigneeView(await this.detail(received, 'consignee', locale));
    throw new AppError('ORDER_NOT_FOUND');
  }

  // The whole order as `viewer` relates to it (a consignee's is then narrowed by consigneeView);
  // staff read the shipper's (order-staff.service.ts).
  async detail(row: ShipOrderRow, viewer: ViewerRole, locale: Locale): Promise<OrderDetail> {
    const [goods, receipt, lots, events, files, abnormal, regions, warehouses, channels, shipments] = await Promise.all([
      this.repo.goods([row.id]),
      this.repo.receipt(row.id),
      this.repo.lots(row.id),
      this.repo.events([row.id]),
      viewer === 'shipper' ? this.repo.files(row.id) : Promise.resolve([]),
      viewer === 'shipper' ? this.abnormal.forOrder(row.id).then(orderAbnormalEntries) : Promise.resolve([]),
      this.places.regions([row.start_city_id, row.dest_country_id, row.dest_city_id].filter((id) => id !== null)),
      this.places.warehouses([row.start_warehouse_id, row.dest_warehouse_id].filter((id) => id !== null)),
      this.places.channels(row.channel_id === null ? [] : [row.channel_id]),
      this.repo.shipments(row.shipment_id === null ? [] : [row.shipment_id]),
    ]);
    const region = (id: number | null) => placeRef(regions.find((r) => r.id === id));
    const warehouse = (id: number | null) => placeRef(warehouses.find((w) => w.id === id));
    const status = statusIn(ORDER_STATUSES, row.status);
    const flags = await this.checks.flags(
      goods.map((g) => ({ prodAttrArr: fromJson<number[]>(g.prod_attr_ids, []) })),
      row.channel_id,
      locale,
    );
    return {
      id: row.id,
      orderNo: row.order_no,
      status,
      cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, row.cargo_control_status),
      viewerRole: viewer,
      actions: actionsFor(status, viewer, receipt !== undefined && !toBool(receipt.complete)),
      creatorType: row.creator_type === CREATOR_TYPE.staff ? CREATOR_TYPE.staff : CREATOR_TYPE.member,
      createTime: toIso(row.created_at),
      updateTime: toIso(row.updated_at),
      submitTime: row.submitted_at ? toIso(row.submitted_at) : null,
      ...editableFields(row, goods),
      channel: placeRef(channels[0]),
      startCity: region(row.start_city_id),
      startWarehouse: warehouse(row.start_warehouse_id),
      destCountry: region(row.dest_country_id),
      destCity: region(row.dest_city_id),
      destWarehouse: warehouse(row.dest_warehouse_id),
      totalNum: row.total_num,
      totalVolume: row.total_volume,
      totalWeight: row.total_weight,
      totalWorth: row.total_worth,
      insuranceFee: row.insurance_fee,
      flagged: toBool(row.flagged),
      flagReason: row.flag_reason,
      flags,
      receipt: receipt
        ? {
            cartons: receipt.cartons,
            size: receipt.size,
            volume: receipt.volume,
            weight: receipt.weight,
            inTime: toIso(receipt.in_time),
            updateTime: toIso(receipt.updated_at),
            warehouse: receipt.w_id === null ? null : { id: receipt.w_id, code: receipt.w_code ?? '', nameZh: receipt.w_name_zh ?? '', nameEn: receipt.w_name_en ?? '', nameFr: receipt.w_name_fr ?? '' },
            complete: toBool(receipt.complete),
            expectedCartons: expectedCartons(goods, receipt.cartons, toBool(receipt.complete)),
            lots: lots.map(toReceiptLot),
          }
        : null,
      events: events.map(toEvent),
      files: files.map(toPackingListFile),
      abnormal,
      shipment: toOrderShipment(shipments[0]),
    };
  }

  // Public lookup (docs/orders.md, "Tracking"): an order number finds that order for anyone;
  // anything else is a shipping mark, looked up among the signed-in member's own orders. The
  // answer holds no names, phones or amounts.
  async track(no: string, memberId: number | null): Promise<TrackResult[]> {
    const number = no.trim().toUpperCase();
    let rows: ShipOrderRow[] = [];
    if (ORDER_NO_PATTERN.test(number)) {
      const row = await this.repo.findByNo(number);
      if (row) rows = [row];
    } else if (memberId !== null) {
      rows = await this.repo.findByMarks(memberId, no.trim(), TRACK_BY_MARKS_MAX);
    }
    if (rows.length === 0) throw new AppError('ORDER_TRACK_NOT_FOUND');
    const ids = rows.map((r) => r.id);
    const shipmentIds = rows.flatMap((r) => (r.shipment_id === null ? [] : [r.shipment_id]));
    const [events, regions, shipments] = await Promise.all([
      this.repo.events(ids),
      this.places.regions(rows.flatMap((r) => [r.start_city_id, r.dest_city_id]).filter((id) => id !== null)),
      this.repo.shipments(shipmentIds),
    ]);
    const region = (id: number | null) => placeRef(regions.find((r) => r.id === id));
    return rows.map((row) => ({
      orderNo: row.order_no,
      status: statusIn(ORDER_STATUSES, row.status),
      transportType: row.transport_type as TransportType | null,
      startCity: region(row.start_city_id),
      destCity: region(row.dest_city_id),
      totalNum: row.total_num,
      events: events.filter((e) => e.order_id === row.id).map(toPublicEvent),
      shipment: toOrderShipment(shipments.find((sh) => sh.id === row.shipment_id)),
    }));
  }
}
