import type { ChannelItem, OpenedRouteItem, ProductAttrItem } from '@portal/contracts/ecw';
import { describe, expect, it } from 'vitest';
import { refusedAttrs, routeChoices } from './route-choices';

const names = { nameZh: 'x', nameEn: 'x', nameFr: 'x' };
const warehouse = (id: number, cityId: number, countryId: number) => ({ id, code: `W${id}`, ...names, cityId, countryId });
const GZ = warehouse(1, 100, 10);
const SZ = warehouse(2, 101, 10);
const ABJ = warehouse(3, 200, 20);
const DKR = warehouse(4, 300, 30);

function route(id: number, start: typeof GZ, dest: typeof GZ, channelId: number | null, days: [number, number]): OpenedRouteItem {
  return { id, transportType: '1', channelId, channel: null, startWarehouse: start, destWarehouse: dest, transitDaysMin: days[0], transitDaysMax: days[1] };
}

const ROUTES = [route(1, GZ, ABJ, 7, [30, 40]), route(2, SZ, ABJ, 7, [28, 35]), route(3, GZ, DKR, 8, [25, 30]), route(4, SZ, DKR, null, [20, 22])];

describe('route choices', () => {
  it('offers every place of the opened routes before anything is chosen', () => {
    const choices = routeChoices(ROUTES, {});
    expect([...choices.startCityIds]).toEqual([100, 101]);
    expect([...choices.destCountryIds]).toEqual([20, 30]);
    // Channel 7 runs from both origins: its transit spans both routes.
    expect(choices.channels.get(7)).toEqual({ min: 28, max: 40 });
  });

  it('narrows each list by the choices before it, never by its own', () => {
    const choices = routeChoices(ROUTES, { startCityId: 100, destCountryId: 30 });
    expect([...choices.startCityIds]).toEqual([100, 101]);
    expect([...choices.startWarehouseIds]).toEqual([1]);
    expect([...choices.destCountryIds]).toEqual([20, 30]);
    expect([...choices.destWarehouseIds]).toEqual([4]);
    expect([...choices.channels.keys()]).toEqual([8]);
  });

  it('has no channel for places no route joins', () => {
    expect(routeChoices(ROUTES, { startWarehouseId: 2, destWarehouseId: 4 }).channels.size).toBe(0);
  });
});

describe('refused product attributes', () => {
  const attrs: ProductAttrItem[] = [
    { id: 1, code: 'GENERAL', ...names, restricted: false, sort: 1 },
    { id: 2, code: 'BATTERY', ...names, restricted: true, sort: 2 },
  ];
  const channel = (acceptsRestricted: boolean): ChannelItem => ({ id: 7, code: 'C', transportType: '1', ...names, acceptsRestricted, sort: 1 });

  it('are the restricted ones, on a channel that does not take them', () => {
    expect(refusedAttrs([1, 2], attrs, channel(false)).map((a) => a.code)).toEqual(['BATTERY']);
    expect(refusedAttrs([1, 2], attrs, channel(true))).toEqual([]);
    expect(refusedAttrs([1], attrs, channel(false))).toEqual([]);
    // No channel chosen yet: nothing to say.
    expect(refusedAttrs([2], attrs, undefined)).toEqual([]);
  });
});
