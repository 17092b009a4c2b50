import type { Generated, Selectable } from 'kysely';
import type { FeePayer, FeeType } from '@portal/contracts/balance';
import type { RefundStatus } from '@portal/contracts/refund';

// Money (migration 20261126300000_money; docs/money.md). Amounts are integers in minor units of
// their currency; rates integers × 1,000,000.

export interface ShipOrderFeeTable {
  id: Generated<number>;
  order_id: number;
  fee_type: FeeType;
  payer: FeePayer;
  currency: string;
  amount: number;
  paid_amount: Generated<number>;
  remark: string | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}
export type ShipOrderFeeRow = Selectable<ShipOrderFeeTable>;

export interface ShipOrderFeePaymentTable {
  id: Generated<number>;
  fee_id: number;
  kind: 'payment' | 'adjust';
  amount: number;
  amount_before: number | null;
  remark: string | null;
  staff_id: number | null;
  created_at: string;
}

export interface CurrencyEcashTable {
  id: Generated<number>;
  currency_code: string;
  base_currency: string;
  rate: number;
  ecash_rate: number;
  effective_at: string;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}
export type CurrencyEcashRow = Selectable<CurrencyEcashTable>;

export interface ShipOrderRefundTable {
  id: Generated<number>;
  refund_no: string;
  order_id: number;
  member_id: number;
  reason: string;
  images: Generated<string>;
  status: RefundStatus;
  answer: string | null;
  staff_id: number | null;
  idempotency_key: string | null;
  idempotency_hash: string | null;
  created_at: string;
  decided_at: string | null;
  // The goods handed back to the shipper after approval (migration 20261127700000_refund_return).
  returned_at: string | null;
  returned_by: number | null;
  return_note: string | null;
}
export type ShipOrderRefundRow = Selectable<ShipOrderRefundTable>;

export interface MoneyTables {
  ship_order_fee: ShipOrderFeeTable;
  ship_order_fee_payment: ShipOrderFeePaymentTable;
  currency_ecash: CurrencyEcashTable;
  ship_order_refund: ShipOrderRefundTable;
}
