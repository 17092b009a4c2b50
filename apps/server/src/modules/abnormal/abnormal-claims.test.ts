import type { AbnormalDetail, AbnormalItem, ClaimCheck } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem } from '@portal/contracts/messages';
import type { OrderDetail } from '@portal/contracts/order';
import { ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { image } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember, orderCall, type TestMember } from '../../test/order-helpers.js';

// Members' loss and damage claims (docs/abnormal-items.md, "Claims").

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');
const HOUR = 60 * 60 * 1000;

interface FieldProblem {
  field: string;
  rule: string;
  message: string;
}
const fieldsOf = (data: unknown) => ((data as { fields?: FieldProblem[] } | null)?.fields ?? []).map((f) => f.field);

async function photo(t: TestApp, token: string): Promise<string> {
  const res = await uploadFile(t, token, 'attachment', { name: 'crushed.jpg', body: await image('jpeg') });
  expect(res.code).toBe(0);
  return res.data.url;
}

// An order of the member's, warehoused `hoursAgo` hours ago (a receipt), insured or not.
async function warehousedOrder(t: TestApp, member: TestMember, options: { status?: OrderStatus; insured?: boolean; hoursAgo?: number } = {}) {
  const order = await insertOrder(t, { memberId: member.id, status: options.status ?? ORDER_STATUS.inWarehouse });
  if (options.insured) await t.database.db.updateTable('ship_order').set({ is_insured: 1 }).where('id', '=', order.id).execute();
  const inTime = new Date(Date.now() - (options.hoursAgo ?? 1) * HOUR).toISOString();
  await t.database.db
    .insertInto('ship_order_receipt')
    .values({ order_id: order.id, cartons: 3, size: '50x40x30', volume: 150_000, weight: 42_000, warehouse_id: null, in_time: inTime, staff_id: null, updated_at: inTime })
    .execute();
  return order;
}

let keys = 0;
const claimBody = (orderId: number, overrides: Record<string, unknown> = {}) => ({
  orderId,
  kind: 'loss',
  amount: 5000,
  description: 'One carton of 3 missing at delivery',
  requestKey: `claim-key-${(keys += 1)}-${Date.now()}`,
  ...overrides,
});

const fileClaim = (t: TestApp, member: TestMember, body: Record<string, unknown>, locale = 'en_US') =>
  orderCall<AbnormalDetail>(t, 'POST', '/app-api/order/abnormal/claim/create', { token: member.token, body, locale });

const answerClaim = (t: TestApp, staff: string, body: Record<string, unknown>) =>
  call<AbnormalDetail>(t.app, 'POST', '/admin-api/order/abnormal/claim/answer', { token: staff, body });

