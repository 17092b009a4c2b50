import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { CREATOR_TYPE, ORDER_STATUS, REAL_NAME_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { nationalPhone } from '../../lib/phone.js';
import type { FileStorage } from '../../modules/files/file-storage.js';
import { orderNo, orderNoPrefix } from '../../modules/orders/order-values.js';
import type { DB } from '../schema.js';
import { toJson } from '../sql.js';
import type { ShipOrderTable } from '../tables/orders.js';
import { DEMO_POSTED, DEMO_RECEIVED, type DemoOrder, type DemoParty } from './data/demo-orders.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Where each step of the chain happened, by the order's warehouses.
const PORTS: Record<string, string> = { 'WH-CN-GZ': 'Nansha port, Guangzhou', 'WH-CN-SZ': 'Yantian port, Shenzhen', 'WH-CN-YW': 'Ningbo port' };
const AIRPORTS: Record<string, string> = { 'WH-CN-GZ': 'Baiyun airport, Guangzhou', 'WH-CN-SZ': "Bao'an airport, Shenzhen" };

// A plain ID-card-shaped picture for the demo member's certified real-name record, so the
// verification page shows images rather than broken links.
async function cardImage(background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <rect x="24" y="24" width="432" height="252" rx="18" fill="#ffffff"/>
    <rect x="48" y="60" width="110" height="140" rx="8" fill="#c9d3de"/>
    <rect x="184" y="72" width="220" height="16" rx="8" fill="#9aa8b8"/>
    <rect x="184" y="112" width="180" height="16" rx="8" fill="#b4c0cc"/>
    <rect x="184" y="152" width="240" height="16" rx="8" fill="#b4c0cc"/>
    <rect x="48" y="228" width="376" height="18" rx="9" fill="#9aa8b8"/>
  </svg>`;
  return sharp({ create: { width: 480, height: 300, channels: 3, background } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

async function certify(db: Kysely<DB>, memberId: number, name: string, storage: FileStorage, now: string) {
  const ids: string[] = [];
  for (const [side, background] of [
    ['front', '#dbe8f5'],
    ['back', '#e8f0e1'],
  ] as const) {
    const body = await cardImage(background);
    const publicId = randomBytes(16).toString('base64url');
    const storageKey = `id-card/${now.slice(0, 7)}/${randomBytes(16).toString('hex')}.png`;
    await storage.put(storageKey, body, 'image/png');
    await db
      .insertInto('file_object')
      .values({
        public_id: publicId,
        owner_type: 'member',
        owner_id: memberId,
        purpose: 'id-card',
        name: `id-card-${side}.png`,
        content_type: 'image/png',
        size: body.length,
        storage_key: storageKey,
        sha256: createHash('sha256').update(body).digest('hex'),
        created_at: now,
        used_at: now,
      })
      .execute();
    ids.push(publicId);
  }
  await db
    .insertInto('member_real_name')
    .values({
      member_id: memberId,
      name,
      card_type: 'mainland_id',
      card_number: '110105194912310021',
      img1: ids[0]!,
      img2: ids[1]!,
      extra_imgs: '[]',
      status: REAL_NAME_STATUS.certified,
      reject_reason: null,
      submitted_at: now,
      reviewed_at: now,
      reviewer_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

type Refs = {
  warehouses: Map<string, { id: number; city_id: number; country_id: number; name_en: string }>;
  regions: Map<number, { name_en: string }>;
  channels: Map<string, { id: number; accepts_restricted: number }>;
  attrs: Map<string, { id: number; restricted: number }>;
};

async function refs(db: Kysely<DB>): Promise<Refs> {
  const [warehouses, regions, channels, attrs] = await Promise.all([
    db.selectFrom('warehouse').select(['id', 'code', 'city_id', 'country_id', 'name_en']).execute(),
    db.selectFrom('region').select(['id', 'name_en']).execute(),
    db.selectFrom('channel').select(['id', 'code', 'accepts_restricted']).execute(),
    db.selectFrom('product_attr').select(['id', 'code', 'restricted']).execute(),
  ]);
  return {
    warehouses: new Map(warehouses.map((w) => [w.code, w])),
    regions: new Map(regions.map((r) => [r.id, r])),
    channels: new Map(channels.map((c) => [c.code, c])),
    attrs: new Map(attrs.map((a) => [a.code, a])),
  };
}

function party(prefix: 'consignor' | 'consignee', p: DemoParty) {
  return {
    [`${prefix}_name`]: p.name,
    [`${prefix}_company`]: p.company ?? null,
    [`${prefix}_name_en`]: null,
    [`${prefix}_area_code`]: p.areaCode,
    [`${prefix}_phone`]: nationalPhone(p.areaCode, p.phone) ?? p.phone,
    [`${prefix}_email`]: p.email ?? null,
  };
}

// The steps an order in `status` went through, with where they happened.
function chain(order: DemoOrder, r: Refs, created: number): { status: OrderStatus; time: string; place: string | null; note: string | null }[] {
  const start = r.warehouses.get(order.start)!;
  const dest = r.warehouses.get(order.dest)!;
  const air = order.transportType === '2';
  const destCity = r.regions.get(dest.city_id)?.name_en ?? null;
  const steps: [OrderStatus, number, string | null][] = [
    [ORDER_STATUS.awaitingWarehousing, 1, null],
    [ORDER_STATUS.inWarehouse, air ? 24 : 72, start.name_en],
    [ORDER_STATUS.departed, air ? 48 : 6 * 24, (air ? AIRPORTS : PORTS)[order.start] ?? start.name_en],
    [ORDER_STATUS.inTransit, air ? 60 : 8 * 24, air ? 'Addis Ababa (transit)' : 'At sea'],
    [ORDER_STATUS.arrived, air ? 5 * 24 : 30 * 24, destCity],
    [ORDER_STATUS.readyForPickup, air ? 6 * 24 : 32 * 24, dest.name_en],
    [ORDER_STATUS.delivered, air ? 8 * 24 : 35 * 24, destCity],
  ];
  if (order.status === ORDER_STATUS.draft) return [];
  if (order.status === ORDER_STATUS.cancelled) {
    return [
      { status: ORDER_STATUS.awaitingWarehousing, time: new Date(created + HOUR).toISOString(), place: null, note: null },
      { status: ORDER_STATUS.cancelled, time: new Date(created + 26 * HOUR).toISOString(), place: null, note: null },
    ];
  }
  // Returned to the shipper from the warehouse (a warehouse refund): received, then handed back.
  if (order.status === ORDER_STATUS.returned) {
    const received = steps.slice(0, 2).map(([status, hours, place]) => ({ status, time: new Date(created + hours * HOUR).toISOString(), place, note: null }));
    return [...received, { status: ORDER_STATUS.returned, time: new Date(created + 6 * 24 * HOUR).toISOString(), place: null, note: null }];
  }
  return steps
    .filter(([status]) => status <= order.status)
    .map(([status, hours, place]) => ({
      status,
      time: new Date(created + hours * HOUR).toISOString(),
      place,
      note: status === order.status && order.note ? order.note : null,
    }));
}

async function insertOrder(db: Kysely<DB>, r: Refs, memberId: number, order: DemoOrder, consignor: DemoParty, control: DemoParty | null, numbers: Map<string, number>) {
  const start = r.warehouses.get(order.start);
  const dest = r.warehouses.get(order.dest);
  const channel = r.channels.get(order.channel);
  // Reference rows a staff edit removed: the demo order is left out, the start goes on.
  if (!start || !dest || !channel) return;
  // Whole days back at 09:00 UTC, before today: numbers of today stay for real orders.
  const created = Math.floor((Date.now() - order.daysAgo * DAY) / DAY) * DAY + 9 * HOUR;
  const prefix = orderNoPrefix(order.transportType, new Date(created));
  const sequence = (numbers.get(prefix) ?? 0) + 1;
  numbers.set(prefix, sequence);
  const events = chain(order, r, created);
  const totals = {
    total_num: order.goods.reduce((n, g) => n + g.num, 0),
    total_volume: order.goods.reduce((n, g) => n + g.volume, 0),
    total_weight: order.goods.reduce((n, g) => n + g.weight, 0),
    total_worth: order.goods.reduce((n, g) => n + g.worth, 0),
  };
  // As the order checks flag it: restricted goods on a channel that does not take them.
  const flagged = channel.accepts_restricted === 0 && order.goods.some((g) => g.attrs?.some((a) => r.attrs.get(a)?.restricted === 1));
  const values: Insertable<ShipOrderTable> = {
    member_id: memberId,
    creator_type: CREATOR_TYPE.member,
    creator_staff_id: null,
    order_no: orderNo(prefix, sequence),
    status: order.status,
    cargo_control_status: control ? 1 : 0,
    order_type: '1',
    transport_type: order.transportType,
    channel_id: channel.id,
    start_city_id: start.city_id,
    start_warehouse_id: start.id,
    dest_country_id: dest.country_id,
    dest_city_id: dest.city_id,
    dest_warehouse_id: dest.id,
    ...party('consignor', consignor),
    ...party('consignee', order.consignee),
    marks: order.marks,
    currency: 'USD',
    is_cargo_control: control ? 1 : 0,
    controller_name: control?.name ?? null,
    controller_area_code: control?.areaCode ?? null,
    controller_phone: control ? (nationalPhone(control.areaCode, control.phone) ?? control.phone) : null,
    controller_email: null,
    customs_type: 'consolidated',
    issuing_method: 'electronic',
    warehouse_type: 'general',
    harvest_method: 'self_delivery',
    delivery_date: new Date(created + 3 * DAY).toISOString().slice(0, 10),
    delivery_address: order.deliveryaddress,
    address_detail: order.addressdetail,
    drawee: 'shipper',
    package_type: 'carton',
    ...totals,
    flagged: flagged ? 1 : 0,
    created_at: new Date(created).toISOString(),
    updated_at: events.at(-1)?.time ?? new Date(created).toISOString(),
    submitted_at: events[0]?.time ?? null,
  } as Insertable<ShipOrderTable>;
  const { id } = await db.insertInto('ship_order').values(values).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('ship_order_goods')
    .values(
      order.goods.map((g, i) => ({
        order_id: id,
        line_no: i + 1,
        pro_zh: g.proZh,
        pro_en: g.proEn,
        brand: '0',
        num: g.num,
        unit: g.unit,
        quantity: g.quantity,
        volume: g.volume,
        weight: g.weight,
        worth: g.worth,
        material: g.material ?? null,
        prod_attr_ids: toJson((g.attrs ?? []).flatMap((a) => (r.attrs.has(a) ? [r.attrs.get(a)!.id] : []))),
        is_pay_advance: 0,
        link: null,
      })),
    )
    .execute();
  if (events.length > 0) {
    await db
      .insertInto('ship_order_event')
      .values(events.map((e) => ({ order_id: id, status: e.status, time: e.time, place: e.place, note: e.note, staff_id: null, created_at: e.time })))
      .execute();
  }
  const received = events.find((e) => e.status === ORDER_STATUS.inWarehouse);
  // Received whole: one lot of every carton. Partly received (docs/warehouse.md): the lots so
  // far, each a tenth of the declared volume and weight per carton, the order still awaiting.
  const lots = received
    ? [{ cartons: totals.total_num, volume: Math.round(totals.total_volume * 1.03), weight: Math.round(totals.total_weight * 1.01), time: received.time }]
    : (order.lots ?? []).map((cartons, i) => ({
        cartons,
        volume: Math.round((totals.total_volume * cartons) / totals.total_num),
        weight: Math.round((totals.total_weight * cartons) / totals.total_num),
        time: new Date(Date.parse(events[0]!.time) + (20 + 24 * i) * HOUR).toISOString(),
      }));
  if (lots.length) {
    const last = lots.at(-1)!.time;
    await db
      .insertInto('ship_order_receipt')
      .values({
        order_id: id,
        cartons: lots.reduce((n, l) => n + l.cartons, 0),
        size: '60×40×40 cm',
        volume: lots.reduce((n, l) => n + l.volume, 0),
        weight: lots.reduce((n, l) => n + l.weight, 0),
        warehouse_id: start.id,
        in_time: last,
        staff_id: null,
        updated_at: last,
        complete: received ? 1 : 0,
      })
      .execute();
    await db
      .insertInto('ship_order_receipt_lot')
      .values(lots.map((l, i) => ({ order_id: id, lot_no: i + 1, cartons: l.cartons, size: '60×40×40 cm', volume: l.volume, weight: l.weight, in_time: l.time, staff_id: null, created_at: l.time })))
      .execute();
  }
}

// The demo member is real-name certified and has orders in every status; a second demo member
// (the shipper of the demo member's received orders) exists for that. Runs once, with the demo
// accounts (seed.ts).
export async function seedDemoOrders(db: Kysely<DB>, demo: { memberId: number; shipperId: number; mobile: string; areaCode: string }, storage: FileStorage) {
  const now = new Date().toISOString();
  await certify(db, demo.memberId, 'Zhang Wei', storage, now);
  await certify(db, demo.shipperId, 'Chen Jing', storage, now);
  const r = await refs(db);
  const numbers = new Map<string, number>();
  const demoParty: DemoParty = { name: 'Zhang Wei', company: 'Demo Trading Co.', areaCode: demo.areaCode, phone: demo.mobile };
  const shipperParty: DemoParty = { name: 'Chen Jing', company: 'Yiwu Bright Goods Co.', areaCode: '86', phone: '13700137000' };
  for (const order of DEMO_POSTED) await insertOrder(db, r, demo.memberId, order, demoParty, null, numbers);
  for (const order of DEMO_RECEIVED) await insertOrder(db, r, demo.shipperId, { ...order, consignee: demoParty }, shipperParty, demoParty, numbers);
  // Later numbers of those days continue after the demo ones.
  for (const [prefix, value] of numbers) {
    await db
      .insertInto('ship_order_sequence')
      .values({ prefix, value })
      .onConflict((oc) => oc.column('prefix').doUpdateSet({ value }))
      .execute();
  }
}
