import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { fromBool, nowIso } from '../sql.js';
import { CHANNELS, CURRENCIES, PRODUCT_ATTRS, UNITS, type NamedSeed } from './data/catalog.js';
import { countryByCode, countryList } from './data/countries.js';
import { REGIONS } from './data/regions.js';
import { ROUTES, WAREHOUSES } from './data/warehouses.js';
import { inBatches, missingRows } from './seed-helpers.js';

// Shipping reference data. Like every reference seeder: inserts rows missing by natural key
// (code), never updates existing ones.

function stamps(now: string, sort: number) {
  return { sort, status: 0, created_at: now, updated_at: now };
}

function names(n: NamedSeed | { zh: string; en: string; fr: string }) {
  return { name_zh: n.zh, name_en: n.en, name_fr: n.fr };
}

async function existingCodes(db: Kysely<DB>, table: 'country' | 'region' | 'warehouse' | 'channel' | 'currency' | 'unit' | 'product_attr') {
  const rows = await db.selectFrom(table).select('code').execute();
  return rows.map((r) => r.code);
}

export async function seedCatalog(db: Kysely<DB>): Promise<void> {
  const now = nowIso();

  const currencies = missingRows(CURRENCIES, await existingCodes(db, 'currency'), (c) => c.code);
  if (currencies.length > 0) {
    await db
      .insertInto('currency')
      .values(currencies.map((c) => ({ code: c.code, ...names(c), symbol: c.symbol, digits: c.digits, ...stamps(now, CURRENCIES.indexOf(c) + 1) })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  const units = missingRows(UNITS, await existingCodes(db, 'unit'), (u) => u.code);
  if (units.length > 0) {
    await db
      .insertInto('unit')
      .values(units.map((u) => ({ code: u.code, ...names(u), ...stamps(now, UNITS.indexOf(u) + 1) })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  const attrs = missingRows(PRODUCT_ATTRS, await existingCodes(db, 'product_attr'), (a) => a.code);
  if (attrs.length > 0) {
    await db
      .insertInto('product_attr')
      .values(attrs.map((a) => ({ code: a.code, ...names(a), restricted: fromBool(a.restricted), ...stamps(now, PRODUCT_ATTRS.indexOf(a) + 1) })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  const channels = missingRows(CHANNELS, await existingCodes(db, 'channel'), (c) => c.code);
  if (channels.length > 0) {
    await db
      .insertInto('channel')
      .values(
        channels.map((c) => ({
          code: c.code,
          transport_type: c.transportType,
          ...names(c),
          accepts_restricted: fromBool(c.acceptsRestricted),
          ...stamps(now, CHANNELS.indexOf(c) + 1),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}

export async function seedCountries(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const rows = missingRows(countryList(), await existingCodes(db, 'country'), (c) => c.code);
  await inBatches(rows, (batch) =>
    db
      .insertInto('country')
      .values(batch.map((c) => ({ code: c.code, ...names(c), area_code: c.areaCode, ...stamps(now, c.sort) })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute(),
  );
}

// Inserted level by level (countries, provinces, cities) so each level knows its parents' ids.
export async function seedRegions(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const idsByCode = async () => new Map((await db.selectFrom('region').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));

  let ids = await idsByCode();
  const countries = REGIONS.filter((r) => !ids.has(r.code));
  if (countries.length > 0) {
    await db
      .insertInto('region')
      .values(
        countries.map((r) => ({
          parent_id: null,
          type: 'country' as const,
          code: r.code,
          country_code: r.code,
          ...names(countryByCode(r.code)),
          is_trade_city: 0,
          trade_type: null,
          currency_code: r.currency,
          quote_currency_code: r.quoteCurrency ?? null,
          ...stamps(now, countryByCode(r.code).sort),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    ids = await idsByCode();
  }

  const provinces = REGIONS.flatMap((r) => r.provinces.map((p, i) => ({ country: r.code, p, sort: i + 1 }))).filter(({ p }) => !ids.has(p.code));
  if (provinces.length > 0) {
    await db
      .insertInto('region')
      .values(
        provinces.map(({ country, p, sort }) => ({
          parent_id: ids.get(country)!,
          type: 'province' as const,
          code: p.code,
          country_code: country,
          ...names(p),
          is_trade_city: 0,
          trade_type: null,
          currency_code: null,
          ...stamps(now, sort),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    ids = await idsByCode();
  }

  const cities = REGIONS.flatMap((r) => [
    ...r.cities.map((c, i) => ({ country: r.code, parent: r.code, c, sort: i + 1 })),
    ...r.provinces.flatMap((p) => p.cities.map((c, i) => ({ country: r.code, parent: p.code, c, sort: i + 1 }))),
  ]).filter(({ c }) => !ids.has(c.code));
  if (cities.length > 0) {
    await db
      .insertInto('region')
      .values(
        cities.map(({ country, parent, c, sort }) => ({
          parent_id: ids.get(parent)!,
          type: 'city' as const,
          code: c.code,
          country_code: country,
          ...names(c),
          is_trade_city: fromBool(c.trade !== null),
          trade_type: c.trade,
          currency_code: null,
          ...stamps(now, sort),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}

export async function seedWarehouses(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const regionIds = new Map((await db.selectFrom('region').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const warehouses = missingRows(WAREHOUSES, await existingCodes(db, 'warehouse'), (w) => w.code).filter(
    // A staff-deleted region leaves its warehouse out rather than failing the start.
    (w) => regionIds.has(w.country) && regionIds.has(w.city),
  );
  if (warehouses.length > 0) {
    await db
      .insertInto('warehouse')
      .values(
        warehouses.map((w) => ({
          code: w.code,
          type: w.type,
          country_id: regionIds.get(w.country)!,
          city_id: regionIds.get(w.city)!,
          ...names(w),
          address_zh: w.address.zh,
          address_en: w.address.en,
          address_fr: w.address.fr,
          opening_hours_zh: w.hours.zh,
          opening_hours_en: w.hours.en,
          opening_hours_fr: w.hours.fr,
          contact_phone: w.phone,
          ...stamps(now, WAREHOUSES.indexOf(w) + 1),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  const warehouseIds = new Map((await db.selectFrom('warehouse').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const channelIds = new Map((await db.selectFrom('channel').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const existing = await db.selectFrom('warehouse_route').select(['start_warehouse_id', 'dest_warehouse_id', 'transport_type', 'channel_id']).execute();
  const keyOf = (start: number, dest: number, transportType: string, channel: number | null | undefined) =>
    `${start}|${dest}|${transportType}|${channel ?? ''}`;
  const routes = ROUTES.map((r, i) => ({
    start: warehouseIds.get(r.start),
    dest: warehouseIds.get(r.dest),
    channel: r.channel === null ? null : channelIds.get(r.channel),
    r,
    sort: i + 1,
  })).filter((x): x is { start: number; dest: number; channel: number | null; r: (typeof ROUTES)[number]; sort: number } =>
    x.start !== undefined && x.dest !== undefined && x.channel !== undefined,
  );
  const missing = missingRows(
    routes,
    existing.map((e) => keyOf(e.start_warehouse_id, e.dest_warehouse_id, e.transport_type, e.channel_id)),
    (x) => keyOf(x.start, x.dest, x.r.transportType, x.channel),
  );
  await inBatches(missing, (batch) =>
    db
      .insertInto('warehouse_route')
      .values(
        batch.map((x) => ({
          start_warehouse_id: x.start,
          dest_warehouse_id: x.dest,
          transport_type: x.r.transportType,
          channel_id: x.channel,
          transit_days_min: x.r.days[0],
          transit_days_max: x.r.days[1],
          ...stamps(now, x.sort),
        })),
      )
      .onConflict((oc) => oc.columns(['start_warehouse_id', 'dest_warehouse_id', 'transport_type', 'channel_id']).doNothing())
      .execute(),
  );
}