describeEachDb('abnormal claims', (ctx) => {
  it('takes a damage claim with a photo to staff, who grant it; the member follows it in the list, the detail, the order and messages', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await warehousedOrder(t, member, { status: ORDER_STATUS.delivered });
    const check = await orderCall<ClaimCheck>(t, 'GET', '/app-api/order/abnormal/claim/check', { token: member.token, query: { orderId: order.id } });
    expect(check.data).toMatchObject({ orderId: order.id, orderNo: order.orderNo, allowed: true, refusal: null, claimId: null, insured: false, insuranceDeadline: null, insuranceOpen: false });

    const url = await photo(t, member.token);
    const filed = await fileClaim(t, member, claimBody(order.id, { kind: 'damage', amount: 4250, outerPackageIntact: false, description: 'Box crushed, two vases broken', files: [url] }));
    expect(filed.status).toBe(200);
    expect(filed.data).toMatchObject({
      status: 2,
      type: '4',
      actions: [],
      amount: null,
      claim: { kind: 'damage', amount: 4250, currency: 'USD', insurance: false, compensation: null },
    });
    expect(filed.data.steps.map((s) => [s.kind, s.actor, s.files.length])).toEqual([['claimed', 'member', 1]]);
    expect((await getFile(t, member.token, filed.data.files[0]!.url)).statusCode).toBe(200);

    // Awaiting staff: listed under that tab; the member cannot handle it; the order shows it.
    const awaiting = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token: member.token, query: { status: 2 } });
    expect(awaiting.data.list.map((i) => i.id)).toEqual([filed.data.id]);
    expect(await orderCall(t, 'POST', '/app-api/order/abnormal/handle', { token: member.token, body: { id: filed.data.id, action: 'accept' } })).toMatchObject({ status: 409 });
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: order.id } });
    expect(detail.data.abnormal).toEqual([expect.objectContaining({ id: filed.data.id, claim: true, status: 2 })]);
    const again = await orderCall<ClaimCheck>(t, 'GET', '/app-api/order/abnormal/claim/check', { token: member.token, query: { orderId: order.id } });
    expect(again.data).toMatchObject({ allowed: false, refusal: 'exists', claimId: filed.data.id });

    // Staff grant less than claimed, with a photo of their own and a note.
    const staff = await operator(t);
    const staffPhoto = await uploadFile(t, staff, 'attachment', { name: 'report.jpg', body: await image('jpeg') }, { area: 'admin-api' });
    // The dispute answer is not for claims.
    expect(await call(t.app, 'POST', '/admin-api/order/abnormal/answer', { token: staff, body: { id: filed.data.id, answer: 'uphold' } })).toMatchObject({ status: 409, code: 1_010_008 });
    const tooMuch = await answerClaim(t, staff, { id: filed.data.id, answer: 'accept', compensation: 4251 });
    expect(tooMuch.status).toBe(400);
    expect(fieldsOf(tooMuch.data)).toEqual(['compensation']);
    const granted = await answerClaim(t, staff, { id: filed.data.id, answer: 'accept', compensation: 3000, remarks: 'Vases were not packed as fragile', files: [staffPhoto.data.url] });
    expect(granted.data).toMatchObject({ status: 1, claim: { compensation: 3000 } });
    // Answered once.
    expect(await answerClaim(t, staff, { id: filed.data.id, answer: 'reject', remarks: 'x' })).toMatchObject({ status: 409, code: 1_010_007 });

    const seen = await orderCall<AbnormalDetail>(t, 'GET', '/app-api/order/abnormal/get', { token: member.token, query: { id: filed.data.id } });
    expect(seen.data.steps.map((s) => [s.kind, s.actor, s.remarks])).toEqual([
      ['claimed', 'member', 'Box crushed, two vases broken'],
      ['granted', 'staff', 'Vases were not packed as fragile'],
    ]);
    expect((await getFile(t, member.token, seen.data.steps[1]!.files[0]!.url)).statusCode).toBe(200);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(messages.data.list.map((m) => m.title)).toEqual([`Claim on order ${order.orderNo} accepted`, `Claim on order ${order.orderNo} received`]);
    expect(messages.data.list[0]!.content).toContain('USD 30.00');
    expect(messages.data.list[1]!.content).toContain('USD 42.50');
  });

  it("answers another member's order like a missing one, and checks the order's status", async () => {
    const t = ctx();
    const owner = await newMember(t);
    const other = await newMember(t);
    const order = await warehousedOrder(t, owner);
    // The other member is the consignee of a second order: a claim is the shipper's.
    const received = await insertOrder(t, { memberId: owner.id, status: ORDER_STATUS.delivered, consignee: { areaCode: other.areaCode, phone: other.mobile } });

    const missing = await fileClaim(t, other, claimBody(999_999));
    expect(missing).toMatchObject({ status: 404, code: 1_010_005 });
    for (const id of [order.id, received.id]) {
      const foreign = await fileClaim(t, other, claimBody(id));
      expect({ ...foreign, data: null }).toEqual({ ...missing, data: null });
      expect(await orderCall(t, 'GET', '/app-api/order/abnormal/claim/check', { token: other.token, query: { orderId: id } })).toMatchObject({ status: 404, code: 1_010_005 });
    }
    expect(await t.database.db.selectFrom('abnormal_item').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

    // Before warehousing, or cancelled: refused naming the order.
    for (const status of [ORDER_STATUS.draft, ORDER_STATUS.awaitingWarehousing, ORDER_STATUS.cancelled, ORDER_STATUS.returned]) {
      const early = await insertOrder(t, { memberId: owner.id, status });
      const refused = await fileClaim(t, owner, claimBody(early.id), 'fr_FR');
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.data)).toEqual(['orderId']);
      expect(JSON.stringify(refused.data)).toContain("de l'entreposage à la livraison");
      const check = await orderCall<ClaimCheck>(t, 'GET', '/app-api/order/abnormal/claim/check', { token: owner.token, query: { orderId: early.id } });
      expect(check.data).toMatchObject({ allowed: false, refusal: 'status' });
    }
  });

  it('holds the amount to USD 100 in cents, refuses an intact outer package, and wants a photo of damage (not of a loss)', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await warehousedOrder(t, member, { status: ORDER_STATUS.inTransit });
    const url = await photo(t, member.token);

    const over = await fileClaim(t, member, claimBody(order.id, { amount: 10_001 }));
    expect(over.status).toBe(400);
    expect(fieldsOf(over.data)).toEqual(['amount']);
    expect(JSON.stringify(over.data)).toContain('USD 100 per consignment');
    const fraction = await fileClaim(t, member, claimBody(order.id, { amount: 12.5 }));
    expect(fieldsOf(fraction.data)).toEqual(['amount']);
    expect(fieldsOf((await fileClaim(t, member, claimBody(order.id, { amount: 0 }))).data)).toEqual(['amount']);

    const intact = await fileClaim(t, member, claimBody(order.id, { kind: 'damage', outerPackageIntact: true, files: [url] }), 'zh_CN');
    expect(intact.status).toBe(400);
    expect(fieldsOf(intact.data)).toEqual(['outerPackageIntact']);
    expect(JSON.stringify(intact.data)).toContain('外包装完好');
    const undeclared = await fileClaim(t, member, claimBody(order.id, { kind: 'damage', files: [url] }));
    expect(fieldsOf(undeclared.data)).toEqual(['outerPackageIntact']);
    const noPhoto = await fileClaim(t, member, claimBody(order.id, { kind: 'damage', outerPackageIntact: false }));
    expect(fieldsOf(noPhoto.data)).toEqual(['files']);
    const strangers = await fileClaim(t, member, claimBody(order.id, { kind: 'damage', outerPackageIntact: false, files: [await photo(t, (await newMember(t)).token)] }));
    expect(fieldsOf(strangers.data)).toEqual(['files.0']);
    expect(await t.database.db.selectFrom('abnormal_item').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

    // A loss needs no photo; the full USD 100 is allowed.
    const loss = await fileClaim(t, member, claimBody(order.id, { amount: 10_000 }));
    expect(loss.data).toMatchObject({ type: '10', claim: { kind: 'loss', amount: 10_000 } });
  });

  it('takes an insurance claim only on an insured order, within 3 days of warehousing', async () => {
    const t = ctx();
    const member = await newMember(t);
    const plain = await warehousedOrder(t, member);
    const notInsured = await fileClaim(t, member, claimBody(plain.id, { insurance: true }));
    expect(notInsured.status).toBe(400);
    expect(fieldsOf(notInsured.data)).toEqual(['insurance']);

    const late = await warehousedOrder(t, member, { insured: true, hoursAgo: 73 });
    const check = await orderCall<ClaimCheck>(t, 'GET', '/app-api/order/abnormal/claim/check', { token: member.token, query: { orderId: late.id } });
    expect(check.data.insured).toBe(true);
    expect(new Date(check.data.insuranceDeadline!).getTime()).toBeLessThan(Date.now());
    expect(check.data.insuranceOpen).toBe(false);
    const refused = await fileClaim(t, member, claimBody(late.id, { insurance: true }));
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.data)).toEqual(['insurance']);
    expect(JSON.stringify(refused.data)).toContain('within 3 days of warehousing');
    // The same loss without insurance: the standard compensation still applies.
    expect((await fileClaim(t, member, claimBody(late.id, { insurance: false }))).data).toMatchObject({ claim: { insurance: false } });

    const inTime = await warehousedOrder(t, member, { insured: true, hoursAgo: 70 });
    expect((await orderCall<ClaimCheck>(t, 'GET', '/app-api/order/abnormal/claim/check', { token: member.token, query: { orderId: inTime.id } })).data.insuranceOpen).toBe(true);
    expect((await fileClaim(t, member, claimBody(inTime.id, { insurance: true }))).data).toMatchObject({ status: 2, claim: { insurance: true } });
  });

  it('makes one claim of a double submit, and refuses a second claim on the order', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await warehousedOrder(t, member);
    const body = claimBody(order.id);
    const both = await Promise.all([fileClaim(t, member, body), fileClaim(t, member, body)]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(both[0]!.data.id).toBe(both[1]!.data.id);
    const again = await fileClaim(t, member, body);
    expect(again.data.id).toBe(both[0]!.data.id);
    expect(await t.database.db.selectFrom('abnormal_step').select('id').where('item_id', '=', both[0]!.data.id).execute()).toHaveLength(1);

    expect(await fileClaim(t, member, claimBody(order.id))).toMatchObject({ status: 409, code: 1_010_006 });
  });

  it('lets staff reject a claim with a reason, told to the member; only operators answer', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await warehousedOrder(t, member);
    const filed = await fileClaim(t, member, claimBody(order.id));
    for (const username of ['reviewer', 'service', 'finance']) {
      const token = await staffToken(t, username, `${username}1234`);
      expect(await answerClaim(t, token, { id: filed.data.id, answer: 'reject', remarks: 'x' })).toMatchObject({ status: 403 });
    }
    expect(await answerClaim(t, member.token, { id: filed.data.id, answer: 'reject', remarks: 'x' })).toMatchObject({ status: 403 });
    const staff = await operator(t);
    const bare = await answerClaim(t, staff, { id: filed.data.id, answer: 'reject' });
    expect(bare.status).toBe(400);
    expect(fieldsOf(bare.data)).toEqual(['remarks']);
    const rejected = await answerClaim(t, staff, { id: filed.data.id, answer: 'reject', remarks: 'All 3 cartons were signed for at delivery' });
    expect(rejected.data).toMatchObject({ status: 1, claim: { compensation: 0 } });

    // The claim answer is for claims only.
    const raised = await call<AbnormalDetail>(t.app, 'POST', '/admin-api/order/abnormal/create', { token: staff, body: { orderId: order.id, type: '9', description: 'Wet cartons' } });
    expect(await answerClaim(t, staff, { id: raised.data.id, answer: 'accept' })).toMatchObject({ status: 409, code: 1_010_007 });

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'fr_FR' });
    const refused = messages.data.list.find((m) => m.title === `Réclamation sur la commande ${order.orderNo} refusée`);
    expect(refused?.content).toContain('All 3 cartons were signed for at delivery');
  });
});

