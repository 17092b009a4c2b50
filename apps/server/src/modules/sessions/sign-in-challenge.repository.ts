import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SignInChallengeTable } from '../../db/tables/auth.js';
import type { Executor } from '../../db/executor.js';

export class SignInChallengeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<SignInChallengeTable>) {
    await this.db.insertInto('sign_in_challenge').values(row).execute();
  }

  find(publicId: string, tx: Executor) {
    return tx
      .selectFrom('sign_in_challenge')
      .select(['id', 'account_key', 'network', 'level', 'challenge', 'secret', 'expires_at', 'used_at'])
      .where('public_id', '=', publicId)
      .executeTakeFirst();
  }

  // Spends the challenge; false when it was spent already.
  async markUsed(id: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx.updateTable('sign_in_challenge').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteExpiredBefore(before: string) {
    await this.db.deleteFrom('sign_in_challenge').where('expires_at', '<', before).execute();
  }
}
