import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import type { Locale } from '@portal/contracts/locale';
import {
  SHIPMENT_LOADING,
  SHIPMENT_STATUSES,
  shipmentNextStatus,
  unpaidBlocksAt,
  type ShipmentAdvanceResult,
  type ShipmentDetail,
  type ShipmentItem,
  type ShipmentPageQuery,
  type ShipmentStatus,
  type shipmentAdvanceBody,
  type shipmentCreateBody,
  type shipmentOrderBody,
  type shipmentUpdateBody,
} from '@portal/contracts/shipment';
import { CARGO_CONTROL_STATUSES, ORDER_STATUS, ORDER_STATUSES, statusIn } from '@portal/contracts/statuses';
import { inTransaction } from '../../db/executor.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation, nowIso, toBool, toIso } from '../../db/sql.js';
import type { ShipmentRow } from '../../db/tables/shipments.js';
import { AppError } from '../../lib/app-error.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { OrderStaffService } from '../orders/order-staff.service.js';
import { statusLabels } from '../orders/order-views.js';
import type { SystemService } from '../system/system.service.js';
import type { ShipmentFigures, ShipmentRepository } from './shipment.repository.js';

type CreateInput = z.output<typeof shipmentCreateBody>;
type UpdateInput = z.output<typeof shipmentUpdateBody>;
type OrderInput = z.output<typeof shipmentOrderBody>;
type AdvanceInput = z.output<typeof shipmentAdvanceBody>;

const S = ORDER_STATUS;