describeEachDb('abnormal claims migration', (ctx) => {
  it('keeps the items, steps and files staff raised when it makes staff optional (SQLite rebuilds the table)', async () => {
    const t = ctx();
    const db = t.database.db;
    // Items staff raised (down drops members' claims, and with them the demo claim).
    const count = async () => {
      const items = await db.selectFrom('abnormal_item').select(['id', 'staff_id', 'status']).where('staff_id', 'is not', null).orderBy('id').execute();
      const ids = items.map((r) => r.id);
      return {
        items: items.map((r) => [Number(r.id), Number(r.staff_id), r.status]),
        steps: (await db.selectFrom('abnormal_step').select('id').where('item_id', 'in', ids).execute()).length,
        files: (await db.selectFrom('abnormal_file').select('id').where('item_id', 'in', ids).execute()).length,
      };
    };
    const before = await count();
    // The demo member's items, with their steps and photos.
    expect(before.items.length).toBeGreaterThan(0);
    expect(before.files).toBeGreaterThan(0);
    const migration = await import('../../db/migrations/20261128130500_abnormal_claims.js');
    await migration.down(db);
    await migration.up(db);
    expect(await count()).toEqual(before);
    // Still cascades from orders, and takes a member's claim again.
    const member = await newMember(t);
    const order = await warehousedOrder(t, member);
    expect((await fileClaim(t, member, claimBody(order.id))).status).toBe(200);
  });
});
