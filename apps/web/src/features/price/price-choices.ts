import type { OpenedRouteItem, RegionNode } from '@portal/contracts/ecw';
import type { TransportType } from '@portal/contracts/system';

// What the form offers, from the opened routes: origin cities; the destination cities reached
// from the chosen origin; the transport types between the two. A pair nobody opened is not
// offered; a pair opened but not priced answers "No available line".

export interface PriceChoices {
  startCityIds: number[];
  destCityIds: number[];
  transportTypes: TransportType[];
}

const isTransport = (value: string): value is TransportType => ['1', '2', '3', '4'].includes(value);

export function priceChoices(routes: readonly OpenedRouteItem[], chosen: { startCityId?: number | undefined; destCityId?: number | undefined }): PriceChoices {
  const starts = new Set<number>();
  const dests = new Set<number>();
  const transports = new Set<TransportType>();
  for (const route of routes) {
    starts.add(route.startWarehouse.cityId);
    if (route.startWarehouse.cityId !== chosen.startCityId) continue;
    dests.add(route.destWarehouse.cityId);
    if (route.destWarehouse.cityId !== chosen.destCityId) continue;
    if (isTransport(route.transportType)) transports.add(route.transportType);
  }
  return { startCityIds: [...starts], destCityIds: [...dests], transportTypes: [...transports].sort() };
}

// Every region of the tree by id, with its country (for "Abidjan, Côte d'Ivoire").
export function regionIndex(tree: readonly RegionNode[]): Map<number, { region: RegionNode; country: RegionNode }> {
  const index = new Map<number, { region: RegionNode; country: RegionNode }>();
  const walk = (nodes: readonly RegionNode[], country: RegionNode | undefined) => {
    for (const node of nodes) {
      const own = country ?? node;
      index.set(node.id, { region: node, country: own });
      walk(node.children, own);
    }
  };
  walk(tree, undefined);
  return index;
}
