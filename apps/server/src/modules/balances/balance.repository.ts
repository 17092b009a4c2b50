import { sql, type Insertable, type Kysely } from 'kysely';
import type { FeePayer } from '@portal/contracts/balance';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import { FieldsError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { containsPattern, likePattern, toCount, toIso } from '../../db/sql.js';
import type { ShipOrderFeePaymentTable, ShipOrderFeeTable } from '../../db/tables/money.js';

// Who owes a fee: the order's shipper for fees the shipper pays, the member whose phone is the
// order's consignee phone for fees the consignee pays (docs/money.md, "Who owes what").
export interface Payer {
  memberId: number;
  areaCode: string;
  phone: string;
}

export interface CurrencySum {
  currency: string;
  amount: number;
  paid: number;
}

// Fees (as `f`) joined to their live orders (as `o`) that `payer` owes.
function owedBy(db: Executor, payer: Payer) {
  return db
    .selectFrom('ship_order_fee as f')
    .innerJoin('ship_order as o', 'o.id', 'f.order_id')
    .where('o.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('o.member_id', '=', payer.memberId), eb('f.payer', '=', 'shipper')]),
        eb.and([eb('o.consignee_area_code', '=', payer.areaCode), eb('o.consignee_phone', '=', payer.phone), eb('f.payer', '=', 'consignee')]),
      ]),
    );
}

const outstanding = sql<number>`sum(f.amount - f.paid_amount)`;

// The money desk (docs/money.md, "The money desk"): fees (as `f`) not yet paid in full on live
// orders (as `o`), with the consignee's account (as `cm`) for fees the consignee pays. The
// member who owes such a fee is `debtor`: the consignee's account, else the order's shipper.
function openFees(db: Executor) {
  return db
    .selectFrom('ship_order_fee as f')
    .innerJoin('ship_order as o', 'o.id', 'f.order_id')
    .leftJoin('member_user as cm', (join) =>
      join.on('f.payer', '=', 'consignee').onRef('cm.area_code', '=', 'o.consignee_area_code').onRef('cm.mobile', '=', 'o.consignee_phone'),
    )
    .where('o.deleted_at', 'is', null)
    .whereRef('f.paid_amount', '<', 'f.amount');
}
const debtor = sql<number>`coalesce(cm.id, o.member_id)`;

export interface MemberBalanceFilter {
  mobile?: string | undefined;
  name?: string | undefined;
  currency?: string | undefined;
}

// The desk's place in its list: currency ascending, outstanding descending, member ascending.
export interface MemberBalanceKey {
  currency: string;
  outstanding: number;
  memberId: number;
}

// The cursor of the members' list: its three sort values, opaque to clients. A cursor the server
// did not make is bad input naming the field, as with decodeCursor.
export function encodeBalanceCursor(key: MemberBalanceKey): string {
  return Buffer.from(JSON.stringify([key.currency, key.outstanding, key.memberId])).toString('base64url');
}

export function decodeBalanceCursor(cursor: string | undefined): MemberBalanceKey | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [currency, owed, memberId] = value as unknown[];
      if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) && Number.isSafeInteger(owed) && Number.isSafeInteger(memberId) && (memberId as number) > 0) {
        return { currency, outstanding: owed as number, memberId: memberId as number };
      }
    }
  } catch {
    // falls through to the refusal
  }
  throw new FieldsError([{ field: 'cursor', rule: 'v.invalid' }]);
}

