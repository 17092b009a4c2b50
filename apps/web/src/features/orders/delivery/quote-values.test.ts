import type { ProductItem } from '@portal/contracts/price';
import { describe, expect, it } from 'vitest';
import { goodsLineBody } from './delivery-values';
import { quoteOrderValues, readShipQuote } from './quote-values';

// A price quote carried into a new order: read back from the URL by the contracts' rules, and
// turned into the form's values.

const search = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    tranfId: '2',
    from: 'quote',
    transportType: '2',
    startCityId: '11',
    startWarehouseId: '3',
    destCountryId: '225',
    destCityId: '2251',
    destWarehouseId: '9',
    channelId: '7',
    productId: '5',
    cartons: '2',
    quantity: '40',
    weight: '15.25',
    length: '50.5',
    width: '40',
    height: '30',
    ...extra,
  });

const product: ProductItem = {
  id: 5,
  code: 'LAMP',
  category: 'electronics',
  nameZh: 'LED灯',
  nameEn: 'LED lamps',
  nameFr: 'Lampes LED',
  attrs: [{ id: 2, code: 'battery', nameZh: '带电', nameEn: 'Battery', nameFr: 'Batterie', restricted: true }],
};

describe('readShipQuote', () => {
  it('reads a quote only from a link that says so, by the price check rules', () => {
    expect(readShipQuote(new URLSearchParams({ tranfId: '2' }))).toEqual({ kind: 'none' });
    expect(readShipQuote(search())).toMatchObject({ kind: 'quote', quote: { productId: 5, weight: 15.25, channelId: 7 } });
    // Three decimals, a missing warehouse, a negative count: refused as a whole.
    expect(readShipQuote(search({ weight: '15.255' }))).toEqual({ kind: 'invalid' });
    expect(readShipQuote(search({ destWarehouseId: '' }))).toEqual({ kind: 'invalid' });
    expect(readShipQuote(search({ cartons: '-2' }))).toEqual({ kind: 'invalid' });
  });
});

describe('quoteOrderValues', () => {
  it('fills in the route, the transport and one goods line with the product and the figures', () => {
    const read = readShipQuote(search());
    if (read.kind !== 'quote') throw new Error('not read');
    const values = quoteOrderValues(read.quote, product);
    expect(values).toMatchObject({
      transportType: '2',
      orderType: '1',
      startCityId: 11,
      startWarehouseId: 3,
      destCountryId: 225,
      destCityId: 2251,
      destWarehouseId: 9,
      channelId: 7,
      currency: 'USD',
    });
    expect(values.goods).toHaveLength(1);
    expect(values.goods![0]).toMatchObject({ proZh: 'LED灯', proEn: 'LED lamps', num: 2, quantity: 40, weight: 15.25, perCarton: false, prodAttrArr: [2] });
    // The order carries what the quote priced: 15,250 g and 2 × 50.5 × 40 × 30 = 121,200 cm³.
    expect(goodsLineBody(values.goods![0]!)).toMatchObject({ weight: 15_250, volume: 121_200, num: 2, quantity: 40 });
  });

  it('rounds the volume up to a whole cm³, as the price check does, and leaves names to the member without the product', () => {
    const read = readShipQuote(search({ length: '10.01', width: '10.01', height: '10.01', cartons: '3' }));
    if (read.kind !== 'quote') throw new Error('not read');
    const values = quoteOrderValues(read.quote, undefined);
    // 10.01³ × 3 = 3,009.003003 cm³ → 3,010.
    expect(goodsLineBody(values.goods![0]!).volume).toBe(3_010);
    expect(values.goods![0]).toMatchObject({ proZh: undefined, proEn: undefined, prodAttrArr: [] });
  });
});
