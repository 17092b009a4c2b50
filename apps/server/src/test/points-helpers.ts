import { newReferralCode } from '../db/seed/seed.js';
import { nowIso } from '../db/sql.js';
import { newMobile } from './auth-helpers.js';
import type { TestApp } from './harness.js';

// A member created without registering, so no earning rule has credited anything yet
// (registering earns the welcome points: docs/points-and-gifts.md). For ledger tests that
// start from an empty balance.
export async function memberWithoutPoints(t: TestApp, areaCode = '86'): Promise<{ id: number }> {
  const now = nowIso();
  const row = await t.database.db
    .insertInto('member_user')
    .values({
      area_code: areaCode,
      mobile: newMobile(),
      password_hash: 'not-used',
      nickname: 'ledger test',
      status: 0,
      referral_code: newReferralCode(),
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
