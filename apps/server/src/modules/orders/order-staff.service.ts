import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS, errorMessage, type ErrorName } from '@portal/contracts/errors';
import type { Locale } from '@portal/contracts/locale';
import type { MessageTemplate } from '@portal/contracts/messages';
import type { NotificationType } from '@portal/contracts/notifications';
import type {
  OrderAuditEntry,
  OrderTransitionResult,
  StaffOrderDetail,
  StaffOrderItem,
  StaffOrderQuery,
  orderFlagBody,
  orderTransitionBody,
  receiptLotBody,
  warehouseReceiptBody,
} from '@portal/contracts/order';
import { HELD_CARGO_STATUSES, transitionSource } from '@portal/contracts/order-flow';
import { SCAN_MATCHES_MAX, type ScanAnswer, type ScanMatch, type ScanMatchedBy } from '@portal/contracts/warehouse';
import { ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { inTransaction, type Executor } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { fromBool, nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { CargoControlService } from '../cargo-control/cargo-control.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { SystemService } from '../system/system.service.js';
import { phoneKey, type MoveHolds, type OrderNotice, type OrderStaffRepository, type ReceiptFigures, type StaffOrderFilter } from './order-staff.repository.js';
import { creationRange, type OrderQueryService } from './order-query.service.js';
import { toAuditEntry, toStaffDetail, toStaffItem } from './order-staff.view.js';
import { actionNotAllowed, statusLabels } from './order-views.js';

type ReceiptInput = z.output<typeof warehouseReceiptBody>;
type LotInput = z.output<typeof receiptLotBody>;
// The move itself; `dryRun` only asks (a caller inside the server may leave it out).
type TransitionInput = Omit<z.output<typeof orderTransitionBody>, 'dryRun'> & { dryRun?: boolean };
type FlagInput = z.output<typeof orderFlagBody>;

interface Notice {
  type: NotificationType;
  template: MessageTemplate;
}

const S = ORDER_STATUS;

// What the shipper (and a consignee who is a member) is told when an order reaches a status:
// exactly the statuses of NOTIFIED_STATUSES (order-flow.ts; a test holds the two together).
export const STATUS_NOTICES: Partial<Record<OrderStatus, Notice>> = {
  [S.inWarehouse]: { type: 'order', template: 'order.inWarehouse' },
  [S.departed]: { type: 'delivery', template: 'order.departed' },
  [S.arrived]: { type: 'delivery', template: 'order.arrived' },
  // The consignee has something to do: come and collect.
  [S.readyForPickup]: { type: 'reminder', template: 'order.readyForPickup' },
  [S.delivered]: { type: 'delivery', template: 'order.delivered' },
};
const RECEIPT_CORRECTED: Notice = { type: 'order', template: 'order.receiptCorrected' };
// The shipper has something to do about a flag: take the goods out, or talk to us.
const FLAGGED: Notice = { type: 'reminder', template: 'order.flagged' };
const UNFLAGGED: Notice = { type: 'order', template: 'order.unflagged' };

// The staff side of shipping orders (docs/orders.md, "Staff side"): find orders, write the
// warehouse receipt, move orders along the chain one by one or by the container, flag goods
// that cannot be carried. Each change is conditional on the status it starts from, written
// with its tracking event, audit row and notifications in one transaction.
export class OrderStaffService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: OrderStaffRepository,
    private readonly deps: {
      orderQueries: OrderQueryService;
      notifications: NotificationService;
      system: SystemService;
      cargoControl: CargoControlService;
      // Hook for the containers module: its containers whose number the scanned code is.
      containerScan?: ContainerScan;
    },
  ) {}

  // Scan-anything (docs/warehouse.md, "Scan lookup"): one typed or scanned code, every kind of
  // thing it may name. An order number (typed, or the barcode of a label or document), the
  // tracking link of a QR code, a shipping mark, a member's mobile, a container number.
  async scan(code: string): Promise<ScanAnswer> {
    const typed = code.trim();
    const linked = trackedOrderNo(typed);
    const orderNo = (linked ?? typed).toUpperCase();
    const mobile = typed.replace(/[\s-]/g, '');
    const [orders, members, containers] = await Promise.all([
      this.repo.scanOrders({ orderNo, ...(linked ? {} : { marks: typed }) }, SCAN_MATCHES_MAX),
      MOBILE.test(mobile) ? this.repo.scanMembers(mobile, SCAN_MATCHES_MAX) : Promise.resolve([]),
      this.deps.containerScan ? this.deps.containerScan.byNumber(typed.toUpperCase()) : Promise.resolve([]),
    ]);
    const byNumber: ScanMatchedBy = linked ? 'trackingLink' : 'orderNo';
    return {
      list: [
        ...orders.map((o) => ({ kind: 'order' as const, id: o.id, label: o.marks ? `${o.order_no} · ${o.marks}` : o.order_no, matchedBy: o.order_no === orderNo ? byNumber : ('marks' as const) })),
        ...members.map((m) => ({ kind: 'member' as const, id: m.id, label: `${m.nickname} (+${m.area_code} ${m.mobile})`, matchedBy: 'mobile' as const })),
        ...containers.slice(0, SCAN_MATCHES_MAX),
      ],
    };
  }

  async page(query: StaffOrderQuery): Promise<CursorPage<StaffOrderItem>> {
    const yes = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');
    const filter: StaffOrderFilter = {
      keyword: query.keyword,
      status: query.status,
      transportType: query.transportType,
      startCityId: query.startCityId,
      destCountryId: query.destCountryId,
      warehouseId: query.warehouseId,
      ...creationRange(query),
      memberId: query.memberId,
      mobile: query.mobile,
      flagged: yes(query.flagged),
      held: yes(query.held),
      unpaid: yes(query.unpaid),
    };
    const { rows, nextCursor, count } = await this.repo.page(filter, query.pageSize, decodeCursor(query.cursor));
    const place = await this.deps.orderQueries.placesOf(rows);
    return { list: rows.map((row) => toStaffItem(row, place)), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // The order as its shipper reads it, with what staff need besides.
  async detail(id: number, locale: Locale): Promise<StaffOrderDetail> {
    const order = await this.repo.order(id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [shipperView, audit, releases] = await Promise.all([
      this.deps.orderQueries.detail(order, 'shipper', locale),
      this.repo.audit(id),
      order.is_cargo_control === 1 ? this.repo.releases(id) : Promise.resolve([]),
    ]);
    return toStaffDetail(shipperView, order, audit, releases);
  }

  // What staff did to the order, newest first (docs/warehouse.md, "History").
  async audit(id: number): Promise<{ list: OrderAuditEntry[] }> {
    if (!(await this.repo.order(id))) throw new AppError('ORDER_NOT_FOUND');
    return { list: (await this.repo.audit(id)).map(toAuditEntry) };
  }

  // One lot of cartons into an order awaiting warehousing (docs/warehouse.md): numbered after
  // the lots before it, added to the receipt's figures. The receipt is complete once the
  // declared cartons are in (or `last`): then, as a whole receipt does, the order moves into the
  // warehouse with the receipt's figures, its tracking event, the shipper told, cargo control
  // started. Lots of one order are taken one at a time (the order's row is held).
  async addLot(staffId: number, body: LotInput, locale: Locale): Promise<StaffOrderDetail> {
    const order = await this.repo.order(body.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const now = nowIso();
    const inTime = body.inTime ?? now;
    const written = await inTransaction(this.db, async (tx) => {
      const held = await this.repo.holdAwaiting(order.id, now, tx);
      if (!held) return false;
      const before = await this.repo.lots(order.id, tx);
      const lot = { order_id: order.id, lot_no: before.length + 1, cartons: body.cartons, size: body.size, volume: body.volume, weight: body.weight, in_time: inTime, staff_id: staffId, created_at: now };
      await this.repo.insertLot(lot, tx);
      const lots = [...before, lot];
      const sums: ReceiptFigures = { cartons: sumOf(lots, 'cartons'), volume: sumOf(lots, 'volume'), weight: sumOf(lots, 'weight') };
      const complete = body.last || sums.cartons >= (await this.repo.declaredCartons(order.id, tx));
      const size = [...new Set(lots.map((l) => l.size))].join('; ').slice(0, 100);
      await this.repo.saveReceipt(
        { order_id: order.id, ...sums, size, warehouse_id: order.start_warehouse_id, in_time: inTime, staff_id: staffId, updated_at: now, complete: fromBool(complete) },
        false,
        tx,
      );
      if (complete) {
        const arrived = await this.repo.receive(order.id, sums, S.awaitingWarehousing, S.inWarehouse, now, tx);
        if (arrived) await this.arrive(arrived, { staffId, inTime, place: body.place, note: body.note, cartons: sums.cartons, cargoControl: order.is_cargo_control === 1, now }, tx);
      }
      const detail = { lot: lot.lot_no, cartons: body.cartons, volume: body.volume, weight: body.weight, size: body.size, complete };
      await writeAudit(tx, { staffId, action: 'receiptLot', entity: 'order', entityId: order.id, after: detail, at: now });
      return true;
    });
    if (!written) await this.receiptRefused(order.id, locale);
    await this.deps.notifications.deliverSoon();
    return this.detail(order.id, locale);
  }

  // The cartons are all in: the arrival's tracking event, the shipper (and consignee) told, and
  // for an order shipped under control, its control starts (docs/cargo-control.md).
  private async arrive(
    order: OrderNotice,
    arrival: { staffId: number; inTime: string; place: string | undefined; note: string | undefined; cartons: number; cargoControl: boolean; now: string },
    tx: Transaction<DB>,
  ) {
    await this.repo.insertEvents(
      [{ order_id: order.id, status: S.inWarehouse, time: arrival.inTime, place: arrival.place ?? null, note: arrival.note ?? null, staff_id: arrival.staffId, created_at: arrival.now }],
      tx,
    );
    await this.notify([order], STATUS_NOTICES[S.inWarehouse]!, { cartons: arrival.cartons }, tx);
    if (arrival.cargoControl) await this.deps.cargoControl.startOnReceipt(order.id, arrival.cartons, arrival.inTime, tx);
  }

  // The cartons arrived: an order awaiting warehousing moves into the warehouse (once, with
  // its tracking event); on an order in the warehouse the receipt is corrected. Either way
  // the order's figures become the receipt's.
  async writeReceipt(staffId: number, body: ReceiptInput, locale: Locale): Promise<StaffOrderDetail> {
    const order = await this.repo.order(body.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const now = nowIso();
    const figures = { cartons: body.cartons, volume: body.volume, weight: body.weight };
    const inTime = body.inTime ?? now;
    const written = await inTransaction(this.db, async (tx) => {
      const arrived = await this.repo.receive(order.id, figures, S.awaitingWarehousing, S.inWarehouse, now, tx);
      const corrected = arrived ? undefined : await this.repo.refigure(order.id, figures, S.inWarehouse, now, tx);
      const changed = arrived ?? corrected;
      if (!changed) return false;
      const receipt = { order_id: order.id, ...figures, size: body.size, warehouse_id: order.start_warehouse_id, in_time: inTime, staff_id: staffId, updated_at: now, complete: 1 };
      await this.repo.saveReceipt(receipt, corrected !== undefined && body.inTime === undefined, tx);
      // Written whole, the receipt is one lot (any lots before it are replaced; the audit keeps them).
      await this.repo.replaceLots(order.id, tx);
      const detail = { ...figures, size: body.size, inTime: body.inTime ?? null, corrected: !arrived };
      await writeAudit(tx, { staffId, action: 'receipt', entity: 'order', entityId: order.id, after: detail, at: now });
      if (arrived) {
        await this.arrive(arrived, { staffId, inTime, place: body.place, note: body.note, cartons: body.cartons, cargoControl: order.is_cargo_control === 1, now }, tx);
      } else {
        await this.notify([changed], RECEIPT_CORRECTED, { cartons: body.cartons }, tx);
        // The cartons under control follow a corrected receipt (docs/cargo-control.md).
        if (order.is_cargo_control === 1) await this.deps.cargoControl.recountOnReceipt(order.id, body.cartons, tx);
      }
      return true;
    });
    if (!written) await this.receiptRefused(order.id, locale);
    await this.deps.notifications.deliverSoon();
    return this.detail(order.id, locale);
  }

  // Moves each order one step, to `toStatus`, in one statement for the whole batch: the orders
  // in the status before it move, each with a tracking event; the others are refused with why.
  // Two calls moving the same orders at once move each order once. A dry run writes nothing and
  // answers which would move and why the others would not.
  async transition(staffId: number, body: TransitionInput, locale: Locale, holds: MoveHolds = {}): Promise<OrderTransitionResult> {
    const ids = [...new Set(body.orderIds)];
    if (body.dryRun) return this.wouldMove(ids, body.toStatus, holds, locale);
    const moved = await inTransaction(this.db, (tx) => this.moveAlong(staffId, ids, body, holds, tx));
    if (moved.length) await this.deps.notifications.deliverSoon();
    const movedIds = new Set(moved.map((r) => r.id));
    const refused = await this.blockers(
      ids.filter((id) => !movedIds.has(id)),
      body.toStatus,
      holds,
      locale,
      'afterMove',
    );
    return { moved: ids.filter((id) => movedIds.has(id)), refused };
  }

  // The move itself, inside the caller's transaction (a shipment move composes it with its
  // own): one conditional UPDATE, a tracking event and audit row per order, each member told
  // once. The orders it moved; the caller delivers the notifications after committing.
  async moveAlong(staffId: number, ids: readonly number[], step: Omit<TransitionInput, 'orderIds' | 'dryRun'>, holds: MoveHolds, tx: Transaction<DB>): Promise<OrderNotice[]> {
    const to = step.toStatus;
    // Into the warehouse only by the receipt.
    const from = to === S.inWarehouse ? undefined : transitionSource(to);
    if (from === undefined) return [];
    const now = nowIso();
    const time = step.time ?? now;
    const { place } = step;
    const note = step.note ?? null;
    const heldCargo = to === S.delivered ? HELD_CARGO_STATUSES : [];
    // Goods the shipper asked to take back stay in the warehouse while that stands.
    const refundBlocks = from === S.inWarehouse;
    const rows = await this.repo.move(ids, { from, to, heldCargo, refundBlocks, holds }, now, tx);
    if (!rows.length) return rows;
    await this.repo.insertEvents(rows.map((r) => ({ order_id: r.id, status: to, time, place, note, staff_id: staffId, created_at: now })), tx);
    const detail = { from, to, place, note };
    await writeAudit(
      tx,
      rows.map((r) => ({ staffId, action: 'transition', entity: 'order' as const, entityId: r.id, before: { status: from }, after: detail, at: now })),
    );
    const notice = STATUS_NOTICES[to];
    if (notice) await this.notify(rows, notice, { place }, tx);
    // Controlled cargo reached the destination: the unload time starts its clock there.
    if (to === S.arrived) await this.deps.cargoControl.markUnloaded(rows.map((r) => r.id), time, tx);
    return rows;
  }

  // A dry run of a move (the order desk's batch, a shipment's advance): the orders nothing
  // holds back now, and why each other one would be refused. Writes nothing.
  async wouldMove(ids: readonly number[], to: OrderStatus, holds: MoveHolds, locale: Locale): Promise<OrderTransitionResult> {
    const checked = await this.blockers(ids, to, holds, locale);
    return { moved: checked.filter((c) => c.code === 0).map((c) => c.orderId), refused: checked.filter((c) => c.code !== 0) };
  }

  // Why each order could not move to `to` now, in the caller's language. Before a move (a
  // shipment's dry run), an order nothing holds back answers code 0 and no reason; after one,
  // an order that did not move though nothing holds it back now was moved meanwhile.
  async blockers(ids: readonly number[], to: OrderStatus, holds: MoveHolds, locale: Locale, when: 'beforeMove' | 'afterMove' = 'beforeMove'): Promise<OrderTransitionResult['refused']> {
    if (!ids.length) return [];
    const from = transitionSource(to);
    const none = Promise.resolve(new Set<number>());
    const [statuses, label, refunding, excepted, unpaid] = await Promise.all([
      this.repo.statuses(ids),
      statusLabels(this.deps.system, locale),
      from === S.inWarehouse ? this.repo.withOpenRefund(ids) : none,
      holds.openException ? this.repo.withOpenException(ids) : none,
      holds.unpaid ? this.repo.withUnpaid(ids, holds.unpaid) : none,
    ]);
    return ids.map((orderId) => {
      const order = statuses.get(orderId);
      const blocked = (): [ErrorName, Record<string, string>?] | null => {
        if (order === undefined) return ['ORDER_NOT_FOUND'];
        if (order.status === S.awaitingWarehousing && to === S.inWarehouse) return ['ORDER_RECEIPT_REQUIRED'];
        if (from !== order.status) return ['ORDER_TRANSITION_INVALID', { from: label(order.status), to: label(to) }];
        if (to === S.delivered && HELD_CARGO_STATUSES.includes(order.cargo)) return ['ORDER_CARGO_HELD'];
        if (refunding.has(orderId)) return ['ORDER_REFUND_OPEN'];
        if (excepted.has(orderId)) return ['SHIPMENT_ORDER_EXCEPTION_OPEN'];
        if (unpaid.has(orderId)) return ['SHIPMENT_ORDER_UNPAID'];
        return null;
      };
      const reason = blocked() ?? (when === 'afterMove' ? ['ORDER_TRANSITION_INVALID', { from: label(order!.status), to: label(to) }] : null);
      if (reason === null) return { orderId, code: 0, reason: '' };
      const [name, params] = reason;
      return { orderId, code: ERRORS[name].code, reason: errorMessage(name, locale, params) };
    });
  }

  // Flags the order with a reason (or changes the reason), or takes the flag away. Asking for
  // what is already so changes nothing and tells no one.
  async flag(staffId: number, body: FlagInput, locale: Locale): Promise<StaffOrderDetail> {
    const now = nowIso();
    const reason = body.reason ?? null;
    const changed = await inTransaction(this.db, async (tx) => {
      const order = await this.repo.setFlag(body.orderId, { flagged: body.flagged, reason }, now, tx);
      if (!order) return false;
      await writeAudit(tx, {
        staffId,
        action: body.flagged ? 'flag' : 'unflag',
        entity: 'order',
        entityId: order.id,
        before: { flagged: !body.flagged },
        after: { flagged: body.flagged, reason },
        reason,
        at: now,
      });
      await this.notify([order], body.flagged ? FLAGGED : UNFLAGGED, { reason: reason ?? '' }, tx);
      return true;
    });
    if (changed) await this.deps.notifications.deliverSoon();
    return this.detail(body.orderId, locale);
  }

  // The shipper of each order, and its consignee when the consignee's phone is a member's
  // (told once when that member is the shipper too; never about a draft).
  private async notify(orders: readonly OrderNotice[], notice: Notice, params: Record<string, string | number>, tx: Executor) {
    const withConsignee = orders.filter((o) => o.consignee_area_code && o.consignee_phone);
    const members = await this.repo.membersByPhone(
      withConsignee.map((o) => ({ areaCode: o.consignee_area_code!, phone: o.consignee_phone! })),
      tx,
    );
    const notifications = orders.flatMap((o) => {
      const message = { ...notice, params: { orderNo: o.order_no, marks: o.marks ?? '-', ...params } };
      // A draft is the shipper's alone: a consignee never sees one.
      const consignee =
        o.status !== S.draft && o.consignee_area_code && o.consignee_phone ? members.get(phoneKey(o.consignee_area_code, o.consignee_phone)) : undefined;
      const recipients = consignee !== undefined && consignee !== o.member_id ? [o.member_id, consignee] : [o.member_id];
      return recipients.map((memberId) => ({ ...message, memberId }));
    });
    await this.deps.notifications.recordMany(notifications, tx);
  }

  private async receiptRefused(id: number, locale: Locale): Promise<never> {
    const order = (await this.repo.statuses([id])).get(id);
    if (order === undefined) throw new AppError('ORDER_NOT_FOUND');
    throw await actionNotAllowed(this.deps.system, order.status, locale);
  }
}

// The containers module answers this for the scan lookup (wired in services.ts when it exists):
// its containers whose number is `code` (already upper-cased), as matches of kind 'container'.
export interface ContainerScan {
  byNumber(code: string): Promise<ScanMatch[]>;
}

// A member's mobile as stored (national form): digits only.
const MOBILE = /^\d{6,15}$/;

// The order number a tracking link names (the QR code of labels and documents: …/jd-transport?no=…).
function trackedOrderNo(text: string): string | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).searchParams.get('no')?.trim() || undefined;
  } catch {
    return undefined;
  }
}

function sumOf(lots: readonly ReceiptFigures[], figure: keyof ReceiptFigures): number {
  return lots.reduce((sum, lot) => sum + lot[figure], 0);
}
