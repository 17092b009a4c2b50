import { CARE_CONTEXT_LIMIT, type HeldCargoItem, type MemberContext } from '@portal/contracts/care';
import { ABNORMAL_STATUSES } from '@portal/contracts/abnormal';
import { CARGO_CONTROL_STATUSES, ORDER_STATUSES, statusIn } from '@portal/contracts/statuses';
import { toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { BalanceRepository } from '../balances/balance.repository.js';
import type { KycService } from '../kyc/kyc.service.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { CareRepository } from './care.repository.js';

type HeldRow = Awaited<ReturnType<CareRepository['heldCargo']>>['rows'][number];

// An order under cargo control as the care desk and the member's page show it.
export function heldCargoOf(o: HeldRow): HeldCargoItem {
  return {
    id: o.id,
    orderNo: o.order_no,
    cargoControlStatus: statusIn(CARGO_CONTROL_STATUSES, o.cargo_control_status),
    heldCartons: Math.max(0, o.control_total_num - o.control_released_num),
    totalCartons: o.control_total_num,
  };
}

// What customer service sees of a member beside a thread: verification, orders on their way
// with their last tracking event, held cargo, what is owed and open exceptions. Read only.
export class CareService {
  constructor(
    private readonly repo: CareRepository,
    private readonly deps: { members: MemberRepository; kyc: KycService; balances: BalanceRepository },
  ) {}

  async memberContext(memberId: number): Promise<MemberContext> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('ADVICE_MEMBER_NOT_FOUND');
    const payer = { memberId, areaCode: member.area_code, phone: member.mobile };
    const [verification, orders, held, owed, exceptions] = await Promise.all([
      this.deps.kyc.status(memberId),
      this.repo.openOrders(memberId, CARE_CONTEXT_LIMIT),
      this.repo.heldCargo(memberId, CARE_CONTEXT_LIMIT),
      this.deps.balances.openTotals(payer),
      this.repo.openExceptions(memberId, CARE_CONTEXT_LIMIT),
    ]);
    const events = await this.repo.lastEvents(orders.rows.map((o) => o.id));
    return {
      memberId,
      nickname: member.nickname,
      areaCode: member.area_code,
      mobile: member.mobile,
      verification,
      openOrders: orders.rows.map((o) => {
        // Events come latest first: the first one of the order is its last.
        const last = events.find((e) => e.order_id === o.id);
        return {
          id: o.id,
          orderNo: o.order_no,
          status: statusIn(ORDER_STATUSES, o.status),
          lastEvent: last ? { status: statusIn(ORDER_STATUSES, last.status), time: toIso(last.time), place: last.place } : null,
        };
      }),
      openOrderCount: orders.count,
      heldCargo: held.rows.map(heldCargoOf),
      heldCargoCount: held.count,
      outstanding: owed.map((s) => ({ currency: s.currency, amount: s.amount, paid: s.paid, outstanding: s.amount - s.paid })),
      openExceptions: exceptions.rows.map((a) => ({ id: a.id, orderNo: a.order_no, type: a.type, status: statusIn(ABNORMAL_STATUSES, a.status), createTime: toIso(a.created_at) })),
      openExceptionCount: exceptions.count,
    };
  }
}
