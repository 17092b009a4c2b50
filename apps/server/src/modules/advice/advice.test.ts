import type { AdviceDetail, AdviceItem, ServiceContact } from '@portal/contracts/advice';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem } from '@portal/contracts/messages';
import { expect, it } from 'vitest';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { image } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember, orderCall, type TestMember } from '../../test/order-helpers.js';

type Fields = { fields: { field: string; rule: string; message: string }[] };

const service = (t: TestApp) => staffToken(t, 'service', 'service1234');

const base = { title: 'Where is my order?', contact: 'Li Lei', areaCode: '86', phone: '13800138001', content: 'It has not moved for a week.' };

async function open(t: TestApp, member: TestMember, body: Record<string, unknown>) {
  const answer = await orderCall<AdviceDetail>(t, 'POST', '/app-api/member/advice/create', { token: member.token, body: { kind: 'consult', orderNo: 'ANY1', ...base, ...body } });
  expect(answer.code).toBe(0);
  return answer.data;
}

async function complaint(t: TestApp, member: TestMember, body: Record<string, unknown> = {}) {
  const order = await insertOrder(t, { memberId: member.id });
  return open(t, member, { kind: 'complaint', type: '2', orderNo: order.orderNo, ...body });
}

const staffReply = (t: TestApp, token: string, body: Record<string, unknown>) =>
  call<AdviceDetail>(t.app, 'POST', '/admin-api/member/advice/reply', { token, body: { content: 'We are on it.', ...body } });

const member = {
  get: (t: TestApp, m: TestMember, id: number) => orderCall<AdviceDetail>(t, 'GET', '/app-api/member/advice/get', { token: m.token, query: { id } }),
  reply: (t: TestApp, m: TestMember, body: Record<string, unknown>) => orderCall<AdviceDetail>(t, 'POST', '/app-api/member/advice/reply', { token: m.token, body }),
  cancel: (t: TestApp, m: TestMember, id: number) => orderCall<AdviceDetail>(t, 'POST', '/app-api/member/advice/cancel', { token: m.token, query: { id } }),
  rate: (t: TestApp, m: TestMember, body: Record<string, unknown>) => orderCall<AdviceDetail>(t, 'POST', '/app-api/member/advice/rate', { token: m.token, body }),
};

async function staffFile(t: TestApp, token: string): Promise<string> {
  const res = await uploadFile(t, token, 'attachment', { name: 'answer.png', body: await image('png') }, { area: 'admin-api' });
  expect(res.code).toBe(0);
  return res.data.url;
}

