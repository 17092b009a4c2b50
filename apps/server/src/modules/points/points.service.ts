import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import { format, LOCALES, type Locale, type Localized } from '@portal/contracts/locale';
import { MESSAGE_TEMPLATES } from '@portal/contracts/messages';
import {
  POINT_OPERATION,
  SCORE_RULE,
  SCORE_RULES,
  type LevelDetailsItem,
  type LevelLogItem,
  type PointLogItem,
  type PointSummary,
  type ScoreRule,
  type ScoreRuleCurrency,
  type ScoreRuleItem,
  type levelDetailsQuery,
  type pointAdjustBody,
  type scoreRuleBody,
  type scoreRuleUpdateBody,
} from '@portal/contracts/points';
import { POINT_OPERATIONS } from '@portal/contracts/points';
import { statusIn } from '@portal/contracts/statuses';
import { inTransaction } from '../../db/executor.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { fromBool, nowIso, toBool, toCount, toIso } from '../../db/sql.js';
import type { MemberScoreRuleRow } from '../../db/tables/points.js';
import { AppError } from '../../lib/app-error.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { isOn, memberSystemView } from '../system/member-system.service.js';
import type { SystemRepository } from '../system/system.repository.js';
import { levelNames, levelOf, toLevels, toPointLevel, type LevelEntry } from './levels.js';
import type { PointBalance, PointLedger } from './point-ledger.js';
import type { PointsRepository } from './points.repository.js';

type RuleInput = z.output<typeof scoreRuleBody>;
type RuleUpdateInput = z.output<typeof scoreRuleUpdateBody>;
type AdjustInput = z.output<typeof pointAdjustBody>;
type LevelDetailsQuery = z.output<typeof levelDetailsQuery>;
type PageQuery = { pageSize: number; cursor?: string | undefined };

