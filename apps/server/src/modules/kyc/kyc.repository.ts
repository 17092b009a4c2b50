import type { Insertable, Kysely } from 'kysely';
import type { KycKind } from '@portal/contracts/kyc';
import type { DB } from '../../db/schema.js';
import type { MemberEnterpriseTable, MemberRealNameTable } from '../../db/tables/account.js';
import { toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';

type Submission<T> = Omit<Insertable<T>, 'id' | 'member_id' | 'status' | 'reject_reason' | 'reviewed_at' | 'reviewer_id' | 'created_at' | 'updated_at'>;
export type RealNameSubmission = Submission<MemberRealNameTable>;
export type EnterpriseSubmission = Submission<MemberEnterpriseTable>;

const TABLES = { 'real-name': 'member_real_name', enterprise: 'member_enterprise' } as const;
// Both tables share the review columns (ReviewColumns in db/tables/account.ts); queries that
// touch only those are written once against this name.
type ReviewTable = 'member_real_name';
const reviewTable = (kind: KycKind) => TABLES[kind] as ReviewTable;

export class KycRepository {
  constructor(private readonly db: Kysely<DB>) {}

  realName(memberId: number) {
    return this.db.selectFrom('member_real_name').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  enterprise(memberId: number) {
    return this.db.selectFrom('member_enterprise').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  // Both statuses of a member in one query (null: never submitted).
  async statuses(memberId: number): Promise<{ realName: number | null; enterprise: number | null }> {
    const row = await this.db
      .selectFrom('member_user as m')
      .leftJoin('member_real_name as r', 'r.member_id', 'm.id')
      .leftJoin('member_enterprise as e', 'e.member_id', 'm.id')
      .select(['r.status as realName', 'e.status as enterprise'])
      .where('m.id', '=', memberId)
      .executeTakeFirst();
    return { realName: row?.realName ?? null, enterprise: row?.enterprise ?? null };
  }

  async insertRealName(memberId: number, s: RealNameSubmission, status: number, now: string, tx: Executor) {
    await tx
      .insertInto('member_real_name')
      .values({ ...s, member_id: memberId, status, reject_reason: null, created_at: now, updated_at: now })
      .execute();
  }

  async insertEnterprise(memberId: number, s: EnterpriseSubmission, status: number, now: string, tx: Executor) {
    await tx
      .insertInto('member_enterprise')
      .values({ ...s, member_id: memberId, status, reject_reason: null, created_at: now, updated_at: now })
      .execute();
  }

  // Replaces a rejected submission; false when the current one is not in `fromStatus`
  // (checked in the same statement, so two tabs cannot both resubmit).
  async resubmitRealName(memberId: number, s: RealNameSubmission, fromStatus: number, status: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_real_name')
      .set({ ...s, status, reject_reason: null, reviewed_at: null, reviewer_id: null, updated_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', fromStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async resubmitEnterprise(memberId: number, s: EnterpriseSubmission, fromStatus: number, status: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_enterprise')
      .set({ ...s, status, reject_reason: null, reviewed_at: null, reviewer_id: null, updated_at: now })
      .where('member_id', '=', memberId)
      .where('status', '=', fromStatus)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Staff: submissions of a kind with their member, oldest waiting first.
  // `statuses` narrows to a set (the queue's open ones), `status` to one.
  async page(kind: KycKind, filter: { status?: number | undefined; statuses?: readonly number[] | undefined; offset: number; limit: number }) {
    let query = this.db
      .selectFrom(`${reviewTable(kind)} as k`)
      .innerJoin('member_user as m', 'm.id', 'k.member_id')
      .leftJoin('staff_user as s', 's.id', 'k.reviewer_id');
    if (filter.status !== undefined) query = query.where('k.status', '=', filter.status);
    if (filter.statuses) query = query.where('k.status', 'in', filter.statuses);
    const [rows, total] = await Promise.all([
      query
        .select([
          'k.id',
          'k.member_id',
          'k.status',
          'k.submitted_at',
          'k.reviewed_at',
          'k.reviewer_id',
          'k.reject_reason',
          'm.area_code',
          'm.mobile',
          'm.nickname',
          's.name as reviewer_name',
        ])
        .orderBy('k.submitted_at', 'asc')
        .orderBy('k.id', 'asc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.n) };
  }

  realNamesByIds(ids: number[]) {
    return ids.length ? this.db.selectFrom('member_real_name').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
  }

  enterprisesByIds(ids: number[]) {
    return ids.length ? this.db.selectFrom('member_enterprise').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
  }

  // Moves a submission from one of `from` to `to`; the member's id, or undefined when it is
  // missing or no longer in one of `from` (another reviewer was first).
  async review(
    kind: KycKind,
    id: number,
    change: { from: readonly number[]; to: number; reason: string | null; reviewerId: number; now: string },
    tx: Executor,
  ): Promise<number | undefined> {
    const row = await tx
      .updateTable(reviewTable(kind))
      .set({ status: change.to, reject_reason: change.reason, reviewed_at: change.now, reviewer_id: change.reviewerId, updated_at: change.now })
      .where('id', '=', id)
      .where('status', 'in', change.from)
      .returning('member_id')
      .executeTakeFirst();
    return row?.member_id;
  }
}
