import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import { GIFT_EXCHANGE_METHOD, GIFT_EXCHANGE_STATUS, type ExchangeItem, type GiftChoice, type GiftDetail, type StaffExchangeItem, type StaffGiftItem } from '@portal/contracts/gifts';
import type { MessageItem } from '@portal/contracts/messages';
import { expect, it } from 'vitest';
import { call, staffToken, type Answer } from '../../test/auth-helpers.js';
import { image, pdf } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { admin, form, fund, newGift, newOutlet, operator, redeem } from '../../test/gift-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember, orderCall } from '../../test/order-helpers.js';

// The staff side of gift exchange (docs/points-and-gifts.md, "Staff"): the redemptions desk's
// search and steps raced by several staff at once, and the catalogue's uploaded pictures.

const MB = 1024 * 1024;
type Fields = { fields: { field: string; message: string }[] };

function search(t: TestApp, token: string, query: Record<string, string>, locale = 'en_US') {
  return call<CursorPage<StaffExchangeItem>>(t.app, 'GET', '/admin-api/member/gift/exchange-page', { token, query, locale });
}
const ids = (answer: Answer<CursorPage<StaffExchangeItem>>) => answer.data.list.map((e) => e.id);
const fieldsOf = (answer: Answer<unknown>) => (answer.data as Fields).fields;

