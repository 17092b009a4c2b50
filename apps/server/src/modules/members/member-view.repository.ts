import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';

// The queries behind one member on one page (MemberViewService): each list the newest `limit`
// rows of the member, with how many there are in all. Read only; every query is by member_id,
// which each of these tables indexes.

async function newest<O>(rows: Promise<O[]>, count: Promise<{ n: number }>) {
  const [list, counted] = await Promise.all([rows, count]);
  return { rows: list, total: toCount(counted.n) };
}

const countOf = sql<number>`count(*)`.as('n');

export class MemberViewRepository {
  constructor(private readonly db: Kysely<DB>) {}

  profile(memberId: number) {
    return this.db
      .selectFrom('member_user as m')
      .leftJoin('member_real_name as r', 'r.member_id', 'm.id')
      .leftJoin('member_enterprise as e', 'e.member_id', 'm.id')
      .leftJoin('member_point_account as p', 'p.member_id', 'm.id')
      .select([
        'm.id',
        'm.area_code',
        'm.mobile',
        'm.nickname',
        'm.email',
        'm.status',
        'm.disabled_reason',
        'm.disabled_at',
        'm.login_at',
        'm.created_at',
        'r.name as real_name',
        'e.name as company_name',
        'p.level',
        'p.available',
        'p.total',
        'p.spent',
      ])
      .where('m.id', '=', memberId)
      .executeTakeFirst();
  }

  orders(memberId: number, limit: number) {
    const base = this.db.selectFrom('ship_order').where('member_id', '=', memberId).where('deleted_at', 'is', null);
    return newest(
      base.select(['id', 'order_no', 'status', 'transport_type', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  pointLog(memberId: number, limit: number) {
    const base = this.db.selectFrom('member_point_log').where('member_id', '=', memberId);
    return newest(
      base.select(['id', 'operate_type', 'amount', 'balance_after', 'reason', 'reason_detail', 'created_at']).orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  levelLog(memberId: number, limit: number) {
    const base = this.db.selectFrom('member_level_log').where('member_id', '=', memberId);
    return newest(
      base.select(['id', 'from_level', 'to_level', 'total', 'created_at']).orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  coupons(memberId: number, limit: number) {
    const base = this.db.selectFrom('member_coupon').where('member_id', '=', memberId);
    return newest(
      base.select(['id', 'type', 'currency', 'amount', 'percent', 'status', 'valid_to']).orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  redemptions(memberId: number, limit: number) {
    const base = this.db.selectFrom('gift_exchange as x').where('x.member_id', '=', memberId);
    return newest(
      base
        .innerJoin('gift as g', 'g.id', 'x.gift_id')
        .select(['x.id', 'x.exchange_no', 'x.quantity', 'x.total_points', 'x.status', 'x.created_at', 'g.name_zh', 'g.name_en', 'g.name_fr'])
        .orderBy('x.id', 'desc')
        .limit(limit)
        .execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  consultations(memberId: number, limit: number) {
    const base = this.db.selectFrom('member_advice').where('member_id', '=', memberId);
    return newest(
      base.select(['id', 'kind', 'title', 'status', 'created_at']).orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }

  messages(memberId: number, limit: number) {
    const base = this.db.selectFrom('member_message').where('member_id', '=', memberId);
    return newest(
      base.select(['id', 'template', 'params', 'title', 'content', 'read_at', 'created_at']).orderBy('id', 'desc').limit(limit).execute(),
      base.select(countOf).executeTakeFirstOrThrow(),
    );
  }
}
