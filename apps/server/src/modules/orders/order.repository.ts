import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { OrderStatus } from '@portal/contracts/statuses';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { containsInsensitive, toCount, toIso } from '../../db/sql.js';
import type { ShipOrderEventTable, ShipOrderGoodsTable, ShipOrderTable } from '../../db/tables/orders.js';

// Which orders a member call sees (docs/orders.md, "Who sees an order"): the member's own
// (posted), or those whose consignee phone is the member's (received, never drafts).
export type OrderScope = { role: 'posted'; memberId: number } | { role: 'received'; areaCode: string; phone: string };

export interface OrderFilter {
  status?: OrderStatus | undefined;
  transportType?: string | undefined;
  // Creation time from (inclusive) and to (exclusive), ISO timestamps
  from?: string | undefined;
  to?: string | undefined;
  keyword?: string | undefined;
  // Only these orders (the selection of an export)
  ids?: readonly number[] | undefined;
}

// Orders (as `o`), to be narrowed by a list's scope and filters.
export const allOrders = (db: Executor) => db.selectFrom('ship_order as o');
export type OrderQuery = ReturnType<typeof allOrders>;

export type OrderInsert = Insertable<ShipOrderTable>;
export type OrderSet = Updateable<ShipOrderTable>;
export type GoodsInsert = Omit<Insertable<ShipOrderGoodsTable>, 'order_id'>;

// The received list's partial index (migration 20261125100000) holds live, non-draft orders;
// the condition is written as the index writes it, so SQLite recognises it.
const liveNotDraft = (table: 'o' | 'ship_order') => sql<boolean>`${sql.ref(`${table}.deleted_at`)} is null and ${sql.ref(`${table}.status`)} <> 0`;

