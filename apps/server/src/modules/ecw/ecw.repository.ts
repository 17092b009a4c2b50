import type { Kysely } from 'kysely';
import type { OpenedRouteQuery, TradeType } from '@portal/contracts/ecw';
import { STATUS_ENABLED } from '@portal/contracts/system';
import type { DB } from '../../db/schema.js';

// Queries on the shipping reference tables. Member reads see enabled rows only.
export class EcwRepository {
  constructor(private readonly db: Kysely<DB>) {}

  countries(includeDisabled = false) {
    let query = this.db.selectFrom('country').selectAll();
    if (!includeDisabled) query = query.where('status', '=', STATUS_ENABLED);
    return query.orderBy('sort').orderBy('id').execute();
  }

  // Enabled countries of a calling code (several share one: +1, +7).
  countriesByAreaCode(areaCode: string) {
    return this.db.selectFrom('country').select('code').where('area_code', '=', areaCode).where('status', '=', STATUS_ENABLED).execute();
  }

  country(code: string) {
    return this.db.selectFrom('country').selectAll().where('code', '=', code).executeTakeFirst();
  }

  // The region table is small (countries, provinces, cities the business serves), so trees
  // and descendant lists are built from one read.
  regions() {
    return this.db.selectFrom('region').selectAll().where('status', '=', STATUS_ENABLED).orderBy('sort').orderBy('id').execute();
  }

  region(id: number) {
    return this.db.selectFrom('region').selectAll().where('id', '=', id).where('status', '=', STATUS_ENABLED).executeTakeFirst();
  }

  currencies() {
    return this.db.selectFrom('currency').selectAll().where('status', '=', STATUS_ENABLED).orderBy('sort').orderBy('id').execute();
  }

  currency(code: string) {
    return this.db.selectFrom('currency').selectAll().where('code', '=', code).where('status', '=', STATUS_ENABLED).executeTakeFirst();
  }

  units() {
    return this.db.selectFrom('unit').selectAll().where('status', '=', STATUS_ENABLED).orderBy('sort').orderBy('id').execute();
  }

  productAttrs() {
    return this.db.selectFrom('product_attr').selectAll().where('status', '=', STATUS_ENABLED).orderBy('sort').orderBy('id').execute();
  }

  channels(transportType?: string) {
    let query = this.db.selectFrom('channel').selectAll().where('status', '=', STATUS_ENABLED);
    if (transportType) query = query.where('transport_type', '=', transportType);
    return query.orderBy('sort').orderBy('id').execute();
  }

  warehouses(type?: TradeType) {
    let query = this.db.selectFrom('warehouse').selectAll().where('status', '=', STATUS_ENABLED);
    if (type) query = query.where('type', '=', type);
    return query.orderBy('sort').orderBy('id').execute();
  }

  openedRoutes(filter: OpenedRouteQuery) {
    let query = this.db
      .selectFrom('warehouse_route as r')
      .innerJoin('warehouse as s', 's.id', 'r.start_warehouse_id')
      .innerJoin('warehouse as d', 'd.id', 'r.dest_warehouse_id')
      .leftJoin('channel as c', 'c.id', 'r.channel_id')
      .select([
        'r.id',
        'r.transport_type',
        'r.channel_id',
        'r.transit_days_min',
        'r.transit_days_max',
        'c.code as c_code',
        'c.name_zh as c_name_zh',
        'c.name_en as c_name_en',
        'c.name_fr as c_name_fr',
        's.id as s_id',
        's.code as s_code',
        's.name_zh as s_name_zh',
        's.name_en as s_name_en',
        's.name_fr as s_name_fr',
        's.country_id as s_country_id',
        's.city_id as s_city_id',
        'd.id as d_id',
        'd.code as d_code',
        'd.name_zh as d_name_zh',
        'd.name_en as d_name_en',
        'd.name_fr as d_name_fr',
        'd.country_id as d_country_id',
        'd.city_id as d_city_id',
      ])
      .where('r.status', '=', STATUS_ENABLED)
      .where('s.status', '=', STATUS_ENABLED)
      .where('d.status', '=', STATUS_ENABLED)
      // A route whose channel was switched off is closed; a route without a channel stays.
      .where((eb) => eb.or([eb('r.channel_id', 'is', null), eb('c.status', '=', STATUS_ENABLED)]));
    if (filter.startWarehouseId) query = query.where('r.start_warehouse_id', '=', filter.startWarehouseId);
    if (filter.destWarehouseId) query = query.where('r.dest_warehouse_id', '=', filter.destWarehouseId);
    if (filter.transportType) query = query.where('r.transport_type', '=', filter.transportType);
    if (filter.channelId) query = query.where('r.channel_id', '=', filter.channelId);
    return query.orderBy('r.sort').orderBy('r.id').execute();
  }
}
