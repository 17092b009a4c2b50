import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_TRIES } from '@portal/contracts/auth';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';

// One-time codes (SMS and e-mail, DESIGN.md §3): random digits, stored only as
// sha256(salt:code) with a per-row salt.

export function newCode(): string {
  return randomInt(0, 10 ** SMS_CODE_LENGTH).toString().padStart(SMS_CODE_LENGTH, '0');
}

export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

interface StoredCode {
  id: number;
  code_salt: string;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  failed_attempts: number;
}

// Checks a typed code against the newest stored one without spending it. A wrong code uses
// up one of its tries (`addFailure` answers the tries used, undefined when none were left);
// the last wrong try kills it. Answers the code's row id for the caller to spend.
export async function checkCode(
  row: StoredCode | undefined,
  code: string,
  addFailure: (id: number, maxTries: number) => Promise<number | undefined>,
): Promise<number> {
  if (!row) throw new AppError('SMS_CODE_MISSING');
  if (row.used_at || Date.parse(row.expires_at) <= Date.now()) throw new AppError('SMS_CODE_EXPIRED');
  if (row.failed_attempts >= SMS_CODE_MAX_TRIES) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
  if (sameHash(hashCode(row.code_salt, code), row.code_hash)) return row.id;
  const used = await addFailure(row.id, SMS_CODE_MAX_TRIES);
  const remaining = used === undefined ? 0 : SMS_CODE_MAX_TRIES - used;
  if (remaining <= 0) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
  throw new AppError('SMS_CODE_INCORRECT', { remaining }, { remaining });
}

// sms_code and email_code share the columns these two statements touch; they are written once
// against sms_code's name.
export type CodeTable = 'sms_code' | 'email_code';

// Counts a wrong try; the tries used so far, or undefined when none were left.
export async function addCodeFailure(db: Kysely<DB>, table: CodeTable, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable(table as 'sms_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('failed_attempts', '<', maxTries)
    .where('used_at', 'is', null)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts;
}

// Spends the code; false when it was spent, ran out of tries or expired meanwhile.
export async function markCodeUsed(db: Executor, table: CodeTable, id: number, now: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable(table as 'sms_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
