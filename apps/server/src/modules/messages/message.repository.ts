import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MemberMessageTable } from '../../db/tables/account.js';
import type { Executor } from '../../db/executor.js';
import type { MessageType } from '@portal/contracts/statuses';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import { toCount, toIso } from '../../db/sql.js';

export class MessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<MemberMessageTable>, tx: Executor): Promise<void> {
    await tx.insertInto('member_message').values(row).execute();
  }

  // Newest first, one page after `after` (docs/lists.md); the total is counted on the first
  // page only, and only up to the cap.
  async list(memberId: number, filter: { read?: boolean; type?: MessageType }, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('member_message').where('member_id', '=', memberId);
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    if (filter.read !== undefined) query = query.where('read_at', filter.read ? 'is not' : 'is', null);
    const pageQuery = (after ? query.where(keysetBefore('created_at', 'id', after)) : query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1);
    const [rows, count] = await Promise.all([pageQuery.execute(), after ? null : cappedCount(query)]);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
  }

  // One of the member's messages; another member's id finds nothing.
  find(memberId: number, id: number) {
    return this.db.selectFrom('member_message').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  }

  // Unread messages per type (types without any are absent).
  async unreadByType(memberId: number): Promise<Map<MessageType, number>> {
    const rows = await this.db
      .selectFrom('member_message')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .groupBy('type')
      .execute();
    return new Map(rows.map((row) => [row.type, toCount(row.n)]));
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
