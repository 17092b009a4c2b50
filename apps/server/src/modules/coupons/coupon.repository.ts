import { sql, type Insertable, type Kysely } from 'kysely';
import { COUPON_STATUS, type CouponStatus } from '@portal/contracts/statuses';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { MemberCouponTable } from '../../db/tables/notices.js';
import { toCount, toIso } from '../../db/sql.js';

export interface CouponFilter {
  memberId?: number | undefined;
  // As shown (an unused coupon past its end is expired).
  status?: CouponStatus | undefined;
}

// Coupons (docs/notices-and-coupons.md). Times are compared as stored ISO instants.
export class CouponRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Newest first (docs/lists.md); the total is counted on the first page only.
  async list(filter: CouponFilter, now: string, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('member_coupon as c').innerJoin('member_user as m', 'm.id', 'c.member_id');
    if (filter.memberId !== undefined) query = query.where('c.member_id', '=', filter.memberId);
    if (filter.status === COUPON_STATUS.unused) query = query.where('c.status', '=', COUPON_STATUS.unused).where('c.valid_to', '>', now);
    if (filter.status === COUPON_STATUS.used) query = query.where('c.status', '=', COUPON_STATUS.used);
    if (filter.status === COUPON_STATUS.expired)
      query = query.where((eb) =>
        eb.or([eb('c.status', '=', COUPON_STATUS.expired), eb.and([eb('c.status', '=', COUPON_STATUS.unused), eb('c.valid_to', '<=', now)])]),
      );
    const rows = await (after ? query.where(keysetBefore('c.created_at', 'c.id', after)) : query)
      .selectAll('c')
      .select('m.mobile as member_mobile')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
  }

  // Coupons the member can still use: unused and not past their end.
  async usableCount(memberId: number, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('member_coupon')
      .select(sql<number>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', COUPON_STATUS.unused)
      .where('valid_to', '>', now)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  find(id: number, executor: Executor = this.db) {
    return executor.selectFrom('member_coupon').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<MemberCouponTable>, tx: Executor): Promise<number> {
    return (await tx.insertInto('member_coupon').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  // Marks a usable coupon used; false when it was used or had expired meanwhile.
  async use(id: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_coupon')
      .set({ status: COUPON_STATUS.used, used_at: now })
      .where('id', '=', id)
      .where('status', '=', COUPON_STATUS.unused)
      .where('valid_to', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
