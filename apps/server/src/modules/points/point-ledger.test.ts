import { ERRORS } from '@portal/contracts/errors';
import { POINT_OPERATION, SCORE_RULE } from '@portal/contracts/points';
import { expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import { toCount } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { memberWithoutPoints } from '../../test/points-helpers.js';
import type { Credit, Debit } from './point-ledger.js';

function credit(t: TestApp, entry: Omit<Credit, 'operation'> & Partial<Pick<Credit, 'operation'>>) {
  return inTransaction(t.database.db, (tx) => t.services.pointLedger.credit(tx, { operation: POINT_OPERATION.earned, ...entry }));
}

function debit(t: TestApp, entry: Omit<Debit, 'operation'> & Partial<Pick<Debit, 'operation'>>) {
  return inTransaction(t.database.db, (tx) => t.services.pointLedger.debit(tx, { operation: POINT_OPERATION.giftRedemption, ...entry }));
}

async function ledgerOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('member_point_log').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ amount: toCount(r.amount), after: toCount(r.balance_after), operation: r.operate_type, key: r.source_key }));
}

describeEachDb('points ledger: every change is a row, the balance never goes below zero', (ctx) => {
  it('credits once per source key and keeps the balance equal to the ledger', async () => {
    const t = ctx();
    const member = await memberWithoutPoints(t);
    const first = await credit(t, { memberId: member.id, amount: 100, reason: 'registration', rule: SCORE_RULE.registration, sourceKey: 'register' });
    expect(first).toMatchObject({ available: 100, total: 100, spent: 0 });
    expect(await credit(t, { memberId: member.id, amount: 100, reason: 'registration again', sourceKey: 'register' })).toBeNull();
    await credit(t, { memberId: member.id, amount: 5, reason: 'share click' });
    await credit(t, { memberId: member.id, amount: 5, reason: 'share click' });
    const spent = await debit(t, { memberId: member.id, amount: 60, reason: 'gift', sourceKey: 'gift-exchange:1' });
    expect(spent).toMatchObject({ available: 50, total: 110, spent: 60 });
    await debit(t, { memberId: member.id, amount: 10, reason: 'correction', operation: POINT_OPERATION.staffDeducted });

    const ledger = await ledgerOf(t, member.id);
    expect(ledger.map((r) => [r.amount, r.after])).toEqual([
      [100, 100],
      [5, 105],
      [5, 110],
      [-60, 50],
      [-10, 40],
    ]);
    expect(await t.services.pointLedger.balance(t.database.db, member.id)).toEqual({ available: 40, total: 110, spent: 60 });
  });

  it('refuses a debit past the balance with "Insufficient points" and writes nothing', async () => {
    const t = ctx();
    const member = await memberWithoutPoints(t);
    await credit(t, { memberId: member.id, amount: 30, reason: 'registration' });
    const error = await debit(t, { memberId: member.id, amount: 31, reason: 'gift' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ERRORS.POINTS_INSUFFICIENT.code);
    expect(ERRORS.POINTS_INSUFFICIENT.msg.en_US).toBe('Insufficient points');
    // A member who never earned has no balance row at all.
    const stranger = await memberWithoutPoints(t);
    await expect(debit(t, { memberId: stranger.id, amount: 1, reason: 'gift' })).rejects.toBeInstanceOf(AppError);
    expect(await ledgerOf(t, member.id)).toHaveLength(1);
    expect(await t.services.pointLedger.balance(t.database.db, member.id)).toEqual({ available: 30, total: 30, spent: 0 });
  });

  it('lets exactly one of 20 concurrent debits through when the balance covers one', async () => {
    const t = ctx();
    const member = await memberWithoutPoints(t);
    await credit(t, { memberId: member.id, amount: 500, reason: 'registration' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => debit(t, { memberId: member.id, amount: 400, reason: 'gift', sourceKey: `gift-exchange:${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === ERRORS.POINTS_INSUFFICIENT.code)).toBe(true);
    const ledger = await ledgerOf(t, member.id);
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(100);
    expect(await t.services.pointLedger.balance(t.database.db, member.id)).toEqual({ available: 100, total: 500, spent: 400 });
  });
});
