import type { Insertable, Kysely } from 'kysely';
import { ECASH_BASE_CURRENCY, rateToMicros } from '@portal/contracts/ecash';
import type { FeePayer, FeeType } from '@portal/contracts/balance';
import type { DB } from '../schema.js';
import type { ShipOrderFeePaymentTable, ShipOrderRefundTable } from '../tables/money.js';
import { nowIso } from '../sql.js';
import { writeAudit } from '../../modules/audit/audit.js';
import { PriceRepository } from '../../modules/price/price.repository.js';
import { lineItem } from '../../modules/price/price.service.js';

// E-cash rates of the seeded currencies (units for one US dollar): market, and the e-cash rate
// the company applies. Reference data: a currency that has a rate keeps it (staff edits win).
const RATES: Record<string, [string, string]> = {
  CNY: ['7.2431', '7.3'],
  USD: ['1', '1'],
  EUR: ['0.9512', '0.965'],
  XOF: ['623.95', '635'],
  XAF: ['623.95', '635'],
  NGN: ['1545.5', '1580'],
  GHS: ['15.62', '16.1'],
  GNF: ['8620', '8750'],
  CDF: ['2845', '2900'],
  KES: ['129.3', '132'],
};

export async function seedEcashRates(db: Kysely<DB>): Promise<void> {
  const [currencies, rated] = await Promise.all([
    db.selectFrom('currency').select('code').execute(),
    db.selectFrom('currency_ecash').select('currency_code').distinct().execute(),
  ]);
  const have = new Set(rated.map((r) => r.currency_code));
  const now = nowIso();
  const rows = currencies.flatMap(({ code }) => {
    const rate = RATES[code];
    if (!rate || have.has(code)) return [];
    return [{ currency_code: code, base_currency: ECASH_BASE_CURRENCY, rate: rateToMicros(rate[0]), ecash_rate: rateToMicros(rate[1]), effective_at: now, updated_by: null, created_at: now, updated_at: now }];
  });
  if (rows.length) await db.insertInto('currency_ecash').values(rows).execute();
}

interface DemoFee {
  marks: string;
  feeType: FeeType;
  payer: FeePayer;
  currency: string;
  amount: number;
  paid: number;
}

// The demo member's money (docs/money.md, "Demo data"), on the orders the demo member sent: one
// delivered and paid in full, one in transit owing in US dollars and yuan, the one in the
// warehouse owing freight and insurance (with a refund application), one returned to the demo
// member after an approved refund (its handling fee paid); and on an order sent to the demo
// member, a destination fee the consignee (the demo member) pays in CFA francs.
const DEMO_FEES: DemoFee[] = [
  { marks: 'KOF2408', feeType: 'freight', payer: 'shipper', currency: 'USD', amount: 48_000, paid: 48_000 },
  { marks: 'ADE2411', feeType: 'freight', payer: 'shipper', currency: 'USD', amount: 125_000, paid: 50_000 },
  { marks: 'ADE2411', feeType: 'customs', payer: 'shipper', currency: 'CNY', amount: 86_000, paid: 0 },
  { marks: 'KOF2412', feeType: 'freight', payer: 'shipper', currency: 'USD', amount: 32_000, paid: 0 },
  { marks: 'KOF2412', feeType: 'insurance', payer: 'shipper', currency: 'USD', amount: 360, paid: 0 },
  { marks: 'ADE2410', feeType: 'freight', payer: 'shipper', currency: 'USD', amount: 2_500, paid: 2_500 },
  { marks: 'DEMO2410', feeType: 'destination', payer: 'consignee', currency: 'XOF', amount: 45_000, paid: 0 },
];

