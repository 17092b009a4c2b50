import type { Insertable, Kysely } from 'kysely';
import { STATUS_ENABLED } from '@portal/contracts/system';
import type { PriceLineCategory, ProductPageQuery } from '@portal/contracts/price';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import { containsPattern, likePattern, toCount, toIso } from '../../db/sql.js';
import type { PriceLineTable } from '../../db/tables/price.js';

export type LineRow = Omit<Insertable<PriceLineTable>, 'id'>;
export type SurchargeRow = { attr_id: number; mode: string; amount: number };

// Queries of the price check: products, price lines with their route, and staff changes.
export class PriceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async productPage(filter: ProductPageQuery) {
    let query = this.db.selectFrom('product').where('status', '=', STATUS_ENABLED);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      query = query.where((eb) =>
        eb.or(['code', 'name_zh', 'name_en', 'name_fr'].map((column) => likePattern(eb.ref(column as 'code'), pattern))),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.n) };
  }

  product(id: number) {
    return this.db.selectFrom('product').selectAll().where('id', '=', id).where('status', '=', STATUS_ENABLED).executeTakeFirst();
  }

  attrs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('product_attr').selectAll().where('id', 'in', ids).orderBy('sort').orderBy('id').execute();
  }

  // Lines and their route, warehouses, channel and currency; `where` narrows them.
  private lines(executor: Executor = this.db) {
    return executor
      .selectFrom('price_line as l')
      .innerJoin('warehouse_route as r', 'r.id', 'l.route_id')
      .innerJoin('warehouse as s', 's.id', 'r.start_warehouse_id')
      .innerJoin('warehouse as d', 'd.id', 'r.dest_warehouse_id')
      .innerJoin('currency as cur', 'cur.code', 'l.currency_code')
      .leftJoin('channel as c', 'c.id', 'r.channel_id')
      .select([
        'l.id',
        'l.route_id',
        'l.category',
        'l.basis',
        'l.rate',
        'l.minimum_charge',
        'l.currency_code',
        'l.volumetric_divisor',
        'l.status',
        'l.updated_by',
        'l.updated_at',
        'r.transport_type',
        'r.transit_days_min',
        'r.transit_days_max',
        'r.channel_id',
        'c.code as c_code',
        'c.name_zh as c_name_zh',
        'c.name_en as c_name_en',
        'c.name_fr as c_name_fr',
        'c.accepts_restricted as c_accepts_restricted',
        's.id as s_id',
        's.code as s_code',
        's.name_zh as s_name_zh',
        's.name_en as s_name_en',
        's.name_fr as s_name_fr',
        'd.id as d_id',
        'd.code as d_code',
        'd.name_zh as d_name_zh',
        'd.name_en as d_name_en',
        'd.name_fr as d_name_fr',
        'cur.symbol as cur_symbol',
        'cur.digits as cur_digits',
      ]);
  }

  // Enabled lines on open routes between the two cities, for the category or for all.
  matchingLines(filter: { startCityId: number; destCityId: number; transportType: string; categories: readonly PriceLineCategory[] }) {
    return this.lines()
      .where('s.city_id', '=', filter.startCityId)
      .where('d.city_id', '=', filter.destCityId)
      .where('r.transport_type', '=', filter.transportType)
      .where('l.category', 'in', filter.categories)
      .where('l.status', '=', STATUS_ENABLED)
      .where('r.status', '=', STATUS_ENABLED)
      .where('s.status', '=', STATUS_ENABLED)
      .where('d.status', '=', STATUS_ENABLED)
      // As openedRouterList: a route whose channel is switched off is closed.
      .where((eb) => eb.or([eb('r.channel_id', 'is', null), eb('c.status', '=', STATUS_ENABLED)]))
      .orderBy('r.sort')
      .orderBy('r.id')
      .execute();
  }

  surcharges(lineIds: readonly number[], executor: Executor = this.db) {
    if (lineIds.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('price_line_surcharge as x')
      .innerJoin('product_attr as a', 'a.id', 'x.attr_id')
      .select(['x.line_id', 'x.attr_id', 'x.mode', 'x.amount', 'a.code', 'a.name_zh', 'a.name_en', 'a.name_fr'])
      .where('x.line_id', 'in', lineIds)
      .orderBy('a.sort')
      .orderBy('x.id')
      .execute();
  }

  async linePage(filter: { routeId?: number | undefined; transportType?: string | undefined; category?: string | undefined; offset: number; limit: number }) {
    let query = this.lines();
    if (filter.routeId) query = query.where('l.route_id', '=', filter.routeId);
    if (filter.transportType) query = query.where('r.transport_type', '=', filter.transportType);
    if (filter.category) query = query.where('l.category', '=', filter.category);
    const [rows, count] = await Promise.all([
      query.orderBy('l.id').limit(filter.limit).offset(filter.offset).execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.n) };
  }

  line(id: number, executor: Executor = this.db) {
    return this.lines(executor).where('l.id', '=', id).executeTakeFirst();
  }

  route(id: number) {
    return this.db.selectFrom('warehouse_route').select(['id', 'transport_type']).where('id', '=', id).executeTakeFirst();
  }

  currencyExists(code: string) {
    return this.db.selectFrom('currency').select('id').where('code', '=', code).executeTakeFirst();
  }

  async insertLine(row: LineRow, executor: Executor): Promise<number> {
    const { id } = await executor.insertInto('price_line').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async updateLine(id: number, row: Omit<LineRow, 'created_at' | 'created_by'>, executor: Executor): Promise<boolean> {
    const result = await executor.updateTable('price_line').set(row).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteLine(id: number, executor: Executor): Promise<boolean> {
    const result = await executor.deleteFrom('price_line').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async replaceSurcharges(lineId: number, rows: readonly SurchargeRow[], executor: Executor): Promise<void> {
    await executor.deleteFrom('price_line_surcharge').where('line_id', '=', lineId).execute();
    if (rows.length > 0) await executor.insertInto('price_line_surcharge').values(rows.map((r) => ({ line_id: lineId, ...r }))).execute();
  }

  // A line's audit rows with who wrote them, newest first (keyset on created_at, id).
  async audits(lineId: number, pageSize: number, after: Keyset | null) {
    let query = this.db
      .selectFrom('staff_audit as a')
      .leftJoin('staff_user as s', 's.id', 'a.staff_id')
      .select(['a.id', 'a.entity_id', 'a.action', 'a.staff_id', 'a.before', 'a.after', 'a.created_at', 's.name as staff_name'])
      .where('a.entity', '=', 'priceLine')
      .where('a.entity_id', '=', lineId);
    if (after) query = query.where(keysetBefore('a.created_at', 'a.id', after));
    const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(pageSize + 1).execute();
    return keysetResult(rows, pageSize, (r) => ({ sort: toIso(r.created_at), id: r.id }));
  }

  lineExists(id: number) {
    return this.db.selectFrom('price_line').select('id').where('id', '=', id).executeTakeFirst();
  }
}
