import { sql, type Kysely } from 'kysely';
import { ABNORMAL_STATUS } from '@portal/contracts/abnormal';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';

// The care desk's member context (docs/staff-console.md, "Care desk"): read-only queries over
// the member's live orders, their tracking events, cargo control and exceptions.

// On their way: awaiting warehousing to ready for pickup (not a draft, delivered, cancelled or returned).
const OPEN_ORDER = [
  ORDER_STATUS.awaitingWarehousing,
  ORDER_STATUS.inWarehouse,
  ORDER_STATUS.departed,
  ORDER_STATUS.inTransit,
  ORDER_STATUS.arrived,
  ORDER_STATUS.readyForPickup,
] as const;
const HELD = [CARGO_CONTROL_STATUS.controlled, CARGO_CONTROL_STATUS.partlyReleased] as const;
const OPEN_EXCEPTION = [ABNORMAL_STATUS.toHandle, ABNORMAL_STATUS.disputed] as const;

export class CareRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private liveOrders(memberId: number) {
    return this.db.selectFrom('ship_order').where('member_id', '=', memberId).where('deleted_at', 'is', null);
  }

  async openOrders(memberId: number, limit: number) {
    const base = this.liveOrders(memberId).where('status', 'in', OPEN_ORDER);
    const [rows, count] = await Promise.all([
      base.select(['id', 'order_no', 'status']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: toCount(count.n) };
  }

  // Each order's latest tracking event (by time, then the later written).
  async lastEvents(orderIds: readonly number[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .selectFrom('ship_order_event')
      .select(['order_id', 'status', 'time', 'place'])
      .where('order_id', 'in', orderIds)
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async heldCargo(memberId: number, limit: number) {
    const base = this.liveOrders(memberId).where('cargo_control_status', 'in', HELD);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'order_no', 'cargo_control_status', 'control_total_num', 'control_released_num'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: toCount(count.n) };
  }

  async openExceptions(memberId: number, limit: number) {
    const base = this.db
      .selectFrom('abnormal_item as a')
      .innerJoin('ship_order as o', 'o.id', 'a.order_id')
      .where('a.member_id', '=', memberId)
      .where('o.deleted_at', 'is', null)
      .where('a.status', 'in', OPEN_EXCEPTION);
    const [rows, count] = await Promise.all([
      base.select(['a.id', 'o.order_no', 'a.type', 'a.status', 'a.created_at']).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, count: toCount(count.n) };
  }
}