// Queries on ship_order and its goods, events and files. Member reads are always scoped;
// another member's id finds nothing.
export class OrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private scoped(scope: OrderScope, tx: Executor = this.db) {
    const query = allOrders(tx);
    if (scope.role === 'posted') return query.where('o.member_id', '=', scope.memberId).where('o.deleted_at', 'is', null);
    return query.where('o.consignee_phone', '=', scope.phone).where('o.consignee_area_code', '=', scope.areaCode).where(liveNotDraft('o'));
  }

  find(scope: OrderScope, id: number, tx: Executor = this.db) {
    return this.scoped(scope, tx).selectAll('o').where('o.id', '=', id).executeTakeFirst();
  }

  findByIdempotencyKey(memberId: number, key: string, tx: Executor = this.db) {
    return tx.selectFrom('ship_order').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirst();
  }

  // Public lookup: a submitted, live order by its number.
  findByNo(orderNo: string) {
    return this.db.selectFrom('ship_order').selectAll().where('order_no', '=', orderNo).where(liveNotDraft('ship_order')).executeTakeFirst();
  }

  // A member's own submitted orders with a shipping mark, newest first.
  findByMarks(memberId: number, marks: string, limit: number) {
    return this.db
      .selectFrom('ship_order')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('marks', '=', marks)
      .where(liveNotDraft('ship_order'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  private filtered(scope: OrderScope, filter: OrderFilter) {
    let query = this.scoped(scope);
    if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
    if (filter.transportType !== undefined) query = query.where('o.transport_type', '=', filter.transportType);
    if (filter.ids !== undefined) query = query.where('o.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
    if (filter.from !== undefined) query = query.where('o.created_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('o.created_at', '<', filter.to);
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) =>
        eb.or([
          eb('o.order_no', '=', keyword.toUpperCase()),
          ...(['o.marks', 'o.consignee_name', 'o.consignee_phone'] as const).map((column) => containsInsensitive(eb.ref(column), keyword)),
        ]),
      );
    }
    return query;
  }

  // Newest first, one page after `after` (docs/lists.md); the total on the first page only,
  // capped.
  page(scope: OrderScope, filter: OrderFilter, pageSize: number, after: Keyset | null) {
    return listPage(this.db, this.filtered(scope, filter), pageSize, after);
  }

  async statusCounts(scope: OrderScope): Promise<Map<number, number>> {
    const rows = await this.scoped(scope)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute();
    return new Map(rows.map((r) => [r.status, toCount(r.n)]));
  }

  goods(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('ship_order_goods').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('line_no').execute();
  }

  receipt(orderId: number) {
    return this.db
      .selectFrom('ship_order_receipt as r')
      .leftJoin('warehouse as w', 'w.id', 'r.warehouse_id')
      .select(['r.cartons', 'r.size', 'r.volume', 'r.weight', 'r.in_time', 'r.updated_at', 'w.id as w_id', 'w.code as w_code', 'w.name_zh as w_name_zh', 'w.name_en as w_name_en', 'w.name_fr as w_name_fr'])
      .where('r.order_id', '=', orderId)
      .executeTakeFirst();
  }

  // Oldest first: the timeline reads down.
  events(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('ship_order_event').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('time').orderBy('id').execute();
  }

  // Packing-list files with who uploaded them (a member's nickname, or a staff name).
  files(orderId: number, tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order_file as of')
      .innerJoin('file_object as f', 'f.id', 'of.file_id')
      .leftJoin('member_user as m', (join) => join.onRef('m.id', '=', 'f.owner_id').on('f.owner_type', '=', 'member'))
      .leftJoin('staff_user as s', (join) => join.onRef('s.id', '=', 'f.owner_id').on('f.owner_type', '=', 'staff'))
      .select(['of.id', 'of.created_at', 'f.public_id', 'f.name', 'f.size', 'm.nickname', 'm.mobile', 's.name as staff_name'])
      .where('of.order_id', '=', orderId)
      .orderBy('of.id')
      .execute();
  }

  // ---------- writes ----------

  // The next number of a prefix and day (e.g. SE261124), counted in the caller's transaction.
  async nextSequence(prefix: string, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('ship_order_sequence')
      .values({ prefix, value: 1 })
      .onConflict((oc) => oc.column('prefix').doUpdateSet((eb) => ({ value: eb('ship_order_sequence.value', '+', 1) })))
      .returning('value')
      .executeTakeFirstOrThrow();
    return row.value;
  }

  async insert(values: OrderInsert, tx: Executor): Promise<number> {
    const row = await tx.insertInto('ship_order').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  // Changes the member's order only while it is in one of `from` (and not deleted), so two
  // calls cannot both make the same move; false when it was not.
  async update(memberId: number, id: number, from: readonly OrderStatus[], set: OrderSet, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('ship_order')
      .set(set)
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('status', 'in', from)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async replaceGoods(orderId: number, lines: readonly GoodsInsert[], tx: Executor): Promise<void> {
    await tx.deleteFrom('ship_order_goods').where('order_id', '=', orderId).execute();
    if (lines.length > 0) await tx.insertInto('ship_order_goods').values(lines.map((line) => ({ ...line, order_id: orderId }))).execute();
  }

  async insertEvent(event: Insertable<ShipOrderEventTable>, tx: Executor): Promise<void> {
    await tx.insertInto('ship_order_event').values(event).execute();
  }

  async fileCount(orderId: number, tx: Executor): Promise<number> {
    const row = await tx.selectFrom('ship_order_file').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  async insertFile(orderId: number, fileId: number, now: string, tx: Executor): Promise<void> {
    await tx.insertInto('ship_order_file').values({ order_id: orderId, file_id: fileId, created_at: now }).execute();
  }

  // The file the link pointed at, or undefined when the order has no such link.
  async deleteFile(orderId: number, linkId: number, tx: Executor): Promise<number | undefined> {
    const row = await tx.deleteFrom('ship_order_file').where('id', '=', linkId).where('order_id', '=', orderId).returning('file_id').executeTakeFirst();
    return row?.file_id;
  }
}

// Orders as lists show them, newest first, one page after `after` of the orders `query` finds
// (docs/lists.md): with the names of their places and the cartons received; the total on the
// first page only, capped. Member and staff lists differ only in `query`.
export async function listPage(db: Kysely<DB>, query: OrderQuery, pageSize: number, after: Keyset | null) {
  const pageQuery = (after ? query.where(keysetBefore('o.created_at', 'o.id', after)) : query)
    .leftJoin('channel as c', 'c.id', 'o.channel_id')
    .leftJoin('warehouse as sw', 'sw.id', 'o.start_warehouse_id')
    .leftJoin('warehouse as dw', 'dw.id', 'o.dest_warehouse_id')
    .leftJoin('region as dc', 'dc.id', 'o.dest_city_id')
    .leftJoin('ship_order_receipt as r', 'r.order_id', 'o.id')
    .select([
      'o.id',
      'o.member_id',
      'o.order_no',
      'o.marks',
      'o.order_type',
      'o.transport_type',
      'o.status',
      'o.cargo_control_status',
      'o.consignor_name',
      'o.consignor_phone',
      'o.consignee_name',
      'o.consignee_phone',
      'o.total_num',
      'o.total_volume',
      'o.total_weight',
      'o.total_worth',
      'o.flagged',
      'o.created_at',
      'o.delivery_date',
      'r.cartons as received_cartons',
    ])
    .select([
      'c.id as c_id', 'c.code as c_code', 'c.name_zh as c_name_zh', 'c.name_en as c_name_en', 'c.name_fr as c_name_fr',
      'sw.id as sw_id', 'sw.code as sw_code', 'sw.name_zh as sw_name_zh', 'sw.name_en as sw_name_en', 'sw.name_fr as sw_name_fr',
      'dw.id as dw_id', 'dw.code as dw_code', 'dw.name_zh as dw_name_zh', 'dw.name_en as dw_name_en', 'dw.name_fr as dw_name_fr',
      'dc.id as dc_id', 'dc.code as dc_code', 'dc.name_zh as dc_name_zh', 'dc.name_en as dc_name_en', 'dc.name_fr as dc_name_fr',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(pageSize + 1);
  const [rows, count] = await Promise.all([pageQuery.execute(), after ? null : cappedCount(db, query)]);
  return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
}

export type ListRow = Awaited<ReturnType<typeof listPage>>['rows'][number];
