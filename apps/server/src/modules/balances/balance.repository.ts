import { sql, type Insertable, type Kysely } from 'kysely';
import type { FeePayer } from '@portal/contracts/balance';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { toCount, toIso } from '../../db/sql.js';
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
    const count = after ? null : await cappedCount(this.db, grouped);
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
  async setAmount(id: number, amount: number, staffId: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('ship_order_fee')
      .set({ amount, updated_by: staffId, updated_at: now })
      .where('id', '=', id)
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
}
