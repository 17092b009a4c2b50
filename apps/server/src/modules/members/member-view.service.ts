import { MEMBER_VIEW_LIMIT, type MemberView } from '@portal/contracts/members';
import { localizedText } from '@portal/contracts/gifts';
import type { Locale } from '@portal/contracts/locale';
import { COUPON_STATUS, COUPON_STATUSES, GIFT_EXCHANGE_STATUSES, ORDER_STATUSES, POINT_OPERATIONS, statusIn } from '@portal/contracts/statuses';
import { nowIso, toIso } from '../../db/sql.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import { AppError } from '../../lib/app-error.js';
import type { BalanceRepository } from '../balances/balance.repository.js';
import type { CareRepository } from '../care/care.repository.js';
import { heldCargoOf } from '../care/care.service.js';
import type { KycService } from '../kyc/kyc.service.js';
import { renderMessage } from '../messages/message.service.js';
import type { PointsRepository } from '../points/points.repository.js';
import type { MemberViewRepository } from './member-view.repository.js';

// One member on one page for staff (docs/staff-console.md, "Members"): read only, for the roles
// that find members. The held cargo and what is owed are the care desk's own queries.
export class MemberViewService {
  constructor(
    private readonly repo: MemberViewRepository,
    private readonly deps: { care: CareRepository; kyc: KycService; balances: BalanceRepository; points: PointsRepository },
  ) {}

  async view(memberId: number, locale: Locale): Promise<MemberView> {
    const member = await this.repo.profile(memberId);
    if (!member) throw new AppError('NOT_FOUND');
    const limit = MEMBER_VIEW_LIMIT;
    const now = nowIso();
    const [levels, verification, owed, orders, held, pointLog, levelLog, coupons, redemptions, consultations, messages] = await Promise.all([
      this.deps.points.levelRows(),
      this.deps.kyc.status(memberId),
      this.deps.balances.openTotals({ memberId, areaCode: member.area_code, phone: member.mobile }),
      this.repo.orders(memberId, limit),
      this.deps.care.heldCargo(memberId, limit),
      this.repo.pointLog(memberId, limit),
      this.repo.levelLog(memberId, limit),
      this.repo.coupons(memberId, limit),
      this.repo.redemptions(memberId, limit),
      this.repo.consultations(memberId, limit),
      this.repo.messages(memberId, limit),
    ]);
    // A level no longer in the dictionary shows its stored value.
    const levelName = (value: string) => {
      const level = levels.find((l) => l.value === value);
      return level ? localizedText({ zh_CN: level.label, en_US: level.label_en, fr_FR: level.label_fr }, locale) : value;
    };
    return {
      profile: {
        id: member.id,
        areaCode: member.area_code,
        mobile: member.mobile,
        nickname: member.nickname,
        realName: member.real_name ?? null,
        companyName: member.company_name ?? null,
        email: member.email,
        status: member.status === ACCOUNT_ACTIVE ? 'active' : 'disabled',
        disabledReason: member.disabled_reason,
        disabledTime: member.disabled_at ? toIso(member.disabled_at) : null,
        loginTime: member.login_at ? toIso(member.login_at) : null,
        createTime: toIso(member.created_at),
        levelName: member.level ? levelName(member.level) : null,
      },
      verification,
      points: { available: Number(member.available ?? 0), total: Number(member.total ?? 0), spent: Number(member.spent ?? 0) },
      orders: {
        total: orders.total,
        list: orders.rows.map((o) => ({ id: o.id, orderNo: o.order_no, status: statusIn(ORDER_STATUSES, o.status), transportType: o.transport_type, createTime: toIso(o.created_at) })),
      },
      heldCargo: {
        total: held.count,
        list: held.rows.map(heldCargoOf),
      },
      outstanding: owed.map((s) => ({ currency: s.currency, amount: s.amount, paid: s.paid, outstanding: s.amount - s.paid })),
      pointLog: {
        total: pointLog.total,
        list: pointLog.rows.map((p) => ({
          id: p.id,
          operateType: statusIn(POINT_OPERATIONS, p.operate_type),
          amount: p.amount,
          balanceAfter: p.balance_after,
          reason: p.reason,
          reasonDetail: p.reason_detail,
          createTime: toIso(p.created_at),
        })),
      },
      levelLog: {
        total: levelLog.total,
        list: levelLog.rows.map((l) => ({ id: l.id, fromLevel: l.from_level ? levelName(l.from_level) : null, toLevel: levelName(l.to_level), total: l.total, createTime: toIso(l.created_at) })),
      },
      coupons: {
        total: coupons.total,
        list: coupons.rows.map((c) => ({
          id: c.id,
          type: c.type,
          currency: c.currency,
          amount: c.amount,
          percent: c.percent,
          // An unused coupon past its end date reads as expired, as the member sees it.
          status: c.status === COUPON_STATUS.unused && c.valid_to <= now ? COUPON_STATUS.expired : statusIn(COUPON_STATUSES, c.status),
          validTo: toIso(c.valid_to),
        })),
      },
      redemptions: {
        total: redemptions.total,
        list: redemptions.rows.map((x) => ({
          id: x.id,
          exchangeNo: x.exchange_no,
          giftName: localizedText({ zh_CN: x.name_zh, en_US: x.name_en, fr_FR: x.name_fr }, locale),
          quantity: x.quantity,
          totalPoints: x.total_points,
          status: statusIn(GIFT_EXCHANGE_STATUSES, x.status),
          createTime: toIso(x.created_at),
        })),
      },
      consultations: {
        total: consultations.total,
        list: consultations.rows.map((a) => ({ id: a.id, kind: a.kind, title: a.title, status: a.status, createTime: toIso(a.created_at) })),
      },
      messages: {
        total: messages.total,
        list: messages.rows.map((m) => ({ id: m.id, title: renderMessage(m, locale).title, read: m.read_at !== null, createTime: toIso(m.created_at) })),
      },
    };
  }
}
