import type { Kysely } from 'kysely';
import { POINT_OPERATION, SCORE_RULE, type ScoreRule } from '@portal/contracts/points';
import { PointLedger } from '../../modules/points/point-ledger.js';
import { inTransaction, type Executor } from '../executor.js';
import type { DB } from '../schema.js';
import { nowIso, toCount } from '../sql.js';

// Earning rules staff start from (docs/points-and-gifts.md, "Earning rules"). Reference data:
// seeded only while there is no rule at all, so staff edits and deletions stay.
interface RuleSeed {
  type: ScoreRule;
  title: string;
  points: number;
  maxTotal: number | null;
  range?: [number, number | null];
}

// Order amounts in US cents: under $500, $500 to $2,000, $2,000 and more.
const RULES: RuleSeed[] = [
  { type: SCORE_RULE.registration, title: 'Welcome points', points: 200, maxTotal: 200 },
  { type: SCORE_RULE.invitedSignIn, title: 'Invited friend signed in', points: 300, maxTotal: 30_000 },
  { type: SCORE_RULE.shareClick, title: 'Share link opened', points: 10, maxTotal: 1_000 },
  { type: SCORE_RULE.orderAmount, title: 'Order paid (under USD 500)', points: 100, maxTotal: null, range: [0, 50_000] },
  { type: SCORE_RULE.orderAmount, title: 'Order paid (USD 500-2,000)', points: 400, maxTotal: null, range: [50_000, 200_000] },
  { type: SCORE_RULE.orderAmount, title: 'Order paid (USD 2,000 and more)', points: 1_000, maxTotal: null, range: [200_000, null] },
];

export async function seedScoreRules(db: Kysely<DB>): Promise<void> {
  if (await db.selectFrom('member_score_rule').select('id').limit(1).executeTakeFirst()) return;
  const now = nowIso();
  await db
    .insertInto('member_score_rule')
    .values(
      RULES.map((r) => ({
        type: r.type,
        title: r.title,
        points: r.points,
        max_total: r.maxTotal,
        amount_min: r.range ? r.range[0] : null,
        amount_max: r.range ? r.range[1] : null,
        currency: r.range ? 'USD' : null,
        enabled: 1,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// The demo member's history, oldest first: days ago, points, why, the source key.
type DemoEntry = { daysAgo: number; amount: number; reason: string; detail?: string; key: string } & (
  | { operation: typeof POINT_OPERATION.earned; rule: ScoreRule }
  | { operation: typeof POINT_OPERATION.staffAdded }
);

const DEMO_HISTORY: DemoEntry[] = [
  { daysAgo: 120, amount: 200, reason: 'Welcome points', key: 'register', operation: POINT_OPERATION.earned, rule: SCORE_RULE.registration },
  { daysAgo: 110, amount: 300, reason: 'Invited friend signed in', key: 'demo:invite:1', operation: POINT_OPERATION.earned, rule: SCORE_RULE.invitedSignIn },
  { daysAgo: 96, amount: 10, reason: 'Share link opened', key: 'demo:share:1', operation: POINT_OPERATION.earned, rule: SCORE_RULE.shareClick },
  { daysAgo: 95, amount: 10, reason: 'Share link opened', key: 'demo:share:2', operation: POINT_OPERATION.earned, rule: SCORE_RULE.shareClick },
  { daysAgo: 90, amount: 400, reason: 'Order paid (USD 500-2,000) JD2608001', detail: 'JD2608001', key: 'demo:order:1', operation: POINT_OPERATION.earned, rule: SCORE_RULE.orderAmount },
  { daysAgo: 74, amount: 300, reason: 'Invited friend signed in', key: 'demo:invite:2', operation: POINT_OPERATION.earned, rule: SCORE_RULE.invitedSignIn },
  { daysAgo: 60, amount: 1_000, reason: 'Order paid (USD 2,000 and more) JD2609014', detail: 'JD2609014', key: 'demo:order:2', operation: POINT_OPERATION.earned, rule: SCORE_RULE.orderAmount },
  { daysAgo: 45, amount: 10, reason: 'Share link opened', key: 'demo:share:3', operation: POINT_OPERATION.earned, rule: SCORE_RULE.shareClick },
  { daysAgo: 30, amount: 500, reason: 'Compensation for the delayed container of October', key: 'demo:staff:1', operation: POINT_OPERATION.staffAdded },
  { daysAgo: 21, amount: 300, reason: 'Invited friend signed in', key: 'demo:invite:3', operation: POINT_OPERATION.earned, rule: SCORE_RULE.invitedSignIn },
  { daysAgo: 12, amount: 1_000, reason: 'Order paid (USD 2,000 and more) JD2610027', detail: 'JD2610027', key: 'demo:order:3', operation: POINT_OPERATION.earned, rule: SCORE_RULE.orderAmount },
  { daysAgo: 3, amount: 100, reason: 'Order paid (under USD 500) JD2611008', detail: 'JD2611008', key: 'demo:order:4', operation: POINT_OPERATION.earned, rule: SCORE_RULE.orderAmount },
];
// 4,130 points in all: Silver (1,000) and on the way to Gold (5,000).

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

// Written through the ledger (balance = sum of the ledger; source keys make a second run a
// no-op), then dated back so the history reads like months of use. The level follows the
// total; the level log has the one change the history makes (Standard to Silver).
export async function seedDemoPoints(db: Kysely<DB>, memberId: number): Promise<void> {
  const ledger = new PointLedger();
  await inTransaction(db, async (tx) => {
    for (const entry of DEMO_HISTORY) {
      const done = await ledger.credit(tx, {
        memberId,
        amount: entry.amount,
        reason: entry.reason,
        ...(entry.detail ? { detail: entry.detail } : {}),
        sourceKey: entry.key,
        operation: entry.operation,
        rule: entry.operation === POINT_OPERATION.earned ? entry.rule : undefined,
      });
      if (done) await tx.updateTable('member_point_log').set({ created_at: daysAgo(entry.daysAgo) }).where('id', '=', done.logId).execute();
    }
    const account = await tx.selectFrom('member_point_account').select(['total', 'level']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    if (account.level !== null) return;
    await tx.updateTable('member_point_account').set({ level: '2' }).where('member_id', '=', memberId).execute();
    await tx.insertInto('member_level_log').values({ member_id: memberId, from_level: '1', to_level: '2', total: 1_220, created_at: daysAgo(74) }).execute();
  });
}

// The demo ledger is written part by part (the history here, the redemptions with the gifts)
// and dated back afterwards; each row's balance after it is then counted again in date order,
// so the log reads as one story whose last balance is the member's (the sum never changes).
export async function rechainDemoLedger(tx: Executor, memberId: number): Promise<void> {
  const rows = await tx.selectFrom('member_point_log').select(['id', 'amount']).where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();
  let balance = 0;
  for (const row of rows) {
    balance += toCount(row.amount);
    await tx.updateTable('member_point_log').set({ balance_after: balance }).where('id', '=', row.id).execute();
  }
}
