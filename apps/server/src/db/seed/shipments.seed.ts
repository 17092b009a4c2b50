import type { Kysely } from 'kysely';
import { containerCheckDigit, type ShipmentStatus } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import type { DB } from '../schema.js';

const DAY = 24 * 3_600_000;
const S = ORDER_STATUS;

interface DemoShipment {
  owner: string;
  serial: string;
  status: ShipmentStatus;
  vessel: string;
  voyage: string;
  from: string;
  to: string;
  // Days from now (negative: past); a departed shipment's ETD is its orders' departure.
  etdDays: number;
  etaDays: number;
  // Demo orders loaded, by shipping mark (db/seed/data/demo-orders.ts).
  marks: string[];
}

// Containers for the demo desks (docs/containers.md): two being loaded with the orders in the
// warehouse (the operator's first sign-in finds work: a dry run, then the departure), one
// departed and one in transit whose ETA the demo member reads on their orders.
const DEMO_SHIPMENTS: DemoShipment[] = [
  { owner: 'MSC', serial: '412073', status: S.inWarehouse, vessel: 'MSC Aurora', voyage: '648W', from: 'Shenzhen (Yantian)', to: 'Abidjan', etdDays: 3, etaDays: 38, marks: ['KOF2412'] },
  { owner: 'CMA', serial: '225190', status: S.inWarehouse, vessel: 'CMA CGM Dakar', voyage: '0FL3S', from: 'Ningbo', to: 'Dakar', etdDays: 5, etaDays: 41, marks: ['DEMO2412'] },
  { owner: 'TGH', serial: '880214', status: S.departed, vessel: 'Maersk Kalmar', voyage: '247S', from: 'Ningbo', to: 'Dakar', etdDays: -14, etaDays: 20, marks: ['FAT2411'] },
  { owner: 'MSK', serial: '553871', status: S.inTransit, vessel: 'Maersk Kinloss', voyage: '246S', from: 'Shenzhen (Yantian)', to: 'Abidjan', etdDays: -18, etaDays: 9, marks: ['DEMO2410'] },
];

export async function seedDemoShipments(db: Kysely<DB>, demo: { memberId: number; shipperId: number }) {
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  for (const plan of DEMO_SHIPMENTS) {
    const first10 = `${plan.owner}U${plan.serial}`;
    const { id } = await db
      .insertInto('shipment')
      .values({
        kind: 'sea',
        number: `${first10}${containerCheckDigit(first10)}`,
        seal_no: `SL${plan.serial}`,
        vessel: plan.vessel,
        voyage: plan.voyage,
        etd: iso(plan.etdDays),
        eta: iso(plan.etaDays),
        port_of_loading: plan.from,
        port_of_discharge: plan.to,
        // A 40' high cube: 76 m³, 26.5 t.
        capacity_volume: 76_000_000,
        capacity_weight: 26_500_000,
        status: plan.status,
        // Left on its ETD (the dashboard's on-time departures).
        departed_at: plan.status === S.inWarehouse ? null : iso(plan.etdDays),
        created_at: iso(Math.min(plan.etdDays, 0) - 4),
        updated_at: iso(Math.min(plan.etdDays, 0)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('ship_order')
      .set({ shipment_id: id })
      .where('marks', 'in', plan.marks)
      .where('member_id', 'in', [demo.memberId, demo.shipperId])
      .where('status', '=', plan.status)
      .execute();
  }
}
