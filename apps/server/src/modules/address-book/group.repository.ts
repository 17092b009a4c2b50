import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MemberContactGroupTable } from '../../db/tables/address-book.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';

// Queries on member_contact_group, scoped to the member like every address-book query.
export class GroupRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Every group of the member (or the one with this id) with the number of contacts in it,
  // in the member's order.
  async list(memberId: number, onlyId?: number) {
    let query = this.db
      .selectFrom('member_contact_group as g')
      .leftJoin('member_contact as c', 'c.group_id', 'g.id')
      .select(['g.id', 'g.title', 'g.remark', 'g.sort', 'g.created_at'])
      .select((eb) => eb.fn.count('c.id').as('contact_count'))
      .where('g.member_id', '=', memberId);
    if (onlyId !== undefined) query = query.where('g.id', '=', onlyId);
    const rows = await query
      .groupBy(['g.id', 'g.title', 'g.remark', 'g.sort', 'g.created_at'])
      .orderBy('g.sort')
      .orderBy('g.id')
      .execute();
    return rows.map((row) => ({ ...row, contact_count: toCount(row.contact_count) }));
  }

  find(memberId: number, id: number, tx: Executor = this.db) {
    return tx.selectFrom('member_contact_group').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
  }

  // The member's groups with these titles.
  byTitles(memberId: number, titles: readonly string[], tx: Executor = this.db) {
    if (titles.length === 0) return Promise.resolve([]);
    return tx.selectFrom('member_contact_group').select(['id', 'title']).where('member_id', '=', memberId).where('title', 'in', titles).execute();
  }

  async insert(values: Insertable<MemberContactGroupTable>, tx: Executor): Promise<number> {
    const row = await tx.insertInto('member_contact_group').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  // New groups by title (sort 0); a title another request created meanwhile is no error.
  async insertTitles(memberId: number, titles: readonly string[], now: string, tx: Executor) {
    await tx
      .insertInto('member_contact_group')
      .values(titles.map((title) => ({ member_id: memberId, title, remark: null, sort: 0, created_at: now, updated_at: now })))
      .onConflict((conflict) => conflict.columns(['member_id', 'title']).doNothing())
      .execute();
  }

  async update(memberId: number, id: number, values: Updateable<MemberContactGroupTable>, tx: Executor) {
    await tx.updateTable('member_contact_group').set(values).where('member_id', '=', memberId).where('id', '=', id).execute();
  }

  async delete(memberId: number, id: number, tx: Executor) {
    await tx.deleteFrom('member_contact_group').where('member_id', '=', memberId).where('id', '=', id).execute();
  }

  async contactCount(memberId: number, groupId: number, tx: Executor): Promise<number> {
    const row = await tx
      .selectFrom('member_contact')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', memberId)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    return toCount(row?.n);
  }

  // Moves every contact of one group to another, or out of any group (null).
  async moveContacts(memberId: number, fromGroupId: number, toGroupId: number | null, now: string, tx: Executor) {
    await tx
      .updateTable('member_contact')
      .set({ group_id: toGroupId, updated_at: now })
      .where('member_id', '=', memberId)
      .where('group_id', '=', fromGroupId)
      .execute();
  }
}
