import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

export class DeviceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // The members (of those given) this browser signed in as since a time.
  async membersSeenSince(tokenHash: string, memberIds: number[], since: string, tx: Executor = this.db): Promise<number[]> {
    if (memberIds.length === 0) return [];
    const rows = await tx
      .selectFrom('member_device')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .where('member_id', 'in', memberIds)
      .where('last_seen_at', '>', since)
      .execute();
    return rows.map((row) => Number(row.member_id));
  }

  // Whether the member has any browser seen since a time.
  async anySeenSince(memberId: number, since: string, tx: Executor): Promise<boolean> {
    const row = await tx.selectFrom('member_device').select('id').where('member_id', '=', memberId).where('last_seen_at', '>', since).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  // Records the browser for the member, or that it was seen again.
  async upsert(memberId: number, tokenHash: string, now: string, tx: Executor) {
    await tx
      .insertInto('member_device')
      .values({ member_id: memberId, token_hash: tokenHash, created_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(['token_hash', 'member_id']).doUpdateSet({ last_seen_at: now }))
      .execute();
  }

  // Keeps the member's `keep` most recently seen browsers.
  async trim(memberId: number, keep: number, tx: Executor) {
    const stale = await tx
      .selectFrom('member_device')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1000)
      .execute();
    if (stale.length === 0) return;
    await tx
      .deleteFrom('member_device')
      .where('id', 'in', stale.map((row) => row.id))
      .execute();
  }
}
