import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { OrderStatus } from '@portal/contracts/statuses';
import { cappedTotal, countQuery, firstPageTotal, keysetBefore, keysetResult, pastCapQuery, type Keyset } from '../../db/keyset.js';
import { prepared } from '../../db/prepared.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { containsPattern, likePattern, toCount, toIso } from '../../db/sql.js';
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

export type OrderInsert = Insertable<ShipOrderTable>;
export type OrderSet = Updateable<ShipOrderTable>;
export type GoodsInsert = Omit<Insertable<ShipOrderGoodsTable>, 'order_id'>;

// Orders (as `o`), to be narrowed by a list's scope and filters.
export const allOrders = (db: Executor) => db.selectFrom('ship_order as o');
export type OrderQuery = ReturnType<typeof allOrders>;

// The received list's partial index (migration 20261125100000) holds live, non-draft orders;
// the condition is written as the index writes it, so SQLite recognises it.
const liveNotDraft = (table: 'o' | 'ship_order') => sql<boolean>`${sql.ref(`${table}.deleted_at`)} is null and ${sql.ref(`${table}.status`)} <> 0`;

function scoped(db: Executor, scope: OrderScope) {
  const query = allOrders(db);
  if (scope.role === 'posted') return query.where('o.member_id', '=', scope.memberId).where('o.deleted_at', 'is', null);
  return query.where('o.consignee_phone', '=', scope.phone).where('o.consignee_area_code', '=', scope.areaCode).where(liveNotDraft('o'));
}

const FILTER_KEYS = ['status', 'transportType', 'from', 'to', 'keyword'] as const;

// Which list query a call needs: its scope, the filters it gives, first page or not.
interface ListShape {
  role: OrderScope['role'];
  filters: readonly (typeof FILTER_KEYS)[number][];
  after: boolean;
}

// The values a compiled list query takes (each shape reads the ones it uses).
interface ListValues {
  memberId: number | undefined;
  areaCode: string | undefined;
  phone: string | undefined;
  status: number | undefined;
  transportType: string | undefined;
  from: string | undefined;
  to: string | undefined;
  orderNo: string | undefined;
  pattern: string | undefined;
  afterSort: string | number | undefined;
  afterId: number | undefined;
  limit: number;
}
type Slot = <T>(name: keyof ListValues) => T;

function listValues(scope: OrderScope, filter: OrderFilter, after: Keyset | null, limit: number): ListValues {
  return {
    memberId: scope.role === 'posted' ? scope.memberId : undefined,
    areaCode: scope.role === 'received' ? scope.areaCode : undefined,
    phone: scope.role === 'received' ? scope.phone : undefined,
    status: filter.status,
    transportType: filter.transportType,
    from: filter.from,
    to: filter.to,
    orderNo: filter.keyword?.toUpperCase(),
    pattern: filter.keyword === undefined ? undefined : containsPattern(filter.keyword),
    afterSort: after?.sort,
    afterId: after?.id,
    limit,
  };
}

function filteredList(db: Kysely<DB>, shape: ListShape, slot: Slot) {
  const scope: OrderScope =
    shape.role === 'posted' ? { role: 'posted', memberId: slot('memberId') } : { role: 'received', areaCode: slot('areaCode'), phone: slot('phone') };
  let query = scoped(db, scope);
  const has = (key: (typeof FILTER_KEYS)[number]) => shape.filters.includes(key);
  if (has('status')) query = query.where('o.status', '=', slot<OrderStatus>('status'));
  if (has('transportType')) query = query.where('o.transport_type', '=', slot<string>('transportType'));
  if (has('from')) query = query.where('o.created_at', '>=', slot<string>('from'));
  if (has('to')) query = query.where('o.created_at', '<', slot<string>('to'));
  if (has('keyword')) {
    const pattern = slot<string>('pattern');
    query = query.where((eb) =>
      eb.or([
        eb('o.order_no', '=', slot<string>('orderNo')),
        ...(['o.marks', 'o.consignee_name', 'o.consignee_phone'] as const).map((column) => likePattern(eb.ref(column), pattern)),
      ]),
    );
  }
  return query;
}