export class BalanceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Orders with something still owed by `payer`, newest first (keyset on created_at, id).
  async waitMoneyPage(payer: Payer, pageSize: number, after: Keyset | null) {
    const grouped = owedBy(this.db, payer)
      .select(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.created_at', 'o.member_id'])
      .groupBy(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.created_at', 'o.member_id'])
      .having(outstanding, '>', 0);
    const paged = after ? grouped.where(keysetBefore('o.created_at', 'o.id', after)) : grouped;
    const rows = await paged.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(pageSize + 1).execute();
    const page = keysetResult(rows, pageSize, (r) => ({ sort: toIso(r.created_at), id: r.id }));
    const count = after ? null : await cappedCount(grouped);
    return { ...page, count };
  }

  // Per order and currency: what `payer` is charged and has paid on these orders.
  async sumsByOrder(payer: Payer, orderIds: readonly number[]): Promise<(CurrencySum & { orderId: number })[]> {
    if (!orderIds.length) return [];
    const rows = await owedBy(this.db, payer)
      .where('o.id', 'in', orderIds)
      .select(['f.order_id', 'f.currency', sql<number>`sum(f.amount)`.as('amount'), sql<number>`sum(f.paid_amount)`.as('paid')])
      .groupBy(['f.order_id', 'f.currency'])
      .orderBy('f.currency')
      .execute();
    return rows.map((r) => ({ orderId: r.order_id, currency: r.currency, amount: toCount(r.amount), paid: toCount(r.paid) }));
  }

  // Everything `payer` still owes, per currency (fees not fully paid).
  async openTotals(payer: Payer): Promise<CurrencySum[]> {
    const rows = await owedBy(this.db, payer)
      .whereRef('f.paid_amount', '<', 'f.amount')
      .select(['f.currency', sql<number>`sum(f.amount)`.as('amount'), sql<number>`sum(f.paid_amount)`.as('paid')])
      .groupBy('f.currency')
      .orderBy('f.currency')
      .execute();
    return rows.map((r) => ({ currency: r.currency, amount: toCount(r.amount), paid: toCount(r.paid) }));
  }

  fees(orderId: number, payers: readonly FeePayer[], tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order_fee')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('payer', 'in', payers)
      .orderBy('id')
      .execute();
  }

  fee(id: number, tx: Executor = this.db) {
    return tx.selectFrom('ship_order_fee').selectAll().where('id', '=', id).executeTakeFirst();
  }

  order(id: number, tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order')
      .select(['id', 'member_id', 'order_no', 'marks', 'status', 'drawee', 'custom_drawee_list', 'consignee_area_code', 'consignee_phone'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  currency(code: string) {
    return this.db.selectFrom('currency').select(['code', 'digits']).where('code', '=', code).where('status', '=', 0).executeTakeFirst();
  }

  async currencyDigits(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('currency').select(['code', 'digits']).execute();
    return new Map(rows.map((r) => [r.code, r.digits]));
  }

  memberByPhone(areaCode: string, phone: string, tx: Executor = this.db) {
    return tx.selectFrom('member_user').select('id').where('area_code', '=', areaCode).where('mobile', '=', phone).executeTakeFirst();
  }

  async insertFee(values: Insertable<ShipOrderFeeTable>, tx: Executor): Promise<number> {
    return (await tx.insertInto('ship_order_fee').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  // A new amount, only while it is not below what was paid.
  // Only from the amount the caller read (`before`), so the ledger's and the audit's "before" is
  // the amount replaced even when two adjustments race; never below what was paid.
  async setAmount(id: number, before: number, amount: number, staffId: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('ship_order_fee')
      .set({ amount, updated_by: staffId, updated_at: now })
      .where('id', '=', id)
      .where('amount', '=', before)
      .where('paid_amount', '<=', amount)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  // A payment, only while it does not exceed what is still owed.
  async addPaid(id: number, amount: number, staffId: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('ship_order_fee')
      .set((eb) => ({ paid_amount: eb('paid_amount', '+', amount), updated_by: staffId, updated_at: now }))
      .where('id', '=', id)
      .where((eb) => eb(eb('paid_amount', '+', amount), '<=', eb.ref('amount')))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertLedger(values: Insertable<ShipOrderFeePaymentTable>, tx: Executor): Promise<void> {
    await tx.insertInto('ship_order_fee_payment').values(values).execute();
  }

  // What is still owed on an order in one currency by one payer.
  async orderOutstanding(orderId: number, currency: string, payer: FeePayer, tx: Executor): Promise<number> {
    const row = await tx
      .selectFrom('ship_order_fee')
      .select(sql<number>`coalesce(sum(amount - paid_amount), 0)`.as('n'))
      .where('order_id', '=', orderId)
      .where('currency', '=', currency)
      .where('payer', '=', payer)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // The money desk.

  // Open fees, filtered by the debtor's mobile or name and by currency, with the debtor (as `m`).
  private openByMember(filter: MemberBalanceFilter) {
    let query = openFees(this.db)
      .innerJoin('member_user as m', (join) => join.on(sql<boolean>`m.id = ${debtor}`))
      .leftJoin('member_real_name as r', 'r.member_id', 'm.id');
    if (filter.currency) query = query.where('f.currency', '=', filter.currency);
    if (filter.mobile) query = query.where(likePattern(sql.ref('m.mobile'), containsPattern(filter.mobile)));
    if (filter.name) {
      const pattern = containsPattern(filter.name);
      query = query.where((eb) => eb.or([likePattern(eb.ref('m.nickname'), pattern), likePattern(eb.ref('r.name'), pattern)]));
    }
    return query;
  }

  // One row per member and currency with something owed; see MemberBalanceKey for the order.
  async memberBalancePage(filter: MemberBalanceFilter, pageSize: number, after: MemberBalanceKey | null) {
    const filtered = this.openByMember(filter);
    const grouped = filtered
      .select([
        'm.id as member_id',
        'm.area_code',
        'm.mobile',
        'm.nickname',
        'r.name as real_name',
        'f.currency',
        sql<number>`sum(f.amount)`.as('amount'),
        sql<number>`sum(f.paid_amount)`.as('paid'),
        outstanding.as('outstanding'),
        sql<number>`count(distinct o.id)`.as('orders'),
        sql<string>`min(f.created_at)`.as('oldest'),
      ])
      .groupBy(['m.id', 'm.area_code', 'm.mobile', 'm.nickname', 'r.name', 'f.currency']);
    let paged = this.db.selectFrom(grouped.as('b')).selectAll();
    if (after) {
      paged = paged.where((eb) =>
        eb.or([
          eb('b.currency', '>', after.currency),
          eb.and([
            eb('b.currency', '=', after.currency),
            eb.or([eb('b.outstanding', '<', after.outstanding), eb.and([eb('b.outstanding', '=', after.outstanding), eb('b.member_id', '>', after.memberId)])]),
          ]),
        ]),
      );
    }
    const fetched = await paged.orderBy('b.currency').orderBy('b.outstanding', 'desc').orderBy('b.member_id').limit(pageSize + 1).execute();
    const rows = fetched.slice(0, pageSize).map((r) => ({
      memberId: r.member_id,
      areaCode: r.area_code,
      mobile: r.mobile,
      nickname: r.nickname,
      realName: r.real_name,
      currency: r.currency,
      amount: toCount(r.amount),
      paid: toCount(r.paid),
      unpaidOrders: toCount(r.orders),
      oldestUnpaidTime: toIso(r.oldest),
    }));
    const last = rows[rows.length - 1];
    const nextCursor = fetched.length > pageSize && last ? encodeBalanceCursor({ currency: last.currency, outstanding: last.amount - last.paid, memberId: last.memberId }) : null;
    if (after) return { rows, nextCursor, count: null, totals: null };
    const [count, totals] = await Promise.all([
      cappedCount(grouped),
      filtered
        .select(['f.currency', sql<number>`sum(f.amount)`.as('amount'), sql<number>`sum(f.paid_amount)`.as('paid')])
        .groupBy('f.currency')
        .orderBy('f.currency')
        .execute(),
    ]);
    return { rows, nextCursor, count, totals: totals.map((t) => ({ currency: t.currency, amount: toCount(t.amount), paid: toCount(t.paid) })) };
  }

  // Open fees one member owes, optionally in one currency.
  private owedByMember(memberId: number, currency: string | undefined) {
    const query = openFees(this.db).where(sql<boolean>`${debtor} = ${memberId}`);
    return currency ? query.where('f.currency', '=', currency) : query;
  }

  // The member's orders with something owed, newest first (keyset on created_at, id).
  async memberOrdersPage(memberId: number, currency: string | undefined, pageSize: number, after: Keyset | null) {
    const grouped = this.owedByMember(memberId, currency)
      .select(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.created_at', 'o.member_id'])
      .groupBy(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.created_at', 'o.member_id']);
    const paged = after ? grouped.where(keysetBefore('o.created_at', 'o.id', after)) : grouped;
    const rows = await paged.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(pageSize + 1).execute();
    const page = keysetResult(rows, pageSize, (r) => ({ sort: toIso(r.created_at), id: r.id }));
    const count = after ? null : await cappedCount(grouped);
    return { ...page, count };
  }

  // The open fees the member owes on these orders.
  openFeesOf(memberId: number, currency: string | undefined, orderIds: readonly number[]) {
    if (!orderIds.length) return Promise.resolve([]);
    return this.owedByMember(memberId, currency).where('o.id', 'in', orderIds).selectAll('f').orderBy('f.id').execute();
  }

  // An order by its number for the desk: live, not a draft, with its shipper.
  orderByNo(orderNo: string) {
    return this.db
      .selectFrom('ship_order as o')
      .innerJoin('member_user as m', 'm.id', 'o.member_id')
      .leftJoin('member_real_name as r', 'r.member_id', 'm.id')
      .select(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.created_at', 'o.member_id', 'o.consignee_name', 'm.area_code', 'm.mobile', 'm.nickname', 'r.name as real_name'])
      .where('o.order_no', '=', orderNo)
      .where('o.deleted_at', 'is', null)
      .where('o.status', '<>', 0)
      .executeTakeFirst();
  }

  member(id: number) {
    return this.db.selectFrom('member_user').select('id').where('id', '=', id).executeTakeFirst();
  }

  // The fees of an order (or one of them) with who charged them, and their ledger with who wrote
  // each entry, oldest first.
  async feeHistory(orderId: number, feeId: number | undefined) {
    let fees = this.db
      .selectFrom('ship_order_fee as f')
      .leftJoin('staff_user as s', 's.id', 'f.created_by')
      .selectAll('f')
      .select('s.name as staff_name')
      .where('f.order_id', '=', orderId);
    let ledger = this.db
      .selectFrom('ship_order_fee_payment as p')
      .innerJoin('ship_order_fee as f', 'f.id', 'p.fee_id')
      .leftJoin('staff_user as s', 's.id', 'p.staff_id')
      .select(['p.id', 'p.fee_id', 'p.kind', 'p.amount', 'p.amount_before', 'p.remark', 'p.staff_id', 'p.created_at', 's.name as staff_name'])
      .where('f.order_id', '=', orderId);
    if (feeId !== undefined) {
      fees = fees.where('f.id', '=', feeId);
      ledger = ledger.where('f.id', '=', feeId);
    }
    const [feeRows, ledgerRows] = await Promise.all([fees.orderBy('f.id').execute(), ledger.orderBy('p.created_at').orderBy('p.id').execute()]);
    return { fees: feeRows, ledger: ledgerRows };
  }
}