// Points beyond the ledger (docs/points-and-gifts.md): what a member sees (summary, ledger,
// level changes), the earning rules staff configure and the hooks that apply them, levels, and
// staff adjustments. Every credit goes through PointLedger in the transaction of its cause.
export class PointsService {
  private ledger: PointLedger | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: PointsRepository,
    private readonly deps: { system: SystemRepository; notifications: NotificationService },
  ) {}

  // services.ts builds the ledger with this service's level keeper, then hands it back here.
  useLedger(ledger: PointLedger): void {
    this.ledger = ledger;
  }

  private get points(): PointLedger {
    if (!this.ledger) throw new Error('PointsService: the ledger is not set');
    return this.ledger;
  }

  // ---------- levels: kept on every credit ----------

  // The ledger's afterCredit hook: when the total reaches another level, the account's level
  // moves, a level log row is written and the member is told, in the credit's transaction.
  readonly keepLevel = async (tx: Transaction<DB>, memberId: number, balance: PointBalance): Promise<void> => {
    const levels = toLevels(await this.repo.levelRows(tx));
    const { current } = levelOf(balance.total, levels);
    if (!current) return;
    const stored = (await this.repo.accountLevel(memberId, tx))?.level ?? null;
    // No level stored yet means the lowest: reaching it is no change.
    const was = stored ?? levels[0]!.value;
    if (current.value === was) {
      if (stored === null) await this.repo.moveLevel(memberId, null, current.value, tx);
      return;
    }
    if (!(await this.repo.moveLevel(memberId, stored, current.value, tx))) return;
    await this.repo.insertLevelLog({ member_id: memberId, from_level: was, to_level: current.value, total: balance.total, created_at: nowIso() }, tx);
    // Only upward changes are told; the total never goes down, so a change down comes only
    // from staff raising a threshold, which is not news to the member.
    const before = levels.find((l) => l.value === was);
    if (before && before.minScore > current.minScore) return;
    const names = levelNames(current);
    await this.deps.notifications.record(memberId, { type: 'reminder', ...localized('points.levelUp', (locale) => ({ level: names[locale], total: balance.total })) }, tx);
  };

  // ---------- the member ----------

  // Points are shown only when the member system is on and the member's area code is not an
  // enabled filter_score_area_code entry; otherwise every points call answers POINTS_HIDDEN.
  private async requireShown(memberId: number, locale: Locale) {
    const member = await this.repo.member(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    const view = await memberSystemView(this.deps.system, member.area_code, locale);
    if (!view.show) throw new AppError('POINTS_HIDDEN');
    return member;
  }

  async summary(memberId: number, locale: Locale): Promise<PointSummary> {
    const member = await this.requireShown(memberId, locale);
    const [balance, levelRows, rules] = await Promise.all([this.points.balance(this.db, memberId), this.repo.levelRows(), this.repo.rules(true)]);
    const { current, next } = levelOf(balance.total, toLevels(levelRows));
    return {
      ...balance,
      level: toPointLevel(current, locale),
      nextLevel: toPointLevel(next, locale),
      toNextLevel: next ? Math.max(next.minScore - balance.total, 0) : 0,
      inviteCode: member.referral_code,
      rules: rules.map((r) => {
        const { enabled: _enabled, updateTime: _updated, ...rule } = toRuleItem(r);
        return rule;
      }),
    };
  }

  async logPage(memberId: number, query: PageQuery, locale: Locale): Promise<CursorPage<PointLogItem>> {
    await this.requireShown(memberId, locale);
    const { rows, nextCursor, count } = await this.repo.logPage(memberId, query.pageSize, decodeCursor(query.cursor));
    return {
      list: rows.map((r) => ({
        id: r.id,
        operation: statusIn(POINT_OPERATIONS, r.operate_type),
        rule: r.rule_type === null ? null : statusIn(SCORE_RULES, r.rule_type),
        amount: toCount(r.amount),
        balanceAfter: toCount(r.balance_after),
        reason: r.reason,
        detail: r.reason_detail,
        createTime: toIso(r.created_at),
      })),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
    };
  }

  async levelLogPage(memberId: number, query: PageQuery, locale: Locale): Promise<CursorPage<LevelLogItem>> {
    await this.requireShown(memberId, locale);
    const [{ rows, nextCursor, count }, levelRows] = await Promise.all([this.repo.levelLogPage(memberId, query.pageSize, decodeCursor(query.cursor)), this.repo.levelRows()]);
    const levels = toLevels(levelRows);
    // A level staff have since removed shows as its value.
    const name = (value: string | null) => (value === null ? null : (toPointLevel(levels.find((l) => l.value === value) ?? null, locale)?.name ?? value));
    return {
      list: rows.map((r) => ({ id: r.id, fromLevel: name(r.from_level), toLevel: name(r.to_level)!, total: toCount(r.total), createTime: toIso(r.created_at) })),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
    };
  }

  // A signed-in member opened another member's share link. The owner earns by the share rule
  // once per visitor and day (the ledger's source key), never for their own link, and only
  // while both may see points; answers whether the click counted.
  async shareClick(visitorId: number, code: string, locale: Locale): Promise<{ counted: boolean }> {
    await this.requireShown(visitorId, locale);
    const owner = await this.repo.memberByCode(code.trim().toUpperCase());
    if (!owner) throw new AppError('SHARE_CODE_NOT_FOUND');
    if (owner.id === visitorId) return { counted: false };
    const day = nowIso().slice(0, 10);
    const credited = await inTransaction(this.db, (tx) =>
      this.earn(tx, owner.id, SCORE_RULE.shareClick, `share:${visitorId}:${day}`, (rule) => rule.title),
    );
    if (credited) await this.deps.notifications.deliverSoon();
    return { counted: credited };
  }

  // ---------- earning hooks (in the transaction of their cause) ----------

  // A new member's registration.
  async registered(tx: Transaction<DB>, memberId: number): Promise<void> {
    await this.earn(tx, memberId, SCORE_RULE.registration, 'register', (rule) => rule.title);
  }

  // An invited member's first sign-in (registration signs in at once) credits the inviter.
  async invitedSignedIn(tx: Transaction<DB>, inviteeId: number, inviterId: number): Promise<void> {
    await this.earn(tx, inviterId, SCORE_RULE.invitedSignIn, `invite:${inviteeId}`, (rule) => rule.title);
  }

  // A payment that leaves none of the order's fees open credits its shipper once per order, by
  // the order amount rule whose range holds the order's fees in the rule's currency (the one
  // giving the most points when several do).
  async orderPaid(tx: Transaction<DB>, orderId: number): Promise<void> {
    const order = await this.repo.orderWithFees(orderId, tx);
    if (!order || order.fees.length === 0) return;
    if (order.fees.some((f) => toCount(f.paid_amount) < toCount(f.amount))) return;
    const sums = new Map<string, number>();
    for (const fee of order.fees) sums.set(fee.currency, (sums.get(fee.currency) ?? 0) + toCount(fee.amount));
    await this.earn(tx, order.member_id, SCORE_RULE.orderAmount, `order:${order.id}`, (rule) => `${rule.title} ${order.order_no}`, order.order_no, (rules) => {
      const fitting = rules.filter((r) => {
        const sum = r.currency ? sums.get(r.currency) : undefined;
        if (sum === undefined || r.amount_min === null) return false;
        return sum >= toCount(r.amount_min) && (r.amount_max === null || sum < toCount(r.amount_max));
      });
      return fitting.sort((a, b) => toCount(b.points) - toCount(a.points))[0];
    });
  }

  // Credits the member by an enabled rule of `type`, at most once per source key and within the
  // rule's cumulative maximum, and only while the member may see points (earning follows
  // visibility). True when points were credited.
  private async earn(
    tx: Transaction<DB>,
    memberId: number,
    type: ScoreRule,
    sourceKey: string,
    reason: (rule: MemberScoreRuleRow) => string,
    detail?: string,
    pick: (rules: MemberScoreRuleRow[]) => MemberScoreRuleRow | undefined = (rules) => rules[0],
  ): Promise<boolean> {
    const rule = pick(await this.repo.enabledRules(type, tx));
    if (!rule) return false;
    const gate = await this.repo.earningGate(memberId, tx);
    if (!gate || !isOn(gate.switchValue) || gate.filtered) return false;
    // Already earned for this: stop before the rule's budget is touched.
    if (await this.repo.hasSourceKey(memberId, sourceKey, tx)) return false;
    const points = toCount(rule.points);
    const maxTotal = rule.max_total === null ? null : toCount(rule.max_total);
    if (!(await this.repo.claimBudget(memberId, rule.id, points, maxTotal, tx))) return false;
    const credited = await this.points.credit(tx, { memberId, amount: points, reason: reason(rule).slice(0, 200), ...(detail ? { detail } : {}), rule: type, sourceKey, operation: POINT_OPERATION.earned });
    return credited !== null;
  }

  // ---------- staff ----------

  async rules(): Promise<ScoreRuleItem[]> {
    return (await this.repo.rules(false)).map(toRuleItem);
  }

  async createRule(staffId: number, body: RuleInput): Promise<ScoreRuleItem> {
    const now = nowIso();
    const id = await inTransaction(this.db, async (tx) => {
      const ruleId = await this.repo.insertRule({ ...ruleColumns(body), updated_by: staffId, created_at: now, updated_at: now }, tx);
      await writeAudit(tx, { staffId, action: 'create', entity: 'scoreRule', entityId: ruleId, after: ruleFields((await this.repo.rule(ruleId, tx))!), at: now });
      return ruleId;
    });
    return toRuleItem((await this.repo.rule(id))!);
  }

  async updateRule(staffId: number, body: RuleUpdateInput): Promise<ScoreRuleItem> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const was = await this.repo.rule(body.id, tx);
      if (!was || !(await this.repo.updateRule(body.id, { ...ruleColumns(body), updated_by: staffId, updated_at: now }, tx))) throw new AppError('SCORE_RULE_NOT_FOUND');
      const changed = changedFields(ruleFields(was), ruleFields((await this.repo.rule(body.id, tx))!));
      if (changed) await writeAudit(tx, { staffId, action: 'update', entity: 'scoreRule', entityId: body.id, ...changed, at: now });
    });
    return toRuleItem((await this.repo.rule(body.id))!);
  }

  // Staff add or deduct points with a reason; the member is told in the same transaction.
  async adjust(staffId: number, body: AdjustInput): Promise<PointBalance> {
    if (!(await this.repo.member(body.memberId))) throw new AppError('POINTS_MEMBER_NOT_FOUND');
    const amount = Math.abs(body.amount);
    const added = body.amount > 0;
    const balance = await inTransaction(this.db, async (tx) => {
      const entry = { memberId: body.memberId, amount, reason: body.reason, staffId };
      const result = added
        ? await this.points.credit(tx, { ...entry, operation: POINT_OPERATION.staffAdded })
        : await this.points.debit(tx, { ...entry, operation: POINT_OPERATION.staffDeducted });
      // Without a source key a credit or debit always happens.
      const { available, total, spent } = result!;
      await this.deps.notifications.record(
        body.memberId,
        { type: 'reminder', template: added ? 'points.staffAdded' : 'points.staffDeducted', params: { amount, reason: body.reason, available } },
        tx,
      );
      await writeAudit(tx, {
        staffId,
        action: added ? 'add' : 'deduct',
        entity: 'memberPoints',
        entityId: body.memberId,
        before: { available: available - body.amount },
        after: { available, amount: body.amount },
        reason: body.reason,
      });
      return { available, total, spent };
    });
    await this.deps.notifications.deliverSoon();
    return balance;
  }

  // `memberId`: the calling member, who sees only their own line; null for staff (everyone).
  async levelDetails(query: LevelDetailsQuery, locale: Locale, memberId: number | null = null): Promise<CursorPage<LevelDetailsItem>> {
    const levels = toLevels(await this.repo.levelRows());
    const lowest = levels[0]?.value ?? null;
    const filter = { level: query.level, mobile: query.mobile, lowestLevel: lowest, memberId };
    const { rows, nextCursor, count } = await this.repo.levelDetails(filter, query.pageSize, decodeCursor(query.cursor));
    const levelFor = (value: string | null): LevelEntry | null => levels.find((l) => l.value === (value ?? lowest)) ?? null;
    return {
      list: rows.map((r) => ({
        memberId: r.id,
        nickname: r.nickname,
        areaCode: r.area_code,
        mobile: r.mobile,
        level: toPointLevel(levelFor(r.level), locale),
        total: toCount(r.total),
        available: toCount(r.available),
        spent: toCount(r.spent),
      })),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
    };
  }
}