// Containers and air shipments (docs/containers.md): staff create them, load orders by number
// (a scan), and move the whole shipment one step along the order chain, with a dry run first.
// The move reuses the orders' own transition (order-staff.service.ts) in the same transaction.
export class ShipmentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: ShipmentRepository,
    private readonly deps: { orderStaff: OrderStaffService; notifications: NotificationService; system: SystemService },
  ) {}

  async page(query: ShipmentPageQuery): Promise<CursorPage<ShipmentItem>> {
    const { rows, nextCursor, count } = await this.repo.page(query, query.pageSize, decodeCursor(query.cursor));
    const figures = await this.repo.figures(rows.map((r) => r.id));
    return { list: rows.map((r) => toItem(r, figures(r.id))), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  async detail(id: number): Promise<ShipmentDetail> {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError('SHIPMENT_NOT_FOUND');
    const [orders, figures] = await Promise.all([this.repo.orders(id), this.repo.figures([id])]);
    const item = toItem(row, figures(id));
    return {
      ...item,
      orders: orders.map((o) => ({
        id: o.id,
        orderNo: o.order_no,
        marks: o.marks,
        member: { id: o.member_id, nickname: o.member_nickname, areaCode: o.member_area_code, mobile: o.member_mobile },
        status: statusIn(ORDER_STATUSES, o.status),
        cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, o.cargo_control_status),
        flagged: toBool(o.flagged),
        totalNum: o.total_num,
        totalVolume: o.total_volume,
        totalWeight: o.total_weight,
      })),
      overCapacity: { volume: item.volume > item.capacityVolume, weight: item.weight > item.capacityWeight },
    };
  }

  // The shipment a scanned number names (the warehouse's scan-anything lookup), or undefined.
  byNumber(raw: string) {
    return this.repo.byNumber(raw);
  }

  async create(staffId: number, body: CreateInput): Promise<ShipmentDetail> {
    const now = nowIso();
    const id = await this.numbered(body.number, () =>
      inTransaction(this.db, async (tx) => {
        const shipmentId = await this.repo.insert({ ...columns(body), status: SHIPMENT_LOADING, staff_id: staffId, created_at: now, updated_at: now }, tx);
        await writeAudit(tx, { staffId, action: 'create', entity: 'shipment', entityId: shipmentId, after: loggedFields(columns(body)), at: now });
        return shipmentId;
      }),
    );
    return this.detail(id);
  }

  async update(staffId: number, body: UpdateInput): Promise<ShipmentDetail> {
    const now = nowIso();
    const updated = await this.numbered(body.number, () =>
      inTransaction(this.db, async (tx) => {
        const was = await this.repo.byId(body.id, tx);
        if (!was || !(await this.repo.update(body.id, { ...columns(body), updated_at: now }, tx))) return false;
        const changed = changedFields(loggedFields(storedColumns(was)), loggedFields(columns(body)));
        if (changed) await writeAudit(tx, { staffId, action: 'update', entity: 'shipment', entityId: body.id, ...changed, at: now });
        return true;
      }),
    );
    if (!updated) throw new AppError('SHIPMENT_NOT_FOUND');
    return this.detail(body.id);
  }

  // Loads the order a scan names. Refused with the reason when the order is missing, in
  // another shipment (or this one), not in the warehouse, flagged or being taken back, or the
  // shipment has left.
  async load(staffId: number, body: OrderInput, locale: Locale): Promise<ShipmentDetail> {
    const shipment = await this.repo.byId(body.id);
    if (!shipment) throw new AppError('SHIPMENT_NOT_FOUND');
    const now = nowIso();
    const loaded = await inTransaction(this.db, async (tx) => {
      const row = await this.repo.load(body.id, body.orderNo, now, tx);
      if (row) await writeAudit(tx, { staffId, action: 'load', entity: 'shipment', entityId: body.id, after: { orderId: row.id, orderNo: body.orderNo }, at: now });
      return row;
    });
    if (!loaded) throw await this.loadRefused(body, locale);
    return this.detail(body.id);
  }

  async unload(staffId: number, body: OrderInput): Promise<ShipmentDetail> {
    const shipment = await this.repo.byId(body.id);
    if (!shipment) throw new AppError('SHIPMENT_NOT_FOUND');
    const now = nowIso();
    const unloaded = await inTransaction(this.db, async (tx) => {
      const row = await this.repo.unload(body.id, body.orderNo, now, tx);
      if (row) await writeAudit(tx, { staffId, action: 'unload', entity: 'shipment', entityId: body.id, before: { orderId: row.id, orderNo: body.orderNo }, at: now });
      return row;
    });
    if (!unloaded) {
      const order = await this.repo.orderByNo(body.orderNo);
      if (!order) throw new AppError('SHIPMENT_ORDER_NOT_FOUND', { orderNo: body.orderNo });
      if (order.shipment_id !== body.id) throw new AppError('SHIPMENT_ORDER_NOT_IN_THIS', { orderNo: body.orderNo });
      throw new AppError('SHIPMENT_NOT_LOADING');
    }
    return this.detail(body.id);
  }

  // The whole shipment one step along the chain. A dry run answers which orders would move
  // and why the others would not, writing nothing. The move: the shipment's status (once, if
  // no one moved it meanwhile), then its orders through the orders' own transition (tracking
  // event, audit row, each member told once), in one transaction. Orders held back stay
  // where they are; on departure they also leave the shipment (they stay in the warehouse).
  async advance(staffId: number, body: AdvanceInput, locale: Locale): Promise<ShipmentAdvanceResult> {
    const shipment = await this.repo.byId(body.id);
    if (!shipment) throw new AppError('SHIPMENT_NOT_FOUND');
    const from = shipment.status;
    const to = body.toStatus;
    await this.checkStep(from, to, locale);
    const members = await this.repo.orders(body.id);
    if (!members.length) throw new AppError('SHIPMENT_EMPTY');
    const holds = { openException: true, unpaid: unpaidBlocksAt(to) };
    const ids = members.map((o) => o.id);
    const numberOf = new Map(members.map((o) => [o.id, o.order_no]));
    const ref = (orderId: number) => ({ orderId, orderNo: numberOf.get(orderId) ?? '' });

    if (body.dryRun) {
      const checked = await this.deps.orderStaff.wouldMove(ids, to, holds, locale);
      return {
        dryRun: true,
        from,
        to,
        moved: checked.moved.map(ref),
        refused: checked.refused.map((c) => ({ ...ref(c.orderId), code: c.code, reason: c.reason })),
        unloaded: from === SHIPMENT_LOADING ? checked.refused.map((c) => ref(c.orderId)) : [],
      };
    }

    const place = body.place ?? (to === S.departed || to === S.inTransit ? shipment.port_of_loading : shipment.port_of_discharge);
    const now = nowIso();
    const { moved, unloaded } = await inTransaction(this.db, async (tx) => {
      const departedAt = to === S.departed ? (body.time ? new Date(body.time).toISOString() : now) : undefined;
      if (!(await this.repo.advance(body.id, from, to, now, tx, departedAt))) throw new AppError('SHIPMENT_MOVED_MEANWHILE');
      const rows = await this.deps.orderStaff.moveAlong(staffId, ids, { toStatus: to, time: body.time, place, note: body.note }, holds, tx);
      const left = from === SHIPMENT_LOADING ? await this.repo.leaveBehind(body.id, now, tx) : [];
      await writeAudit(tx, {
        staffId,
        action: 'advance',
        entity: 'shipment',
        entityId: body.id,
        before: { status: from },
        after: { status: to, moved: rows.length, unloaded: left.length },
        reason: body.note ?? null,
        at: now,
      });
      return { moved: rows.map((r) => r.id), unloaded: left };
    });
    if (moved.length) await this.deps.notifications.deliverSoon();
    const movedIds = new Set(moved);
    const refused = await this.deps.orderStaff.blockers(
      ids.filter((id) => !movedIds.has(id)),
      to,
      holds,
      locale,
      'afterMove',
    );
    return {
      dryRun: false,
      from,
      to,
      moved: ids.filter((id) => movedIds.has(id)).map(ref),
      refused: refused.map((c) => ({ ...ref(c.orderId), code: c.code, reason: c.reason })),
      unloaded: unloaded.map((o) => ({ orderId: o.id, orderNo: o.order_no })),
    };
  }

  // `to` must be the shipment's next step; at or past it already, someone moved it meanwhile.
  private async checkStep(from: ShipmentStatus, to: ShipmentStatus, locale: Locale) {
    const next = shipmentNextStatus(from);
    if (next === to) return;
    if (SHIPMENT_STATUSES.indexOf(from) >= SHIPMENT_STATUSES.indexOf(to)) throw new AppError('SHIPMENT_MOVED_MEANWHILE');
    if (next === undefined) throw new AppError('SHIPMENT_NO_NEXT_STEP');
    const label = await statusLabels(this.deps.system, locale);
    throw new AppError('SHIPMENT_STEP_INVALID', { status: label(from), next: label(next) });
  }

  // A write that names a number another open shipment holds answers SHIPMENT_NUMBER_TAKEN.
  private async numbered<T>(number: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SHIPMENT_NUMBER_TAKEN', { number });
      throw error;
    }
  }

  private async loadRefused(body: OrderInput, locale: Locale): Promise<AppError> {
    const { orderNo } = body;
    const [shipment, order] = await Promise.all([this.repo.byId(body.id), this.repo.orderByNo(orderNo)]);
    if (!order) return new AppError('SHIPMENT_ORDER_NOT_FOUND', { orderNo });
    if (order.shipment_id === body.id) return new AppError('SHIPMENT_ORDER_ALREADY_IN', { orderNo });
    if (order.shipment_id !== null) return new AppError('SHIPMENT_ORDER_IN_OTHER', { orderNo, number: order.shipment_number ?? '' });
    if (shipment?.status !== SHIPMENT_LOADING) return new AppError('SHIPMENT_NOT_LOADING');
    if (order.status !== S.inWarehouse) {
      const label = await statusLabels(this.deps.system, locale);
      return new AppError('SHIPMENT_ORDER_NOT_IN_WAREHOUSE', { orderNo, status: label(order.status) });
    }
    if (toBool(order.flagged)) return new AppError('SHIPMENT_ORDER_FLAGGED', { orderNo });
    if (await this.repo.hasOpenRefund(order.id)) return new AppError('SHIPMENT_ORDER_REFUNDING', { orderNo });
    // Something changed between the load and this look: asking again gives the answer.
    return new AppError('SHIPMENT_MOVED_MEANWHILE');
  }
}

