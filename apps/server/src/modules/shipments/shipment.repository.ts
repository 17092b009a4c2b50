import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { OPEN_REFUND_STATUSES } from '@portal/contracts/refund';
import { SHIPMENT_LOADING, shipmentNumberKey, type ShipmentKind, type ShipmentStatus } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import type { Executor } from '../../db/executor.js';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';
import type { ShipmentTable } from '../../db/tables/shipments.js';

export interface ShipmentFilter {
  status?: ShipmentStatus | undefined;
  kind?: ShipmentKind | undefined;
  // The start of a number, as shipmentNumberKey writes it.
  number?: string | undefined;
  // ETD days, inclusive (UTC).
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
}

// A shipment's orders summed: how many, cartons, cm³, grams.
export interface ShipmentFigures {
  orderCount: number;
  cartons: number;
  volume: number;
  weight: number;
}
const NO_FIGURES: ShipmentFigures = { orderCount: 0, cartons: 0, volume: 0, weight: 0 };

// Queries of containers and air shipments (docs/containers.md). Loading is one conditional
// UPDATE of the order (it is in the warehouse, in no shipment, not flagged, not being taken
// back, and the shipment is loading), so two loads of one order can never both win; a move of
// the shipment is one conditional UPDATE of its status.
export class ShipmentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(row: Insertable<ShipmentTable>, tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('shipment').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  update(id: number, change: Updateable<ShipmentTable>, tx: Executor) {
    return tx.updateTable('shipment').set(change).where('id', '=', id).returning('id').executeTakeFirst();
  }

  byId(id: number, tx: Executor = this.db) {
    return tx.selectFrom('shipment').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // The shipment a scanned or typed container or air waybill number names: the one not yet
  // delivered, else the latest (a container sails many times under one number).
  byNumber(raw: string, tx: Executor = this.db) {
    return tx
      .selectFrom('shipment')
      .selectAll()
      .where('number', '=', shipmentNumberKey(raw))
      .orderBy(sql`case when status = ${ORDER_STATUS.delivered} then 1 else 0 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  // Newest first, one page after `after` (docs/lists.md); the capped total on the first page.
  async page(filter: ShipmentFilter, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('shipment as s').selectAll('s');
    if (filter.status !== undefined) query = query.where('s.status', '=', filter.status);
    if (filter.kind !== undefined) query = query.where('s.kind', '=', filter.kind);
    if (filter.number) query = query.where('s.number', 'like', `${filter.number.replace(/[%_]/g, '')}%`);
    if (filter.etdFrom) query = query.where('s.etd', '>=', `${filter.etdFrom}T00:00:00.000Z`);
    if (filter.etdTo) query = query.where('s.etd', '<', new Date(Date.parse(`${filter.etdTo}T00:00:00.000Z`) + 86_400_000).toISOString());
    const count = after === null ? await cappedCount(query) : null;
    const paged = after === null ? query : query.where(keysetBefore('s.created_at', 's.id', after));
    const rows = await paged.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(pageSize + 1).execute();
    return { ...keysetResult(rows, pageSize, (r) => ({ sort: r.created_at, id: r.id })), count };
  }

  // The figures of each shipment of `ids` (shipments without orders are absent).
  async figures(ids: readonly number[]): Promise<(id: number) => ShipmentFigures> {
    const rows = ids.length
      ? await this.db
          .selectFrom('ship_order')
          .select((eb) => [
            'shipment_id',
            eb.fn.countAll().as('n'),
            eb.fn.sum('total_num').as('cartons'),
            eb.fn.sum('total_volume').as('volume'),
            eb.fn.sum('total_weight').as('weight'),
          ])
          .where('shipment_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .groupBy('shipment_id')
          .execute()
      : [];
    const byId = new Map(
      rows.map((r) => [r.shipment_id, { orderCount: toCount(r.n), cartons: toCount(r.cartons), volume: toCount(r.volume), weight: toCount(r.weight) }]),
    );
    return (id) => byId.get(id) ?? NO_FIGURES;
  }

  // The orders in the shipment with the member who placed each, by order number.
  orders(id: number, tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order as o')
      .innerJoin('member_user as m', 'm.id', 'o.member_id')
      .select(['o.id', 'o.order_no', 'o.marks', 'o.status', 'o.cargo_control_status', 'o.flagged', 'o.total_num', 'o.total_volume', 'o.total_weight'])
      .select(['o.member_id', 'm.nickname as member_nickname', 'm.area_code as member_area_code', 'm.mobile as member_mobile'])
      .where('o.shipment_id', '=', id)
      .where('o.deleted_at', 'is', null)
      .orderBy('o.order_no')
      .execute();
  }

  // An order as a load or unload sees it, by number.
  orderByNo(orderNo: string) {
    return this.db
      .selectFrom('ship_order as o')
      .leftJoin('shipment as s', 's.id', 'o.shipment_id')
      .select(['o.id', 'o.status', 'o.flagged', 'o.shipment_id', 's.number as shipment_number'])
      .where('o.order_no', '=', orderNo)
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async hasOpenRefund(orderId: number): Promise<boolean> {
    const row = await this.db.selectFrom('ship_order_refund').select('id').where('order_id', '=', orderId).where('status', 'in', OPEN_REFUND_STATUSES).executeTakeFirst();
    return row !== undefined;
  }

  // Puts the order into the shipment when, at this instant, the order is in the warehouse, in
  // no shipment, not flagged, not being taken back, and the shipment is loading. One statement:
  // of concurrent loads of one order (into any shipments) exactly one finds it free.
  load(shipmentId: number, orderNo: string, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order')
      .set({ shipment_id: shipmentId, updated_at: now })
      .where('order_no', '=', orderNo)
      .where('deleted_at', 'is', null)
      .where('status', '=', ORDER_STATUS.inWarehouse)
      .where('shipment_id', 'is', null)
      .where('flagged', '=', 0)
      .where(({ exists, not, selectFrom }) =>
        not(exists(selectFrom('ship_order_refund as r').select('r.id').whereRef('r.order_id', '=', 'ship_order.id').where('r.status', 'in', OPEN_REFUND_STATUSES))),
      )
      .where(({ exists, selectFrom }) => exists(selectFrom('shipment as s').select('s.id').where('s.id', '=', shipmentId).where('s.status', '=', SHIPMENT_LOADING)))
      .returning(['id'])
      .executeTakeFirst();
  }

  // Takes the order out of the shipment while the shipment is loading.
  unload(shipmentId: number, orderNo: string, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order')
      .set({ shipment_id: null, updated_at: now })
      .where('order_no', '=', orderNo)
      .where('shipment_id', '=', shipmentId)
      .where(({ exists, selectFrom }) => exists(selectFrom('shipment as s').select('s.id').where('s.id', '=', shipmentId).where('s.status', '=', SHIPMENT_LOADING)))
      .returning(['id'])
      .executeTakeFirst();
  }

  // One step of the chain for the shipment, if it is still in `from`: the row when moved.
  // `departedAt`: when it left, kept on the move to departed (the dashboard's on-time departures).
  advance(id: number, from: ShipmentStatus, to: ShipmentStatus, now: string, tx: Executor, departedAt?: string) {
    return tx.updateTable('shipment').set({ status: to, updated_at: now, ...(departedAt ? { departed_at: departedAt } : {}) }).where('id', '=', id).where('status', '=', from).returning('id').executeTakeFirst();
  }

  // The orders of a departing shipment that stay in the warehouse leave it.
  leaveBehind(id: number, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order')
      .set({ shipment_id: null, updated_at: now })
      .where('shipment_id', '=', id)
      .where('status', '=', ORDER_STATUS.inWarehouse)
      .returning(['id', 'order_no'])
      .execute();
  }
}
