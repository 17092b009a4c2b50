import type { Insertable, Kysely } from 'kysely';
import { CONSIGNEE_LOCK_DAYS } from '@portal/contracts/cargo-control';
import { CARGO_CONTROL_STATUS, ORDER_STATUS, type CargoControlStatus } from '@portal/contracts/statuses';
import { hashPassword } from '../../lib/password.js';
import type { DB } from '../schema.js';
import type { CargoControlEventTable } from '../tables/cargo-control.js';

const DAY = 24 * 3_600_000;

interface DemoPerson {
  memberId: number;
  name: string;
  areaCode: string;
  mobile: string;
}

// Which demo orders are controlled how (db/seed/data/demo-orders.ts, by shipping mark): the
// demo shipper's three orders to the demo member, controlled by the demo member, one in each
// control status; and one of the demo member's own orders controlled by the demo shipper.
const RECEIVED_PLAN: Record<string, CargoControlStatus> = {
  DEMO2412: CARGO_CONTROL_STATUS.controlled,
  DEMO2410: CARGO_CONTROL_STATUS.partlyReleased,
  DEMO2407: CARGO_CONTROL_STATUS.released,
};
const POSTED_CONTROLLED_BY_SHIPPER = 'KOF2412';

const iso = (ms: number) => new Date(ms).toISOString();

// Cargo control for the demo accounts (docs/cargo-control.md): the figures, the lock, the unload
// time and a history of control, releases and (on the released order) both proofs; the demo
// member's control password. Runs once, with the demo orders (seed.ts).
export async function seedDemoCargoControl(db: Kysely<DB>, demo: { member: DemoPerson; shipper: DemoPerson; controlPassword: string }) {
  const now = Date.now();
  await db
    .updateTable('member_user')
    .set({ control_password_hash: await hashPassword(demo.controlPassword), control_password_set_at: iso(now) })
    .where('id', '=', demo.member.memberId)
    .execute();

  const orders = await db
    .selectFrom('ship_order as o')
    .innerJoin('ship_order_receipt as r', 'r.order_id', 'o.id')
    .select(['o.id', 'o.member_id', 'o.marks', 'o.status', 'o.total_num', 'o.total_volume', 'o.total_weight', 'o.consignee_name', 'o.consignee_area_code', 'o.consignee_phone', 'r.in_time'])
    .where('o.marks', 'in', [...Object.keys(RECEIVED_PLAN), POSTED_CONTROLLED_BY_SHIPPER])
    .where('o.member_id', 'in', [demo.member.memberId, demo.shipper.memberId])
    .execute();

  for (const order of orders) {
    const received = order.member_id === demo.shipper.memberId;
    const plan = received ? RECEIVED_PLAN[order.marks ?? ''] : order.marks === POSTED_CONTROLLED_BY_SHIPPER ? CARGO_CONTROL_STATUS.controlled : undefined;
    if (plan === undefined) continue;
    const controller = received ? demo.member : demo.shipper;
    const inTime = Date.parse(order.in_time);
    const arrived = await db
      .selectFrom('ship_order_event')
      .select('time')
      .where('order_id', '=', order.id)
      .where('status', '=', ORDER_STATUS.arrived)
      .executeTakeFirst();

    // Released so far: none, about a third, or all in two lots.
    const lots = plan === CARGO_CONTROL_STATUS.controlled ? [] : plan === CARGO_CONTROL_STATUS.partlyReleased ? [Math.max(1, Math.floor(order.total_num / 3))] : splitInTwo(order.total_num);
    const released = lots.reduce((n, lot) => n + lot, 0);
    const share = (lot: number, total: number) => Math.round((total * lot) / order.total_num);
    const events: Insertable<CargoControlEventTable>[] = [
      {
        order_id: order.id,
        kind: 'control',
        pick_num: order.total_num,
        new_controller_name: controller.name,
        new_controller_area_code: controller.areaCode,
        new_controller_phone: controller.mobile,
        created_at: iso(inTime),
      },
    ];
    lots.forEach((lot, i) => {
      const time = Math.min(now - DAY, inTime + (2 + i * 3) * DAY);
      events.push({
        order_id: order.id,
        kind: 'release',
        actor_member_id: controller.memberId,
        actor_name: controller.name,
        actor_area_code: controller.areaCode,
        actor_phone: controller.mobile,
        pick_num: lot,
        pick_volume: share(lot, order.total_volume),
        pick_weight: share(lot, order.total_weight),
        consignee_name: order.consignee_name,
        consignee_area_code: order.consignee_area_code,
        consignee_phone: order.consignee_phone,
        remarks: i === 0 ? 'First lot, collected by the consignee' : null,
        verified_by: i === 0 ? 'password' : 'sms',
        created_at: iso(time),
      });
    });

    await db
      .updateTable('ship_order')
      .set({
        is_cargo_control: 1,
        controller_name: controller.name,
        controller_area_code: controller.areaCode,
        controller_phone: controller.mobile,
        cargo_control_status: plan,
        control_total_num: order.total_num,
        control_released_num: released,
        control_released_volume: lots.reduce((n, lot) => n + share(lot, order.total_volume), 0),
        control_released_weight: lots.reduce((n, lot) => n + share(lot, order.total_weight), 0),
        controlled_at: iso(inTime),
        lock_consignee_time: iso(inTime + CONSIGNEE_LOCK_DAYS * DAY),
        unload_time: arrived?.time ?? null,
      })
      .where('id', '=', order.id)
      .execute();
    await db.insertInto('cargo_control_event').values(events).execute();
  }
}

function splitInTwo(total: number): number[] {
  if (total < 2) return [total];
  const first = Math.ceil(total / 2);
  return [first, total - first];
}
