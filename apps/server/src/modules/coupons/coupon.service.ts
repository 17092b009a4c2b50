import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { effectiveCouponStatus, type CouponItem, type couponIssueBody, type couponPageQuery, type StaffCouponItem } from '@portal/contracts/coupons';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageTemplate } from '@portal/contracts/messages';
import { COUPON_STATUS, COUPON_STATUSES, COUPON_TYPE, statusIn, type CouponType } from '@portal/contracts/statuses';
import { inTransaction } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { MemberCouponTable } from '../../db/tables/notices.js';
import { toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import { formatMoney } from '../balances/balance.service.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { CouponFilter, CouponRepository } from './coupon.repository.js';

type IssueInput = z.output<typeof couponIssueBody>;
type CouponRow = Selectable<MemberCouponTable>;
type CouponQuery = z.output<typeof couponPageQuery>;

// Every coupon currency has two minor digits.
const DIGITS = 2;

const ISSUED: Record<CouponType, MessageTemplate> = {
  [COUPON_TYPE.amountOff]: 'coupon.issued.amountOff',
  [COUPON_TYPE.percent]: 'coupon.issued.percent',
  [COUPON_TYPE.freight]: 'coupon.issued.freight',
};

// "USD 10.00" or "15%": what a coupon is worth, in a message.
function valueOf(row: Pick<CouponRow, 'type' | 'amount' | 'percent' | 'currency'>): string {
  return row.type === COUPON_TYPE.percent ? `${row.percent ?? 0}%` : formatMoney(row.amount ?? 0, row.currency, DIGITS);
}

function itemOf(row: CouponRow, now: Date): CouponItem {
  return {
    id: row.id,
    type: row.type,
    status: effectiveCouponStatus(statusIn(COUPON_STATUSES, row.status), toIso(row.valid_to), now),
    currency: row.currency,
    amount: row.amount === null ? null : Number(row.amount),
    minAmount: row.min_amount === null ? null : Number(row.min_amount),
    percent: row.percent,
    validFrom: toIso(row.valid_from),
    validTo: toIso(row.valid_to),
    usedTime: row.used_at ? toIso(row.used_at) : null,
    createTime: toIso(row.created_at),
  };
}

// Coupons staff issue to a member (docs/notices-and-coupons.md). Issuing and redeeming each
// write the coupon change and the member's message in one transaction; redeeming is a
// conditional update, so a coupon is used once even when two staff redeem it at once.
export class CouponService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: CouponRepository,
    private readonly deps: { members: MemberRepository; notifications: NotificationService; clock: () => Date },
  ) {}

  async page(memberId: number, query: CouponQuery): Promise<CursorPage<CouponItem>> {
    const { rows, ...page } = await this.list({ memberId, status: query.status }, query);
    return { ...page, list: rows.map(({ item }) => item) };
  }

  // The sidebar's couponNum.
  usableCount(memberId: number): Promise<number> {
    return this.repo.usableCount(memberId, this.deps.clock().toISOString());
  }

  // ---------- staff ----------

  async staffPage(query: CouponQuery & { memberId?: number | undefined }): Promise<CursorPage<StaffCouponItem>> {
    const { rows, ...page } = await this.list({ memberId: query.memberId, status: query.status }, query);
    return { ...page, list: rows.map(({ row, item }) => ({ ...item, memberId: row.member_id, memberMobile: row.member_mobile })) };
  }

  async issue(staffId: number, body: IssueInput): Promise<StaffCouponItem> {
    const member = await this.deps.members.findById(body.memberId);
    if (!member) throw new AppError('COUPON_MEMBER_NOT_FOUND');
    const now = this.deps.clock().toISOString();
    const percent = body.type === COUPON_TYPE.percent;
    const row = {
      member_id: member.id,
      type: body.type,
      currency: body.currency,
      amount: percent ? null : (body.amount ?? null),
      min_amount: body.type === COUPON_TYPE.freight ? null : (body.minAmount ?? 0),
      percent: percent ? (body.percent ?? null) : null,
      status: COUPON_STATUS.unused,
      valid_from: new Date(body.validFrom ?? now).toISOString(),
      valid_to: new Date(body.validTo).toISOString(),
      used_at: null,
      staff_id: staffId,
      created_at: now,
    };
    const id = await inTransaction(this.db, async (tx) => {
      const id = await this.repo.insert(row, tx);
      const params = {
        amount: valueOf(row),
        minimum: formatMoney(row.min_amount ?? 0, row.currency, DIGITS),
        percent: row.percent ?? 0,
        validTo: row.valid_to.slice(0, 10),
      };
      await this.deps.notifications.record(member.id, { type: 'reminder', template: ISSUED[row.type], params }, tx);
      const { staff_id: _staff, created_at: _created, used_at: _used, ...issued } = row;
      await writeAudit(tx, { staffId, action: 'issue', entity: 'coupon', entityId: id, after: issued, at: now });
      return id;
    });
    await this.deps.notifications.deliverSoon();
    return this.staffItem(id);
  }

  // Staff redeem a usable coupon (settling an order with it).
  async use(staffId: number, id: number): Promise<StaffCouponItem> {
    const now = this.deps.clock().toISOString();
    const row = await this.repo.find(id);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const used = await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.use(id, now, tx))) return false;
      await this.deps.notifications.record(row.member_id, { type: 'reminder', template: 'coupon.used', params: { value: valueOf(row) } }, tx);
      await writeAudit(tx, { staffId, action: 'use', entity: 'coupon', entityId: id, before: { status: COUPON_STATUS.unused }, after: { status: COUPON_STATUS.used }, at: now });
      return true;
    });
    if (!used) throw new AppError('COUPON_NOT_UNUSED');
    await this.deps.notifications.deliverSoon();
    return this.staffItem(id);
  }

  private async staffItem(id: number): Promise<StaffCouponItem> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    const member = await this.deps.members.findById(row.member_id);
    return { ...itemOf(row, this.deps.clock()), memberId: row.member_id, memberMobile: member?.mobile ?? '' };
  }

  private async list(filter: CouponFilter, query: { pageSize: number; cursor?: string | undefined }) {
    const now = this.deps.clock();
    const { rows, nextCursor, count } = await this.repo.list(filter, now.toISOString(), query.pageSize, decodeCursor(query.cursor));
    return { rows: rows.map((row) => ({ row, item: itemOf(row, now) })), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }
}
