import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MemberMessageTable } from '../../db/tables/account.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';

export class MessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<MemberMessageTable>, tx: Executor): Promise<void> {
    await tx.insertInto('member_message').values(row).execute();
  }

  async page(memberId: number, filter: { read?: boolean }, limit: number, offset: number) {
    let query = this.db.selectFrom('member_message').where('member_id', '=', memberId);
    if (filter.read !== undefined) query = query.where('read_at', filter.read ? 'is not' : 'is', null);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.n) };
  }

  async unreadCount(memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('member_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // Marks the member's own messages read; ids of other members match nothing.
  async markRead(memberId: number, ids: number[] | 'all', now: string, tx: Executor): Promise<number> {
    let query = tx.updateTable('member_message').set({ read_at: now }).where('member_id', '=', memberId).where('read_at', 'is', null);
    if (ids !== 'all') query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
