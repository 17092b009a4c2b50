import type { AbnormalDetail, AbnormalItem } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem } from '@portal/contracts/messages';
import type { OrderDetail, TrackResult } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { image } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember, orderCall, type TestMember } from '../../test/order-helpers.js';

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

async function memberPhoto(t: TestApp, token: string): Promise<string> {
  const res = await uploadFile(t, token, 'attachment', { name: 'photo.jpg', body: await image('jpeg') });
  expect(res.code).toBe(0);
  return res.data.url;
}

async function staffPhoto(t: TestApp, token: string): Promise<string> {
  const res = await uploadFile(t, token, 'attachment', { name: 'scale.jpg', body: await image('jpeg') }, { area: 'admin-api' });
  expect(res.code).toBe(0);
  return res.data.url;
}

async function raise(t: TestApp, staff: string, orderId: number, overrides: Record<string, unknown> = {}) {
  const answer = await call<AbnormalDetail>(t.app, 'POST', '/admin-api/order/abnormal/create', {
    token: staff,
    body: { orderId, type: '1', description: 'Weighed 52 kg, declared 42 kg', amount: 1500, currency: 'USD', ...overrides },
  });
  expect(answer.code).toBe(0);
  return answer.data;
}

const handle = (t: TestApp, member: TestMember, body: Record<string, unknown>) =>
  orderCall<AbnormalDetail>(t, 'POST', '/app-api/order/abnormal/handle', { token: member.token, body });

