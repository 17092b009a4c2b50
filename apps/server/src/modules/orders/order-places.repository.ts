import { sql, type Kysely } from 'kysely';
import { STATUS_ENABLED } from '@portal/contracts/system';
import type { DB } from '../../db/schema.js';

const NAMES = ['name_zh', 'name_en', 'name_fr'] as const;

export type PlaceKind = 'channel' | 'warehouse' | 'region';

// The reference rows an order points at (modules/ecw's tables): read by id to check a route
// and to name the places of an order. Disabled rows are returned too, with their status: an
// order placed before a warehouse closed still names it; the route check refuses it.
export class OrderPlacesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  regions(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('region')
      .select(['id', 'type', 'code', 'country_code', 'trade_type', 'status', ...NAMES])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  warehouses(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('warehouse')
      .select(['id', 'type', 'code', 'city_id', 'status', ...NAMES])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  channels(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('channel')
      .select(['id', 'code', 'transport_type', 'accepts_restricted', 'status', ...NAMES])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  // The names of channels, warehouses and regions by id, in one query (the list's places).
  names(ids: { channels: readonly number[]; warehouses: readonly number[]; regions: readonly number[] }) {
    const part = (kind: PlaceKind, table: 'channel' | 'warehouse' | 'region', of: readonly number[]) =>
      this.db
        .selectFrom(table)
        .select([sql<PlaceKind>`${sql.lit(kind)}`.as('kind'), 'id', 'code', ...NAMES])
        .where('id', 'in', [...new Set(of)]);
    const parts = [
      ...(ids.channels.length > 0 ? [part('channel', 'channel', ids.channels)] : []),
      ...(ids.warehouses.length > 0 ? [part('warehouse', 'warehouse', ids.warehouses)] : []),
      ...(ids.regions.length > 0 ? [part('region', 'region', ids.regions)] : []),
    ];
    const [first, ...rest] = parts;
    if (!first) return Promise.resolve([]);
    return rest.reduce((query, next) => query.unionAll(next), first).execute();
  }

  productAttrs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('product_attr')
      .select(['id', 'restricted', 'status', ...NAMES])
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  async enabledUnits(codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('unit')
      .select('code')
      .where('code', 'in', [...new Set(codes)])
      .where('status', '=', STATUS_ENABLED)
      .execute();
    return new Set(rows.map((r) => r.code));
  }

  // The opened routes leaving these start warehouses (to an open destination warehouse).
  openRoutes(startIds: readonly number[]) {
    if (startIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('warehouse_route as r')
      .innerJoin('warehouse as d', 'd.id', 'r.dest_warehouse_id')
      .select(['r.start_warehouse_id', 'r.dest_warehouse_id', 'r.transport_type', 'r.channel_id'])
      .where('r.start_warehouse_id', 'in', [...new Set(startIds)])
      .where('r.status', '=', STATUS_ENABLED)
      .where('d.status', '=', STATUS_ENABLED)
      .execute();
  }
}
