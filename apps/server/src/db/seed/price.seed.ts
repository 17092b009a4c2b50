import type { Kysely } from 'kysely';
import { DEFAULT_VOLUMETRIC_DIVISOR } from '@portal/contracts/price';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/system';
import type { DB } from '../schema.js';
import { nowIso, toJson } from '../sql.js';
import { inBatches } from './seed-helpers.js';
import type { ChannelCode } from './data/catalog.js';
import { CATEGORY_LINES, CHANNEL_LINES, COSTLIER_DEST, LINE_CURRENCY, PRODUCTS, UNPRICED_ROUTE, type LineSeed } from './data/prices.js';

const KINSHASA_FACTOR = 1.2;

// Demo products and a price line on every seeded route but one (data/prices.ts). Runs with the
// demo accounts, on a new database only.
export async function seedDemoPrices(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  const attrIds = new Map((await db.selectFrom('product_attr').select(['id', 'code']).execute()).map((a) => [a.code, a.id]));
  await db
    .insertInto('product')
    .values(
      PRODUCTS.map((p, i) => ({
        code: p.code,
        category: p.category,
        name_zh: p.zh,
        name_en: p.en,
        name_fr: p.fr,
        attr_ids: toJson(p.attrs.flatMap((code) => attrIds.get(code) ?? [])),
        sort: i + 1,
        status: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  const routes = await db
    .selectFrom('warehouse_route as r')
    .innerJoin('warehouse as s', 's.id', 'r.start_warehouse_id')
    .innerJoin('warehouse as d', 'd.id', 'r.dest_warehouse_id')
    .innerJoin('channel as c', 'c.id', 'r.channel_id')
    .select(['r.id', 'r.transport_type', 's.code as start', 'd.code as dest', 'c.code as channel'])
    .execute();
  const planned = routes.flatMap((route) => {
    if (route.start === UNPRICED_ROUTE.start && route.dest === UNPRICED_ROUTE.dest) return [];
    const channel = route.channel as ChannelCode;
    if (!(channel in CHANNEL_LINES)) return [];
    const transportType: TransportType = TRANSPORT_TYPES.find((t) => t === route.transport_type) ?? '1';
    const lines = [CHANNEL_LINES[channel], ...CATEGORY_LINES.filter((c) => c.channel === channel).map((c) => c.line)];
    return lines.map((line) => ({ routeId: route.id, transportType, line: route.dest === COSTLIER_DEST ? scaled(line) : line }));
  });
  await inBatches(planned, (batch) =>
    db
      .insertInto('price_line')
      .values(
        batch.map(({ routeId, transportType, line }) => ({
          route_id: routeId,
          category: line.category,
          basis: line.basis,
          rate: line.rate,
          minimum_charge: line.minimumCharge,
          currency_code: LINE_CURRENCY,
          volumetric_divisor: DEFAULT_VOLUMETRIC_DIVISOR[transportType],
          status: 0,
          created_by: null,
          updated_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute(),
  );
  const lineIds = new Map((await db.selectFrom('price_line').select(['id', 'route_id', 'category']).execute()).map((l) => [`${l.route_id}:${l.category}`, l.id]));
  const surcharges = planned.flatMap(({ routeId, line }) =>
    line.surcharges.flatMap((s) => {
      const lineId = lineIds.get(`${routeId}:${line.category}`);
      const attrId = attrIds.get(s.attr);
      return lineId && attrId ? [{ line_id: lineId, attr_id: attrId, mode: s.mode, amount: s.amount }] : [];
    }),
  );
  await inBatches(surcharges, (batch) => db.insertInto('price_line_surcharge').values(batch).execute());
}

function scaled(line: LineSeed): LineSeed {
  return { ...line, rate: Math.round(line.rate * KINSHASA_FACTOR), minimumCharge: Math.round(line.minimumCharge * KINSHASA_FACTOR) };
}