describeEachDb('abnormal items', (ctx) => {
  it('is raised by staff with a photo, handled by the shipper with an attachment, and finished; each step is a message and on the order timeline', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const photo = await staffPhoto(t, staff);
    const raised = await raise(t, staff, order.id, { files: [photo] });
    expect(raised).toMatchObject({ status: 0, type: '1', amount: 1500, currency: 'USD', orderNo: order.orderNo, actions: ['general', 'heavy', 'bulky', 'dispute'] });

    // The member sees it under "to handle", and can open the staff photo through the module.
    const page = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token: member.token, query: { status: 0 } });
    expect(page.data.list.map((i) => i.id)).toEqual([raised.id]);
    expect(page.data.total).toBe(1);
    const fileUrl = page.data.list[0]!.files[0]!.url;
    expect(fileUrl).toMatch(/^\/app-api\/order\/abnormal\/file\//);
    expect((await getFile(t, member.token, fileUrl)).statusCode).toBe(200);

    const attachment = await memberPhoto(t, member.token);
    const handled = await handle(t, member, { id: raised.id, action: 'heavy', remarks: 'Agreed', files: [attachment] });
    expect(handled.data).toMatchObject({ status: 1, action: 'heavy', chargedAmount: 1500, actions: [] });
    expect(handled.data.handler).not.toBeNull();
    expect(handled.data.steps.map((s) => [s.kind, s.actor, s.files.length])).toEqual([
      ['raised', 'staff', 1],
      ['handled', 'member', 1],
    ]);

    // Handled once: the same call again is refused, the item stays finished.
    expect(await handle(t, member, { id: raised.id, action: 'heavy' })).toMatchObject({ status: 409, code: 1_010_002 });
    const finished = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token: member.token, query: { status: 1 } });
    expect(finished.data.list.map((i) => i.id)).toEqual([raised.id]);

    // The delivery job turns the outbox into messages, in the reader's language.
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(messages.data.list.map((m) => m.title)).toEqual([`Exception on order ${order.orderNo} handled`, `Exception to handle on order ${order.orderNo}`]);

    // The shipper's order detail carries the item and its steps; the public lookup does not.
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: order.id } });
    expect(detail.data.abnormal).toEqual([expect.objectContaining({ id: raised.id, status: 1, steps: [expect.objectContaining({ kind: 'raised' }), expect.objectContaining({ kind: 'handled', action: 'heavy' })] })]);
    const track = await orderCall<{ list: TrackResult[] }>(t, 'GET', '/app-api/order/track', { query: { no: order.orderNo } });
    expect(track.code).toBe(0);
    expect(JSON.stringify(track.data)).not.toMatch(/abnormal|52 kg|1500/);
  });

  it('takes a dispute with its reason to staff, who maintain it (back to the member) or uphold it (finished, no charge)', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const item = await raise(t, staff, order.id, { type: '4', description: 'Two cartons crushed', amount: 800, currency: 'CNY' });

    // A dispute needs a reason.
    const bare = await handle(t, member, { id: item.id, action: 'dispute' });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.data)).toContain('remarks');

    const photo = await memberPhoto(t, member.token);
    const disputed = await handle(t, member, { id: item.id, action: 'dispute', remarks: 'Packed in wooden cases', files: [photo] });
    expect(disputed.data).toMatchObject({ status: 2, chargedAmount: null, actions: [] });
    // While staff have not answered, the member cannot handle it again.
    expect(await handle(t, member, { id: item.id, action: 'accept' })).toMatchObject({ status: 409, code: 1_010_002 });

    const maintained = await call<AbnormalDetail>(t.app, 'POST', '/admin-api/order/abnormal/answer', {
      token: staff,
      body: { id: item.id, answer: 'maintain', remarks: 'Photos show the damage at arrival' },
    });
    expect(maintained.data).toMatchObject({ status: 0 });
    // Answered once: answering again is refused.
    expect(await call(t.app, 'POST', '/admin-api/order/abnormal/answer', { token: staff, body: { id: item.id, answer: 'uphold' } })).toMatchObject({
      status: 409,
      code: 1_010_004,
    });

    await handle(t, member, { id: item.id, action: 'dispute', remarks: 'See the warehouse receipt' });
    const upheld = await call<AbnormalDetail>(t.app, 'POST', '/admin-api/order/abnormal/answer', { token: staff, body: { id: item.id, answer: 'uphold' } });
    expect(upheld.data).toMatchObject({ status: 1, chargedAmount: 0 });
    expect(upheld.data.steps.map((s) => s.kind)).toEqual(['raised', 'disputed', 'maintained', 'disputed', 'upheld']);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'fr_FR' });
    // Raised, disputed, maintained, disputed again, upheld.
    expect(messages.data.list).toHaveLength(5);
    expect(messages.data.list[0]!.title).toBe(`Contestation de la commande ${order.orderNo} acceptée`);
    expect(messages.data.list.find((m) => m.content.includes('Photos show the damage at arrival'))).toBeDefined();
  });

  it('offers and accepts only the actions of the item type', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const weight = await raise(t, staff, order.id);
    const marks = await raise(t, staff, order.id, { type: '6', description: 'Marks missing on 3 cartons', amount: null, currency: null });
    expect(marks.actions).toEqual(['accept', 'repack', 'dispute']);

    expect(await handle(t, member, { id: weight.id, action: 'accept' })).toMatchObject({ status: 400, code: 1_010_003 });
    expect(await handle(t, member, { id: marks.id, action: 'heavy' })).toMatchObject({ status: 400, code: 1_010_003 });
    expect(await handle(t, member, { id: marks.id, action: 'fly' })).toMatchObject({ status: 400 });
    // Setting weight-exceptional cargo as general cargo waives the surcharge.
    expect((await handle(t, member, { id: weight.id, action: 'general' })).data).toMatchObject({ status: 1, chargedAmount: 0 });
    expect((await handle(t, member, { id: marks.id, action: 'repack' })).data).toMatchObject({ status: 1, chargedAmount: 0 });
  });

  it('takes one of two handlings sent at once, and one of two staff answers', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const item = await raise(t, staff, order.id);
    const both = await Promise.all([handle(t, member, { id: item.id, action: 'heavy' }), handle(t, member, { id: item.id, action: 'dispute', remarks: 'Too heavy?' })]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const steps = await t.database.db.selectFrom('abnormal_step').select('kind').where('item_id', '=', item.id).execute();
    expect(steps).toHaveLength(2);

    const other = await raise(t, staff, order.id);
    await handle(t, member, { id: other.id, action: 'dispute', remarks: 'Weighed with the pallet' });
    const answers = await Promise.all(
      (['uphold', 'maintain'] as const).map((answer) => call(t.app, 'POST', '/admin-api/order/abnormal/answer', { token: staff, body: { id: other.id, answer } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("answers another member's item like a missing one, everywhere", async () => {
    const t = ctx();
    const owner = await newMember(t);
    const other = await newMember(t);
    // The other member is the order's consignee: they read the order, never its exceptions.
    const order = await insertOrder(t, { memberId: owner.id, status: ORDER_STATUS.inWarehouse, consignee: { areaCode: other.areaCode, phone: other.mobile } });
    const staff = await operator(t);
    const photo = await staffPhoto(t, staff);
    const item = await raise(t, staff, order.id, { files: [photo] });

    const missing = await orderCall(t, 'GET', '/app-api/order/abnormal/get', { token: other.token, query: { id: 999_999 } });
    const foreign = await orderCall(t, 'GET', '/app-api/order/abnormal/get', { token: other.token, query: { id: item.id } });
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ status: 404, code: 1_010_001 });
    expect(await handle(t, other, { id: item.id, action: 'heavy' })).toMatchObject({ status: 404, code: 1_010_001 });
    const list = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token: other.token, query: { orderId: order.id } });
    expect(list.data.list).toEqual([]);
    const ownerView = await orderCall<AbnormalDetail>(t, 'GET', '/app-api/order/abnormal/get', { token: owner.token, query: { id: item.id } });
    expect((await getFile(t, other.token, ownerView.data.files[0]!.url)).statusCode).toBe(404);
    const consigneeView = await orderCall<OrderDetail>(t, 'GET', 'get', { token: other.token, query: { id: order.id } });
    expect(consigneeView.data).toMatchObject({ viewerRole: 'consignee', abnormal: [] });
    // Still open for its owner.
    expect((await handle(t, owner, { id: item.id, action: 'bulky' })).data.status).toBe(1);
  });

  it('takes at most 10 attachments, each the caller’s own upload', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const item = await raise(t, staff, order.id, { type: '9', description: 'Wet cartons' });
    const eleven = Array.from({ length: 11 }, (_, i) => `/app-api/file/get/${'a'.repeat(20)}${String(i).padStart(2, '0')}`);
    const tooMany = await handle(t, member, { id: item.id, action: 'accept', files: eleven });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.data)).toContain('files');

    const stranger = await newMember(t);
    const notMine = await handle(t, member, { id: item.id, action: 'accept', files: [await memberPhoto(t, stranger.token)] });
    expect(notMine.status).toBe(400);
    // Nothing changed.
    const still = await orderCall<AbnormalDetail>(t, 'GET', '/app-api/order/abnormal/get', { token: member.token, query: { id: item.id } });
    expect(still.data.status).toBe(0);
    const ten = await Promise.all(Array.from({ length: 10 }, () => memberPhoto(t, member.token)));
    const done = await handle(t, member, { id: item.id, action: 'accept', files: ten });
    expect(done.data.steps[1]!.files).toHaveLength(10);
  });

  it('keeps the staff routes to operators, and checks the staff body', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id });
    for (const username of ['reviewer', 'service', 'finance']) {
      const token = await staffToken(t, username, `${username}1234`);
      const answer = await call(t.app, 'POST', '/admin-api/order/abnormal/create', { token, body: { orderId: order.id, type: '1', description: 'x' } });
      expect(answer).toMatchObject({ status: 403, code: 1_009_001 });
      expect(await call(t.app, 'GET', '/admin-api/order/abnormal/page', { token })).toMatchObject({ status: 403 });
    }
    expect(await call(t.app, 'GET', '/admin-api/order/abnormal/page', { token: member.token })).toMatchObject({ status: 403 });
    const staff = await operator(t);
    const noCurrency = await call(t.app, 'POST', '/admin-api/order/abnormal/create', { token: staff, body: { orderId: order.id, type: '1', description: 'x', amount: 10 } });
    expect(noCurrency.status).toBe(400);
    expect(JSON.stringify(noCurrency.data)).toContain('currency');
    const fraction = await call(t.app, 'POST', '/admin-api/order/abnormal/create', { token: staff, body: { orderId: order.id, type: '1', description: 'x', amount: 10.5, currency: 'USD' } });
    expect(fraction.status).toBe(400);
    expect(await call(t.app, 'POST', '/admin-api/order/abnormal/create', { token: staff, body: { orderId: 999_999, type: '1', description: 'x' } })).toMatchObject({
      status: 404,
      code: 1_010_005,
    });
    const page = await call<CursorPage<AbnormalItem & { memberId: number }>>(t.app, 'GET', '/admin-api/order/abnormal/page', { token: staff, query: { orderId: String(order.id) } });
    expect(page.code).toBe(0);
    expect(page.data.list).toEqual([]);
    const item = await raise(t, staff, order.id);
    const after = await call<CursorPage<AbnormalItem & { memberId: number }>>(t.app, 'GET', '/admin-api/order/abnormal/page', { token: staff, query: { orderId: String(order.id) } });
    expect(after.data.list).toEqual([expect.objectContaining({ id: item.id, memberId: member.id })]);
  });

  it('lists for staff by status, type and order number (any case, matched whole)', async () => {
    const t = ctx();
    const member = await newMember(t);
    const first = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const second = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const weight = await raise(t, staff, first.id);
    const damage = await raise(t, staff, first.id, { type: '4', description: 'Crushed carton' });
    const other = await raise(t, staff, second.id, { type: '4', description: 'Torn wrap' });
    expect((await handle(t, member, { id: damage.id, action: 'dispute', remarks: 'It left us intact' })).code).toBe(0);
    const ids = async (query: Record<string, string>) => {
      const page = await call<CursorPage<AbnormalItem & { memberMobile: string }>>(t.app, 'GET', '/admin-api/order/abnormal/page', { token: staff, query });
      expect(page.code).toBe(0);
      return page.data.list.map((i) => i.id);
    };
    expect(await ids({ orderNo: first.orderNo.toLowerCase() })).toEqual([damage.id, weight.id]);
    expect(await ids({ orderNo: ` ${first.orderNo} ` })).toEqual([damage.id, weight.id]);
    expect(await ids({ orderNo: first.orderNo.slice(0, -1) })).toEqual([]);
    expect(await ids({ orderNo: first.orderNo, type: '4' })).toEqual([damage.id]);
    // The demo member's items are listed too: these orders' own are checked.
    expect(await ids({ type: '4', status: '2' })).toContain(damage.id);
    expect(await ids({ type: '4', status: '2' })).not.toContain(other.id);
    expect(await ids({ orderNo: second.orderNo, type: '4', status: '0' })).toEqual([other.id]);
    expect(await ids({ orderNo: first.orderNo, status: '0' })).toEqual([weight.id]);
    expect(await ids({ orderNo: '' })).toEqual(expect.arrayContaining([damage.id, weight.id, other.id]));
    const badType = await call(t.app, 'GET', '/admin-api/order/abnormal/page', { token: staff, query: { type: '11' } });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.data)).toContain('type');
  });

  it('pages by cursor, newest first', async () => {
    const t = ctx();
    const member = await newMember(t);
    const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
    const staff = await operator(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await raise(t, staff, order.id, { description: `Item ${i}` })).id);
    const first = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token: member.token, query: { pageSize: 3 } });
    expect(first.data).toMatchObject({ total: 5, totalCapped: false });
    const second = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', {
      token: member.token,
      query: { pageSize: 3, cursor: first.data.nextCursor! },
    });
    expect([...first.data.list, ...second.data.list].map((i) => i.id)).toEqual([...ids].reverse());
    expect(second.data.nextCursor).toBeNull();
  });

  it('gives the demo member items to handle (weight, damage), a dispute awaiting staff and finished ones, one a granted claim', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const page = await orderCall<CursorPage<AbnormalItem>>(t, 'GET', '/app-api/order/abnormal/page', { token, query: { pageSize: 50 } });
    const byStatus = (status: number) => page.data.list.filter((i) => i.status === status).map((i) => i.type).sort();
    expect(byStatus(0)).toEqual(['1', '4']);
    expect(byStatus(2)).toEqual(['5']);
    expect(byStatus(1).length).toBeGreaterThanOrEqual(3);
    const claim = page.data.list.find((i) => i.claim !== null)!;
    expect(claim).toMatchObject({ status: 1, type: '4', claim: { kind: 'damage', amount: 6_000, compensation: 4_500 } });
    const weight = page.data.list.find((i) => i.type === '1')!;
    expect(weight.files[0]!.image).toBe(true);
    expect((await getFile(t, token, weight.files[0]!.url)).statusCode).toBe(200);
  });
});
