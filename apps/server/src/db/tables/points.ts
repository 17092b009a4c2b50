import type { Generated, Selectable } from 'kysely';
import type { PointOperation, ScoreRule } from '@portal/contracts/points';

// Points (migration 20261127100000_points_ledger; docs/points-and-gifts.md). Only PointLedger
// (modules/points) writes the balance and the ledger.
export interface MemberPointAccountTable {
  member_id: number;
  available: Generated<number>;
  total: Generated<number>;
  spent: Generated<number>;
  // membership_levels value as of the last credit (migration 20261127300000); null: the lowest
  level: string | null;
  updated_at: string;
}

export interface MemberPointLogTable {
  id: Generated<number>;
  member_id: number;
  operate_type: PointOperation;
  rule_type: ScoreRule | null;
  amount: number;
  balance_after: number;
  reason: string;
  // The order or redemption number the row is about (migration 20261128300000_point_log_detail).
  reason_detail: string | null;
  source_key: string | null;
  staff_id: number | null;
  created_at: string;
}
export type MemberPointLogRow = Selectable<MemberPointLogTable>;

// Earning rules, per-rule totals and level changes (migration 20261127300000_points_rules_levels).
export interface MemberScoreRuleTable {
  id: Generated<number>;
  type: ScoreRule;
  title: string;
  points: number;
  max_total: number | null;
  amount_min: number | null;
  amount_max: number | null;
  currency: string | null;
  enabled: number;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}
export type MemberScoreRuleRow = Selectable<MemberScoreRuleTable>;

export interface MemberScoreRuleTotalTable {
  member_id: number;
  rule_id: number;
  earned: Generated<number>;
}

export interface MemberLevelLogTable {
  id: Generated<number>;
  member_id: number;
  from_level: string | null;
  to_level: string;
  total: number;
  created_at: string;
}

export interface PointsTables {
  member_point_account: MemberPointAccountTable;
  member_point_log: MemberPointLogTable;
  member_score_rule: MemberScoreRuleTable;
  member_score_rule_total: MemberScoreRuleTotalTable;
  member_level_log: MemberLevelLogTable;
}