// A template filled per language (a level name differs by language), stored as localized text.
function localized(template: 'points.levelUp', params: (locale: Locale) => Record<string, string | number>): { title: Localized; content: Localized } {
  const texts = MESSAGE_TEMPLATES[template];
  const fill = (part: Localized) => Object.fromEntries(LOCALES.map((l) => [l, format(part[l], params(l))])) as Localized;
  return { title: fill(texts.title), content: fill(texts.content) };
}

function ruleColumns(body: RuleInput) {
  const order = body.type === SCORE_RULE.orderAmount;
  return {
    type: body.type,
    title: body.title,
    points: body.points,
    max_total: body.maxTotal ?? null,
    amount_min: order ? (body.amountMin ?? null) : null,
    amount_max: order ? (body.amountMax ?? null) : null,
    currency: order ? (body.currency ?? null) : null,
    enabled: fromBool(body.enabled),
  };
}

// A rule's logged fields (docs/audit.md): the item without its id and times.
function ruleFields(r: MemberScoreRuleRow): Record<string, unknown> {
  const { id: _id, updateTime: _time, ...fields } = toRuleItem(r) as ScoreRuleItem & { updateTime?: unknown };
  return fields;
}

function toRuleItem(r: MemberScoreRuleRow): ScoreRuleItem {
  return {
    id: r.id,
    type: statusIn(SCORE_RULES, r.type),
    title: r.title,
    points: toCount(r.points),
    maxTotal: r.max_total === null ? null : toCount(r.max_total),
    amountMin: r.amount_min === null ? null : toCount(r.amount_min),
    amountMax: r.amount_max === null ? null : toCount(r.amount_max),
    currency: r.currency as ScoreRuleCurrency | null,
    enabled: toBool(r.enabled),
    updateTime: toIso(r.updated_at),
  };
}
