import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../sessions/session.repository.js';

export interface NewSmsCode {
  areaCode: string;
  mobile: string;
  scene: string;
  codeSalt: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
}

export class SmsCodeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(c: NewSmsCode, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .insertInto('sms_code')
      .values({
        area_code: c.areaCode,
        mobile: c.mobile,
        scene: c.scene,
        code_salt: c.codeSalt,
        code_hash: c.codeHash,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
        ip: c.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  // When the newest code for this number and scene was created, if after `since`.
  async latestSince(number: { areaCode: string; mobile: string; scene: string }, since: string, tx: Executor = this.db) {
    const row = await tx
      .selectFrom('sms_code')
      .select('created_at')
      .where('area_code', '=', number.areaCode)
      .where('mobile', '=', number.mobile)
      .where('scene', '=', number.scene)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.created_at;
  }

  async countForNumberSince(areaCode: string, mobile: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('area_code', '=', areaCode)
      .where('mobile', '=', mobile)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  async countForIpSince(ip: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // Only the newest code of a number and scene counts; sending a new one retires the old.
  latest(areaCode: string, mobile: string, scene: string) {
    return this.db
      .selectFrom('sms_code')
      .selectAll()
      .where('area_code', '=', areaCode)
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  // Counts a wrong try; the tries used so far, or undefined when none were left.
  async addFailure(id: number, maxTries: number): Promise<number | undefined> {
    const row = await this.db
      .updateTable('sms_code')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('failed_attempts', '<', maxTries)
      .where('used_at', 'is', null)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row?.failed_attempts;
  }

  // Spends the code; false when it was spent, ran out of tries or expired meanwhile.
  async markUsed(id: number, now: string, maxTries: number, tx: Executor = this.db): Promise<boolean> {
    const result = await tx
      .updateTable('sms_code')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', maxTries)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteCreatedBefore(before: string) {
    await this.db.deleteFrom('sms_code').where('created_at', '<', before).execute();
  }
}
