import type { OpenedRouteItem } from '@portal/contracts/ecw';
import { describe, expect, it } from 'vitest';
import { priceChoices } from './price-choices';

const place = (id: number, cityId: number) => ({ id, code: `W${id}`, nameZh: '', nameEn: '', nameFr: '', countryId: 1, cityId });
const route = (start: number, dest: number, transportType: string): OpenedRouteItem => ({
  id: start * 100 + dest,
  transportType,
  channelId: null,
  channel: null,
  startWarehouse: place(start, start),
  destWarehouse: place(dest, dest),
  transitDaysMin: null,
  transitDaysMax: null,
});

describe('priceChoices', () => {
  const routes = [route(1, 10, '1'), route(1, 10, '2'), route(1, 11, '1'), route(2, 12, '4')];

  it('offers every origin, then the destinations of the origin, then the transports between them', () => {
    expect(priceChoices(routes, {})).toEqual({ startCityIds: [1, 2], destCityIds: [], transportTypes: [] });
    expect(priceChoices(routes, { startCityId: 1 }).destCityIds).toEqual([10, 11]);
    expect(priceChoices(routes, { startCityId: 1, destCityId: 10 }).transportTypes).toEqual(['1', '2']);
    // A destination of another origin offers nothing.
    expect(priceChoices(routes, { startCityId: 1, destCityId: 12 }).transportTypes).toEqual([]);
  });
});