export async function seedDemoMoney(db: Kysely<DB>, demo: { memberId: number; shipperId: number }): Promise<void> {
  const orders = await db
    .selectFrom('ship_order')
    .select(['id', 'marks', 'member_id', 'created_at'])
    .where('member_id', 'in', [demo.memberId, demo.shipperId])
    .execute();
  const byMarks = new Map(orders.map((o) => [o.marks, o]));
  const now = nowIso();
  const fees = DEMO_FEES.flatMap((fee) => {
    const order = byMarks.get(fee.marks);
    if (!order) return [];
    return [
      {
        order_id: order.id,
        fee_type: fee.feeType,
        payer: fee.payer,
        currency: fee.currency,
        amount: fee.amount,
        paid_amount: fee.paid,
        remark: null,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      },
    ];
  });
  if (fees.length) await db.insertInto('ship_order_fee').values(fees).execute();

  // The refund applications of the demo: one waiting for a decision, and one approved whose
  // cartons were handed back to the demo member (the order ended "returned to shipper").
  type RefundValues = Pick<Insertable<ShipOrderRefundTable>, 'reason' | 'status' | 'answer' | 'created_at'> & Partial<Insertable<ShipOrderRefundTable>>;
  const refund = (order: { id: number }, serial: number, values: RefundValues) => ({
    refund_no: `RF${now.slice(2, 10).replaceAll('-', '')}${String(serial).padStart(6, '0')}`,
    order_id: order.id,
    member_id: demo.memberId,
    images: '[]',
    staff_id: null,
    idempotency_key: null,
    idempotency_hash: null,
    decided_at: null,
    returned_at: null,
    returned_by: null,
    return_note: null,
    ...values,
  });
  const inWarehouse = byMarks.get('KOF2412');
  const returned = byMarks.get('ADE2410');
  const day = (order: { created_at: string }, n: number) => new Date(Date.parse(order.created_at) + n * 86_400_000).toISOString();
  const refunds = [
    ...(inWarehouse
      ? [refund(inWarehouse, 1, { reason: 'The buyer cancelled: we take the solar panels back to resell them in China.', status: 'applied', answer: null, created_at: now })]
      : []),
    ...(returned
      ? [
          refund(returned, 2, {
            reason: 'Wrong model packed by the factory: we exchange it ourselves.',
            status: 'returned',
            answer: 'Approved. Collect at the Shenzhen warehouse, gate 2; the handling fee of $25 applies.',
            created_at: day(returned, 4),
            decided_at: day(returned, 5),
            returned_at: day(returned, 6),
            return_note: "Collected by the shipper's driver, Wang Lei",
          }),
        ]
      : []),
  ];
  if (refunds.length) await db.insertInto('ship_order_refund').values(refunds).execute();
}

const DAY_MS = 86_400_000;
const daysAfter = (time: string, days: number) => new Date(Date.parse(time) + days * DAY_MS).toISOString();

