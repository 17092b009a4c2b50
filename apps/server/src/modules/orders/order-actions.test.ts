import { beforeAll, expect, it } from 'vitest';
import { ERRORS } from '@portal/contracts/errors';
import type { OrderDetail, OrderSaved, OrderSubmitResult, PackingListFile } from '@portal/contracts/order';
import { ACTION_STATUSES, type MemberOrderAction } from '@portal/contracts/order-flow';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '@portal/contracts/statuses';
import { pdf } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember, orderCall, orderPlaces, placeOrder, validOrder, type Places, type TestMember } from '../../test/order-helpers.js';

async function setStatus(t: TestApp, id: number, status: OrderStatus) {
  await t.database.db.updateTable('ship_order').set({ status }).where('id', '=', id).execute();
}

async function statusOf(t: TestApp, id: number) {
  return (await t.database.db.selectFrom('ship_order').select(['status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow());
}

async function packingList(t: TestApp, member: TestMember): Promise<string> {
  const uploaded = await uploadFile(t, member.token, 'packing-list', { name: 'packing.pdf', body: pdf() });
  if (uploaded.code !== 0) throw new Error(`upload answered ${uploaded.code} ${uploaded.msg}`);
  return uploaded.data.url;
}

describeEachDb('orders: actions by status', (ctx) => {
  let places: Places;
  let member: TestMember;
  beforeAll(async () => {
    places = await orderPlaces(ctx());
    member = await newMember(ctx());
  });

  // Each action on a fresh order in the status, through the member's route.
  const attempts: Record<Exclude<MemberOrderAction, 'refund' | 'print'>, (t: TestApp, id: number) => ReturnType<typeof orderCall>> = {
    edit: (t, id) => orderCall(t, 'PUT', 'update', { token: member.token, body: { ...validOrder(places, { marks: 'EDITED' }), id } }),
    submit: (t, id) => orderCall(t, 'POST', 'create', { token: member.token, body: { ...validOrder(places), id } }),
    copy: (t, id) => orderCall(t, 'POST', 'copy', { token: member.token, query: { id } }),
    delete: (t, id) => orderCall(t, 'DELETE', 'delete', { token: member.token, query: { id } }),
    cancel: (t, id) => orderCall(t, 'POST', 'cancel', { token: member.token, query: { id } }),
    files: async (t, id) => orderCall(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url: await packingList(t, member) } }),
  };

  it('allows each action exactly in the statuses of the flow table, and says the status when it refuses', async () => {
    const t = ctx();
    const outcomes: string[] = [];
    for (const status of ORDER_STATUSES) {
      for (const [action, attempt] of Object.entries(attempts) as [keyof typeof attempts, (typeof attempts)[keyof typeof attempts]][]) {
        const { id } = await placeOrder(t, member.token, validOrder(places));
        await setStatus(t, id, status);
        const answer = await attempt(t, id);
        const allowed = ACTION_STATUSES[action].includes(status);
        outcomes.push(`${action}@${status}:${answer.code === 0 ? 'done' : answer.code}`);
        expect(`${action}@${status}:${answer.code}`).toBe(`${action}@${status}:${allowed ? 0 : ERRORS.ORDER_ACTION_NOT_ALLOWED.code}`);
        if (!allowed) expect(answer.status).toBe(409);
      }
    }
    const allowedPairs = (Object.keys(attempts) as (keyof typeof attempts)[]).reduce((n, action) => n + ACTION_STATUSES[action].length, 0);
    expect(outcomes.filter((o) => o.endsWith('done'))).toHaveLength(allowedPairs);

    const { id } = await placeOrder(t, member.token, validOrder(places));
    await setStatus(t, id, ORDER_STATUS.inTransit);
    const fr = await orderCall(t, 'POST', 'cancel', { token: member.token, query: { id }, locale: 'fr_FR' });
    expect(fr.msg).toBe("Impossible tant que la commande est à l'état « En transit »");
  });

  it('cancels once, with a tracking event, however many calls race', async () => {
    const t = ctx();
    const { id } = await placeOrder(t, member.token, validOrder(places));
    const answers = await Promise.all([1, 2, 3].map(() => attempts.cancel(t, id)));
    expect(answers.map((a) => a.code).sort()).toEqual([0, ERRORS.ORDER_ACTION_NOT_ALLOWED.code, ERRORS.ORDER_ACTION_NOT_ALLOWED.code]);
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id } });
    expect(detail.data.status).toBe(ORDER_STATUS.cancelled);
    expect(detail.data.events.map((e) => e.status)).toEqual([ORDER_STATUS.awaitingWarehousing, ORDER_STATUS.cancelled]);
    expect(detail.data.actions).toEqual(['copy', 'delete']);

    // Deleted: gone from every read, and a second delete finds nothing.
    expect((await attempts.delete(t, id)).code).toBe(0);
    expect((await statusOf(t, id)).deleted_at).not.toBeNull();
    expect((await orderCall(t, 'GET', 'get', { token: member.token, query: { id } })).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    expect((await attempts.delete(t, id)).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
  });

  it('keeps the destination address as submitted, and lets the rest change before the warehouse', async () => {
    const t = ctx();
    const body = validOrder(places);
    const { id } = await placeOrder(t, member.token, body);
    for (const change of [{ addressdetail: 'Another street 1' }, { deliveryaddress: 'Plateau' }]) {
      const answer = await orderCall(t, 'PUT', 'update', { token: member.token, body: { ...body, ...change, id } });
      expect(answer).toMatchObject({ status: 409, code: ERRORS.ORDER_ADDRESS_LOCKED.code, msg: 'Address cannot be modified after submission, contact customer service' });
    }
    const goods = [{ ...body.goods[0]!, num: 12 }];
    expect((await orderCall(t, 'PUT', 'update', { token: member.token, body: { ...body, goods, marks: 'NEWMARK', id } })).code).toBe(0);
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id } });
    expect(detail.data).toMatchObject({ marks: 'NEWMARK', totalNum: 12, status: ORDER_STATUS.awaitingWarehousing });
    // A draft's address may still change.
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { ...body, addressdetail: 'First' } });
    expect((await orderCall(t, 'PUT', 'update', { token: member.token, body: { ...body, addressdetail: 'Second', id: draft.data.id } })).code).toBe(0);
  });

  it('copies any order into a new draft with its goods, not its history nor its shipping mark', async () => {
    const t = ctx();
    const { id, orderNo } = await placeOrder(t, member.token, validOrder(places, { marks: 'COPYME' }));
    await setStatus(t, id, ORDER_STATUS.delivered);
    const copy = await orderCall<OrderSaved>(t, 'POST', 'copy', { token: member.token, query: { id } });
    expect(copy.data).toMatchObject({ status: ORDER_STATUS.draft, flags: [] });
    expect(copy.data.orderNo).not.toBe(orderNo);
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: copy.data.id } });
    // The mark names one consignment: a second one gets its own.
    expect(detail.data).toMatchObject({ marks: null, status: ORDER_STATUS.draft, events: [], submitTime: null, totalNum: 15 });
    expect(detail.data.goods.map((g) => g.proEn)).toEqual(['LED lamps', 'Sockets']);
  });

  it('names the member\'s other live orders under a shipping mark, in any case, for the form to ask before a second one', async () => {
    const t = ctx();
    const [owner, other] = [await newMember(t), await newMember(t)];
    const inUse = (token: string, query: Record<string, string | number>) => orderCall<{ list: { id: number; orderNo: string }[] }>(t, 'GET', 'marks-in-use', { token, query });
    const first = await placeOrder(t, owner.token, validOrder(places, { marks: 'TWICE1' }));
    const cancelled = await placeOrder(t, owner.token, validOrder(places, { marks: 'TWICE1' }));
    await orderCall(t, 'POST', 'cancel', { token: owner.token, query: { id: cancelled.id } });
    await orderCall(t, 'POST', 'draft', { token: owner.token, body: { transportType: '1', marks: 'TWICE1' } });
    expect((await inUse(owner.token, { marks: 'twice1' })).data.list).toEqual([{ id: first.id, orderNo: first.orderNo }]);
    // The order being edited does not count against itself; another member's marks are theirs.
    expect((await inUse(owner.token, { marks: 'TWICE1', exceptId: first.id })).data.list).toEqual([]);
    expect((await inUse(other.token, { marks: 'TWICE1' })).data.list).toEqual([]);
    expect((await inUse(owner.token, { marks: '1BAD' })).status).toBe(400);
  });

  it('submits several drafts, each done or refused with its reason', async () => {
    const t = ctx();
    const complete = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: validOrder(places) });
    const partial = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { ...validOrder(places), marks: undefined } });
    const submitted = await placeOrder(t, member.token, validOrder(places));
    const answer = await orderCall<OrderSubmitResult>(t, 'POST', 'submit', { token: member.token, body: { ids: [complete.data.id, partial.data.id, submitted.id, 99_999_999] } });
    expect(answer.data.submitted).toEqual([complete.data.id]);
    expect(answer.data.refused).toEqual([
      { id: partial.data.id, reason: 'The order is not complete: marks: Shipping mark cannot be empty' },
      { id: submitted.id, reason: 'This cannot be done while the order is Awaiting warehousing' },
      { id: 99_999_999, reason: 'Order not found' },
    ]);
    expect((await statusOf(t, complete.data.id)).status).toBe(ORDER_STATUS.awaitingWarehousing);
    expect((await statusOf(t, partial.data.id)).status).toBe(ORDER_STATUS.draft);
    const empty = await orderCall(t, 'POST', 'submit', { token: member.token, body: { ids: [] } });
    expect(empty.msg).toContain('Please select at least one record');

    const uncertified = await newMember(t, { certified: false });
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: uncertified.token, body: validOrder(places) });
    expect((await orderCall(t, 'POST', 'submit', { token: uncertified.token, body: { ids: [draft.data.id] } })).code).toBe(ERRORS.ORDER_REAL_NAME_REQUIRED.code);
  });

  it('saves typed parties to the address book once: the consignor as a supplier, the consignee as a customer', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const body = validOrder(places, { saveConsignor: true, saveConsignee: true });
    await placeOrder(t, shipper.token, body);
    await placeOrder(t, shipper.token, body);
    const book = async (kind: string) =>
      (await orderCall<{ list: { name: string; phone: string; company: string; marks: string | null }[] }>(t, 'GET', `/app-api/member/${kind}/page`, { token: shipper.token })).data.list;
    expect(await book('supplier')).toEqual([expect.objectContaining({ name: 'Li Wei', phone: '13912345678', company: 'Guangzhou Lighting Co.' })]);
    expect(await book('customer')).toEqual([expect.objectContaining({ name: 'Kouadio Yao', phone: '0701020304', marks: 'YAO2024' })]);
  });

  it('holds at most five packing-list files, with uploader, time and size, added and removed while editable', async () => {
    const t = ctx();
    const { id } = await placeOrder(t, member.token, validOrder(places));
    const urls = [];
    for (let i = 0; i < 6; i++) urls.push(await packingList(t, member));
    for (const url of urls.slice(0, 5)) expect((await orderCall(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url } })).code).toBe(0);
    // The same file again changes nothing.
    expect((await orderCall<{ list: PackingListFile[] }>(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url: urls[0] } })).data.list).toHaveLength(5);
    const sixth = await orderCall(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url: urls[5] } });
    expect(sixth).toMatchObject({ status: 409, code: ERRORS.ORDER_FILES_LIMIT.code, msg: 'Cannot upload more files - limit reached' });

    const list = await orderCall<{ list: PackingListFile[] }>(t, 'GET', 'packing-list/list', { token: member.token, query: { orderId: id } });
    expect(list.data.list).toHaveLength(5);
    expect(list.data.list[0]).toMatchObject({ uploader: expect.any(String), size: pdf().length, url: urls[0] });
    expect(Date.parse(list.data.list[0]!.createTime)).toBeGreaterThan(0);
    // A file on an order is in use: the member cannot delete it from under the order.
    expect((await orderCall(t, 'DELETE', urls[0]!.replace('/get/', '/delete/'), { token: member.token })).code).toBe(ERRORS.FILE_IN_USE.code);

    const removed = await orderCall<{ list: PackingListFile[] }>(t, 'DELETE', 'packing-list/delete', { token: member.token, query: { orderId: id, fileId: list.data.list[0]!.id } });
    expect(removed.data.list.map((f) => f.url)).toEqual(urls.slice(1, 5));
    expect((await getFile(t, member.token, urls[0]!)).statusCode).toBe(404);
    expect((await orderCall(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url: urls[5] } })).code).toBe(0);
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id } });
    expect(detail.data.files.map((f) => f.url)).toEqual([...urls.slice(1, 5), urls[5]]);

    // Only the member's own packing-list uploads.
    const stranger = await newMember(t);
    const theirs = await packingList(t, stranger);
    const avatar = await uploadFile(t, member.token, 'avatar', { name: 'a.pdf', body: pdf() });
    for (const url of [theirs, avatar.data?.url ?? '/app-api/file/get/AAAAAAAAAAAAAAAAAAAAAA']) {
      const answer = await orderCall<{ fields: { field: string }[] }>(t, 'POST', 'packing-list/add', { token: member.token, body: { orderId: id, url } });
      expect(answer.status).toBe(400);
    }
    await setStatus(t, id, ORDER_STATUS.inWarehouse);
    expect((await orderCall(t, 'DELETE', 'packing-list/delete', { token: member.token, query: { orderId: id, fileId: detail.data.files[0]!.id } })).code).toBe(
      ERRORS.ORDER_ACTION_NOT_ALLOWED.code,
    );
    // Files stay readable after the order moves on.
    expect((await orderCall<{ list: PackingListFile[] }>(t, 'GET', 'packing-list/list', { token: member.token, query: { orderId: id } })).data.list).toHaveLength(5);
  });
});
