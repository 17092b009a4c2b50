import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';
import { addCodeFailure, markCodeUsed } from './codes.js';

export interface NewEmailCode {
  address: string;
  scene: string;
  codeSalt: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
}

export class EmailCodeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(c: NewEmailCode, tx: Executor = this.db): Promise<void> {
    await tx
      .insertInto('email_code')
      .values({
        address: c.address,
        scene: c.scene,
        code_salt: c.codeSalt,
        code_hash: c.codeHash,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
        ip: c.ip,
      })
      .execute();
  }

  // Codes sent to an address since a time, newest first (all scenes).
  async sentSince(address: string, since: string, tx: Executor = this.db) {
    return tx
      .selectFrom('email_code')
      .select(['scene', 'created_at'])
      .where('address', '=', address)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async countForIpSince(ip: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('email_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  latest(address: string, scene: string) {
    return this.db
      .selectFrom('email_code')
      .selectAll()
      .where('address', '=', address)
      .where('scene', '=', scene)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  addFailure(id: number, maxTries: number) {
    return addCodeFailure(this.db, 'email_code', id, maxTries);
  }

  markUsed(id: number, now: string, maxTries: number, tx: Executor = this.db) {
    return markCodeUsed(tx, 'email_code', id, now, maxTries);
  }

  async deleteCreatedBefore(before: string) {
    await this.db.deleteFrom('email_code').where('created_at', '<', before).execute();
  }
}
