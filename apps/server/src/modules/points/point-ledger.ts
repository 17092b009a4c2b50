import type { Transaction } from 'kysely';
import { POINT_OPERATION, type PointOperation, type ScoreRule } from '@portal/contracts/points';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toCount } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';

export interface PointBalance {
  available: number;
  total: number;
  spent: number;
}

export interface PointEntry {
  memberId: number;
  // Positive; the operation says which way it goes.
  amount: number;
  reason: string;
  // The order or redemption number the row is about, named beside the row's localized wording.
  detail?: string;
  // At most one ledger row per member and key: a second credit or debit with the same key
  // changes nothing and answers null (idempotent earning, one row per redemption).
  sourceKey?: string;
  staffId?: number;
}

export interface Credit extends PointEntry {
  operation: typeof POINT_OPERATION.earned | typeof POINT_OPERATION.staffAdded;
  rule?: ScoreRule;
}

export interface Debit extends PointEntry {
  operation: typeof POINT_OPERATION.giftRedemption | typeof POINT_OPERATION.staffDeducted | typeof POINT_OPERATION.expired;
}

export interface LedgerResult extends PointBalance {
  logId: number;
}

// The only writer of a member's points (docs/points-and-gifts.md): every change is a ledger row
// with the balance after it, written in the caller's transaction with the balance change, so
// the balance always equals the sum of the ledger. A debit is one conditional UPDATE
// (available >= amount): concurrent redemptions against a balance that covers one leave
// exactly one through, on SQLite (writers take turns) and PostgreSQL (the second UPDATE
// re-reads the row after the first commits) alike.
export class PointLedger {
  // `afterCredit` runs in the credit's transaction once the balance moved (the level keeper:
  // a new level, its log row and its message commit with the credit or not at all).
  constructor(private readonly hooks: { afterCredit?: (tx: Transaction<DB>, memberId: number, balance: PointBalance) => Promise<void> } = {}) {}

  // Adds points. Null when `sourceKey` was already credited.
  async credit(tx: Transaction<DB>, entry: Credit): Promise<LedgerResult | null> {
    checkAmount(entry.amount);
    const logId = await this.claim(tx, entry, entry.amount, entry.operation, entry.rule ?? null);
    if (logId === null) return null;
    const now = nowIso();
    await tx
      .insertInto('member_point_account')
      .values({ member_id: entry.memberId, updated_at: now })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    const balance = await tx
      .updateTable('member_point_account')
      .set((eb) => ({ available: eb('available', '+', entry.amount), total: eb('total', '+', entry.amount), updated_at: now }))
      .where('member_id', '=', entry.memberId)
      .returning(['available', 'total', 'spent'])
      .executeTakeFirstOrThrow();
    const result = await this.settle(tx, logId, balance);
    await this.hooks.afterCredit?.(tx, entry.memberId, result);
    return result;
  }

  // Takes points; POINTS_INSUFFICIENT ('Insufficient points') when the balance does not cover
  // them, and nothing is written. Null when `sourceKey` was already debited.
  async debit(tx: Transaction<DB>, entry: Debit): Promise<LedgerResult | null> {
    checkAmount(entry.amount);
    const now = nowIso();
    // Redemptions count as spent; a deduction or expiry only lowers what is available.
    const spends = entry.operation === POINT_OPERATION.giftRedemption ? entry.amount : 0;
    const balance = await tx
      .updateTable('member_point_account')
      .set((eb) => ({ available: eb('available', '-', entry.amount), spent: eb('spent', '+', spends), updated_at: now }))
      .where('member_id', '=', entry.memberId)
      .where('available', '>=', entry.amount)
      .returning(['available', 'total', 'spent'])
      .executeTakeFirst();
    if (!balance) throw new AppError('POINTS_INSUFFICIENT');
    const logId = await this.claim(tx, entry, -entry.amount, entry.operation, null);
    // Already debited for this key: the transaction must not keep the second debit.
    if (logId === null) throw new DuplicateDebit();
    return this.settle(tx, logId, balance);
  }

  async balance(db: Executor, memberId: number): Promise<PointBalance> {
    const row = await db.selectFrom('member_point_account').select(['available', 'total', 'spent']).where('member_id', '=', memberId).executeTakeFirst();
    return row ? { available: toCount(row.available), total: toCount(row.total), spent: toCount(row.spent) } : { available: 0, total: 0, spent: 0 };
  }

  // The ledger row first, so a repeated key stops before the balance moves (credit) or the
  // transaction is rolled back (debit). balance_after is set once the balance is known.
  private async claim(tx: Transaction<DB>, entry: PointEntry, signed: number, operation: PointOperation, rule: ScoreRule | null): Promise<number | null> {
    const row = await tx
      .insertInto('member_point_log')
      .values({
        member_id: entry.memberId,
        operate_type: operation,
        rule_type: rule,
        amount: signed,
        balance_after: 0,
        reason: entry.reason,
        reason_detail: entry.detail ?? null,
        source_key: entry.sourceKey ?? null,
        staff_id: entry.staffId ?? null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.columns(['member_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? row.id : null;
  }

  private async settle(tx: Transaction<DB>, logId: number, row: { available: number; total: number; spent: number }): Promise<LedgerResult> {
    const balance = { available: toCount(row.available), total: toCount(row.total), spent: toCount(row.spent) };
    await tx.updateTable('member_point_log').set({ balance_after: balance.available }).where('id', '=', logId).execute();
    return { ...balance, logId };
  }
}

// A debit repeated with the same source key: thrown so the caller's transaction rolls back;
// callers that may repeat (an Idempotency-Key retry) look for their earlier result first.
export class DuplicateDebit extends Error {
  constructor() {
    super('points already debited for this source key');
    this.name = 'DuplicateDebit';
  }
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`points amount must be a positive integer, got ${amount}`);
}
