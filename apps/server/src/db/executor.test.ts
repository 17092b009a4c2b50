import { expect, it } from 'vitest';
import { MESSAGE_TYPES, REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { registerMember } from '../test/auth-helpers.js';
import { memberIdOf } from '../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../test/harness.js';
import { inTransaction, type Executor } from './executor.js';
import { nowIso, toJson } from './sql.js';

// Writes of several modules share one transaction: the KYC decision (kyc), the member's
// message (messages) and a member row (members) commit together or not at all.
describeEachDb('one transaction across modules', (ctx) => {
  async function pendingSubmission(t: TestApp) {
    const memberId = await memberIdOf(t, (await registerMember(t)).token);
    const now = nowIso();
    const submission = { name: '张三', card_type: 'mainland_id', card_number: '110101199003074514', img1: 'a', img2: 'b', extra_imgs: toJson([]), submitted_at: now };
    await t.services.repos.kyc.insertRealName(memberId, submission, REAL_NAME_STATUS.pending, now, t.database.db);
    const row = await t.services.repos.kyc.realName(memberId);
    return { memberId, submissionId: row!.id };
  }

  // Approves the submission and tells the member, on `tx`.
  async function approveAndTell(t: TestApp, submissionId: number, tx: Executor) {
    const now = nowIso();
    const change = { from: [REAL_NAME_STATUS.pending], to: REAL_NAME_STATUS.certified, reason: null, reviewerId: 1, now };
    const memberId = await t.services.repos.kyc.review('real-name', submissionId, change, tx);
    await t.services.messages.send(memberId!, { type: MESSAGE_TYPES.reminder, template: 'kyc.realName.approved' }, tx);
    return memberId!;
  }

  async function state(t: TestApp, memberId: number) {
    const row = await t.services.repos.kyc.realName(memberId);
    return { status: row?.status, messages: await t.services.messages.unreadCount(memberId) };
  }

  it('rolls back the decision and the message when a later write of another module fails', async () => {
    const t = ctx();
    const { memberId, submissionId } = await pendingSubmission(t);
    const member = await t.services.repos.members.findById(memberId);
    const { id: _id, ...copy } = member!;

    const failing = inTransaction(t.database.db, async (tx) => {
      await approveAndTell(t, submissionId, tx);
      // The same mobile again: the database refuses it.
      await t.services.repos.members.insert({ ...copy, referral_code: 'ZZZZZZ' }, tx);
    });

    await expect(failing).rejects.toThrow();
    expect(await state(t, memberId)).toEqual({ status: REAL_NAME_STATUS.pending, messages: 0 });
  });

  it('commits every write when all succeed', async () => {
    const t = ctx();
    const { memberId, submissionId } = await pendingSubmission(t);
    await inTransaction(t.database.db, (tx) => approveAndTell(t, submissionId, tx));
    expect(await state(t, memberId)).toEqual({ status: REAL_NAME_STATUS.certified, messages: 1 });
  });

  it('joins an open transaction instead of nesting, so an outer failure undoes the inner writes', async () => {
    const t = ctx();
    const { memberId, submissionId } = await pendingSubmission(t);
    const failing = inTransaction(t.database.db, async (outer) => {
      await inTransaction(outer, (tx) => approveAndTell(t, submissionId, tx));
      throw new Error('a later step failed');
    });
    await expect(failing).rejects.toThrow('a later step failed');
    expect(await state(t, memberId)).toEqual({ status: REAL_NAME_STATUS.pending, messages: 0 });
  });
});