// Orders as lists show them, newest first: the list's columns of ship_order and the cartons
// received. Place names are not joined here: a page names a few places, read once beside it
// (order-place-names.ts). Member and staff lists differ only in the orders `query` finds.
function listSelect(query: OrderQuery) {
  return query
    .leftJoin('ship_order_receipt as r', 'r.order_id', 'o.id')
    .select([
      'o.id',
      'o.member_id',
      'o.order_no',
      'o.marks',
      'o.order_type',
      'o.transport_type',
      'o.channel_id',
      'o.start_warehouse_id',
      'o.dest_warehouse_id',
      'o.dest_city_id',
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
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc');
}

// One page after `after` of the orders `query` finds (docs/lists.md), the total on the first
// page only, capped: the staff list (order-staff.repository.ts). The member lists run the same
// query compiled once per shape (OrderRepository.page).
export async function listPage(query: OrderQuery, pageSize: number, after: Keyset | null) {
  const pageQuery = listSelect(after ? query.where(keysetBefore('o.created_at', 'o.id', after)) : query).limit(pageSize + 1);
  const [rows, pastCap] = await Promise.all([pageQuery.execute(), after ? null : pastCapQuery(query).execute()]);
  const count = pastCap ? await firstPageTotal(rows.length, pageSize, pastCap, async () => (await countQuery(query).executeTakeFirstOrThrow()).n) : null;
  return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
}

// A member list shape's page query and the queries of its capped total, each compiled once.
function listQueries(shape: ListShape) {
  return {
    page: prepared((db, slot: Slot) => {
      const query = filteredList(db, shape, slot);
      return listSelect(shape.after ? query.where(keysetBefore('o.created_at', 'o.id', { sort: slot('afterSort'), id: slot('afterId') })) : query)
        .limit(slot<number>('limit'));
    }),
    pastCap: prepared((db, slot: Slot) => pastCapQuery(filteredList(db, shape, slot))),
    count: prepared((db, slot: Slot) => countQuery(filteredList(db, shape, slot))),
  };
}

// A list shape's orders by status (the shape never filters by status).
const statusCounts = (shape: ListShape) =>
  prepared((db, slot: Slot) =>
    filteredList(db, shape, slot)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status'),
  );

// A member's live orders by status as the triggers of migration 20261127800000 keep them: the
// posted list's status counts, and its first page's total when no filter other than the status
// is given (docs/orders.md, "Lists"). Exactly what the posted list's scope counts.
const MEMBER_COUNTS = prepared((db, slot: Slot) =>
  db
    .selectFrom('ship_order_member_count')
    .select(['status', 'n'])
    .where('member_id', '=', slot<number>('memberId'))
    .where('n', '>', 0),
);

// Queries on ship_order and its goods, events and files. Member reads are always scoped;
// another member's id finds nothing.
export class OrderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private readonly listQueries = new Map<string, ReturnType<typeof listQueries>>();
  private readonly countQueries = new Map<string, ReturnType<typeof statusCounts>>();

  find(scope: OrderScope, id: number, tx: Executor = this.db) {
    return scoped(tx, scope).selectAll('o').where('o.id', '=', id).executeTakeFirst();
  }

  findByIdempotencyKey(memberId: number, key: string, tx: Executor = this.db) {
    return tx.selectFrom('ship_order').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirst();
  }

  // Public lookup: a submitted, live order by its number.
  findByNo(orderNo: string) {
    return this.db.selectFrom('ship_order').selectAll().where('order_no', '=', orderNo).where(liveNotDraft('ship_order')).executeTakeFirst();
  }

  // A member's own submitted orders with a shipping mark (in any case), newest first.
  findByMarks(memberId: number, marks: string, limit: number) {
    return this.db
      .selectFrom('ship_order')
      .selectAll()
      .where('member_id', '=', memberId)
      .where((eb) => eb(eb.fn('lower', ['marks']), '=', marks.toLowerCase()))
      .where(liveNotDraft('ship_order'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  // Newest first, one page after `after` (docs/lists.md); the total on the first page only,
  // capped. The lists are the hottest reads of the portal, so each shape of query (which
  // filters, first page or not) is built and compiled once (db/prepared.ts) and then run with
  // the call's values.
  async page(scope: OrderScope, filter: OrderFilter, pageSize: number, after: Keyset | null) {
    if (filter.ids !== undefined) return this.pageOfIds(scope, filter, filter.ids, pageSize, after);
    const shape: ListShape = {
      role: scope.role,
      filters: FILTER_KEYS.filter((key) => filter[key] !== undefined && filter[key] !== ''),
      after: after !== null,
    };
    const key = `${shape.role}:${shape.filters.join(',')}:${shape.after}`;
    let queries = this.listQueries.get(key);
    if (!queries) this.listQueries.set(key, (queries = listQueries(shape)));
    const values = listValues(scope, filter, after, pageSize + 1);
    const keyed = (row: ListRow) => ({ sort: toIso(row.created_at), id: row.id });
    // The posted list's first page, unfiltered or by status only: its total is a kept count.
    if (!after && scope.role === 'posted' && shape.filters.every((key) => key === 'status')) {
      const [rows, counts] = await Promise.all([queries.page(this.db, values), MEMBER_COUNTS(this.db, values)]);
      const n = counts.reduce((sum, row) => (filter.status === undefined || row.status === filter.status ? sum + toCount(row.n) : sum), 0);
      return { ...keysetResult(rows, pageSize, keyed), count: cappedTotal(n) };
    }
    const [rows, pastCap] = await Promise.all([queries.page(this.db, values), after ? null : queries.pastCap(this.db, values)]);
    const count = pastCap ? await firstPageTotal(rows.length, pageSize, pastCap, async () => (await queries.count(this.db, values))[0]?.n) : null;
    return { ...keysetResult(rows, pageSize, keyed), count };
  }

  // The export of selected rows: a list of ids has no fixed shape to compile, so it is built
  // per call (at most ORDER_IDS_MAX ids).
  private pageOfIds(scope: OrderScope, filter: OrderFilter, ids: readonly number[], pageSize: number, after: Keyset | null) {
    const shape: ListShape = {
      role: scope.role,
      filters: FILTER_KEYS.filter((key) => filter[key] !== undefined && filter[key] !== ''),
      after: false,
    };
    const values = listValues(scope, filter, after, pageSize + 1);
    const query = filteredList(this.db, shape, <T>(name: keyof ListValues) => values[name] as T).where('o.id', 'in', ids.length > 0 ? ids : [0]);
    return listPage(query, pageSize, after);
  }

  // The list's orders under `filter` (its status ignored) by status. The posted side unfiltered
  // from the kept counts (a few rows by primary key); otherwise a `group by` over the list's
  // own query, compiled once per shape.
  async statusCounts(scope: OrderScope, filter: OrderFilter): Promise<Map<number, number>> {
    const values = listValues(scope, filter, null, 0);
    const filters = FILTER_KEYS.filter((key) => key !== 'status' && filter[key] !== undefined && filter[key] !== '');
    let rows: { status: number; n: number | string | bigint }[];
    if (scope.role === 'posted' && filters.length === 0) rows = await MEMBER_COUNTS(this.db, values);
    else {
      const key = `${scope.role}:${filters.join(',')}`;
      let query = this.countQueries.get(key);
      if (!query) this.countQueries.set(key, (query = statusCounts({ role: scope.role, filters, after: false })));
      rows = await query(this.db, values);
    }
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
      .select(['r.cartons', 'r.size', 'r.volume', 'r.weight', 'r.in_time', 'r.updated_at', 'r.complete', 'w.id as w_id', 'w.code as w_code', 'w.name_zh as w_name_zh', 'w.name_en as w_name_en', 'w.name_fr as w_name_fr'])
      .where('r.order_id', '=', orderId)
      .executeTakeFirst();
  }

  // The lots of a receipt, first first.
  lots(orderId: number, tx: Executor = this.db) {
    return tx.selectFrom('ship_order_receipt_lot').selectAll().where('order_id', '=', orderId).orderBy('lot_no').execute();
  }

  // Oldest first: the timeline reads down.
  events(orderIds: readonly number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('ship_order_event').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('time').orderBy('id').execute();
  }

  // The containers and air shipments of these ids, as members read them (docs/containers.md).
  shipments(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('shipment')
      .select(['id', 'kind', 'number', 'vessel', 'voyage', 'flight_no', 'port_of_loading', 'port_of_discharge', 'etd', 'eta'])
      .where('id', 'in', ids)
      .execute();
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
      // Cartons already in (a partial receipt) lock the order, whatever its status.
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ship_order_receipt as pr').select('pr.order_id').whereRef('pr.order_id', '=', 'ship_order.id').where('pr.complete', '=', 0))),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Some lots are in and the receipt is not complete (docs/warehouse.md).
  async partlyReceived(orderId: number, tx: Executor = this.db): Promise<boolean> {
    const row = await tx.selectFrom('ship_order_receipt').select('order_id').where('order_id', '=', orderId).where('complete', '=', 0).executeTakeFirst();
    return row !== undefined;
  }

  async replaceGoods(orderId: number, lines: readonly GoodsInsert[], tx: Executor): Promise<void> {
    await tx.deleteFrom('ship_order_goods').where('order_id', '=', orderId).execute();
    await this.insertGoods(orderId, lines, tx);
  }

  async insertGoods(orderId: number, lines: readonly GoodsInsert[], tx: Executor): Promise<void> {
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

export type ListRow = Awaited<ReturnType<typeof listPage>>['rows'][number];
