import type { Kysely } from 'kysely';
import type {
  CurrencyBalance,
  FeeAdjustBody,
  FeeCreateBody,
  FeeHistory,
  FeeHistoryEntry,
  FeeItem,
  FeeOrderRef,
  FeePayer,
  FeePaymentBody,
  MemberBalancePage,
  MemberBalanceQuery,
  MemberOrdersPage,
  MemberOrdersQuery,
  OrderFees,
  WaitMoneyItem,
  WaitMoneyPage,
} from '@portal/contracts/balance';
import type { MessageTemplate } from '@portal/contracts/messages';
import { PAYERS } from '@portal/contracts/order';
import { ORDER_STATUS, ORDER_STATUSES, statusIn } from '@portal/contracts/statuses';
import { decodeCursor } from '../../db/keyset.js';
import { inTransaction, type Executor } from '../../db/executor.js';
import { writeAudit } from '../audit/audit.js';
import type { DB } from '../../db/schema.js';
import { fromJson, isUniqueViolation, nowIso, toCount, toIso } from '../../db/sql.js';
import type { ShipOrderFeeRow } from '../../db/tables/money.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { OrderRepository } from '../orders/order.repository.js';
import type { PointsService } from '../points/points.service.js';
import { decodeBalanceCursor, type BalanceRepository, type CurrencySum, type Payer } from './balance.repository.js';

type FeeOrder = NonNullable<Awaited<ReturnType<BalanceRepository['order']>>>;
type Money = (amount: number) => string;

