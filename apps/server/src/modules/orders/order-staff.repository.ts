import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import { ORDER_AUDIT_ACTIONS } from '@portal/contracts/order';
import { HELD_CARGO_STATUSES } from '@portal/contracts/order-flow';
import { OPEN_REFUND_STATUSES } from '@portal/contracts/refund';
import { ABNORMAL_STATUS, ORDER_STATUS, type CargoControlStatus, type OrderStatus } from '@portal/contracts/statuses';
import type { Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { ShipOrderEventTable, ShipOrderReceiptLotTable, ShipOrderReceiptTable } from '../../db/tables/orders.js';
import { fromBool } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';
import { allOrders, listPage } from './order.repository.js';

// Holds a batch move may add to the chain's rules (a shipment move does; docs/containers.md):
// an open exception, fees not paid in full (the shipper's, or any).
export interface MoveHolds {
  openException?: boolean;
  unpaid?: 'shipper' | 'any' | null;
}

const OPEN_ABNORMAL = [ABNORMAL_STATUS.toHandle, ABNORMAL_STATUS.disputed];

export interface StaffOrderFilter {
  keyword?: string | undefined;
  status?: OrderStatus | undefined;
  transportType?: string | undefined;
  startCityId?: number | undefined;
  destCountryId?: number | undefined;
  // The origin or the destination warehouse.
  warehouseId?: number | undefined;
  // Creation time from (inclusive) and to (exclusive), ISO timestamps.
  from?: string | undefined;
  to?: string | undefined;
  memberId?: number | undefined;
  // The shipper's sign-in mobile (any area code).
  mobile?: string | undefined;
  flagged?: boolean | undefined;
  // Cargo under control not released in full.
  held?: boolean | undefined;
  // Some fee not paid in full.
  unpaid?: boolean | undefined;
}

// The order's figures as the warehouse receipt gives them.
export interface ReceiptFigures {
  cartons: number;
  volume: number;
  weight: number;
}

// What telling the shipper and consignee about a change needs.
const NOTICE_COLUMNS = ['id', 'member_id', 'status', 'order_no', 'marks', 'consignee_area_code', 'consignee_phone'] as const;
export interface OrderNotice {
  id: number;
  member_id: number;
  status: OrderStatus;
  order_no: string;
  marks: string | null;
  consignee_area_code: string | null;
  consignee_phone: string | null;
}

// Rows per insert statement: well under both drivers' limits on bound parameters.
const INSERT_CHUNK = 500;

// Queries of the staff side of orders (docs/orders.md, "Staff side"). Deleted orders (a
// member's deleted drafts and cancelled orders) are not seen here. Every status change is
// conditional on the status it moves from, in the same statement.
export class OrderStaffRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Newest first, one page after `after` (docs/lists.md). A keyword matches an order number, a
  // shipping mark (in any case) or either party's phone, whole: each is an index lookup.
  // The other filters narrow the newest-first walk, each equality by an index that keeps the
  // order: the shipper's (ship_order_member_idx), the status, the flag, the transport, the
  // route's ends, either warehouse and held cargo by theirs; dates by the creation index; the
  // unpaid filter row by row, through the fees' order index.
  page(filter: StaffOrderFilter, pageSize: number, after: Keyset | null) {
    let query = allOrders(this.db).where('o.deleted_at', 'is', null);
    if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
    if (filter.flagged !== undefined) query = query.where('o.flagged', '=', fromBool(filter.flagged));
    if (filter.transportType !== undefined) query = query.where('o.transport_type', '=', filter.transportType);
    if (filter.startCityId !== undefined) query = query.where('o.start_city_id', '=', filter.startCityId);
    if (filter.destCountryId !== undefined) query = query.where('o.dest_country_id', '=', filter.destCountryId);
    const warehouseId = filter.warehouseId;
    if (warehouseId !== undefined) query = query.where((eb) => eb.or([eb('o.start_warehouse_id', '=', warehouseId), eb('o.dest_warehouse_id', '=', warehouseId)]));
    if (filter.from !== undefined) query = query.where('o.created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('o.created_at', '<', filter.to);
    if (filter.memberId !== undefined) query = query.where('o.member_id', '=', filter.memberId);
    const mobile = filter.mobile;
    if (mobile !== undefined) query = query.where('o.member_id', 'in', (eb) => eb.selectFrom('member_user').select('id').where('mobile', '=', mobile));
    if (filter.held !== undefined) query = query.where('o.cargo_control_status', filter.held ? 'in' : 'not in', HELD_CARGO_STATUSES);
    if (filter.unpaid !== undefined) {
      const owing = (eb: ExpressionBuilder<DB & { o: DB['ship_order'] }, 'o'>) =>
        eb.exists(eb.selectFrom('ship_order_fee as f').select('f.id').whereRef('f.order_id', '=', 'o.id').whereRef('f.paid_amount', '<', 'f.amount'));
      query = query.where((eb) => (filter.unpaid ? owing(eb) : eb.not(owing(eb))));
    }
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          eb('o.order_no', '=', keyword.toUpperCase()),
          eb(eb.fn('lower', ['o.marks']), '=', keyword.toLowerCase()),
          eb('o.consignor_phone', '=', keyword),
          eb('o.consignee_phone', '=', keyword),
        ]),
      );
    }
    return listPage(query, pageSize, after);
  }

  // Scan lookup (docs/warehouse.md): orders by number or by shipping mark (any case), members by
  // mobile; each an index lookup, at most `limit` rows.
  scanOrders(match: { orderNo?: string; marks?: string }, limit: number) {
    return this.db
      .selectFrom('ship_order as o')
      .select(['o.id', 'o.order_no', 'o.marks'])
      .where('o.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          ...(match.orderNo ? [eb('o.order_no', '=', match.orderNo)] : []),
          ...(match.marks ? [eb(eb.fn('lower', ['o.marks']), '=', match.marks.toLowerCase())] : []),
        ]),
      )
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute();
  }

  scanMembers(mobile: string, limit: number) {
    return this.db.selectFrom('member_user').select(['id', 'nickname', 'area_code', 'mobile']).where('mobile', '=', mobile).orderBy('id').limit(limit).execute();
  }

  // The order with its shipper's account.
  order(id: number, tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order as o')
      .innerJoin('member_user as m', 'm.id', 'o.member_id')
      .selectAll('o')
      .select(['m.nickname as member_nickname', 'm.area_code as member_area_code', 'm.mobile as member_mobile'])
      .where('o.id', '=', id)
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  // What staff did to the order, newest first, with the staff member's name.
  audit(orderId: number) {
    return this.db
      .selectFrom('staff_audit as a')
      .innerJoin('staff_user as s', 's.id', 'a.staff_id')
      .select(['a.id', 'a.staff_id', 'a.action', 'a.after as detail', 'a.created_at', 's.name as staff_name'])
      .where('a.entity', '=', 'order')
      .where('a.entity_id', '=', orderId)
      // The actions the order desk's history tells; others (cargo-control dates) are in the log.
      .where('a.action', 'in', ORDER_AUDIT_ACTIONS)
      .orderBy('a.id', 'desc')
      .execute();
  }

  // Current statuses of orders by id (missing and deleted ones are absent).
  async statuses(ids: readonly number[]): Promise<Map<number, { status: OrderStatus; cargo: CargoControlStatus }>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('ship_order')
      .select(['id', 'status', 'cargo_control_status'])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(rows.map((r) => [r.id, { status: r.status, cargo: r.cargo_control_status }]));
  }

  // Of these orders, those with an open warehouse refund (applied or approved).
  async withOpenRefund(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('ship_order_refund').select('order_id').where('order_id', 'in', ids).where('status', 'in', OPEN_REFUND_STATUSES).execute();
    return new Set(rows.map((r) => r.order_id));
  }

  // Of these orders, those with an open exception (the member's or the staff's turn).
  async withOpenException(ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('abnormal_item').select('order_id').distinct().where('order_id', 'in', ids).where('status', 'in', OPEN_ABNORMAL).execute();
    return new Set(rows.map((r) => r.order_id));
  }

  // Of these orders, those with a fee not paid in full (of `payer`, or of anyone).
  async withUnpaid(ids: readonly number[], payer: 'shipper' | 'any'): Promise<Set<number>> {
    if (!ids.length) return new Set();
    let query = this.db.selectFrom('ship_order_fee').select('order_id').distinct().where('order_id', 'in', ids).whereRef('paid_amount', '<', 'amount');
    if (payer === 'shipper') query = query.where('payer', '=', 'shipper');
    const rows = await query.execute();
    return new Set(rows.map((r) => r.order_id));
  }

  // One step of the chain for every order of `ids` that is in `from` (and not in one of
  // `heldCargo`, nor held by `holds`), in one statement; the orders it moved. Another call moving the same orders
  // at the same time finds them moved.
  async move(
    ids: readonly number[],
    step: { from: OrderStatus; to: OrderStatus; heldCargo: readonly CargoControlStatus[]; refundBlocks: boolean; holds?: MoveHolds },
    now: string,
    tx: Executor,
  ): Promise<OrderNotice[]> {
    if (ids.length === 0) return [];
    // The members' kept counts of both statuses (migration 20261127800000, docs/orders.md,
    // "Lists"), which the update's triggers change row by row in whatever order it meets the
    // orders: taken first, in (member, status) order, so two moves over the same members queue
    // on them instead of each holding some and waiting for the other's (a deadlock on
    // PostgreSQL). A missing row is made with 0; an existing one is left as it is.
    await sql`insert into ship_order_member_count (member_id, status, n)
      select distinct o.member_id, s.status, 0
      from ship_order o, (select cast(${step.from} as integer) as status union all select cast(${step.to} as integer)) s
      where o.id in (${sql.join(ids)}) and o.deleted_at is null
      order by 1, 2
      on conflict (member_id, status) do update set n = ship_order_member_count.n`.execute(tx);
    let query = tx
      .updateTable('ship_order')
      .set({ status: step.to, updated_at: now })
      .where('id', 'in', ids)
      .where('status', '=', step.from)
      .where('deleted_at', 'is', null);
    if (step.heldCargo.length) query = query.where('cargo_control_status', 'not in', step.heldCargo);
    if (step.refundBlocks) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ship_order_refund as r').select('r.id').whereRef('r.order_id', '=', 'ship_order.id').where('r.status', 'in', OPEN_REFUND_STATUSES))),
      );
    }
    if (step.holds?.openException) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('abnormal_item as a').select('a.id').whereRef('a.order_id', '=', 'ship_order.id').where('a.status', 'in', OPEN_ABNORMAL))),
      );
    }
    const unpaid = step.holds?.unpaid;
    if (unpaid) {
      query = query.where(({ not, exists, selectFrom }) => {
        let fees = selectFrom('ship_order_fee as f').select('f.id').whereRef('f.order_id', '=', 'ship_order.id').whereRef('f.paid_amount', '<', 'f.amount');
        if (unpaid === 'shipper') fees = fees.where('f.payer', '=', 'shipper');
        return not(exists(fees));
      });
    }
    return await query.returning(NOTICE_COLUMNS).execute();
  }

  // The cartons arrived: awaiting warehousing → in warehouse, the figures from the receipt.
  receive(id: number, figures: ReceiptFigures, from: OrderStatus, to: OrderStatus, now: string, tx: Executor): Promise<OrderNotice | undefined> {
    return tx
      .updateTable('ship_order')
      .set({ status: to, total_num: figures.cartons, total_volume: figures.volume, total_weight: figures.weight, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .where('deleted_at', 'is', null)
      .returning(NOTICE_COLUMNS)
      .executeTakeFirst();
  }

  // A corrected receipt: new figures while the order is still in `status`.
  refigure(id: number, figures: ReceiptFigures, status: OrderStatus, now: string, tx: Executor): Promise<OrderNotice | undefined> {
    return tx
      .updateTable('ship_order')
      .set({ total_num: figures.cartons, total_volume: figures.volume, total_weight: figures.weight, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', status)
      .where('deleted_at', 'is', null)
      .returning(NOTICE_COLUMNS)
      .executeTakeFirst();
  }

  // A lot is coming into an order awaiting warehousing: the order's row is taken (its update
  // time), so lots of one order are numbered and summed one at a time. Undefined when the order
  // is not awaiting warehousing (received in full meanwhile, cancelled, missing).
  holdAwaiting(id: number, now: string, tx: Executor): Promise<OrderNotice | undefined> {
    return tx
      .updateTable('ship_order')
      .set({ updated_at: now })
      .where('id', '=', id)
      .where('status', '=', ORDER_STATUS.awaitingWarehousing)
      .where('deleted_at', 'is', null)
      .returning(NOTICE_COLUMNS)
      .executeTakeFirst();
  }

  lots(orderId: number, tx: Executor) {
    return tx.selectFrom('ship_order_receipt_lot').selectAll().where('order_id', '=', orderId).orderBy('lot_no').execute();
  }

  async insertLot(row: Insertable<ShipOrderReceiptLotTable>, tx: Executor) {
    await tx.insertInto('ship_order_receipt_lot').values(row).execute();
  }

  // A receipt written whole: its lots become the one lot it is.
  async replaceLots(orderId: number, tx: Executor) {
    await tx.deleteFrom('ship_order_receipt_lot').where('order_id', '=', orderId).execute();
    await tx
      .insertInto('ship_order_receipt_lot')
      .columns(['order_id', 'lot_no', 'cartons', 'size', 'volume', 'weight', 'in_time', 'staff_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('ship_order_receipt')
          .select(['order_id', sql.lit(1).as('lot_no'), 'cartons', 'size', 'volume', 'weight', 'in_time', 'staff_id', 'updated_at'])
          .where('order_id', '=', orderId),
      )
      .execute();
  }

  // The pieces the member declared (the goods lines' sum).
  async declaredCartons(orderId: number, tx: Executor): Promise<number> {
    const row = await tx.selectFrom('ship_order_goods').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('num'), sql.lit(0)).as('n')).where('order_id', '=', orderId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  // The releases of an order under cargo control, first first, with who made them.
  releases(orderId: number) {
    return this.db
      .selectFrom('cargo_control_event')
      .select(['pick_num', 'actor_name', 'actor_area_code', 'actor_phone', 'consignee_name', 'created_at'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'release')
      .orderBy('id')
      .execute();
  }

  // Writes the receipt, or replaces the figures of the one there; a correction without an
  // arrival time keeps the one recorded.
  async saveReceipt(row: Insertable<ShipOrderReceiptTable>, keepInTime: boolean, tx: Executor) {
    const { order_id: _id, in_time, ...change } = row;
    await tx
      .insertInto('ship_order_receipt')
      .values(row)
      .onConflict((oc) => oc.column('order_id').doUpdateSet(keepInTime ? change : { ...change, in_time }))
      .execute();
  }

  // Flags an order (or changes the reason), or takes the flag away; the order when this call
  // changed it, undefined when it was so already (or is missing).
  setFlag(id: number, flag: { flagged: boolean; reason: string | null }, now: string, tx: Executor): Promise<OrderNotice | undefined> {
    let query = tx
      .updateTable('ship_order')
      .set({ flagged: fromBool(flag.flagged), flag_reason: flag.flagged ? flag.reason : null, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null);
    query = flag.flagged
      ? query.where((eb) => eb.or([eb('flagged', '=', 0), eb('flag_reason', 'is', null), eb('flag_reason', '!=', flag.reason)]))
      : query.where('flagged', '=', 1);
    return query.returning(NOTICE_COLUMNS).executeTakeFirst();
  }

  async insertEvents(rows: readonly Insertable<ShipOrderEventTable>[], tx: Executor) {
    for (let at = 0; at < rows.length; at += INSERT_CHUNK) await tx.insertInto('ship_order_event').values(rows.slice(at, at + INSERT_CHUNK)).execute();
  }

  // Members whose (area code, mobile) is one of `phones`: consignees who are members.
  async membersByPhone(phones: readonly { areaCode: string; phone: string }[], tx: Executor): Promise<Map<string, number>> {
    if (!phones.length) return new Map();
    const rows = await tx
      .selectFrom('member_user')
      .select(['id', 'area_code', 'mobile'])
      .where('mobile', 'in', [...new Set(phones.map((p) => p.phone))])
      .execute();
    return new Map(rows.map((r) => [phoneKey(r.area_code, r.mobile), r.id]));
  }
}

export function phoneKey(areaCode: string, phone: string): string {
  return `${areaCode} ${phone}`;
}