describeEachDb('consultations and complaints', (ctx) => {
  it('files a complaint on an own order with an attachment; staff process it with a file; the member is told, reads the file and rates once', async () => {
    const t = ctx();
    const m = await newMember(t);
    const upload = await uploadFile(t, m.token, 'attachment', { name: 'photo.jpg', body: await image('jpeg') });
    const opened = await complaint(t, m, { files: [upload.data.url] });
    expect(opened).toMatchObject({ kind: 'complaint', type: '2', status: 1, closed: false, rating: null, messages: [] });
    expect(opened.files).toHaveLength(1);
    expect(new Date(opened.replyDueAt).getTime()).toBeGreaterThan(new Date(opened.createTime).getTime());

    const staff = await service(t);
    const file = await staffFile(t, staff);
    const processing = await staffReply(t, staff, { id: opened.id, done: false, files: [file] });
    expect(processing.data).toMatchObject({ status: 2, replyContent: 'We are on it.' });
    const processed = await staffReply(t, staff, { id: opened.id, content: 'Refunded the delay fee.' });
    expect(processed.data).toMatchObject({ status: 3, replyContent: 'Refunded the delay fee.' });

    const seen = await member.get(t, m, opened.id);
    expect(seen.data.messages.map((x) => [x.author, x.files.length])).toEqual([
      ['staff', 1],
      ['staff', 0],
    ]);
    expect(seen.data.messages[0]!.authorName).toBe('Demo service');
    expect((await getFile(t, m.token, seen.data.messages[0]!.files[0]!.url)).statusCode).toBe(200);
    expect((await getFile(t, m.token, seen.data.files[0]!.url)).statusCode).toBe(200);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: m.token, locale: 'en_US' });
    expect(messages.data.list.filter((x) => x.title === 'Update on your complaint')).toHaveLength(2);

    expect((await member.rate(t, m, { id: opened.id, rating: 6 })).data).toMatchObject({ fields: [{ field: 'rating', rule: 'v.advice.rating.range' }] });
    expect((await member.rate(t, m, { id: opened.id, rating: 4, comment: 'Fair' })).data).toMatchObject({ rating: 4, ratingComment: 'Fair' });
    expect(await member.rate(t, m, { id: opened.id, rating: 5 })).toMatchObject({ status: 409, code: 1_014_005 });
    // Complaints never go public.
    expect(await call(t.app, 'POST', '/admin-api/member/advice/publish', { token: staff, body: { id: opened.id } })).toMatchObject({ status: 409, code: 1_014_007 });
  });

  it('names each bad field in the caller language, the landline rule included', async () => {
    const t = ctx();
    const m = await newMember(t);
    const create = (body: Record<string, unknown>, locale = 'en_US') =>
      orderCall<Fields>(t, 'POST', '/app-api/member/advice/create', { token: m.token, locale, body });

    const empty = await create({ kind: 'complaint', title: ' ', contact: '', areaCode: '', phone: '', orderNo: '', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.data.fields.map((f) => `${f.field}:${f.rule}`).sort()).toEqual(
      [
        'title:v.advice.title.required',
        'contact:v.advice.contact.required',
        'areaCode:v.areaCode.required',
        'orderNo:v.advice.orderNo.required',
        'content:v.advice.content.required',
        'type:v.advice.type.required',
        'phone:v.advice.phone.required',
      ].sort(),
    );

    const landline = await create({ kind: 'consult', ...base, phone: '12345678', orderNo: 'X1' }, 'fr_FR');
    expect(landline.data.fields).toEqual([{ field: 'phone', rule: 'v.advice.phone.landline', message: "Un fixe doit inclure l'indicatif régional, chiffres seuls, ex. 02012345678" }]);
    const dashes = await create({ kind: 'consult', ...base, phone: '020-12345678', orderNo: 'X1' });
    expect(dashes.data.fields).toEqual([expect.objectContaining({ field: 'phone', rule: 'v.advice.phone.digits', message: 'Digits only, without spaces or "-"' })]);
    // A landline with its area code, and a number of another country, pass.
    expect((await create({ kind: 'consult', ...base, phone: '02012345678', orderNo: 'X1' })).status).toBe(200);
    expect((await create({ kind: 'suggestion', ...base, areaCode: '225', phone: '0707123456', orderNo: 'X1' })).status).toBe(200);

    // A complaint names one of the caller's own orders.
    const other = await newMember(t);
    const theirs = await insertOrder(t, { memberId: other.id });
    const unknown = await create({ kind: 'complaint', type: '1', ...base, orderNo: theirs.orderNo });
    expect(unknown).toMatchObject({ status: 400, data: { fields: [{ field: 'orderNo', rule: 'v.advice.orderNo.unknown', message: 'None of your orders has this number' }] } });

    const files = Array.from({ length: 11 }, () => '/app-api/file/get/AAAAAAAAAAAAAAAAAAAAAA');
    const tooMany = await create({ kind: 'consult', ...base, orderNo: 'X1', files });
    expect(tooMany.data.fields).toEqual([expect.objectContaining({ field: 'files', rule: 'v.advice.files.max', message: 'At most 10 attachments' })]);
  });

  it("keeps each member to their own threads: another member's id answers like a missing one", async () => {
    const t = ctx();
    const [a, b] = [await newMember(t), await newMember(t)];
    const consult = await open(t, a, {});
    await open(t, a, { kind: 'suggestion' });
    await complaint(t, a);

    const missing = await member.get(t, b, 999_999_999);
    const foreign = await member.get(t, b, consult.id);
    expect(foreign).toMatchObject({ status: 404, code: 1_014_001 });
    expect([foreign.status, foreign.code, foreign.msg]).toEqual([missing.status, missing.code, missing.msg]);
    expect(await member.reply(t, b, { id: consult.id, content: 'hi' })).toMatchObject({ status: 404, code: 1_014_001 });

    const page = (m: TestMember, query: Record<string, string | number>) => orderCall<CursorPage<AdviceItem>>(t, 'GET', '/app-api/member/advice/page', { token: m.token, query });
    expect((await page(a, { kind: 'consult' })).data.list.map((x) => x.id)).toEqual([consult.id]);
    expect((await page(a, { kind: 'complaint', status: 1 })).data.total).toBe(1);
    expect((await page(a, { kind: 'complaint', status: 3 })).data.total).toBe(0);
    expect((await page(b, { kind: 'consult' })).data.total).toBe(0);

    const operator = await staffToken(t, 'operator', 'operator1234');
    expect(await call(t.app, 'GET', '/admin-api/member/advice/page', { token: operator })).toMatchObject({ status: 403, code: 1_009_001 });
  });

  it('moves through replying and replied, refuses a double answer, hands a follow-up back to staff, and closes', async () => {
    const t = ctx();
    const m = await newMember(t);
    const staff = await service(t);
    const admin = await staffToken(t);
    const consult = await open(t, m, {});

    // Two staff members answer at once: one wins, the other is told.
    const both = await Promise.all([staffReply(t, staff, { id: consult.id }), staffReply(t, admin, { id: consult.id })]);
    const codes = both.map((a) => a.code).sort((x, y) => x - y);
    expect(codes[0]).toBe(0);
    // Changed under it (both read it open), or already answered (it read it after the winner).
    expect([1_014_002, 1_014_006]).toContain(codes[1]);
    expect((await member.get(t, m, consult.id)).data.messages).toHaveLength(1);
    expect((await member.get(t, m, consult.id)).data).toMatchObject({ status: 3 });
    // Answered: staff wait for the member.
    expect(await staffReply(t, staff, { id: consult.id })).toMatchObject({ status: 409, code: 1_014_006 });

    const followUp = await member.reply(t, m, { id: consult.id, content: 'And for air freight?' });
    expect(followUp.data).toMatchObject({ status: 2 });
    expect(followUp.data.messages.map((x) => x.author)).toEqual(['staff', 'member']);
    expect(await call(t.app, 'POST', '/admin-api/member/advice/close', { token: staff, query: { id: String(consult.id) } })).toMatchObject({ status: 409, code: 1_014_008 });
    expect((await staffReply(t, staff, { id: consult.id, done: false })).data).toMatchObject({ status: 2 });
    expect((await staffReply(t, staff, { id: consult.id, content: 'Air takes 7 days.' })).data).toMatchObject({ status: 3, replyContent: 'Air takes 7 days.' });

    const published = await call<AdviceDetail>(t.app, 'POST', '/admin-api/member/advice/publish', { token: staff, body: { id: consult.id } });
    expect(published.data).toMatchObject({ isPublic: true });
    const closed = await call<AdviceDetail>(t.app, 'POST', '/admin-api/member/advice/close', { token: staff, query: { id: String(consult.id) } });
    expect(closed.data).toMatchObject({ closed: true, status: 3, isPublic: true });
    expect(await member.reply(t, m, { id: consult.id, content: 'One more thing' })).toMatchObject({ status: 409, code: 1_014_003 });
    expect(await staffReply(t, staff, { id: consult.id })).toMatchObject({ status: 409, code: 1_014_003 });
    // Rating stays open on a closed, answered thread.
    expect((await member.rate(t, m, { id: consult.id, rating: 5 })).data).toMatchObject({ rating: 5 });

    // Help search reads the public replied ones.
    const row = await t.database.db.selectFrom('member_advice').select(['is_public', 'reply_content']).where('id', '=', consult.id).executeTakeFirstOrThrow();
    expect([Number(row.is_public), row.reply_content]).toEqual([1, 'Air takes 7 days.']);
  });

  it('cancels only a complaint not yet processed, and rates only once answered', async () => {
    const t = ctx();
    const m = await newMember(t);
    const staff = await service(t);
    const consult = await open(t, m, {});
    expect(await member.cancel(t, m, consult.id)).toMatchObject({ status: 409, code: 1_014_004 });
    expect(await member.rate(t, m, { id: consult.id, rating: 5 })).toMatchObject({ status: 409, code: 1_014_005 });

    const pending = await complaint(t, m);
    expect((await member.cancel(t, m, pending.id)).data).toMatchObject({ status: 4, closed: true });
    expect(await member.cancel(t, m, pending.id)).toMatchObject({ status: 409, code: 1_014_004 });
    expect(await staffReply(t, staff, { id: pending.id })).toMatchObject({ status: 409, code: 1_014_003 });
    expect(await member.rate(t, m, { id: pending.id, rating: 3 })).toMatchObject({ status: 409, code: 1_014_005 });

    const processing = await complaint(t, m);
    await staffReply(t, staff, { id: processing.id, done: false });
    expect((await member.cancel(t, m, processing.id)).data).toMatchObject({ status: 4 });

    const processed = await complaint(t, m);
    await staffReply(t, staff, { id: processed.id });
    expect(await member.cancel(t, m, processed.id)).toMatchObject({ status: 409, code: 1_014_004 });
  });

  it('answers the assigned customer-service contact, or null for the service desk', async () => {
    const t = ctx();
    const demo = await memberToken(t);
    const assigned = await call<ServiceContact | null>(t.app, 'GET', '/app-api/member/user/getContact', { token: demo });
    expect(assigned.data).toMatchObject({ nickname: 'Lina (customer service)', mobileAreaCode: '86', mobile: '13912345678', whatsapp: '13912345678' });
    const fresh = await newMember(t);
    expect((await call(t.app, 'GET', '/app-api/member/user/getContact', { token: fresh.token })).data).toBeNull();
    expect((await call(t.app, 'GET', '/app-api/member/user/getContact')).status).toBe(401);
  });

  it('gives the demo member threads in every status, two public consultations among them', async () => {
    const t = ctx();
    const rows = await t.database.db
      .selectFrom('member_advice as a')
      .innerJoin('member_user as m', 'm.id', 'a.member_id')
      .select(['a.kind', 'a.status', 'a.is_public'])
      .where('m.mobile', '=', '13800138000')
      .execute();
    const seen = new Set(rows.map((r) => `${r.kind}:${r.status}`));
    for (const key of ['consult:1', 'consult:2', 'consult:3', 'suggestion:3', 'complaint:1', 'complaint:2', 'complaint:3', 'complaint:4']) expect(seen).toContain(key);
    expect(rows.filter((r) => Number(r.is_public) === 1 && r.kind === 'consult')).toHaveLength(2);
  });
});