describeEachDb('gift redemptions desk and gift pictures', (ctx) => {
  it('finds redemptions by number, mobile, recipient, gift, status and days, a page at a time; refuses bad filters naming the field', async () => {
    const t = ctx();
    const [ana, ben] = [await newMember(t), await newMember(t)];
    const [kettle, lamp] = [await newGift(t, 10, 9, 'Desk kettle'), await newGift(t, 10, 9)];
    const outlet = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 0);
    await fund(t, ana.id, 100);
    await fund(t, ben.id, 100);
    const first = (await redeem(t, ana, form(kettle, outlet))).data.exchange;
    const second = (await redeem(t, ana, form(lamp, outlet, { recipient: 'Zhou Qiyue' }))).data.exchange;
    const third = (await redeem(t, ben, form(kettle, outlet, { recipient: 'Wang Fang' }))).data.exchange;
    const staff = await operator(t);

    expect(ids(await search(t, staff, { keyword: first.exchangeNo.toLowerCase() }))).toEqual([first.id]);
    expect(ids(await search(t, staff, { keyword: ana.mobile.slice(-8) }))).toEqual([second.id, first.id]);
    expect(ids(await search(t, staff, { keyword: `+${ana.areaCode} ${ana.mobile}` }))).toEqual([second.id, first.id]);
    expect(ids(await search(t, staff, { keyword: 'QIYUE' }))).toEqual([second.id]);
    const byGift = await search(t, staff, { giftId: String(kettle) });
    expect(ids(byGift)).toEqual([third.id, first.id]);
    expect(byGift.data.list[0]).toMatchObject({ memberId: ben.id, memberMobile: ben.mobile, giftName: 'Desk kettle', recipient: 'Wang Fang' });

    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await search(t, staff, { giftId: String(kettle), dateFrom: today, dateTo: today }))).toEqual([third.id, first.id]);
    expect((await search(t, staff, { giftId: String(kettle), dateTo: '2000-01-01' })).data).toMatchObject({ list: [], total: 0 });

    const step = await call(t.app, 'POST', '/admin-api/member/gift/exchange-step', { token: staff, body: { id: first.id, step: 'ready' } });
    expect(step.code).toBe(0);
    expect(ids(await search(t, staff, { giftId: String(kettle), status: String(GIFT_EXCHANGE_STATUS.readyForPickup) }))).toEqual([first.id]);

    // A page at a time: the total on the first page, every row once.
    const page1 = await search(t, staff, { keyword: ana.mobile, pageSize: '1' });
    expect(page1.data).toMatchObject({ total: 2, totalCapped: false });
    const page2 = await search(t, staff, { keyword: ana.mobile, pageSize: '1', cursor: page1.data.nextCursor! });
    expect([...ids(page1), ...ids(page2)]).toEqual([second.id, first.id]);
    expect(page2.data.nextCursor).toBeNull();

    // Bad filters: a 400 naming each field, in the caller's language.
    const bad = await search(t, staff, { dateFrom: '2026-02-30', giftId: 'lamp', keyword: 'x'.repeat(51) }, 'fr_FR');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).map((f) => f.field).sort()).toEqual(['dateFrom', 'giftId', 'keyword']);
    expect(fieldsOf(bad).find((f) => f.field === 'keyword')?.message).toMatch(/50/);

    // The gift filter's choices: every gift in the caller's language; finance has no desk here.
    const choices = await call<GiftChoice[]>(t.app, 'GET', '/admin-api/member/gift/list-all', { token: staff, locale: 'fr_FR' });
    expect(choices.data.find((g) => g.id === kettle)).toMatchObject({ name: expect.stringMatching(/^Cadeau test \d+$/) });
    expect(choices.data.some((g) => g.id === lamp)).toBe(true);
    const service = await staffToken(t, 'service', 'service1234');
    expect((await call(t.app, 'GET', '/admin-api/member/gift/list-all', { token: service })).code).toBe(0);
    const finance = await staffToken(t, 'finance', 'finance1234');
    expect(await call(t.app, 'GET', '/admin-api/member/gift/list-all', { token: finance })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
  });

  it('dispatches a redemption once when 20 staff send it at once: one record, one audit row, one message', async () => {
    const t = ctx();
    const member = await newMember(t);
    const gift = await newGift(t, 10, 3);
    const outlet = await newOutlet(t, GIFT_EXCHANGE_METHOD.seaShipment, 0);
    await fund(t, member.id, 100);
    const made = (await redeem(t, member, form(gift, outlet, { method: GIFT_EXCHANGE_METHOD.seaShipment }))).data.exchange;
    const tokens = [await operator(t), await admin(t)];

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<StaffExchangeItem>(t.app, 'POST', '/admin-api/member/gift/exchange-step', {
          token: tokens[i % 2]!,
          body: { id: made.id, step: 'dispatch', courierNo: `SF${String(i).padStart(10, '0')}`, courierCompany: 'SF Express' },
        }),
      ),
    );
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.code !== 0)) expect(lost).toMatchObject({ status: 409, code: ERRORS.GIFT_EXCHANGE_STEP_NOT_ALLOWED.code });
    const courierNo = won[0]!.data.courierNo;

    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'after']).where('entity', '=', 'giftExchange').where('entity_id', '=', made.id).execute();
    expect(audit.map((row) => [row.action, (JSON.parse(String(row.after)) as { courierNo: string }).courierNo])).toEqual([['dispatch', courierNo]]);

    // The member sees the new state, with the winner's courier number, and is told once.
    const seen = await orderCall<ExchangeItem>(t, 'GET', '/app-api/member/gift/exchange-get', { token: member.token, query: { id: made.id } });
    expect(seen.data).toMatchObject({ status: GIFT_EXCHANGE_STATUS.dispatched, courierNo, courierCompany: 'SF Express' });
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(messages.data.list.filter((m) => m.title.startsWith('Gift dispatched'))).toHaveLength(1);
  });

  it('takes gift pictures from administrators only, checked by type and size; members see them, foreign files are refused', async () => {
    const t = ctx();
    const token = await admin(t);
    const member = await newMember(t);
    const picture = await uploadFile(t, token, 'gift-image', { name: 'kettle.png', body: await image('png') }, { area: 'admin-api' });
    expect(picture.data).toMatchObject({ purpose: 'gift-image', contentType: 'image/png' });

    // Type and size, said in the caller's language; nothing but images of 5 MB at most.
    const notImage = await uploadFile(t, token, 'gift-image', { name: 'kettle.pdf', body: pdf() }, { area: 'admin-api', locale: 'fr_FR' });
    expect(notImage).toMatchObject({ status: 400, code: ERRORS.FILE_TYPE_NOT_ALLOWED.code, msg: 'Format non valide, formats acceptés : JPG, PNG, WEBP, GIF' });
    const big = await uploadFile(t, token, 'gift-image', { name: 'big.png', body: Buffer.concat([await image('png'), Buffer.alloc(5 * MB)]) }, { area: 'admin-api' });
    expect(big).toMatchObject({ status: 413, code: ERRORS.FILE_TOO_LARGE.code, msg: 'Exceeds 5MB limit' });
    // Operators upload their photos, not the catalogue's; members upload neither.
    const staff = await operator(t);
    expect(await uploadFile(t, staff, 'gift-image', { name: 'k.png', body: await image('png') }, { area: 'admin-api' })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
    expect((await uploadFile(t, staff, 'attachment', { name: 'k.png', body: await image('png') }, { area: 'admin-api' })).code).toBe(0);
    const own = await uploadFile(t, member.token, 'attachment', { name: 'mine.png', body: await image('png') });
    expect((await uploadFile(t, member.token, 'gift-image', { name: 'k.png', body: await image('png') })).status).toBe(400);

    // A gift saved with the picture (and a site path): the member reads it through their own token.
    const gift = await newGift(t, 10, 1);
    const body = { id: gift, name: { zh_CN: '水壶', en_US: 'Kettle' }, description: {}, points: 10 };
    const images = [picture.data.url, '/gifts/umbrella.svg'];
    expect((await call<StaffGiftItem>(t.app, 'POST', '/admin-api/member/gift/save', { token, body: { ...body, images } })).data.images).toEqual(images);
    const detail = await orderCall<GiftDetail>(t, 'GET', '/app-api/member/gift/get', { token: member.token, query: { id: gift } });
    expect(detail.data.images).toEqual(images);
    const served = await getFile(t, member.token, picture.data.url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await getFile(t, staff, picture.data.url, 'admin-api')).statusCode).toBe(200);
    const used = await t.database.db.selectFrom('file_object').select('used_at').where('public_id', '=', picture.data.id).executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
    // A member's own file stays theirs: another member does not read it.
    expect((await getFile(t, (await newMember(t)).token, own.data.url)).statusCode).toBe(404);

    // A member's file, or a file url that is not one, is refused naming the entry.
    const foreign = await call(t.app, 'POST', '/admin-api/member/gift/save', { token, body: { ...body, images: [own.data.url, '/app-api/file/get/nope'] } });
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign).map((f) => f.field)).toEqual(['images.0', 'images.1']);
    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'after']).where('entity', '=', 'gift').where('entity_id', '=', gift).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'stock', 'update']);
    expect(JSON.parse(String(audit[2]!.after))).toMatchObject({ images: JSON.stringify(images) });
  });
});
