import type { Insertable, Kysely } from 'kysely';
import { HELD_CARGO_STATUSES } from '@portal/contracts/order-flow';
import type { RefundStatus } from '@portal/contracts/refund';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { toIso } from '../../db/sql.js';
import type { ShipOrderRefundTable } from '../../db/tables/money.js';
import { writeAudit } from '../audit/audit.js';

export interface RefundFilter {
  memberId?: number | undefined;
  orderId?: number | undefined;
  status?: RefundStatus | undefined;
}

const COLUMNS = [
  'r.id',
  'r.refund_no',
  'r.order_id',
  'r.member_id',
  'r.reason',
  'r.images',
  'r.status',
  'r.answer',
  'r.created_at',
  'r.decided_at',
  'r.returned_at',
  'r.return_note',
  'o.order_no',
  'o.marks',
] as const;

export class RefundRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withOrder(db: Executor) {
    return db.selectFrom('ship_order_refund as r').innerJoin('ship_order as o', 'o.id', 'r.order_id');
  }

  // With who decided and who recorded the goods handed back (the staff list shows them; the
  // member's list leaves them out).
  async page(filter: RefundFilter, pageSize: number, after: Keyset | null) {
    let query = this.withOrder(this.db)
      .leftJoin('staff_user as ds', 'ds.id', 'r.staff_id')
      .leftJoin('staff_user as rs', 'rs.id', 'r.returned_by')
      .select([...COLUMNS, 'r.staff_id', 'ds.name as decided_by_name', 'r.returned_by', 'rs.name as returned_by_name']);
    if (filter.memberId !== undefined) query = query.where('r.member_id', '=', filter.memberId);
    if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
    if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
    if (after) query = query.where(keysetBefore('r.created_at', 'r.id', after));
    const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(pageSize + 1).execute();
    return keysetResult(rows, pageSize, (r) => ({ sort: toIso(r.created_at), id: r.id }));
  }

  byId(id: number, tx: Executor = this.db) {
    return this.withOrder(tx).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
  }

  byKey(memberId: number, key: string) {
    return this.withOrder(this.db)
      .select([...COLUMNS, 'r.idempotency_hash'])
      .where('r.member_id', '=', memberId)
      .where('r.idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async insert(values: Insertable<ShipOrderRefundTable>, tx: Executor): Promise<number> {
    return (await tx.insertInto('ship_order_refund').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  // applied → approved | rejected, once: a second decision finds nothing to change.
  async decide(id: number, to: RefundStatus, answer: string | null, staffId: number, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order_refund')
      .set({ status: to, answer, staff_id: staffId, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'applied')
      .returning(['id', 'member_id', 'order_id', 'refund_no'])
      .executeTakeFirst();
  }

  // approved → returned, once: a second record of the same handover finds nothing to change.
  markReturned(id: number, note: string, staffId: number, time: string, tx: Executor) {
    return tx
      .updateTable('ship_order_refund')
      .set({ status: 'returned', return_note: note, returned_by: staffId, returned_at: time })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .returning(['id', 'member_id', 'order_id', 'refund_no'])
      .executeTakeFirst();
  }

  // The order leaves the warehouse to its shipper: in warehouse → returned, in one statement
  // conditional on the cargo not being held under control and no fee of the order still owed.
  returnOrder(orderId: number, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order')
      .set({ status: ORDER_STATUS.returned, updated_at: now })
      .where('id', '=', orderId)
      .where('status', '=', ORDER_STATUS.inWarehouse)
      .where('deleted_at', 'is', null)
      .where('cargo_control_status', 'not in', HELD_CARGO_STATUSES)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ship_order_fee as f').select('f.id').whereRef('f.order_id', '=', 'ship_order.id').whereRef('f.paid_amount', '<', 'f.amount'))),
      )
      .returning(['id', 'order_no', 'marks'])
      .executeTakeFirst();
  }

  // Why returnOrder found nothing to change.
  async returnBlock(orderId: number, tx: Executor) {
    const order = await tx.selectFrom('ship_order').select(['status', 'cargo_control_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const owed = await tx.selectFrom('ship_order_fee').select('id').where('order_id', '=', orderId).whereRef('paid_amount', '<', 'amount').executeTakeFirst();
    return { status: order.status, cargoControlStatus: order.cargo_control_status, owed: owed !== undefined };
  }

  // The order's tracking event and staff audit row of the handover.
  async recordReturn(orderId: number, staffId: number, time: string, now: string, detail: { from: number; to: number } & Record<string, unknown>, tx: Executor) {
    await tx
      .insertInto('ship_order_event')
      .values({ order_id: orderId, status: ORDER_STATUS.returned, time, place: null, note: null, staff_id: staffId, created_at: now })
      .execute();
    await writeAudit(tx, { staffId, action: 'refundReturn', entity: 'order', entityId: orderId, before: { status: detail.from }, after: detail, at: now });
  }
}

export type RefundRow = NonNullable<Awaited<ReturnType<RefundRepository['byId']>>>;