type Columns = ReturnType<typeof columns>;

// The stored row's editable columns, as columns() writes them (the log's before of an edit).
function storedColumns(row: ShipmentRow): Columns {
  return {
    kind: row.kind,
    number: row.number,
    seal_no: row.seal_no,
    vessel: row.vessel,
    voyage: row.voyage,
    flight_no: row.flight_no,
    etd: toIso(row.etd),
    eta: toIso(row.eta),
    port_of_loading: row.port_of_loading,
    port_of_discharge: row.port_of_discharge,
    capacity_volume: Number(row.capacity_volume),
    capacity_weight: Number(row.capacity_weight),
  } as Columns;
}

// The editable columns as the log keeps them (docs/audit.md): named as the API names them.
function loggedFields(c: Columns) {
  return {
    kind: c.kind,
    number: c.number,
    sealNo: c.seal_no,
    vessel: c.vessel,
    voyage: c.voyage,
    flightNo: c.flight_no,
    etd: c.etd,
    eta: c.eta,
    portOfLoading: c.port_of_loading,
    portOfDischarge: c.port_of_discharge,
    capacityVolume: c.capacity_volume,
    capacityWeight: c.capacity_weight,
  };
}

function columns(body: CreateInput) {
  return {
    kind: body.kind,
    number: body.number,
    seal_no: body.sealNo ?? null,
    vessel: body.vessel ?? null,
    voyage: body.voyage ?? null,
    flight_no: body.flightNo ?? null,
    etd: toIso(body.etd),
    eta: toIso(body.eta),
    port_of_loading: body.portOfLoading,
    port_of_discharge: body.portOfDischarge,
    capacity_volume: body.capacityVolume,
    capacity_weight: body.capacityWeight,
  };
}

function toItem(row: ShipmentRow, figures: ShipmentFigures): ShipmentItem {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    sealNo: row.seal_no,
    vessel: row.vessel,
    voyage: row.voyage,
    flightNo: row.flight_no,
    etd: toIso(row.etd),
    eta: toIso(row.eta),
    portOfLoading: row.port_of_loading,
    portOfDischarge: row.port_of_discharge,
    capacityVolume: Number(row.capacity_volume),
    capacityWeight: Number(row.capacity_weight),
    status: row.status,
    nextStatus: shipmentNextStatus(row.status) ?? null,
    ...figures,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}
