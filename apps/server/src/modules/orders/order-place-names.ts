import type { ReadCache } from '../../db/read-cache.js';
import type { OrderPlacesRepository, PlaceKind } from './order-places.repository.js';
import { placeRef, type PlaceRef } from './order-views.js';

// A place of a list row by kind and id (null when the order has none).
export type PlaceLookup = (kind: PlaceKind, id: number | null) => PlaceRef | null;

// The place columns of a list row.
interface RowPlaces {
  channel_id: number | null;
  start_warehouse_id: number | null;
  dest_warehouse_id: number | null;
  dest_city_id: number | null;
}

const distinct = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id) => id !== null))].sort((a, b) => a - b);

// The names of the places a page of orders points at. A page names few places (a handful of
// channels, warehouses and cities), so they are read in one query rather than joined onto
// every row, and kept in the read cache (db/read-cache.ts) under the ids asked for: on SQLite
// a page then reads only ship_order; where the cache keeps nothing (PostgreSQL) it is one
// small query by primary keys beside the page.
export class OrderPlaceNames {
  constructor(
    private readonly places: OrderPlacesRepository,
    private readonly cache: ReadCache,
  ) {}

  async of(rows: readonly RowPlaces[]): Promise<PlaceLookup> {
    const ids = {
      channels: distinct(rows.map((row) => row.channel_id)),
      warehouses: distinct(rows.flatMap((row) => [row.start_warehouse_id, row.dest_warehouse_id])),
      regions: distinct(rows.map((row) => row.dest_city_id)),
    };
    const key = `order-places:${ids.channels.join(',')}|${ids.warehouses.join(',')}|${ids.regions.join(',')}`;
    const named = await this.cache.read(key, async () => {
      const found = await this.places.names(ids);
      return Object.fromEntries(found.map((place) => [`${place.kind}:${place.id}`, placeRef(place)])) as Record<string, PlaceRef>;
    });
    return (kind, id) => (id === null ? null : (named[`${kind}:${id}`] ?? null));
  }
}
