import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ScoreRule } from '@portal/contracts/points';
import { MEMBER_SYSTEM_SWITCH_KEY, STATUS_ENABLED } from '@portal/contracts/system';
import type { Executor } from '../../db/executor.js';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { toIso } from '../../db/sql.js';
import type { MemberScoreRuleTable } from '../../db/tables/points.js';
import type { LevelRow } from './levels.js';

// Queries of points: the ledger and level log lists, earning rules and their per-member
// totals, levels. The balance and the ledger are written by PointLedger only.
export class PointsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // The enabled membership_levels entries (levels.ts sorts them by minScore).
  levelRows(tx: Executor = this.db): Promise<LevelRow[]> {
    return tx
      .selectFrom('dict_data')
      .innerJoin('dict_type', 'dict_type.type', 'dict_data.dict_type')
      .select(['dict_data.value', 'dict_data.label', 'dict_data.label_en', 'dict_data.label_fr', 'dict_data.extra'])
      .where('dict_data.dict_type', '=', 'membership_levels')
      .where('dict_data.status', '=', STATUS_ENABLED)
      .where('dict_type.status', '=', STATUS_ENABLED)
      .orderBy('dict_data.sort')
      .execute();
  }

  member(id: number, tx: Executor = this.db) {
    return tx.selectFrom('member_user').select(['id', 'area_code', 'referral_code', 'referrer_id', 'login_at']).where('id', '=', id).executeTakeFirst();
  }

  memberByCode(code: string) {
    return this.db.selectFrom('member_user').select(['id', 'area_code']).where('referral_code', '=', code).executeTakeFirst();
  }

  accountLevel(memberId: number, tx: Executor) {
    return tx.selectFrom('member_point_account').select('level').where('member_id', '=', memberId).executeTakeFirst();
  }

  // Moves the level only from what was read: of two credits at once, one writes the change.
  async moveLevel(memberId: number, from: string | null, to: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_point_account')
      .set({ level: to })
      .where('member_id', '=', memberId)
      .where((eb) => (from === null ? eb('level', 'is', null) : eb('level', '=', from)))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertLevelLog(values: { member_id: number; from_level: string | null; to_level: string; total: number; created_at: string }, tx: Executor) {
    await tx.insertInto('member_level_log').values(values).execute();
  }

  hasSourceKey(memberId: number, sourceKey: string, tx: Executor) {
    return tx.selectFrom('member_point_log').select('id').where('member_id', '=', memberId).where('source_key', '=', sourceKey).executeTakeFirst();
  }

  // Newest first, keyset paged (docs/lists.md).
  async logPage(memberId: number, pageSize: number, after: Keyset | null) {
    const query = this.db.selectFrom('member_point_log').where('member_id', '=', memberId);
    const rows = await (after ? query.where(keysetBefore('created_at', 'id', after)) : query)
      .select(['id', 'operate_type', 'rule_type', 'amount', 'balance_after', 'reason', 'reason_detail', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
  }

  async levelLogPage(memberId: number, pageSize: number, after: Keyset | null) {
    const query = this.db.selectFrom('member_level_log').where('member_id', '=', memberId);
    const rows = await (after ? query.where(keysetBefore('created_at', 'id', after)) : query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
  }

  // ---------- rules ----------

  rules(onlyEnabled: boolean) {
    let query = this.db.selectFrom('member_score_rule').selectAll();
    if (onlyEnabled) query = query.where('enabled', '=', 1);
    return query.orderBy('type').orderBy('amount_min').orderBy('id').execute();
  }

  rule(id: number, tx: Executor = this.db) {
    return tx.selectFrom('member_score_rule').selectAll().where('id', '=', id).executeTakeFirst();
  }

  enabledRules(type: ScoreRule, tx: Executor) {
    return tx.selectFrom('member_score_rule').selectAll().where('type', '=', type).where('enabled', '=', 1).orderBy('id').execute();
  }

  async insertRule(values: Insertable<MemberScoreRuleTable>, tx: Executor = this.db): Promise<number> {
    const row = await tx.insertInto('member_score_rule').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateRule(id: number, values: Updateable<MemberScoreRuleTable>, tx: Executor = this.db): Promise<boolean> {
    const result = await tx.updateTable('member_score_rule').set(values).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  // Takes `points` of the rule's budget for the member: true when they fit under max_total
  // (null: no maximum). One conditional UPDATE, so concurrent grants cannot pass the maximum.
  async claimBudget(memberId: number, ruleId: number, points: number, maxTotal: number | null, tx: Executor): Promise<boolean> {
    await tx.insertInto('member_score_rule_total').values({ member_id: memberId, rule_id: ruleId }).onConflict((oc) => oc.columns(['member_id', 'rule_id']).doNothing()).execute();
    let update = tx
      .updateTable('member_score_rule_total')
      .set((eb) => ({ earned: eb('earned', '+', points) }))
      .where('member_id', '=', memberId)
      .where('rule_id', '=', ruleId);
    if (maxTotal !== null) update = update.where((eb) => eb(eb('earned', '+', points), '<=', maxTotal));
    const result = await update.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  // ---------- staff: members with their level ----------

  async levelDetails(filter: { level?: string | undefined; mobile?: string | undefined; lowestLevel: string | null; memberId: number | null }, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('member_user as m').leftJoin('member_point_account as p', 'p.member_id', 'm.id');
    if (filter.memberId !== null) query = query.where('m.id', '=', filter.memberId);
    if (filter.mobile) query = query.where('m.mobile', '=', filter.mobile);
    if (filter.level !== undefined) {
      const level = filter.level;
      // A member who never earned (no account row, or no level yet) is on the lowest level.
      query =
        level === filter.lowestLevel
          ? query.where((eb) => eb.or([eb('p.level', '=', level), eb('p.level', 'is', null)]))
          : query.where('p.level', '=', level);
    }
    const rows = await (after ? query.where(keysetBefore('m.id', 'm.id', after)) : query)
      .select(['m.id', 'm.nickname', 'm.area_code', 'm.mobile', 'p.level', 'p.total', 'p.available', 'p.spent'])
      .orderBy('m.id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: row.id, id: row.id })), count };
  }

  // ---------- what earning hooks read inside their cause's transaction ----------

  // The switch and whether the member's area code is an enabled filter_score_area_code entry,
  // read through the caller's transaction (on SQLite a read outside it would wait for it).
  async earningGate(memberId: number, tx: Executor): Promise<{ switchValue: string | null; filtered: boolean } | null> {
    const member = await tx.selectFrom('member_user').select('area_code').where('id', '=', memberId).executeTakeFirst();
    if (!member) return null;
    const code = member.area_code.trim().replace(/^\+/, '');
    const [param, filter] = await Promise.all([
      tx.selectFrom('system_param').select('value').where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).executeTakeFirst(),
      tx
        .selectFrom('dict_data')
        .innerJoin('dict_type', 'dict_type.type', 'dict_data.dict_type')
        .select('dict_data.id')
        .where('dict_data.dict_type', '=', 'filter_score_area_code')
        .where('dict_data.value', '=', code)
        .where('dict_data.status', '=', STATUS_ENABLED)
        .where('dict_type.status', '=', STATUS_ENABLED)
        .executeTakeFirst(),
    ]);
    return { switchValue: param?.value ?? null, filtered: filter !== undefined };
  }

  // An order's shipper and its fees, for the order amount rules.
  async orderWithFees(orderId: number, tx: Executor) {
    const order = await tx.selectFrom('ship_order').select(['id', 'member_id', 'order_no']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return null;
    const fees = await tx.selectFrom('ship_order_fee').select(['currency', 'amount', 'paid_amount']).where('order_id', '=', orderId).execute();
    return { ...order, fees };
  }
}