// "USD 125.00": minor units shown with the currency's digits.
export function formatMoney(amount: number, currency: string, digits: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (digits === 0) return `${currency} ${sign}${abs}`;
  const scale = 10 ** digits;
  return `${currency} ${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

function balance(sum: CurrencySum): CurrencyBalance {
  return { currency: sum.currency, amount: sum.amount, paid: sum.paid, outstanding: sum.amount - sum.paid };
}

// Sums of fee rows per currency, in currency order.
function balancesOf(fees: readonly ShipOrderFeeRow[]): CurrencyBalance[] {
  const sums = new Map<string, CurrencySum>();
  for (const fee of fees) {
    const sum = sums.get(fee.currency) ?? { currency: fee.currency, amount: 0, paid: 0 };
    sum.amount += toCount(fee.amount);
    sum.paid += toCount(fee.paid_amount);
    sums.set(fee.currency, sum);
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(balance);
}

function toFeeItem(row: ShipOrderFeeRow): FeeItem {
  const amount = toCount(row.amount);
  const paid = toCount(row.paid_amount);
  return {
    id: row.id,
    orderId: row.order_id,
    feeType: row.fee_type,
    payer: row.payer,
    currency: row.currency,
    amount,
    paidAmount: paid,
    outstanding: amount - paid,
    remark: row.remark,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

// Who pays a fee type when staff do not say: the order's drawee, or its per-fee choice when
// the drawee is "custom"; the shipper when the order says nothing.
export function defaultPayer(order: Pick<FeeOrder, 'drawee' | 'custom_drawee_list'>, feeType: FeeItem['feeType']): FeePayer {
  if (order.drawee === 'consignee') return 'consignee';
  if (order.drawee !== 'custom') return 'shipper';
  const list = fromJson<{ feeType?: string; payer?: string }[]>(order.custom_drawee_list, []);
  const payer = list.find((entry) => entry.feeType === feeType)?.payer;
  return (PAYERS as readonly string[]).includes(payer ?? '') ? (payer as FeePayer) : 'shipper';
}

// Fees and what is still owed (docs/money.md, "Balances"): staff (finance, operator) write fees,
// finance records payments; every change tells the member who pays, in the same transaction.
export class BalanceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: BalanceRepository,
    // points: the order amount rules credit the shipper once the payment clears every fee.
    private readonly deps: { orders: OrderRepository; members: MemberRepository; notifications: NotificationService; points: PointsService },
  ) {}

  private async payerOf(memberId: number): Promise<Payer> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    return { memberId, areaCode: member.area_code, phone: member.mobile };
  }

  // The caller's orders with something still owed, with the amounts per currency.
  async waitMoneyPage(memberId: number, query: { pageSize: number; cursor?: string | undefined }): Promise<WaitMoneyPage> {
    const payer = await this.payerOf(memberId);
    const after = decodeCursor(query.cursor);
    const { rows, nextCursor, count } = await this.repo.waitMoneyPage(payer, query.pageSize, after);
    const [sums, totals] = await Promise.all([
      this.repo.sumsByOrder(payer, rows.map((r) => r.id)),
      after ? Promise.resolve(null) : this.repo.openTotals(payer),
    ]);
    const list: WaitMoneyItem[] = rows.map((r) => ({
      orderId: r.id,
      orderNo: r.order_no,
      marks: r.marks,
      status: statusIn(ORDER_STATUSES, r.status),
      createTime: toIso(r.created_at),
      payerRole: r.member_id === memberId ? 'shipper' : 'consignee',
      // An order's fully paid currencies are left out: the list is about what is owed.
      balances: sums.filter((s) => s.orderId === r.id && s.amount > s.paid).map(balance),
    }));
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false, totals: totals?.map(balance) ?? null };
  }

  // The fees of an order the caller may see: all of them for its shipper, the consignee's for
  // its consignee; anyone else is told the order is not there.
  async memberOrderFees(memberId: number, orderId: number): Promise<OrderFees> {
    const own = await this.deps.orders.find({ role: 'posted', memberId }, orderId);
    if (own) return this.orderFees(orderId, PAYERS);
    const payer = await this.payerOf(memberId);
    const received = await this.deps.orders.find({ role: 'received', areaCode: payer.areaCode, phone: payer.phone }, orderId);
    if (received) return this.orderFees(orderId, ['consignee']);
    throw new AppError('ORDER_NOT_FOUND');
  }

  async staffOrderFees(orderId: number): Promise<OrderFees> {
    if (!(await this.repo.order(orderId))) throw new AppError('ORDER_NOT_FOUND');
    return this.orderFees(orderId, PAYERS);
  }

  private async orderFees(orderId: number, payers: readonly FeePayer[], tx: Executor = this.db): Promise<OrderFees> {
    const fees = await this.repo.fees(orderId, payers, tx);
    return { fees: fees.map(toFeeItem), balances: balancesOf(fees) };
  }

  // Staff: the money desk (docs/money.md, "The money desk").

  // Members who owe something, one row per member and currency, largest outstanding first.
  async memberBalancePage(query: MemberBalanceQuery): Promise<MemberBalancePage> {
    const { rows, nextCursor, count, totals } = await this.repo.memberBalancePage(query, query.pageSize, decodeBalanceCursor(query.cursor));
    return {
      list: rows.map((r) => ({ ...r, outstanding: r.amount - r.paid })),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
      totals: totals?.map(balance) ?? null,
    };
  }

  // One member's orders with something owed, each with the open fees the member owes on it.
  async memberOrdersPage(query: MemberOrdersQuery): Promise<MemberOrdersPage> {
    if (!(await this.repo.member(query.memberId))) throw new AppError('FEE_MEMBER_NOT_FOUND');
    const { rows, nextCursor, count } = await this.repo.memberOrdersPage(query.memberId, query.currency, query.pageSize, decodeCursor(query.cursor));
    const fees = await this.repo.openFeesOf(query.memberId, query.currency, rows.map((r) => r.id));
    const list = rows.map((r) => {
      const own = fees.filter((f) => f.order_id === r.id);
      return {
        orderId: r.id,
        orderNo: r.order_no,
        marks: r.marks,
        status: statusIn(ORDER_STATUSES, r.status),
        createTime: toIso(r.created_at),
        payerRole: r.member_id === query.memberId ? ('shipper' as const) : ('consignee' as const),
        balances: balancesOf(own),
        fees: own.map(toFeeItem),
      };
    });
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // The desk finds an order by its number (docs/money.md, "The money desk").
  async orderByNo(orderNo: string): Promise<FeeOrderRef> {
    const row = await this.repo.orderByNo(orderNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return {
      orderId: row.id,
      orderNo: row.order_no,
      marks: row.marks,
      status: statusIn(ORDER_STATUSES, row.status),
      createTime: toIso(row.created_at),
      memberId: row.member_id,
      areaCode: row.area_code,
      mobile: row.mobile,
      nickname: row.nickname,
      realName: row.real_name,
      consigneeName: row.consignee_name,
    };
  }

  // Who changed an order's fees, what and when: each fee as first charged, then its ledger.
  async feeHistory(orderId: number, feeId: number | undefined): Promise<FeeHistory> {
    if (!(await this.repo.order(orderId))) throw new AppError('ORDER_NOT_FOUND');
    const { fees, ledger } = await this.repo.feeHistory(orderId, feeId);
    if (feeId !== undefined && fees.length === 0) throw new AppError('FEE_NOT_FOUND');
    const entries: FeeHistoryEntry[] = [];
    for (const fee of fees) {
      const rows = ledger.filter((l) => l.fee_id === fee.id);
      // The amount first charged: what the first adjustment changed, else what it still is.
      const firstAdjust = rows.find((l) => l.kind === 'adjust' && l.amount_before !== null);
      let feeAmount = firstAdjust ? toCount(firstAdjust.amount_before) : toCount(fee.amount);
      let paidAmount = 0;
      const base = { feeId: fee.id, feeType: fee.fee_type, currency: fee.currency };
      entries.push({
        ...base,
        kind: 'create',
        amount: feeAmount,
        amountBefore: null,
        feeAmount,
        paidAmount,
        remark: fee.remark,
        staffId: fee.created_by,
        staffName: fee.staff_name,
        time: toIso(fee.created_at),
      });
      for (const row of rows) {
        const amount = toCount(row.amount);
        const amountBefore = row.kind === 'adjust' ? (row.amount_before === null ? feeAmount : toCount(row.amount_before)) : null;
        if (row.kind === 'adjust') feeAmount = amount;
        else paidAmount += amount;
        entries.push({ ...base, kind: row.kind, amount, amountBefore, feeAmount, paidAmount, remark: row.remark, staffId: row.staff_id, staffName: row.staff_name, time: toIso(row.created_at) });
      }
    }
    // Oldest first across the fees; a fee's own entries keep their order (the sort is stable).
    entries.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    return { entries };
  }

  // Staff.

  async create(staffId: number, body: FeeCreateBody): Promise<FeeItem> {
    const currency = await this.repo.currency(body.currency);
    if (!currency) throw new FieldsError([{ field: 'currency', rule: 'v.money.currency.unknown' }]);
    const order = await this.repo.order(body.orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status === ORDER_STATUS.draft || order.status === ORDER_STATUS.cancelled) throw new AppError('FEE_ORDER_NOT_OPEN');
    const payer = body.payer ?? defaultPayer(order, body.feeType);
    const money = await this.formatter(body.currency);
    const now = nowIso();
    let id: number;
    try {
      id = await inTransaction(this.db, async (tx) => {
        const feeId = await this.repo.insertFee(
          {
            order_id: order.id,
            fee_type: body.feeType,
            payer,
            currency: body.currency,
            amount: body.amount,
            paid_amount: 0,
            remark: body.remark ?? null,
            created_by: staffId,
            updated_by: staffId,
            created_at: now,
            updated_at: now,
          },
          tx,
        );
        await this.tell(order, payer, money, body.currency, 'money.feeAdded', { amount: money(body.amount) }, tx);
        await writeAudit(tx, {
          staffId,
          action: 'create',
          entity: 'fee',
          entityId: feeId,
          after: { orderId: order.id, feeType: body.feeType, payer, currency: body.currency, amount: body.amount, remark: body.remark ?? null },
          at: now,
        });
        return feeId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('FEE_EXISTS');
      throw error;
    }
    await this.deps.notifications.deliverSoon();
    return toFeeItem((await this.repo.fee(id))!);
  }

  async adjust(staffId: number, body: FeeAdjustBody): Promise<FeeItem> {
    const fee = await this.requireFee(body.id);
    const money = await this.formatter(fee.currency);
    // The amount is set only from the amount just read; another adjustment in between means
    // reading again (ten times at most: each lost try means another adjustment landed), so
    // "before" is always the amount replaced.
    let outcome: 'changed' | 'belowPaid' | 'raced' = 'raced';
    for (let attempt = 0; attempt < 10 && outcome === 'raced'; attempt++) {
      outcome = await inTransaction(this.db, async (tx) => {
        const now = nowIso();
        const current = (await this.repo.fee(fee.id, tx))!;
        const before = toCount(current.amount);
        if (toCount(current.paid_amount) > body.amount) return 'belowPaid';
        if (!(await this.repo.setAmount(fee.id, before, body.amount, staffId, now, tx))) return 'raced';
        await this.repo.insertLedger(
          { fee_id: fee.id, kind: 'adjust', amount: body.amount, amount_before: before, remark: body.reason, staff_id: staffId, created_at: now },
          tx,
        );
        const order = (await this.repo.order(fee.order_id, tx))!;
        await this.tell(order, fee.payer, money, fee.currency, 'money.feeAdjusted', { before: money(before), after: money(body.amount), reason: body.reason }, tx);
        await writeAudit(tx, { staffId, action: 'adjust', entity: 'fee', entityId: fee.id, before: { amount: before }, after: { amount: body.amount }, reason: body.reason, at: now });
        return 'changed';
      });
    }
    if (outcome !== 'changed') {
      const now = await this.requireFee(body.id);
      throw new AppError('FEE_BELOW_PAID', { paid: money(toCount(now.paid_amount)) });
    }
    await this.deps.notifications.deliverSoon();
    return toFeeItem((await this.repo.fee(fee.id))!);
  }

  async pay(staffId: number, body: FeePaymentBody): Promise<FeeItem> {
    const fee = await this.requireFee(body.id);
    const money = await this.formatter(fee.currency);
    const changed = await inTransaction(this.db, async (tx) => {
      const now = nowIso();
      if (!(await this.repo.addPaid(fee.id, body.amount, staffId, now, tx))) return false;
      await this.repo.insertLedger(
        { fee_id: fee.id, kind: 'payment', amount: body.amount, amount_before: null, remark: body.remark ?? null, staff_id: staffId, created_at: now },
        tx,
      );
      const order = (await this.repo.order(fee.order_id, tx))!;
      await this.tell(order, fee.payer, money, fee.currency, 'money.paymentRecorded', { amount: money(body.amount) }, tx);
      await this.deps.points.orderPaid(tx, fee.order_id);
      const paid = (await this.repo.fee(fee.id, tx))!;
      await writeAudit(tx, {
        staffId,
        action: 'pay',
        entity: 'fee',
        entityId: fee.id,
        // From the row as paid, not as read before the transaction: exact when payments race.
        before: { paidAmount: toCount(paid.paid_amount) - body.amount },
        after: { paidAmount: toCount(paid.paid_amount), payment: body.amount, remark: body.remark ?? null },
        at: now,
      });
      return true;
    });
    if (!changed) {
      const now = await this.requireFee(body.id);
      throw new AppError('FEE_PAYMENT_EXCEEDS', { outstanding: money(toCount(now.amount) - toCount(now.paid_amount)) });
    }
    await this.deps.notifications.deliverSoon();
    return toFeeItem((await this.repo.fee(fee.id))!);
  }

  private async requireFee(id: number): Promise<ShipOrderFeeRow> {
    const fee = await this.repo.fee(id);
    if (!fee) throw new AppError('FEE_NOT_FOUND');
    return fee;
  }

  // Formats amounts of `currency` ("USD 125.00"); read before a transaction opens (on SQLite a
  // read outside an open transaction waits for it).
  private async formatter(currency: string): Promise<Money> {
    const digits = (await this.repo.currencyDigits()).get(currency) ?? 2;
    return (amount) => formatMoney(amount, currency, digits);
  }

  // The message goes to who pays: the shipper, or the consignee when the consignee pays and is
  // a member (else the shipper, who arranged the shipment, is told).
  private async tell(order: FeeOrder, payer: FeePayer, money: Money, currency: string, template: MessageTemplate, params: Record<string, string>, tx: Executor) {
    let recipient = order.member_id;
    if (payer === 'consignee' && order.consignee_area_code && order.consignee_phone) {
      const consignee = await this.repo.memberByPhone(order.consignee_area_code, order.consignee_phone, tx);
      if (consignee) recipient = consignee.id;
    }
    const owed = await this.repo.orderOutstanding(order.id, currency, payer, tx);
    await this.deps.notifications.record(
      recipient,
      { type: 'order', template, params: { orderNo: order.order_no, marks: order.marks ?? '-', currency, outstanding: money(owed), ...params } },
      tx,
    );
  }
}
