import { CARGO_CONTROL_STATUS, ORDER_STATUS, type CargoControlStatus, type OrderStatus } from '@portal/contracts/statuses';
import { fromBool } from '../../db/sql.js';
import type { TestApp } from '../../test/harness.js';

// Orders for tests of the staff side, written straight into the order tables: an order in any
// status without walking the member's steps to it.

let sequence = 0;

export interface FixtureOrder {
  memberId: number;
  status?: OrderStatus;
  cargoControlStatus?: CargoControlStatus;
  marks?: string;
  consignor?: { areaCode: string; phone: string };
  consignee?: { areaCode: string; phone: string };
  createdAt?: string;
  deleted?: boolean;
}

export interface InsertedOrder {
  id: number;
  orderNo: string;
  marks: string;
}

export async function insertOrders(t: TestApp, orders: readonly FixtureOrder[]): Promise<InsertedOrder[]> {
  const now = new Date().toISOString();
  const rows = orders.map((o) => {
    sequence += 1;
    const orderNo = `SE261125${String(sequence).padStart(6, '0')}`;
    const status = o.status ?? ORDER_STATUS.awaitingWarehousing;
    return {
      member_id: o.memberId,
      creator_type: 1 as const,
      order_no: orderNo,
      status,
      cargo_control_status: o.cargoControlStatus ?? CARGO_CONTROL_STATUS.none,
      is_cargo_control: fromBool((o.cargoControlStatus ?? CARGO_CONTROL_STATUS.none) !== CARGO_CONTROL_STATUS.none),
      order_type: '1',
      transport_type: '1',
      consignor_name: 'Li Wei',
      consignor_area_code: o.consignor?.areaCode ?? '86',
      consignor_phone: o.consignor?.phone ?? '13912345678',
      consignee_name: 'Awa Diop',
      consignee_area_code: o.consignee?.areaCode ?? '221',
      consignee_phone: o.consignee?.phone ?? '771234567',
      marks: o.marks ?? `MK${sequence}`,
      delivery_date: '2026-12-01',
      delivery_address: 'Plateau',
      address_detail: '12 Avenue Senghor',
      total_num: 3,
      total_volume: 150_000,
      total_weight: 42_000,
      total_worth: 120_000,
      created_at: o.createdAt ?? now,
      updated_at: o.createdAt ?? now,
      submitted_at: status === ORDER_STATUS.draft ? null : (o.createdAt ?? now),
      deleted_at: o.deleted ? now : null,
    };
  });
  const inserted: InsertedOrder[] = [];
  for (let at = 0; at < rows.length; at += 200) {
    const chunk = rows.slice(at, at + 200);
    const ids = await t.database.db.insertInto('ship_order').values(chunk).returning(['id', 'order_no', 'marks']).execute();
    // RETURNING order is not guaranteed; numbers grow with the input order.
    ids.sort((a, b) => a.order_no.localeCompare(b.order_no));
    await t.database.db
      .insertInto('ship_order_goods')
      .values(
        ids.map((r) => ({
          order_id: r.id,
          line_no: 1,
          pro_zh: '陶瓷杯',
          pro_en: 'Ceramic cups',
          num: 3,
          unit: 'pcs',
          quantity: 300,
          volume: 150_000,
          weight: 42_000,
          worth: 120_000,
          is_pay_advance: fromBool(false),
        })),
      )
      .execute();
    inserted.push(...ids.map((r) => ({ id: r.id, orderNo: r.order_no, marks: r.marks ?? '' })));
  }
  return inserted;
}

export async function insertOrder(t: TestApp, order: FixtureOrder): Promise<InsertedOrder> {
  const [inserted] = await insertOrders(t, [order]);
  return inserted!;
}
