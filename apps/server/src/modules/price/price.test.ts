import { ERRORS } from '@portal/contracts/errors';
import type { CursorPage } from '@portal/contracts/cursor';
import type { PriceCheckResult, PriceLineAuditEntry, PriceLineItem, PriceQuote, ProductItem } from '@portal/contracts/price';
import { beforeAll, expect, it } from 'vitest';
import { nowIso, toJson } from '../../db/sql.js';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// Prices below are worked out by hand from docs/price-check.md; the lines are created by staff
// in each test for a product category the demo data leaves unpriced (machinery has only the
// routes' 'all' lines), so a category line replaces the seeded one on its route.

type Fields = { fields: { field: string; rule: string; message: string }[] };

const CALC = '/app-api/product/line/price/calculation';

async function warehouse(t: TestApp, code: string) {
  return t.database.db.selectFrom('warehouse').select(['id', 'city_id']).where('code', '=', code).executeTakeFirstOrThrow();
}

async function routeId(t: TestApp, start: string, dest: string, channel: string): Promise<number> {
  const [s, d] = [await warehouse(t, start), await warehouse(t, dest)];
  const row = await t.database.db
    .selectFrom('warehouse_route as r')
    .innerJoin('channel as c', 'c.id', 'r.channel_id')
    .select('r.id')
    .where('r.start_warehouse_id', '=', s.id)
    .where('r.dest_warehouse_id', '=', d.id)
    .where('c.code', '=', channel)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function attrId(t: TestApp, code: string): Promise<number> {
  return (await t.database.db.selectFrom('product_attr').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function productId(t: TestApp, code: string): Promise<number> {
  return (await t.database.db.selectFrom('product').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describeEachDb('price check', (ctx) => {
  let member = '';
  let finance = '';
  let gz = 0;
  let abidjan = 0;
  let pump = 0;

  beforeAll(async () => {
    const t = ctx();
    member = await memberToken(t);
    finance = await staffToken(t, 'finance', 'finance1234');
    gz = (await warehouse(t, 'WH-CN-GZ')).city_id;
    abidjan = (await warehouse(t, 'WH-CI-ABJ')).city_id;
    const now = nowIso();
    // A machine that is fragile and general goods: neither attribute is restricted.
    await t.database.db
      .insertInto('product')
      .values({
        code: 'T-PUMP',
        category: 'machinery',
        name_zh: '测试水泵',
        name_en: 'Test pump',
        name_fr: 'Pompe de test',
        attr_ids: toJson([await attrId(t, 'fragile'), await attrId(t, 'general')]),
        sort: 99,
        status: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    pump = await productId(t, 'T-PUMP');
  });

  async function createLine(body: Record<string, unknown>, token = finance) {
    return call<{ id: number }>(ctx().app, 'POST', '/admin-api/product/line/create', { token, body: { category: 'machinery', currency: 'USD', ...body } });
  }

  async function check(body: Record<string, unknown>, locale?: string) {
    return call<PriceCheckResult>(ctx().app, 'POST', CALC, {
      token: member,
      ...(locale ? { locale } : {}),
      body: { startCityId: gz, destCityId: abidjan, productId: pump, quantity: 10, ...body },
    });
  }

  function quoteOf(result: PriceCheckResult, lineId: number): PriceQuote {
    const quote = result.quotes.find((q) => q.lineId === lineId);
    if (!quote) throw new Error(`no quote for line ${lineId}`);
    return quote;
  }

  it('charges per kg on the volumetric weight when it is above the actual weight (air, 6000 cm³/kg)', async () => {
    const route = await routeId(ctx(), 'WH-CN-GZ', 'WH-CI-ABJ', 'AIR_NORMAL');
    const line = await createLine({ routeId: route, basis: 'kg', rate: 850 });
    expect(line.code).toBe(0);
    // 2 cartons of 50.5 × 40 × 30 cm = 121,200 cm³; / 6000 = 20.2 kg > 15.25 kg actual.
    // 20.2 kg × $8.50 = $171.70.
    const res = await check({ transportType: '2', cartons: 2, weight: 15.25, length: 50.5, width: 40, height: 30 });
    expect(res.code).toBe(0);
    expect(quoteOf(res.data, line.data.id)).toMatchObject({
      routeId: route,
      basis: 'kg',
      volumetricDivisor: 6000,
      actualWeight: 15_250,
      volume: 121_200,
      volumetricWeight: 20_200,
      chargeableWeight: 20_200,
      freight: 17_170,
      minimumApplied: false,
      surcharges: [],
      total: 17_170,
      currency: { code: 'USD', digits: 2 },
      channel: { code: 'AIR_NORMAL' },
      transitDaysMin: 7,
      transitDaysMax: 10,
    });
    // The category's line replaces the route's seeded 'all' line: one quote per route.
    expect(res.data.quotes.filter((q) => q.routeId === route)).toHaveLength(1);
  });

  it('charges per CBM on the volume, or on the weight at 1 t = 1 CBM when that is more (sea)', async () => {
    const route = await routeId(ctx(), 'WH-CN-GZ', 'WH-CI-ABJ', 'SEA_EXPRESS');
    const line = await createLine({ routeId: route, basis: 'cbm', rate: 24_000 });
    // 10 cartons of 60 × 50 × 40 cm = 1.2 CBM; 300 kg stands for 0.3 CBM. 1.2 × $240 = $288.
    const light = await check({ transportType: '1', cartons: 10, weight: 300, length: 60, width: 50, height: 40 });
    expect(quoteOf(light.data, line.data.id)).toMatchObject({
      volumetricDivisor: 1000,
      volume: 1_200_000,
      chargeableVolume: 1_200_000,
      freight: 28_800,
      total: 28_800,
    });
    // 1,500 kg stands for 1.5 CBM, more than the 1.2 CBM of the cartons: 1.5 × $240 = $360.
    const heavy = await check({ transportType: 1, cartons: '10', weight: '1500', length: 60, width: 50, height: 40 });
    expect(quoteOf(heavy.data, line.data.id)).toMatchObject({ chargeableVolume: 1_500_000, chargeableWeight: 1_500_000, freight: 36_000, total: 36_000 });
  });

  it('charges the minimum when the freight comes to less', async () => {
    const route = await routeId(ctx(), 'WH-CN-GZ', 'WH-CI-ABJ', 'SEA_AIR_STANDARD');
    const line = await createLine({ routeId: route, basis: 'kg', rate: 520, minimumCharge: 6_000 });
    // 30 × 20 × 10 cm = 6,000 cm³ = 1 kg volumetric < 3 kg actual; 3 kg × $5.20 = $15.60 < $60.
    const res = await check({ transportType: '3', cartons: 1, weight: 3, length: 30, width: 20, height: 10 });
    expect(quoteOf(res.data, line.data.id)).toMatchObject({
      chargeableWeight: 3_000,
      freight: 1_560,
      minimumCharge: 6_000,
      minimumApplied: true,
      total: 6_000,
    });
  });

  it("adds the surcharges of the product's attributes, per kg and per shipment, and not the others", async () => {
    const route = await routeId(ctx(), 'WH-CN-GZ', 'WH-CI-ABJ', 'AIR_EXPRESS');
    const [fragile, general, magnetic] = [await attrId(ctx(), 'fragile'), await attrId(ctx(), 'general'), await attrId(ctx(), 'magnetic')];
    const line = await createLine({
      routeId: route,
      basis: 'kg',
      rate: 1_100,
      surcharges: [
        { attrId: fragile, mode: 'perShipment', amount: 1_500 },
        { attrId: general, mode: 'perUnit', amount: 200 },
        { attrId: magnetic, mode: 'perUnit', amount: 300 },
      ],
    });
    expect(line.code).toBe(0);
    // 40 × 30 × 20 cm = 4 kg volumetric < 10.5 kg actual. Freight 10.5 × $11 = $115.50;
    // fragile $15 once; general 10.5 × $2 = $21; the pump is not magnetic. Total $151.50.
    const res = await check({ transportType: '2', cartons: 1, weight: 10.5, length: 40, width: 30, height: 20 });
    const quote = quoteOf(res.data, line.data.id);
    expect(quote.freight).toBe(11_550);
    expect(quote.surcharges.map((s) => [s.code, s.mode, s.total])).toEqual([
      ['general', 'perUnit', 2_100],
      ['fragile', 'perShipment', 1_500],
    ]);
    expect(quote.total).toBe(15_150);
  });

  it('answers "No available line" when no open route between the cities has a line', async () => {
    const yiwu = (await warehouse(ctx(), 'WH-CN-YW')).city_id;
    const kinshasa = (await warehouse(ctx(), 'WH-CD-FIH')).city_id;
    const body = { startCityId: yiwu, destCityId: kinshasa, transportType: '1', cartons: 1, weight: 10, length: 40, width: 30, height: 20 };
    const en = await check(body, 'en_US');
    expect(en).toMatchObject({ status: 404, code: ERRORS.PRICE_NO_LINE.code, msg: 'No available line' });
    expect((await check(body)).msg).toBe('无可用线路');
    // Air from Yiwu is not a route at all.
    expect((await check({ ...body, transportType: '2' })).code).toBe(ERRORS.PRICE_NO_LINE.code);
  });

  it('offers a product with batteries only on channels that accept restricted goods', async () => {
    const powerBank = await productId(ctx(), 'P-POWERBANK');
    const shenzhen = (await warehouse(ctx(), 'WH-CN-SZ')).city_id;
    const shipment = { productId: powerBank, cartons: 1, weight: 10, length: 40, width: 30, height: 20 };
    // Shenzhen's air channels (general and express) refuse batteries.
    expect((await check({ ...shipment, startCityId: shenzhen, transportType: '2' })).code).toBe(ERRORS.PRICE_NO_LINE.code);
    const fromGz = await check({ ...shipment, transportType: '2' });
    expect(fromGz.data.quotes.map((q) => q.channel?.code)).toEqual(['AIR_SENSITIVE']);
    // 10 kg × $13 = $130, + batteries 10 × $2 = $20: $150 (seeded AIR_SENSITIVE line).
    expect(fromGz.data.quotes[0]).toMatchObject({ freight: 13_000, total: 15_000 });
  });

  it('shows each total in the asked quote currency at the e-cash rates in effect, rounded half up', async () => {
    const t = ctx();
    const now = nowIso();
    // A cosmetic without a restricted attribute, priced on its own line: the worked example of the first test.
    await t.database.db
      .insertInto('product')
      .values({ code: 'T-CREAM', category: 'cosmetics', name_zh: '测试面霜', name_en: 'Test cream', name_fr: 'Crème de test', attr_ids: toJson([await attrId(t, 'general')]), sort: 99, status: 0, created_at: now, updated_at: now })
      .execute();
    const line = await createLine({ routeId: await routeId(t, 'WH-CN-GZ', 'WH-CI-ABJ', 'AIR_NORMAL'), category: 'cosmetics', basis: 'kg', rate: 850 });
    expect(line.code).toBe(0);
    const shipment = { productId: await productId(t, 'T-CREAM'), transportType: '2', cartons: 2, weight: 15.25, length: 50.5, width: 40, height: 30 };
    const inCurrency = async (quoteCurrency?: string) => quoteOf((await check({ ...shipment, ...(quoteCurrency ? { quoteCurrency } : {}) })).data, line.data.id);

    expect(await inCurrency()).toMatchObject({ total: 17_170, converted: null });
    // $171.70 at 7.3 CNY per USD = ¥1,253.41.
    expect((await inCurrency('CNY')).converted).toEqual({ currency: { code: 'CNY', symbol: '¥', digits: 2 }, total: 125_341, ecashRate: '7.3', lineEcashRate: '1' });
    // At 635 XOF per USD: 109,029.5 francs, no minor units, half up to 109,030.
    expect((await inCurrency('XOF')).converted).toMatchObject({ currency: { code: 'XOF', digits: 0 }, total: 109_030, ecashRate: '635' });
    expect((await inCurrency('USD')).converted).toMatchObject({ total: 17_170, ecashRate: '1' });

    const lower = await check({ ...shipment, quoteCurrency: 'cny' }, 'en_US');
    expect([lower.status, (lower.data as unknown as Fields).fields]).toEqual([400, [expect.objectContaining({ field: 'quoteCurrency', rule: 'v.price.quoteCurrency.format' })]]);
    const unrated = await check({ ...shipment, quoteCurrency: 'ZZZ' }, 'en_US');
    expect([unrated.status, (unrated.data as unknown as Fields).fields]).toEqual([
      400,
      [expect.objectContaining({ field: 'quoteCurrency', rule: 'v.price.quoteCurrency.unrated', message: 'This currency has no e-cash rate in effect' })],
    ]);
  });

  it('names the field of each broken rule, in the caller language', async () => {
    const empty = await call<Fields>(ctx().app, 'POST', CALC, { token: member, body: {}, locale: 'en_US' });
    expect(empty.status).toBe(400);
    const rules = Object.fromEntries(empty.data.fields.map((f) => [f.field, f.rule]));
    expect(rules).toEqual({
      startCityId: 'v.price.startCity.required',
      destCityId: 'v.price.destCity.required',
      productId: 'v.price.product.required',
      transportType: 'v.price.transportType.required',
      cartons: 'v.price.cartons',
      quantity: 'v.price.quantity',
      weight: 'v.price.weight',
      length: 'v.price.length',
      width: 'v.price.width',
      height: 'v.price.height',
    });

    const cases: [string, unknown, string][] = [
      ['cartons', 1.5, 'v.price.cartons'],
      ['cartons', 0, 'v.price.cartons'],
      ['quantity', -3, 'v.price.quantity'],
      ['weight', 1.234, 'v.price.weight'],
      ['weight', 0, 'v.price.weight'],
      ['length', -1, 'v.price.length'],
      ['width', '0.001', 'v.price.width'],
      ['height', 'abc', 'v.price.height'],
      ['weight', 2_000_000, 'v.max'],
      ['transportType', '9', 'v.price.transportType.required'],
    ];
    const good = { transportType: '2', cartons: 1, weight: 1, length: 1, width: 1, height: 1 };
    for (const [field, value, rule] of cases) {
      const res = await check({ ...good, [field]: value });
      const fields = (res.data as unknown as Fields).fields;
      expect([field, value, res.status, fields]).toEqual([field, value, 400, [expect.objectContaining({ field, rule })]]);
    }
    const fr = await check({ ...good, weight: 1.234 }, 'fr_FR');
    expect((fr.data as unknown as Fields).fields[0]!.message).toBe('Le poids doit être supérieur à 0, avec au plus deux décimales');
    // Two decimals are accepted.
    expect((await check({ ...good, weight: 1.25, length: 10.01 })).code).toBe(0);
  });

  it('refuses a shipment whose price would pass exact integers, instead of a wrong figure', async () => {
    const line = await createLine({ routeId: await routeId(ctx(), 'WH-CN-GZ', 'WH-CI-ABJ', 'AIR_NORMAL'), category: 'furniture', basis: 'kg', rate: 1_000_000_000 });
    expect(line.code).toBe(0);
    const sofa = await productId(ctx(), 'P-SOFA');
    // 100,000 cartons of 1 m × 10 m × 10 m by air: 1.67e10 kg at $10M/kg.
    const res = await check({ productId: sofa, transportType: '2', cartons: 100_000, weight: 1, length: 1000, width: 1000, height: 1000 }, 'en_US');
    expect(res).toMatchObject({ status: 400, code: ERRORS.PRICE_TOO_LARGE.code });
  });

  it('answers an unknown product like a missing one', async () => {
    const res = await check({ productId: 999_999, transportType: '2', cartons: 1, weight: 1, length: 1, width: 1, height: 1 });
    expect(res).toMatchObject({ status: 404, code: ERRORS.PRICE_PRODUCT_NOT_FOUND.code });
  });

  it('lists and searches products, and reads one with its attributes', async () => {
    const page = await call<{ list: ProductItem[]; total: number }>(ctx().app, 'GET', '/app-api/ecw/product/page', { query: { keyword: 'power', pageSize: '5' } });
    expect(page.data.list.map((p) => p.code)).toEqual(['P-POWERBANK']);
    expect(page.data.list[0]).toMatchObject({ category: 'electronics', nameFr: 'Batteries externes', attrs: [{ code: 'battery', restricted: true }] });
    const zh = await call<{ list: ProductItem[] }>(ctx().app, 'GET', '/app-api/ecw/product/page', { query: { keyword: '沙发' } });
    expect(zh.data.list.map((p) => p.code)).toEqual(['P-SOFA']);
    const one = await call<ProductItem>(ctx().app, 'GET', '/app-api/ecw/product/get', { query: { id: String(pump) } });
    expect(one.data).toMatchObject({ code: 'T-PUMP', attrs: [{ code: 'fragile' }, { code: 'general' }] });
    expect((await call(ctx().app, 'GET', '/app-api/ecw/product/get', { query: { id: '999999' } })).code).toBe(ERRORS.PRICE_PRODUCT_NOT_FOUND.code);
  });
});

describeEachDb('price lines (staff)', (ctx) => {
  async function route(t: TestApp) {
    return routeId(t, 'WH-CN-SZ', 'WH-GH-ACC', 'SEA_STANDARD');
  }

  it('lets finance and administrators keep lines, and refuses other roles', async () => {
    const t = ctx();
    const operator = await staffToken(t, 'operator', 'operator1234');
    const body = { routeId: await route(t), category: 'furniture', basis: 'cbm', rate: 19_000, currency: 'USD' };
    const refused = await call(t.app, 'POST', '/admin-api/product/line/create', { token: operator, body });
    expect(refused).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code, data: null });
    const member = await memberToken(t);
    expect((await call(t.app, 'POST', '/admin-api/product/line/create', { token: member, body })).status).toBe(403);
    expect(await t.database.db.selectFrom('price_line').select('id').where('category', '=', 'furniture').execute()).toEqual([]);

    const admin = await staffToken(t);
    expect((await call(t.app, 'GET', '/admin-api/product/line/page', { token: admin })).code).toBe(0);
  });

  it('creates, updates and deletes a line, recording who and what in the audit trail', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const financeId = (await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'finance').executeTakeFirstOrThrow()).id;
    const routeOf = await route(t);
    const fragile = await attrId(t, 'fragile');
    const body = { routeId: routeOf, category: 'textiles', basis: 'cbm', rate: 17_500, minimumCharge: 4_000, currency: 'USD', surcharges: [{ attrId: fragile, mode: 'perShipment', amount: 900 }] };
    const created = await call<{ id: number }>(t.app, 'POST', '/admin-api/product/line/create', { token: finance, body });
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect((await call(t.app, 'POST', '/admin-api/product/line/create', { token: finance, body })).code).toBe(ERRORS.PRICE_LINE_DUPLICATE.code);

    const updated = await call(t.app, 'PUT', '/admin-api/product/line/update', { token: finance, body: { ...body, id, rate: 18_000, surcharges: [] } });
    expect(updated.code).toBe(0);
    const page = await call<{ list: PriceLineItem[]; total: number }>(t.app, 'GET', '/admin-api/product/line/page', {
      token: finance,
      query: { routeId: String(routeOf), category: 'textiles' },
    });
    expect(page.data).toMatchObject({ total: 1, list: [{ id, rate: 18_000, volumetricDivisor: 1000, surcharges: [], updatedBy: financeId, enabled: true }] });

    // A textile quote on the route now uses the new rate: 1 carton of 100 × 100 × 100 cm = 1 CBM → $180.
    const member = await memberToken(t);
    const sz = (await warehouse(t, 'WH-CN-SZ')).city_id;
    const accra = (await warehouse(t, 'WH-GH-ACC')).city_id;
    const tshirt = await productId(t, 'P-TSHIRT');
    const quote = { startCityId: sz, destCityId: accra, productId: tshirt, transportType: '1', cartons: 1, quantity: 100, weight: 200, length: 100, width: 100, height: 100 };
    const priced = await call<PriceCheckResult>(t.app, 'POST', CALC, { token: member, body: quote });
    expect(priced.data.quotes.find((q) => q.lineId === id)).toMatchObject({ freight: 18_000, total: 18_000 });

    expect((await call(t.app, 'DELETE', '/admin-api/product/line/delete', { token: finance, query: { id: String(id) } })).code).toBe(0);
    const after = await call<PriceCheckResult>(t.app, 'POST', CALC, { token: member, body: quote });
    expect(after.data.quotes.some((q) => q.lineId === id)).toBe(false);
    expect((await call(t.app, 'DELETE', '/admin-api/product/line/delete', { token: finance, query: { id: String(id) } })).code).toBe(ERRORS.PRICE_LINE_NOT_FOUND.code);

    const audit = await t.database.db.selectFrom('staff_audit').selectAll().where('entity', '=', 'priceLine').where('entity_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
      ['create', financeId],
      ['update', financeId],
      ['delete', financeId],
    ]);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ rate: 17_500, surcharges: [{ attrId: fragile, amount: 900 }] });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ rate: 18_000, surcharges: [] });
    expect(audit[2]!.after).toBeNull();

    // The same trail through the API, newest first, with the staff member's name; the deleted
    // line's trail stays readable, page by page.
    const history = await call<CursorPage<PriceLineAuditEntry>>(t.app, 'GET', '/admin-api/product/line/history', { token: finance, query: { id: String(id) } });
    expect(history.data.list.map((e) => [e.action, e.staffId, e.staffName, e.before?.rate ?? null, e.after?.rate ?? null])).toEqual([
      ['delete', financeId, 'Demo finance', 18_000, null],
      ['update', financeId, 'Demo finance', 17_500, 18_000],
      ['create', financeId, 'Demo finance', null, 17_500],
    ]);
    expect(history.data.list[1]!.before).toMatchObject({ id, surcharges: [{ attrId: fragile, mode: 'perShipment', amount: 900 }] });
    expect(history.data.list.map((e) => e.time)).toEqual(audit.map((a) => new Date(a.created_at).toISOString()).reverse());
    const first = await call<CursorPage<PriceLineAuditEntry>>(t.app, 'GET', '/admin-api/product/line/history', { token: finance, query: { id: String(id), pageSize: '2' } });
    const rest = await call<CursorPage<PriceLineAuditEntry>>(t.app, 'GET', '/admin-api/product/line/history', {
      token: finance,
      query: { id: String(id), pageSize: '2', cursor: first.data.nextCursor! },
    });
    expect([...first.data.list, ...rest.data.list].map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(rest.data.nextCursor).toBeNull();
    const unknown = await call(t.app, 'GET', '/admin-api/product/line/history', { token: finance, query: { id: '987654321' } });
    expect([unknown.status, unknown.code]).toEqual([404, ERRORS.PRICE_LINE_NOT_FOUND.code]);
    const byOperator = await call(t.app, 'GET', '/admin-api/product/line/history', { token: await staffToken(t, 'operator', 'operator1234'), query: { id: String(id) } });
    expect([byOperator.status, byOperator.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
  });

  it('refuses a line on an unknown route or currency, naming bad fields', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const base = { routeId: await route(t), category: 'machinery', basis: 'kg', rate: 100, currency: 'USD' };
    expect((await call(t.app, 'POST', '/admin-api/product/line/create', { token: finance, body: { ...base, routeId: 999_999 } })).code).toBe(ERRORS.PRICE_LINE_ROUTE_NOT_FOUND.code);
    expect((await call(t.app, 'POST', '/admin-api/product/line/create', { token: finance, body: { ...base, currency: 'ZZZ' } })).code).toBe(ERRORS.PRICE_LINE_CURRENCY_UNKNOWN.code);
    const bad = await call<Fields>(t.app, 'POST', '/admin-api/product/line/create', { token: finance, body: { ...base, rate: 1.5, basis: 'ton' } });
    expect(bad.status).toBe(400);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['basis', 'rate']);
  });
});
