import type { Insertable, Kysely } from 'kysely';
import { ECASH_BASE_CURRENCY, rateToMicros } from '@portal/contracts/ecash';
import type { FeePayer, FeeType } from '@portal/contracts/balance';
import type { DB } from '../schema.js';
import type { ShipOrderRefundTable } from '../tables/money.js';
import { nowIso } from '../sql.js';

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
