import type { OrderSaved, OrderSubmitBody } from '@portal/contracts/order';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { type Answer, registerMember } from './auth-helpers.js';
import type { TestApp } from './harness.js';

// Orders in tests: the seeded places an order needs, a complete valid order, members whose
// real name is certified, and calls with the headers the order routes read.

export interface Places {
  guangzhou: number;
  shenzhen: number;
  yiwu: number;
  ivoryCoast: number;
  abidjan: number;
  bouake: number;
  dakar: number;
  gzWarehouse: number;
  ywWarehouse: number;
  abidjanWarehouse: number;
  seaStandard: number;
  seaExpress: number;
  airNormal: number;
  general: number;
  battery: number;
}

export async function orderPlaces(t: TestApp): Promise<Places> {
  const db = t.database.db;
  const region = async (code: string) => (await db.selectFrom('region').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const warehouse = async (code: string) => (await db.selectFrom('warehouse').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const channel = async (code: string) => (await db.selectFrom('channel').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const attr = async (code: string) => (await db.selectFrom('product_attr').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  return {
    guangzhou: await region('CN-GUANGZHOU'),
    shenzhen: await region('CN-SHENZHEN'),
    yiwu: await region('CN-YIWU'),
    ivoryCoast: await region('CI'),
    abidjan: await region('CI-ABIDJAN'),
    bouake: await region('CI-BOUAKE'),
    dakar: await region('SN-DAKAR'),
    gzWarehouse: await warehouse('WH-CN-GZ'),
    ywWarehouse: await warehouse('WH-CN-YW'),
    abidjanWarehouse: await warehouse('WH-CI-ABJ'),
    seaStandard: await channel('SEA_STANDARD'),
    seaExpress: await channel('SEA_EXPRESS'),
    airNormal: await channel('AIR_NORMAL'),
    general: await attr('general'),
    battery: await attr('battery'),
  };
}

// A complete sea order Guangzhou → Abidjan with two goods lines; `consignee` overrides the
// Ivorian consignee (e.g. a member's own phone, to see it under received orders).
export function validOrder(places: Places, overrides: Partial<OrderSubmitBody> = {}): OrderSubmitBody {
  return {
    orderType: '1',
    transportType: '1',
    channelId: places.seaStandard,
    startCityId: places.guangzhou,
    startWarehouseId: places.gzWarehouse,
    destCountryId: places.ivoryCoast,
    destCityId: places.abidjan,
    destWarehouseId: places.abidjanWarehouse,
    consignor: { name: 'Li Wei', company: 'Guangzhou Lighting Co.', areaCode: '86', phone: '13912345678', email: 'li.wei@example.com' },
    consignee: { name: 'Kouadio Yao', company: 'Yao Distribution', areaCode: '225', phone: '0701020304', email: 'yao@example.ci' },
    marks: 'YAO2024',
    goods: [
      { proZh: 'LED灯', proEn: 'LED lamps', num: 10, unit: 'carton', quantity: 500, volume: 1_200_000, weight: 150_000, worth: 250_000, prodAttrArr: [places.general] },
      { proZh: '插座', proEn: 'Sockets', num: 5, unit: 'carton', quantity: 300, volume: 400_000, weight: 60_000, worth: 90_000 },
    ],
    deliveryDate: '2026-12-01',
    deliveryaddress: 'Cocody',
    addressdetail: 'Rue des Jardins 12, Abidjan',
    remark: 'Fragile, keep dry',
    ...overrides,
  };
}

// Marks a member's real name certified, as a reviewer's approval would.
export async function certify(t: TestApp, memberId: number): Promise<void> {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('member_real_name')
    .values({
      member_id: memberId,
      name: 'Test Member',
      card_type: '1',
      card_number: '110105194912310021',
      img1: 'seed-img-1',
      img2: 'seed-img-2',
      extra_imgs: '[]',
      status: REAL_NAME_STATUS.certified,
      reject_reason: null,
      submitted_at: now,
      reviewed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface TestMember {
  token: string;
  id: number;
  areaCode: string;
  mobile: string;
}

export async function newMember(t: TestApp, options: { certified?: boolean; areaCode?: string; mobile?: string } = {}): Promise<TestMember> {
  const member = await registerMember(t, { ...(options.areaCode ? { areaCode: options.areaCode } : {}), ...(options.mobile ? { mobile: options.mobile } : {}) });
  const id = (await t.services.sessions.resolve(member.token)).subjectId;
  if (options.certified ?? true) await certify(t, id);
  return { token: member.token, id, areaCode: member.areaCode, mobile: member.mobile };
}

export interface OrderCallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  locale?: string;
}

export async function orderCall<T = unknown>(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: OrderCallOptions = {}): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url: path.startsWith('/') ? path : `/app-api/order/order/${path}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'accept-language': options.locale ?? 'en_US',
      ...options.headers,
    },
    ...(options.query ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}

// Places a complete order and answers what create answered (failing the test otherwise).
export async function placeOrder(t: TestApp, token: string, body: OrderSubmitBody, key?: string): Promise<OrderSaved> {
  const answer = await orderCall<OrderSaved>(t, 'POST', 'create', { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  if (answer.code !== 0) throw new Error(`create answered ${answer.code} ${answer.msg}`);
  return answer.data;
}
