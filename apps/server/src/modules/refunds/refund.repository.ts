import type { Insertable, Kysely } from 'kysely';
import type { RefundStatus } from '@portal/contracts/refund';
import { keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { toIso } from '../../db/sql.js';
import type { ShipOrderRefundTable } from '../../db/tables/money.js';

export interface RefundFilter {
  memberId?: number | undefined;
  orderId?: number | undefined;
  status?: RefundStatus | undefined;
}

const COLUMNS = ['r.id', 'r.refund_no', 'r.order_id', 'r.member_id', 'r.reason', 'r.images', 'r.status', 'r.answer', 'r.created_at', 'r.decided_at', 'o.order_no', 'o.marks'] as const;

export class RefundRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withOrder(db: Executor) {
    return db.selectFrom('ship_order_refund as r').innerJoin('ship_order as o', 'o.id', 'r.order_id');
  }

  async page(filter: RefundFilter, pageSize: number, after: Keyset | null) {
    let query = this.withOrder(this.db).select(COLUMNS);
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
}

export type RefundRow = NonNullable<Awaited<ReturnType<RefundRepository['byId']>>>;
