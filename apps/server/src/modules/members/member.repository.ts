import { sql, type Insertable, type Kysely } from 'kysely';
import type { MemberSearchQuery } from '@portal/contracts/members';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import { containsInsensitive, toCount } from '../../db/sql.js';
import { ACCOUNT_ACTIVE, ACCOUNT_DISABLED, type MemberUserTable } from '../../db/tables/identity.js';
import type { Executor } from '../../db/executor.js';

const memberWithVerification = prepared((db, slot: <T>(name: 'id') => T) =>
  db
    .selectFrom('member_user as m')
    .leftJoin('member_real_name as r', 'r.member_id', 'm.id')
    .leftJoin('member_enterprise as e', 'e.member_id', 'm.id')
    .leftJoin('member_point_account as p', 'p.member_id', 'm.id')
    .selectAll('m')
    .select(['r.status as real_name_status', 'e.status as enterprise_status', 'p.total as point_total'])
    .where('m.id', '=', slot<number>('id')),
);

export class MemberRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findById(id: number, tx: Executor = this.db) {
    return tx.selectFrom('member_user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // The member with both verification statuses (null: never submitted) and the points earned in
  // all (the level follows them), in one query; the
  // shell reads it on every page load, so it is compiled once (db/prepared.ts).
  async findWithVerification(id: number) {
    return (await memberWithVerification(this.db, { id }))[0];
  }

  findByAreaMobile(areaCode: string, mobile: string, tx: Executor = this.db) {
    return tx.selectFrom('member_user').selectAll().where('area_code', '=', areaCode).where('mobile', '=', mobile).executeTakeFirst();
  }

  // Every member with one of these mobiles (under any area code unless one is given).
  findByMobiles(mobiles: string[], areaCode?: string) {
    let query = this.db.selectFrom('member_user').selectAll().where('mobile', 'in', mobiles);
    if (areaCode !== undefined) query = query.where('area_code', '=', areaCode);
    return query.orderBy('id').limit(10).execute();
  }

  async idByReferralCode(referralCode: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('member_user').select('id').where('referral_code', '=', referralCode).executeTakeFirst();
    return row?.id;
  }

  async insert(member: Insertable<MemberUserTable>, tx: Executor): Promise<number> {
    const row = await tx.insertInto('member_user').values(member).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async recordLogin(id: number, ip: string | null, now: string, tx: Executor) {
    await tx.updateTable('member_user').set({ login_ip: ip, login_at: now }).where('id', '=', id).execute();
  }

  async updatePassword(id: number, passwordHash: string, now: string, tx: Executor) {
    await tx
      .updateTable('member_user')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  // Staff's search (docs/staff-roles.md, "Members"): digits find mobiles that hold them; any
  // other text a nickname, a verified name or company, or the member who placed the order of
  // that number or shipping mark. Newest members first.
  async search(filter: MemberSearchQuery) {
    let query = this.db
      .selectFrom('member_user as m')
      .leftJoin('member_real_name as r', 'r.member_id', 'm.id')
      .leftJoin('member_enterprise as e', 'e.member_id', 'm.id');
    const keyword = filter.keyword?.trim();
    const digits = keyword?.replace(/[\s+-]/g, '');
    // With its area code ("+86 138…") or without.
    if (digits && /^\d+$/.test(digits)) query = query.where((eb) => containsInsensitive(sql`${eb.ref('m.area_code')} || ${eb.ref('m.mobile')}`, digits));
    else if (keyword)
      query = query.where((eb) =>
        eb.or([
          containsInsensitive(eb.ref('m.nickname'), keyword),
          containsInsensitive(eb.ref('r.name'), keyword),
          containsInsensitive(eb.ref('e.name'), keyword),
          eb.exists(
            eb
              .selectFrom('ship_order as o')
              .select('o.id')
              .whereRef('o.member_id', '=', 'm.id')
              .where((o) => o.or([o('o.order_no', '=', keyword.toUpperCase()), o(o.fn('lower', ['o.marks']), '=', keyword.toLowerCase())])),
          ),
        ]),
      );
    if (filter.status) query = query.where('m.status', '=', filter.status === 'active' ? ACCOUNT_ACTIVE : ACCOUNT_DISABLED);
    const [rows, total] = await Promise.all([
      query
        .select(['m.id', 'm.area_code', 'm.mobile', 'm.nickname', 'm.status', 'm.disabled_reason', 'm.disabled_at', 'm.created_at', 'r.name as real_name', 'e.name as company_name'])
        .orderBy('m.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.n) };
  }

  // One conditional update: of two administrators acting at once, one changes the status.
  async disable(id: number, change: { reason: string; by: number; now: string }, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_user')
      .set({ status: ACCOUNT_DISABLED, disabled_reason: change.reason, disabled_by: change.by, disabled_at: change.now, updated_at: change.now })
      .where('id', '=', id)
      .where('status', '=', ACCOUNT_ACTIVE)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async enable(id: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_user')
      .set({ status: ACCOUNT_ACTIVE, disabled_reason: null, disabled_by: null, disabled_at: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', ACCOUNT_DISABLED)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
