import type { OpenedRouteItem } from '@portal/contracts/ecw';
import { priceCheckBody, shipQuoteParams, type PriceQuote } from '@portal/contracts/price';
import { describe, expect, it } from 'vitest';
import { shipQuotePath } from './ship-quote';

// "Ship this" on a quote: the shipping form's address carries the shipment as checked and the
// quote's route, by the rules the form reads them back with.

const place = (id: number, countryId: number, cityId: number) => ({ id, code: `W${id}`, nameZh: '仓', nameEn: 'Warehouse', nameFr: 'Entrepôt', countryId, cityId });
const route: OpenedRouteItem = {
  id: 31,
  transportType: '2',
  channelId: 7,
  channel: { id: 7, code: 'AIR', nameZh: '空运', nameEn: 'Air', nameFr: 'Aérien' },
  startWarehouse: place(3, 1, 11),
  destWarehouse: place(9, 225, 2251),
  transitDaysMin: 5,
  transitDaysMax: 8,
};
const named = (id: number) => ({ id, code: `C${id}`, nameZh: '名', nameEn: 'Name', nameFr: 'Nom' });
const quote = {
  lineId: 4,
  routeId: 31,
  transportType: '2',
  channel: named(7),
  startWarehouse: named(3),
  destWarehouse: named(9),
} as PriceQuote;
const body = priceCheckBody.parse({ startCityId: 11, destCityId: 2251, productId: 5, transportType: '2', cartons: 2, quantity: 40, weight: 15.25, length: 50.5, width: 40, height: 30 });

describe('shipQuotePath', () => {
  it('opens the shipping form with the route, the transport, the product and the figures', () => {
    const path = shipQuotePath(body, quote, [route])!;
    const url = new URL(path, 'http://portal.test');
    expect(url.pathname).toBe('/jiedao/jd-delivery');
    expect(url.searchParams.get('tranfId')).toBe('2');
    expect(url.searchParams.get('from')).toBe('quote');
    expect(shipQuoteParams.parse(Object.fromEntries(url.searchParams))).toEqual({
      transportType: '2',
      startCityId: 11,
      startWarehouseId: 3,
      destCountryId: 225,
      destCityId: 2251,
      destWarehouseId: 9,
      channelId: 7,
      productId: 5,
      cartons: 2,
      quantity: 40,
      weight: 15.25,
      length: 50.5,
      width: 40,
      height: 30,
    });
  });

  it('leaves out a quote without a channel, and gives up on a route no longer open', () => {
    const url = new URL(shipQuotePath(body, { ...quote, channel: null }, [route])!, 'http://portal.test');
    expect(url.searchParams.has('channelId')).toBe(false);
    expect(shipQuotePath(body, { ...quote, routeId: 99 }, [route])).toBeNull();
  });
});
