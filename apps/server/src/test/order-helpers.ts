import type { OrderSaved, OrderSubmitBody } from '@portal/contracts/order';
import { CARGO_CONTROL_STATUS, ORDER_STATUS, REAL_NAME_STATUS, type CargoControlStatus, type OrderStatus } from '@portal/contracts/statuses';
import { fromBool } from '../db/sql.js';
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
      card_type: 'mainland_id',
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

// Orders written straight into the order tables: an order in any status (staff tests) without
// walking the member's steps to it.

let sequence = 0;

export interface FixtureOrder {
  memberId: number;
  status?: OrderStatus;
  cargoControlStatus?: CargoControlStatus;
  marks?: string;
  consignor?: { areaCode: string; phone: string };
  consignee?: { areaCode: string; phone: string };
  createdAt?: string;
  deleted?: boolean;
}

export interface InsertedOrder {
  id: number;
  orderNo: string;
  marks: string;
}

export async function insertOrders(t: TestApp, orders: readonly FixtureOrder[]): Promise<InsertedOrder[]> {
  const now = new Date().toISOString();
  const rows = orders.map((o) => {
    sequence += 1;
    // A day the seed never numbers its orders by (it numbers them by days before the run): a
    // fixed recent day clashed with the demo orders created on it.
    const orderNo = `SE991231${String(sequence).padStart(6, '0')}`;
    const status = o.status ?? ORDER_STATUS.awaitingWarehousing;
    return {
      member_id: o.memberId,
      creator_type: 1 as const,
      order_no: orderNo,
      status,
      cargo_control_status: o.cargoControlStatus ?? CARGO_CONTROL_STATUS.none,
      is_cargo_control: fromBool((o.cargoControlStatus ?? CARGO_CONTROL_STATUS.none) !== CARGO_CONTROL_STATUS.none),
      order_type: '1',
      transport_type: '1',
      consignor_name: 'Li Wei',
      consignor_area_code: o.consignor?.areaCode ?? '86',
      consignor_phone: o.consignor?.phone ?? '13912345678',
      consignee_name: 'Awa Diop',
      consignee_area_code: o.consignee?.areaCode ?? '221',
      consignee_phone: o.consignee?.phone ?? '771234567',
      marks: o.marks ?? `MK${sequence}`,
      delivery_date: '2026-12-01',
      delivery_address: 'Plateau',
      address_detail: '12 Avenue Senghor',
      total_num: 3,
      total_volume: 150_000,
      total_weight: 42_000,
      total_worth: 120_000,
      created_at: o.createdAt ?? now,
      updated_at: o.createdAt ?? now,
      submitted_at: status === ORDER_STATUS.draft ? null : (o.createdAt ?? now),
      deleted_at: o.deleted ? now : null,
    };
  });
  const inserted: InsertedOrder[] = [];
  for (let at = 0; at < rows.length; at += 200) {
    const chunk = rows.slice(at, at + 200);
    const ids = await t.database.db.insertInto('ship_order').values(chunk).returning(['id', 'order_no', 'marks']).execute();
    // RETURNING order is not guaranteed; numbers grow with the input order.
    ids.sort((a, b) => a.order_no.localeCompare(b.order_no));
    await t.database.db
      .insertInto('ship_order_goods')
      .values(
        ids.map((r) => ({
          order_id: r.id,
          line_no: 1,
          pro_zh: '陶瓷杯',
          pro_en: 'Ceramic cups',
          num: 3,
          unit: 'pcs',
          quantity: 300,
          volume: 150_000,
          weight: 42_000,
          worth: 120_000,
          is_pay_advance: fromBool(false),
        })),
      )
      .execute();
    inserted.push(...ids.map((r) => ({ id: r.id, orderNo: r.order_no, marks: r.marks ?? '' })));
  }
  return inserted;
}

export async function insertOrder(t: TestApp, order: FixtureOrder): Promise<InsertedOrder> {
  const [inserted] = await insertOrders(t, [order]);
  return inserted!;
}
