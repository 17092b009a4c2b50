import { z } from 'zod';
import { cursorBody, cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { POINT_OPERATIONS, SCORE_RULE, SCORE_RULES } from './statuses.js';

// Points (docs/points-and-gifts.md): an append-only ledger per member. The values are the
// member_user_score_log_operate_type and score_rule_type dictionaries' values.

// What a ledger row did and why points were earned: zod-free in statuses.ts (the web's points
// pages map them without loading zod).
export { POINT_OPERATION, POINT_OPERATIONS, SCORE_RULE, SCORE_RULES, type PointOperation, type ScoreRule } from './statuses.js';

// ---------- earning rules, levels, the member's and the staff's calls ----------
// (docs/points-and-gifts.md, "Earning rules", "Levels", "Visibility")

// A rule's points per grant and a cumulative maximum per member, whole points.
export const SCORE_POINTS_MAX = 1_000_000;
// Order amounts in minor units of the rule's currency (one hundred million major units).
export const SCORE_AMOUNT_MAX = 10_000_000_000;
export const SCORE_RULE_CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type ScoreRuleCurrency = (typeof SCORE_RULE_CURRENCIES)[number];
export const SCORE_RULE_TITLE_MAX = 50;
export const POINT_REASON_MAX = 100;

const optionalInt = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.number('v.points.integer').int('v.points.integer').min(0, 'v.min').max(max, 'v.max').nullable().optional());

// What staff write for a rule. Order amount rules need a currency and a range
// [amountMin, amountMax) (amountMax empty: no upper bound); the others have no range.
export const scoreRuleBody = z
  .object({
    type: z.literal(SCORE_RULES, 'v.points.ruleType.required'),
    title: z.string('v.required').trim().min(1, { error: 'v.required', abort: true }).max(SCORE_RULE_TITLE_MAX, 'v.maxLength'),
    points: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'v.required' : 'v.points.integer') })
      .int('v.points.integer')
      .min(1, 'v.min')
      .max(SCORE_POINTS_MAX, 'v.max'),
    // The most points one member may earn from this rule in all; empty: no maximum.
    maxTotal: optionalInt(SCORE_POINTS_MAX * 100),
    amountMin: optionalInt(SCORE_AMOUNT_MAX),
    amountMax: optionalInt(SCORE_AMOUNT_MAX),
    currency: z.enum(SCORE_RULE_CURRENCIES).nullable().optional(),
    enabled: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.type !== SCORE_RULE.orderAmount) return;
    if (!value.currency) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'v.points.currency.required' });
    if (value.amountMin === null || value.amountMin === undefined) ctx.addIssue({ code: 'custom', path: ['amountMin'], message: 'v.points.amountMin.required' });
    else if (value.amountMax !== null && value.amountMax !== undefined && value.amountMax <= value.amountMin)
      ctx.addIssue({ code: 'custom', path: ['amountMax'], message: 'v.points.amountMax.order' });
  });
export type ScoreRuleBody = z.input<typeof scoreRuleBody>;

export const scoreRuleUpdateBody = z.intersection(z.object({ id: idSchema() }), scoreRuleBody);
export type ScoreRuleUpdateBody = z.input<typeof scoreRuleUpdateBody>;
export const scoreRuleIdQuery = z.object({ id: idSchema() });

export const scoreRuleItem = z.object({
  id: z.number().int(),
  type: z.literal(SCORE_RULES),
  title: z.string(),
  points: z.number().int(),
  maxTotal: z.number().int().nullable(),
  amountMin: z.number().int().nullable(),
  amountMax: z.number().int().nullable(),
  currency: z.enum(SCORE_RULE_CURRENCIES).nullable(),
  enabled: z.boolean(),
  updateTime: z.string(),
});
export type ScoreRuleItem = z.infer<typeof scoreRuleItem>;
export const scoreRuleList = z.array(scoreRuleItem);

// A level of the membership_levels dictionary: reached at minScore points earned in all.
export const pointLevel = z.object({ value: z.string(), name: z.string(), minScore: z.number().int() });
export type PointLevel = z.infer<typeof pointLevel>;

export const pointSummary = z.object({
  total: z.number().int(),
  available: z.number().int(),
  spent: z.number().int(),
  level: pointLevel.nullable(),
  nextLevel: pointLevel.nullable(),
  // Points still needed for the next level (0 on the highest).
  toNextLevel: z.number().int(),
  // The member's own code: the invite code and the share link's code.
  inviteCode: z.string(),
  // The enabled earning rules ("how to earn").
  rules: z.array(scoreRuleItem.omit({ enabled: true, updateTime: true })),
});
export type PointSummary = z.infer<typeof pointSummary>;

export const pointLogItem = z.object({
  id: z.number().int(),
  operation: z.literal(POINT_OPERATIONS),
  rule: z.literal(SCORE_RULES).nullable(),
  // Signed: positive raises the balance.
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  // As written at the time: staff's own words for their additions and deductions; the portal's
  // wording for the rest, which screens word from `operation` and `rule` in the reader's language.
  reason: z.string(),
  // The order or redemption number the entry is about, if any.
  detail: z.string().nullable(),
  createTime: z.string(),
});
export type PointLogItem = z.infer<typeof pointLogItem>;
export const pointLogPage = cursorPage(pointLogItem);
export const pointLogQuery = cursorQuery;

export const levelLogItem = z.object({
  id: z.number().int(),
  fromLevel: z.string().nullable(),
  toLevel: z.string(),
  // Points earned in all when the level changed.
  total: z.number().int(),
  createTime: z.string(),
});
export type LevelLogItem = z.infer<typeof levelLogItem>;
export const levelLogPage = cursorPage(levelLogItem);

// A signed-in member opened another member's share link (?share=CODE).
export const shareClickBody = z.object({ code: z.string('v.required').trim().min(1, 'v.required').max(32, 'v.format') });
export const shareClickResult = z.object({ counted: z.boolean() });

// Staff add (positive) or deduct (negative) points with a reason the member reads.
export const pointAdjustBody = z.object({
  memberId: idSchema(),
  amount: z
    .number('v.points.integer')
    .int('v.points.integer')
    .min(-SCORE_POINTS_MAX, 'v.min')
    .max(SCORE_POINTS_MAX, 'v.max')
    .refine((n) => n !== 0, 'v.points.amount.nonZero'),
  reason: z.string('v.required').trim().min(1, { error: 'v.required', abort: true }).max(POINT_REASON_MAX, 'v.maxLength'),
});
export type PointAdjustBody = z.input<typeof pointAdjustBody>;
export const pointAdjustResult = z.object({ available: z.number().int(), total: z.number().int(), spent: z.number().int() });

// Members with their level and points, newest member first; staff filter by level or mobile.
export const levelDetailsQuery = cursorBody.extend({
  level: z.string().max(20).optional(),
  mobile: z.string().trim().max(20).optional(),
});
export const levelDetailsItem = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  areaCode: z.string(),
  mobile: z.string(),
  level: pointLevel.nullable(),
  total: z.number().int(),
  available: z.number().int(),
  spent: z.number().int(),
});
export type LevelDetailsItem = z.infer<typeof levelDetailsItem>;
export const levelDetailsPage = cursorPage(levelDetailsItem);
