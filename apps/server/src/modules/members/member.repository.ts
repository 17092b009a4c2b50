import type { Insertable, Kysely } from 'kysely';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import type { MemberUserTable } from '../../db/tables/identity.js';
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

  findById(id: number) {
    return this.db.selectFrom('member_user').selectAll().where('id', '=', id).executeTakeFirst();
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
}