// The money desk's demo (docs/money.md, "Demo data"), once the demo staff exist: the demo shipper
// owes on orders sent to the demo member, so the desk lists two members owing at first sign-in;
// the fees were charged by the demo operator and their payments and an adjustment recorded by the
// demo finance account (ledger rows, so each fee's history tells it); two currencies' rates and
// two price lines were changed by finance, so their histories are not empty.
export async function seedDemoMoneyDesk(db: Kysely<DB>, demo: { memberId: number; shipperId: number; financeId: number; operatorId: number }): Promise<void> {
  const orders = await db
    .selectFrom('ship_order')
    .select(['id', 'marks', 'created_at'])
    .where('member_id', 'in', [demo.memberId, demo.shipperId])
    .execute();
  const byMarks = new Map(orders.map((o) => [o.marks, { id: o.id, createdAt: new Date(o.created_at).toISOString() }]));

  // The demo shipper's own debts: freight of a delivered order partly paid, and of one in the
  // warehouse not paid yet.
  const shipperFees = [
    { marks: 'DEMO2407', feeType: 'freight' as const, currency: 'USD', amount: 52_000, paid: 20_000 },
    { marks: 'DEMO2412', feeType: 'freight' as const, currency: 'CNY', amount: 18_500, paid: 0 },
  ].flatMap((fee) => {
    const order = byMarks.get(fee.marks);
    if (!order) return [];
    const at = daysAfter(order.createdAt, 2);
    return [{ order_id: order.id, fee_type: fee.feeType, payer: 'shipper' as const, currency: fee.currency, amount: fee.amount, paid_amount: fee.paid, remark: null, created_by: demo.operatorId, updated_by: demo.operatorId, created_at: at, updated_at: at }];
  });
  if (shipperFees.length) await db.insertInto('ship_order_fee').values(shipperFees).execute();

  // Who charged each demo fee and when (two days after the order), and the ledger behind what
  // was paid; ADE2411's freight was first charged 1,300 USD and adjusted down.
  const fees = await db
    .selectFrom('ship_order_fee as f')
    .innerJoin('ship_order as o', 'o.id', 'f.order_id')
    .select(['f.id', 'f.fee_type', 'f.amount', 'f.paid_amount', 'o.marks'])
    .where('o.member_id', 'in', [demo.memberId, demo.shipperId])
    .execute();
  const ledger: Insertable<ShipOrderFeePaymentTable>[] = [];
  for (const fee of fees) {
    const order = byMarks.get(fee.marks);
    if (!order) continue;
    const charged = daysAfter(order.createdAt, 2);
    await db.updateTable('ship_order_fee').set({ created_by: demo.operatorId, updated_by: demo.operatorId, created_at: charged, updated_at: charged }).where('id', '=', fee.id).execute();
    if (fee.marks === 'ADE2411' && fee.fee_type === 'freight') {
      ledger.push({ fee_id: fee.id, kind: 'adjust', amount: Number(fee.amount), amount_before: Number(fee.amount) + 5_000, remark: 'Volume re-measured at the warehouse: 2.4 CBM, not 2.5', staff_id: demo.financeId, created_at: daysAfter(charged, 1) });
    }
    const paid = Number(fee.paid_amount);
    if (paid > 0) ledger.push({ fee_id: fee.id, kind: 'payment', amount: paid, amount_before: null, remark: 'Bank transfer', staff_id: demo.financeId, created_at: daysAfter(charged, 2) });
  }
  if (ledger.length) await db.insertInto('ship_order_fee_payment').values(ledger).execute();

  // Rates: CNY and XOF were set by finance, replacing an older rate finance had set.
  const now = nowIso();
  const earlier = new Date(Date.now() - 45 * DAY_MS).toISOString();
  const previous: Record<string, [string, string]> = { CNY: ['7.218', '7.28'], XOF: ['620.5', '632'] };
  for (const [code, [rate, ecashRate]] of Object.entries(previous)) {
    const current = await db.selectFrom('currency_ecash').select('id').where('currency_code', '=', code).orderBy('effective_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    if (!current) continue;
    await db.updateTable('currency_ecash').set({ updated_by: demo.financeId }).where('id', '=', current.id).execute();
    await db
      .insertInto('currency_ecash')
      .values({ currency_code: code, base_currency: ECASH_BASE_CURRENCY, rate: rateToMicros(rate), ecash_rate: rateToMicros(ecashRate), effective_at: earlier, updated_by: demo.financeId, created_at: earlier, updated_at: earlier })
      .execute();
  }

  // Price lines: finance lowered the rate of the first two lines by 5 % ten days ago.
  const prices = new PriceRepository(db);
  const changed = daysAfter(now, -10);
  const lines = await db.selectFrom('price_line').select('id').orderBy('id').limit(2).execute();
  for (const { id } of lines) {
    const row = await prices.line(id);
    if (!row) continue;
    const after = lineItem({ ...row, updated_by: demo.financeId, updated_at: changed }, await prices.surcharges([id]));
    const before = { ...after, rate: Math.round((after.rate * 100) / 95), updatedBy: null, updatedAt: new Date(row.updated_at).toISOString() };
    await db.updateTable('price_line').set({ updated_by: demo.financeId, updated_at: changed }).where('id', '=', id).execute();
    await writeAudit(db, { staffId: demo.financeId, action: 'update', entity: 'priceLine', entityId: id, before, after, at: changed });
  }
}
