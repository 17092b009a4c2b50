import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';
import { addCodeFailure, markCodeUsed } from './codes.js';

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

  addFailure(id: number, maxTries: number) {
    return addCodeFailure(this.db, 'sms_code', id, maxTries);
  }

  markUsed(id: number, now: string, maxTries: number, tx: Executor = this.db) {
    return markCodeUsed(tx, 'sms_code', id, now, maxTries);
  }

  async deleteCreatedBefore(before: string) {
    await this.db.deleteFrom('sms_code').where('created_at', '<', before).execute();
  }
}
