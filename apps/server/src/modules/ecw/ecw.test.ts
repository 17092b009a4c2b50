import { ERRORS } from '@portal/contracts/errors';
import { expect, it } from 'vitest';
import type {
  ChannelItem,
  CountryItem,
  CurrencyItem,
  OpenedRouteItem,
  ProductAttrItem,
  RegionNode,
  TradeCityItem,
  TradeCountryItem,
  UnitItem,
  WarehouseCountry,
} from '@portal/contracts/ecw';
import { describeEachDb, type TestApp } from '../../test/harness.js';

async function staffToken(t: TestApp) {
  const staff = await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  return (await t.services.sessions.create('staff', staff.id, { ip: null, userAgent: null })).token;
}

describeEachDb('shipping reference data', (ctx) => {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx().app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const staffGet = async (url: string) => get(url, { authorization: `Bearer ${await staffToken(ctx())}` });
  const regionId = async (code: string) =>
    (await ctx().database.db.selectFrom('region').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const warehouseId = async (code: string) =>
    (await ctx().database.db.selectFrom('warehouse').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it('lists every country with names in three languages and its calling code', async () => {
    const res = await get('/app-api/ecw/country/list-all');
    const countries = res.body.data as CountryItem[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries[0]).toMatchObject({ code: 'CN', nameZh: '中国', nameEn: 'China', nameFr: 'Chine', areaCode: '86' });
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('CI')).toMatchObject({ nameZh: '科特迪瓦', nameFr: "Côte d'Ivoire", areaCode: '225' });
    expect(byCode.get('SN')).toMatchObject({ nameFr: 'Sénégal', areaCode: '221' });
    expect(byCode.get('CM')).toMatchObject({ nameEn: 'Cameroon', nameFr: 'Cameroun', areaCode: '237' });
    expect(byCode.get('DE')).toMatchObject({ nameFr: 'Allemagne', nameZh: '德国', areaCode: '49' });
    expect(byCode.get('AQ')?.areaCode).toBeNull();
    for (const c of countries) expect(c.nameZh && c.nameEn && c.nameFr, c.code).toBeTruthy();
  });

  it('gives staff the country list with status', async () => {
    const staff = await staffGet('/admin-api/ecw/country/list-all');
    expect(staff.status).toBe(200);
    expect(staff.body.data[0]).toMatchObject({ code: 'CN', status: 0 });
    const anonymous = await get('/admin-api/ecw/country/list-all');
    expect(anonymous.body.code).toBe(50008);
  });

  it('answers the region tree: China by province, destinations by city', async () => {
    const tree = (await get('/app-api/ecw/region/getListTree')).body.data as RegionNode[];
    const china = tree.find((n) => n.code === 'CN')!;
    expect(china).toMatchObject({ type: 'country', parentId: null, currencyCode: 'CNY' });
    const guangdong = china.children.find((n) => n.code === 'CN-GD')!;
    expect(guangdong).toMatchObject({ type: 'province', nameZh: '广东省' });
    expect(guangdong.children.map((c) => c.nameEn)).toEqual(['Guangzhou', 'Shenzhen', 'Foshan', 'Dongguan']);
    const zhejiang = china.children.find((n) => n.code === 'CN-ZJ')!;
    expect(zhejiang.children.map((c) => c.nameZh)).toEqual(['义乌', '宁波', '杭州']);
    const cameroon = tree.find((n) => n.code === 'CM')!;
    expect(cameroon).toMatchObject({ nameFr: 'Cameroun', currencyCode: 'XAF' });
    expect(cameroon.children.map((c) => c.nameFr)).toEqual(['Douala', 'Yaoundé']);
    expect(tree.map((n) => n.code)).toEqual(
      expect.arrayContaining(['CI', 'SN', 'GH', 'NG', 'TG', 'BJ', 'ML', 'BF', 'GN', 'CD', 'GA', 'KE']),
    );

    const one = await get(`/app-api/ecw/region/get?id=${guangdong.children[0]!.id}`);
    expect(one.body.data).toMatchObject({ code: 'CN-GUANGZHOU', parentId: guangdong.id, isTradeCity: true, tradeType: 'start' });
    expect((await get('/app-api/ecw/region/get?id=999999')).status).toBe(404);
    expect((await get('/app-api/ecw/region/get?id=abc')).status).toBe(400);
  });

  it('lists trade cities, all or by origin/destination, with their country', async () => {
    const all = (await get('/app-api/ecw/region/getTradeCityList')).body.data as TradeCityItem[];
    const start = (await get('/app-api/ecw/region/getTradeCityList?type=start')).body.data as TradeCityItem[];
    const dest = (await get('/app-api/ecw/region/getTradeCityList?type=dest')).body.data as TradeCityItem[];
    expect(all).toHaveLength(start.length + dest.length);
    expect(start.map((c) => c.code)).toEqual(expect.arrayContaining(['CN-GUANGZHOU', 'CN-YIWU', 'CN-SHENZHEN']));
    expect(start.every((c) => c.country.code === 'CN')).toBe(true);
    // Hangzhou is in the tree but not a trade city; Tema and Mombasa likewise.
    expect(all.map((c) => c.code)).not.toEqual(expect.arrayContaining(['CN-HANGZHOU']));
    expect(all.map((c) => c.code)).not.toContain('GH-TEMA');
    const abidjan = dest.find((c) => c.code === 'CI-ABIDJAN')!;
    expect(abidjan).toMatchObject({ nameZh: '阿比让', country: { code: 'CI', nameFr: "Côte d'Ivoire" } });
    expect((await get('/app-api/ecw/region/getTradeCityList?type=both')).status).toBe(400);
  });

  it('gives staff the cities under a region and the trade countries', async () => {
    const cities = (await staffGet(`/admin-api/ecw/region/getCityListByParent?parentId=${await regionId('CN')}`)).body.data;
    expect(cities.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['CN-GUANGZHOU', 'CN-YIWU', 'CN-XIAMEN', 'CN-HANGZHOU']));
    expect(cities.every((c: { type: string }) => c.type === 'city')).toBe(true);
    const ghana = (await staffGet(`/admin-api/ecw/region/getCityListByParent?parentId=${await regionId('GH')}`)).body.data;
    expect(ghana.map((c: { nameEn: string }) => c.nameEn)).toEqual(['Accra', 'Tema']);
    expect((await staffGet('/admin-api/ecw/region/getCityListByParent?parentId=999999')).status).toBe(404);

    const countries = (await staffGet('/admin-api/ecw/region/getTradeCountryList')).body.data as TradeCountryItem[];
    expect(countries[0]).toMatchObject({ code: 'CN', tradeTypes: ['start'] });
    expect(countries.find((c) => c.code === 'KE')).toMatchObject({ tradeTypes: ['dest'] });
    const origins = (await staffGet('/admin-api/ecw/region/getTradeCountryList?type=start')).body.data as TradeCountryItem[];
    expect(origins.map((c) => c.code)).toEqual(['CN']);
  });

  it('answers the destination currency, whether the area code is local, and the currency a quote is shown in', async () => {
    const url = '/app-api/ecw/region/check/dest-currency/area-code/';
    const byCity = (await get(`${url}?destCityId=${await regionId('CM-DOUALA')}&areaCode=237`)).body.data;
    expect(byCity).toMatchObject({ destCountryCode: 'CM', destAreaCode: '237', areaCodeMatches: true, currency: { code: 'XAF', digits: 0, nameFr: 'Franc CFA (BEAC)' } });
    expect(byCity).toMatchObject({ memberCountryCode: 'CM', quoteBasis: 'member', quoteCurrency: { code: 'XAF' }, ecashRate: '635', ecashRateMicros: 635_000_000 });
    // A Chinese member shipping to Abidjan reads yuan; the destination's own currency is still named.
    const byCountry = (await get(`${url}?destCountryId=${await regionId('CI')}&areaCode=%2B86`)).body.data;
    expect(byCountry).toMatchObject({ destCountryCode: 'CI', areaCodeMatches: false, currency: { code: 'XOF' }, memberCountryCode: 'CN', quoteBasis: 'member' });
    expect(byCountry).toMatchObject({ quoteCurrency: { code: 'CNY', digits: 2 }, ecashRate: '7.3', ecashRateMicros: 7_300_000 });
    // A member in the DR Congo reads US dollars, wherever the goods go: the market prices in dollars.
    const congo = (await get(`${url}?destCityId=${await regionId('NG-LAGOS')}&areaCode=243`)).body.data;
    expect(congo).toMatchObject({ currency: { code: 'NGN', symbol: '₦' }, memberCountryCode: 'CD', quoteBasis: 'member', quoteCurrency: { code: 'USD' }, ecashRate: '1' });
    // No area code, or one of a country not served: the destination's quote currency.
    const nigeria = (await get(`${url}?destCityId=${await regionId('NG-LAGOS')}`)).body.data;
    expect(nigeria).toMatchObject({ areaCodeMatches: false, memberCountryCode: null, quoteBasis: 'destination', quoteCurrency: { code: 'NGN' } });
    const france = (await get(`${url}?destCityId=${await regionId('CD-KINSHASA')}&areaCode=33`)).body.data;
    expect(france).toMatchObject({ currency: { code: 'CDF' }, memberCountryCode: null, quoteBasis: 'destination', quoteCurrency: { code: 'USD' } });
    // A currency without an e-cash rate in effect is not quoted in: the base, US dollars.
    await ctx().database.db.deleteFrom('currency_ecash').where('currency_code', '=', 'XAF').execute();
    const unrated = (await get(`${url}?destCityId=${await regionId('CM-DOUALA')}&areaCode=237`)).body.data;
    expect(unrated).toMatchObject({ currency: { code: 'XAF' }, quoteBasis: 'base', quoteCurrency: { code: 'USD' }, ecashRateMicros: 1_000_000 });

    const none = await get(url, { 'accept-language': 'en_US' });
    expect(none.status).toBe(400);
    expect(none.body.data.fields[0]).toMatchObject({ field: 'destCountryId', rule: 'v.price.destination.required', message: 'Give the destination country or city' });
    const badCode = await get(`${url}?destCityId=${await regionId('CM-DOUALA')}&areaCode=00-33`, { 'accept-language': 'fr_FR' });
    expect([badCode.status, badCode.body.data.fields[0].field, badCode.body.data.fields[0].rule]).toEqual([400, 'areaCode', 'v.price.areaCode.format']);
    expect((await get(`${url}?destCityId=abc`)).status).toBe(400);
    const missing = await get(`${url}?destCityId=999999`);
    expect([missing.status, missing.body.code]).toEqual([404, ERRORS.PRICE_DESTINATION_UNKNOWN.code]);
  });

  it('lists countries, cities and warehouses, origin and destination', async () => {
    const all = (await get('/app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList')).body.data as WarehouseCountry[];
    const china = all.find((c) => c.code === 'CN')!;
    expect(china.cities.map((c) => c.nameEn)).toEqual(['Guangzhou', 'Shenzhen', 'Yiwu']);
    const gz = china.cities[0]!.warehouses[0]!;
    expect(gz).toMatchObject({ code: 'WH-CN-GZ', type: 'start', nameFr: 'Entrepôt de Guangzhou', openingHoursEn: 'Mon-Sat 9:00-18:00' });
    expect(gz.addressZh).toContain('广州');
    const destCodes = all.filter((c) => c.code !== 'CN').flatMap((c) => c.cities.flatMap((city) => city.warehouses.map((w) => w.code)));
    expect(destCodes.sort()).toEqual(['WH-BJ-COO', 'WH-CD-FIH', 'WH-CI-ABJ', 'WH-CM-DLA', 'WH-GH-ACC', 'WH-NG-LOS', 'WH-SN-DKR', 'WH-TG-LFW']);

    const dest = (await get('/app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList?type=dest')).body.data as WarehouseCountry[];
    expect(dest.map((c) => c.code)).not.toContain('CN');
    expect(dest.find((c) => c.code === 'CI')!.cities[0]!.warehouses[0]!.type).toBe('dest');
  });

  it('lists opened routes with warehouse and channel names, filtered', async () => {
    const post = async (payload?: object) => {
      const res = await ctx().app.inject({ method: 'POST', url: '/app-api/ecw/warehouse/openedRouterList', ...(payload ? { payload } : {}) });
      return { status: res.statusCode, routes: res.json().data as OpenedRouteItem[] };
    };
    const all = await post();
    expect(all.status).toBe(200);
    expect(new Set(all.routes.map((r) => r.transportType))).toEqual(new Set(['1', '2', '3', '4']));

    const gz = await warehouseId('WH-CN-GZ');
    const yw = await warehouseId('WH-CN-YW');
    const abj = await warehouseId('WH-CI-ABJ');
    const air = (await post({ startWarehouseId: gz, destWarehouseId: abj, transportType: '2' })).routes;
    expect(air.map((r) => r.channel?.code).sort()).toEqual(['AIR_EXPRESS', 'AIR_NORMAL', 'AIR_SENSITIVE']);
    expect(air[0]).toMatchObject({ startWarehouse: { id: gz, nameEn: 'Guangzhou warehouse' }, destWarehouse: { id: abj, nameFr: "Entrepôt d'Abidjan" } });
    // No air from Yiwu; numbers and numeric strings are both accepted.
    expect((await post({ startWarehouseId: String(yw), transportType: 2 })).routes).toEqual([]);
    const seaAir = (await post({ transportType: '3' })).routes;
    expect(seaAir.length).toBeGreaterThan(0);
    expect(seaAir.length).toBeLessThan(all.routes.filter((r) => r.transportType === '1').length);

    // A channel switched off closes its routes.
    await ctx().database.db.updateTable('channel').set({ status: 1 }).where('code', '=', 'AIR_SENSITIVE').execute();
    try {
      const open = (await post({ startWarehouseId: gz, destWarehouseId: abj, transportType: '2' })).routes;
      expect(open.map((r) => r.channel?.code).sort()).toEqual(['AIR_EXPRESS', 'AIR_NORMAL']);
    } finally {
      await ctx().database.db.updateTable('channel').set({ status: 0 }).where('code', '=', 'AIR_SENSITIVE').execute();
    }
    expect((await post({ transportType: '9' })).status).toBe(400);
  });

  it('lists currencies with symbols and minor-unit digits', async () => {
    const list = (await get('/app-api/ecw/currency/list')).body.data as CurrencyItem[];
    const byCode = new Map(list.map((c) => [c.code, c]));
    for (const code of ['USD', 'EUR', 'CNY', 'XOF', 'XAF', 'NGN', 'GHS', 'KES']) expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('XOF')).toMatchObject({ digits: 0, nameZh: '西非法郎', nameFr: 'Franc CFA (BCEAO)' });
    expect(byCode.get('USD')).toMatchObject({ digits: 2, symbol: '$' });
  });

  it('lists units and product attributes in three languages', async () => {
    const units = (await get('/app-api/app/unit/list')).body.data as UnitItem[];
    expect(units.map((u) => u.code)).toEqual(expect.arrayContaining(['carton', 'piece', 'set', 'pair', 'kg', 'cbm']));
    expect(units.find((u) => u.code === 'carton')).toMatchObject({ nameZh: '箱', nameEn: 'Carton', nameFr: 'Carton' });

    const attrs = (await get('/app-api/ecw/product-attr/list')).body.data as ProductAttrItem[];
    const byCode = new Map(attrs.map((a) => [a.code, a]));
    expect([...byCode.keys()]).toEqual(
      expect.arrayContaining(['general', 'battery', 'liquid', 'powder', 'magnetic', 'brand', 'food', 'cosmetics', 'fragile']),
    );
    expect(byCode.get('general')).toMatchObject({ restricted: false, nameFr: 'Marchandises générales' });
    expect(byCode.get('battery')).toMatchObject({ restricted: true, nameZh: '带电' });
  });

  it('lists channels, all or for a transport type', async () => {
    const all = (await get('/app-api/ecw/channel/select')).body.data as ChannelItem[];
    expect(new Set(all.map((c) => c.transportType))).toEqual(new Set(['1', '2', '3', '4']));
    const sea = (await get('/app-api/ecw/channel/select?transportType=1')).body.data as ChannelItem[];
    expect(sea.map((c) => c.nameEn)).toEqual(['Sea – standard', 'Sea – express']);
    expect((await get('/app-api/ecw/channel/select?transportType=7')).status).toBe(400);
  });
});
