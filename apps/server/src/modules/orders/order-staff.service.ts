import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS, errorMessage, type ErrorName } from '@portal/contracts/errors';
import type { Locale } from '@portal/contracts/locale';
import type { MessageTemplate } from '@portal/contracts/messages';
import type { NotificationType } from '@portal/contracts/notifications';
import type {
  OrderTransitionResult,
  StaffOrderDetail,
  StaffOrderItem,
  StaffOrderQuery,
  orderFlagBody,
  orderTransitionBody,
  warehouseReceiptBody,
} from '@portal/contracts/order';
import { HELD_CARGO_STATUSES, transitionSource } from '@portal/contracts/order-flow';
import { ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { inTransaction, type Executor } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toJson } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { CargoControlService } from '../cargo-control/cargo-control.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { SystemService } from '../system/system.service.js';
import { phoneKey, type OrderNotice, type OrderStaffRepository } from './order-staff.repository.js';
import type { OrderQueryService } from './order-query.service.js';
import { toStaffDetail, toStaffItem } from './order-staff.view.js';
import { actionNotAllowed, statusLabels } from './order-views.js';

type ReceiptInput = z.output<typeof warehouseReceiptBody>;
type TransitionInput = z.output<typeof orderTransitionBody>;
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
    private readonly deps: { orderQueries: OrderQueryService; notifications: NotificationService; system: SystemService; cargoControl: CargoControlService },
  ) {}

  async page(query: StaffOrderQuery): Promise<CursorPage<StaffOrderItem>> {
    const filter = { keyword: query.keyword, status: query.status, flagged: query.flagged === undefined ? undefined : query.flagged === 'true' };
    const { rows, nextCursor, count } = await this.repo.page(filter, query.pageSize, decodeCursor(query.cursor));
    const place = await this.deps.orderQueries.placesOf(rows);
    return { list: rows.map((row) => toStaffItem(row, place)), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // The order as its shipper reads it, with what staff need besides.
  async detail(id: number, locale: Locale): Promise<StaffOrderDetail> {
    const order = await this.repo.order(id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [shipperView, audit] = await Promise.all([this.deps.orderQueries.detail(order, 'shipper', locale), this.repo.audit(id)]);
    return toStaffDetail(shipperView, order, audit);
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
      const receipt = { order_id: order.id, ...figures, size: body.size, warehouse_id: order.start_warehouse_id, in_time: inTime, staff_id: staffId, updated_at: now };
      await this.repo.saveReceipt(receipt, corrected !== undefined && body.inTime === undefined, tx);
      if (arrived) {
        await this.repo.insertEvents(
          [{ order_id: order.id, status: S.inWarehouse, time: inTime, place: body.place ?? null, note: body.note ?? null, staff_id: staffId, created_at: now }],
          tx,
        );
      }
      const detail = { ...figures, size: body.size, inTime: body.inTime ?? null, corrected: !arrived };
      await this.repo.insertAudit([{ order_id: order.id, staff_id: staffId, action: 'receipt', detail: toJson(detail), created_at: now }], tx);
      await this.notify([changed], arrived ? STATUS_NOTICES[S.inWarehouse]! : RECEIPT_CORRECTED, { cartons: body.cartons }, tx);
      // Shipped under control: the cartons are held from the receipt on (docs/cargo-control.md).
      if (order.is_cargo_control === 1) {
        if (arrived) await this.deps.cargoControl.startOnReceipt(order.id, body.cartons, inTime, tx);
        else await this.deps.cargoControl.recountOnReceipt(order.id, body.cartons, tx);
      }
      return true;
    });
    if (!written) await this.receiptRefused(order.id, locale);
    await this.deps.notifications.deliverSoon();
    return this.detail(order.id, locale);
  }

  // Moves each order one step, to `toStatus`, in one statement for the whole batch: the orders
  // in the status before it move, each with a tracking event; the others are refused with why.
  // Two calls moving the same orders at once move each order once.
  async transition(staffId: number, body: TransitionInput, locale: Locale): Promise<OrderTransitionResult> {
    const ids = [...new Set(body.orderIds)];
    const to = body.toStatus;
    // Into the warehouse only by the receipt.
    const from = to === S.inWarehouse ? undefined : transitionSource(to);
    const now = nowIso();
    const time = body.time ?? now;
    const place = body.place;
    const note = body.note ?? null;
    const moved =
      from === undefined
        ? []
        : await inTransaction(this.db, async (tx) => {
            const heldCargo = to === S.delivered ? HELD_CARGO_STATUSES : [];
            // Goods the shipper asked to take back stay in the warehouse while that stands.
            const refundBlocks = from === S.inWarehouse;
            const rows = await this.repo.move(ids, { from, to, heldCargo, refundBlocks }, now, tx);
            if (!rows.length) return rows;
            await this.repo.insertEvents(rows.map((r) => ({ order_id: r.id, status: to, time, place, note, staff_id: staffId, created_at: now })), tx);
            const detail = toJson({ from, to, place, note });
            await this.repo.insertAudit(rows.map((r) => ({ order_id: r.id, staff_id: staffId, action: 'transition' as const, detail, created_at: now })), tx);
            const notice = STATUS_NOTICES[to];
            if (notice) await this.notify(rows, notice, { place }, tx);
            // Controlled cargo reached the destination: the unload time starts its clock there.
            if (to === S.arrived) await this.deps.cargoControl.markUnloaded(rows.map((r) => r.id), time, tx);
            return rows;
          });
    if (moved.length) await this.deps.notifications.deliverSoon();
    const movedIds = new Set(moved.map((r) => r.id));
    return {
      moved: ids.filter((id) => movedIds.has(id)),
      refused: await this.refusals(
        ids.filter((id) => !movedIds.has(id)),
        to,
        locale,
      ),
    };
  }

  // Flags the order with a reason (or changes the reason), or takes the flag away. Asking for
  // what is already so changes nothing and tells no one.
  async flag(staffId: number, body: FlagInput, locale: Locale): Promise<StaffOrderDetail> {
    const now = nowIso();
    const reason = body.reason ?? null;
    const changed = await inTransaction(this.db, async (tx) => {
      const order = await this.repo.setFlag(body.orderId, { flagged: body.flagged, reason }, now, tx);
      if (!order) return false;
      await this.repo.insertAudit(
        [{ order_id: order.id, staff_id: staffId, action: body.flagged ? 'flag' : 'unflag', detail: toJson({ reason }), created_at: now }],
        tx,
      );
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

  // Why each order was not moved to `to`, in the caller's language.
  private async refusals(ids: readonly number[], to: OrderStatus, locale: Locale): Promise<OrderTransitionResult['refused']> {
    if (!ids.length) return [];
    const [statuses, label, refunding] = await Promise.all([
      this.repo.statuses(ids),
      statusLabels(this.deps.system, locale),
      transitionSource(to) === S.inWarehouse ? this.repo.withOpenRefund(ids) : new Set<number>(),
    ]);
    return ids.map((orderId) => {
      const order = statuses.get(orderId);
      const [name, params]: [ErrorName, Record<string, string>?] =
        order === undefined
          ? ['ORDER_NOT_FOUND']
          : order.status === S.awaitingWarehousing && to === S.inWarehouse
            ? ['ORDER_RECEIPT_REQUIRED']
            : transitionSource(to) === order.status && to === S.delivered && HELD_CARGO_STATUSES.includes(order.cargo)
              ? ['ORDER_CARGO_HELD']
              : transitionSource(to) === order.status && refunding.has(orderId)
                ? ['ORDER_REFUND_OPEN']
                : ['ORDER_TRANSITION_INVALID', { from: label(order.status), to: label(to) }];
      return { orderId, code: ERRORS[name].code, reason: errorMessage(name, locale, params) };
    });
  }

  private async receiptRefused(id: number, locale: Locale): Promise<never> {
    const order = (await this.repo.statuses([id])).get(id);
    if (order === undefined) throw new AppError('ORDER_NOT_FOUND');
    throw await actionNotAllowed(this.deps.system, order.status, locale);
  }
}
