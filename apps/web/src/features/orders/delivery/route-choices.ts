import type { ChannelItem, OpenedRouteItem, ProductAttrItem } from '@portal/contracts/ecw';

// Which places and channels the route step offers: those of the routes opened for the
// transport type that fit what the member has chosen so far. An order on a route nobody
// opened would be refused (ORDER_ROUTE_UNAVAILABLE), so the form does not offer one.

export interface RouteChosen {
  startCityId?: number | null;
  startWarehouseId?: number | null;
  destCountryId?: number | null;
  destCityId?: number | null;
  destWarehouseId?: number | null;
}

export interface TransitDays {
  min: number | null;
  max: number | null;
}

export interface RouteChoices {
  startCityIds: Set<number>;
  startWarehouseIds: Set<number>;
  destCountryIds: Set<number>;
  destCityIds: Set<number>;
  destWarehouseIds: Set<number>;
  // Channels of the routes that fit, with their transit days (the shortest and longest).
  channels: Map<number, TransitDays>;
}

const fits = (chosen: number | null | undefined, actual: number) => chosen === null || chosen === undefined || chosen === actual;

function widen(days: TransitDays | undefined, route: OpenedRouteItem): TransitDays {
  const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
  const upper = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
  return days ? { min: lower(days.min, route.transitDaysMin), max: upper(days.max, route.transitDaysMax) } : { min: route.transitDaysMin, max: route.transitDaysMax };
}

// Each list is narrowed by the choices before it (origin → destination → channel), never by
// its own, so a chosen place stays among the options.
export function routeChoices(routes: readonly OpenedRouteItem[], chosen: RouteChosen): RouteChoices {
  const result: RouteChoices = {
    startCityIds: new Set(),
    startWarehouseIds: new Set(),
    destCountryIds: new Set(),
    destCityIds: new Set(),
    destWarehouseIds: new Set(),
    channels: new Map(),
  };
  for (const route of routes) {
    const start = route.startWarehouse;
    const dest = route.destWarehouse;
    result.startCityIds.add(start.cityId);
    if (!fits(chosen.startCityId, start.cityId)) continue;
    result.startWarehouseIds.add(start.id);
    if (!fits(chosen.startWarehouseId, start.id)) continue;
    result.destCountryIds.add(dest.countryId);
    if (!fits(chosen.destCountryId, dest.countryId)) continue;
    result.destCityIds.add(dest.cityId);
    if (!fits(chosen.destCityId, dest.cityId)) continue;
    result.destWarehouseIds.add(dest.id);
    if (!fits(chosen.destWarehouseId, dest.id) || route.channelId === null) continue;
    result.channels.set(route.channelId, widen(result.channels.get(route.channelId), route));
  }
  return result;
}

// The product attributes of a line that the chosen channel does not take: the order would be
// flagged, so the form says so next to the line.
export function refusedAttrs(attrIds: readonly number[] | undefined, attrs: readonly ProductAttrItem[], channel: ChannelItem | undefined): ProductAttrItem[] {
  if (!channel || channel.acceptsRestricted || !attrIds?.length) return [];
  return attrs.filter((attr) => attr.restricted && attrIds.includes(attr.id));
}
