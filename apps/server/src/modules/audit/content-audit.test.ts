import { expect, it } from 'vitest';
import type { AuditEntity } from '@portal/contracts/audit';
import { ERRORS } from '@portal/contracts/errors';
import { GIFT_EXCHANGE_METHOD, GIFT_STATUS } from '@portal/contracts/gifts';
import { COUPON_STATUS, COUPON_TYPE, NOTICE_STATUS } from '@portal/contracts/statuses';
import { call, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// Staff writes to content and the gift catalogue (notices, banners, help, coupons, gifts,
// outlets, activities) each leave exactly one audit row with what changed; a refused call
// (bad input, missing row, a state moved meanwhile, a missing role) leaves none (docs/audit.md).

const texts = (prefix: string) => ({ zh_CN: `${prefix} 中文`, en_US: `${prefix} English`, fr_FR: `${prefix} français` });

async function trail(t: TestApp, entity: AuditEntity, id: number) {
  const rows = await t.database.db
    .selectFrom('staff_audit')
    .select(['action', 'staff_username', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  const parse = (value: unknown) => (value === null ? null : JSON.parse(String(value)));
  return rows.map((row) => ({ action: row.action, who: row.staff_username, before: parse(row.before), after: parse(row.after) }));
}

async function count(t: TestApp, entity: AuditEntity) {
  const row = await t.database.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string | number>().as('n')).where('entity', '=', entity).executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDb('audit of content and the gift catalogue', (ctx) => {
  it('logs notices: create, a real edit, publish, withdraw; a refused publish, an unchanged edit and a bad body log nothing', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const post = (path: string, body: unknown) => call<{ id: number }>(t.app, 'POST', `/admin-api/system/notice/${path}`, { token: service, body });

    const id = (await post('create', { title: texts('Closure'), content: texts('Body') })).data.id;
    expect((await post('create', { title: { ...texts('x'), fr_FR: ' ' }, content: texts('y') })).status).toBe(400);
    expect((await post('update', { id, title: texts('Closure'), content: texts('Body') })).code).toBe(0);
    expect((await post('update', { id, title: texts('Closure'), content: { ...texts('Body'), en_US: 'Fixed body' } })).code).toBe(0);
    expect((await post('publish', { id })).code).toBe(0);
    expect(await post('publish', { id })).toMatchObject({ status: 409, code: ERRORS.NOTICE_STATUS_CHANGED.code });
    expect((await post('withdraw', { id })).code).toBe(0);
    expect((await post('update', { id: 999_999_999, title: texts('a'), content: texts('b') })).status).toBe(404);
    const operator = await staffToken(t, 'operator', 'operator1234');
    expect((await call(t.app, 'POST', '/admin-api/system/notice/publish', { token: operator, body: { id } })).status).toBe(403);

    expect(await trail(t, 'notice', id)).toEqual([
      { action: 'create', who: 'service', before: null, after: { title: texts('Closure'), content: texts('Body'), status: NOTICE_STATUS.draft } },
      { action: 'update', who: 'service', before: { content: texts('Body') }, after: { content: { ...texts('Body'), en_US: 'Fixed body' } } },
      { action: 'publish', who: 'service', before: { status: NOTICE_STATUS.draft }, after: { status: NOTICE_STATUS.published } },
      { action: 'withdraw', who: 'service', before: { status: NOTICE_STATUS.published }, after: { status: NOTICE_STATUS.withdrawn } },
    ]);
    expect(await count(t, 'notice')).toBe(4);
  });

  it('logs banners: create, update, delete; a second delete and a bad image path log nothing', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const post = (path: string, body: unknown) => call<{ id: number }>(t.app, 'POST', `/admin-api/system/banner/${path}`, { token: service, body });
    const banner = { title: texts('Spring'), content: texts('Offer'), imageUrl: '/img/spring.png', sort: 1, shown: true };

    const id = (await post('create', banner)).data.id;
    expect((await post('create', { ...banner, imageUrl: 'https://elsewhere.example/x.png' })).status).toBe(400);
    expect((await post('update', { ...banner, id, shown: false, sort: 2 })).code).toBe(0);
    expect((await post('delete', { id })).code).toBe(0);
    expect((await post('delete', { id })).status).toBe(404);

    expect(await trail(t, 'banner', id)).toEqual([
      { action: 'create', who: 'service', before: null, after: banner },
      { action: 'update', who: 'service', before: { sort: 1, shown: true }, after: { sort: 2, shown: false } },
      { action: 'delete', who: 'service', before: { ...banner, sort: 2, shown: false }, after: null },
    ]);
    expect(await count(t, 'banner')).toBe(3);
  });

  it('logs help categories and articles; deleting a category with articles logs nothing', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const post = (path: string, body: unknown) => call<{ id: number }>(t.app, 'POST', `/admin-api/system/help/${path}`, { token: service, body });
    const name = { zh_CN: '清关', en_US: 'Customs', fr_FR: 'Douane' };

    const categoryId = (await post('category/create', { name, sort: 5 })).data.id;
    expect((await post('category/update', { id: categoryId, name: { ...name, en_US: 'Customs clearance' }, sort: 5 })).code).toBe(0);
    const article = { categoryId, title: texts('Duties'), body: texts('<p>Paid on arrival</p>'), sort: 1, published: false };
    const articleId = (await post('article/create', article)).data.id;
    expect((await post('article/create', { ...article, categoryId: 999_999_999 })).status).toBe(404);
    expect(await post('category/delete', { id: categoryId })).toMatchObject({ code: ERRORS.HELP_CATEGORY_NOT_EMPTY.code });
    expect((await post('article/update', { ...article, id: articleId, published: true })).code).toBe(0);
    expect((await post('article/delete', { id: articleId })).code).toBe(0);
    expect((await post('category/delete', { id: categoryId })).code).toBe(0);

    expect(await trail(t, 'helpCategory', categoryId)).toEqual([
      { action: 'create', who: 'service', before: null, after: { name, sort: 5 } },
      { action: 'update', who: 'service', before: { name }, after: { name: { ...name, en_US: 'Customs clearance' } } },
      { action: 'delete', who: 'service', before: { name: { ...name, en_US: 'Customs clearance' }, sort: 5 }, after: null },
    ]);
    expect(await trail(t, 'helpArticle', articleId)).toEqual([
      { action: 'create', who: 'service', before: null, after: article },
      { action: 'update', who: 'service', before: { published: false }, after: { published: true } },
      { action: 'delete', who: 'service', before: { ...article, published: true }, after: null },
    ]);
    expect(await count(t, 'helpArticle')).toBe(3);
  });

  it('logs coupons issued and used; using it twice logs once', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const memberId = (await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', member.mobile).executeTakeFirstOrThrow()).id;
    const finance = await staffToken(t, 'finance', 'finance1234');
    const validTo = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const issue = (body: unknown) => call<{ id: number }>(t.app, 'POST', '/admin-api/member/coupon/issue', { token: finance, body });

    const id = (await issue({ memberId, type: COUPON_TYPE.amountOff, currency: 'USD', amount: 1_000, minAmount: 10_000, validTo })).data.id;
    expect(await issue({ memberId: 999_999_999, type: COUPON_TYPE.amountOff, currency: 'USD', amount: 1_000, minAmount: 10_000, validTo })).toMatchObject({ code: ERRORS.COUPON_MEMBER_NOT_FOUND.code });
    const use = () => call(t.app, 'POST', '/admin-api/member/coupon/use', { token: finance, body: { id } });
    expect((await use()).code).toBe(0);
    expect(await use()).toMatchObject({ status: 409, code: ERRORS.COUPON_NOT_UNUSED.code });

    const rows = await trail(t, 'coupon', id);
    expect(rows.map((r) => [r.action, r.who, r.before])).toEqual([
      ['issue', 'finance', null],
      ['use', 'finance', { status: COUPON_STATUS.unused }],
    ]);
    expect(rows[0]!.after).toMatchObject({ member_id: memberId, type: COUPON_TYPE.amountOff, currency: 'USD', amount: 1_000, min_amount: 10_000, status: COUPON_STATUS.unused, valid_to: validTo });
    expect(rows[1]!.after).toEqual({ status: COUPON_STATUS.used });
    expect(await count(t, 'coupon')).toBe(2);
  });

  it('logs the gift catalogue: gifts saved, stocked, withdrawn and offered; outlets and activities saved; refusals log nothing', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const post = (path: string, body: unknown) => call<{ id: number }>(t.app, 'POST', `/admin-api/member/gift/${path}`, { token: admin, body });
    const name = { zh_CN: '茶杯', en_US: 'Tea cup', fr_FR: 'Tasse' };

    const giftId = (await post('save', { name, description: { en_US: 'A cup' }, points: 50 })).data.id;
    expect((await post('save', { id: giftId, name, description: { en_US: 'A cup' }, points: 60 })).code).toBe(0);
    expect((await post('stock', { id: giftId, delta: 3 })).code).toBe(0);
    expect(await post('stock', { id: giftId, delta: -4 })).toMatchObject({ code: ERRORS.GIFT_STOCK_NEGATIVE.code });
    expect((await post('set-status', { id: giftId, withdrawn: true })).code).toBe(0);
    expect((await post('set-status', { id: giftId, withdrawn: false })).code).toBe(0);
    expect((await post('save', { id: 999_999_999, name, description: {}, points: 1 })).status).toBe(404);
    const service = await staffToken(t, 'service', 'service1234');
    expect((await call(t.app, 'POST', '/admin-api/member/gift/stock', { token: service, body: { id: giftId, delta: 1 } })).status).toBe(403);

    const gift = await trail(t, 'gift', giftId);
    expect(gift.map((r) => r.action)).toEqual(['create', 'update', 'stock', 'withdraw', 'offer']);
    expect(gift[0]).toMatchObject({ who: 'admin', before: null, after: { name_en: 'Tea cup', points: 50, stock: 0, status: GIFT_STATUS.outOfStock } });
    expect(gift.slice(1).map((r) => [r.before, r.after])).toEqual([
      [{ points: 50 }, { points: 60 }],
      [
        { stock: 0, status: GIFT_STATUS.outOfStock },
        { stock: 3, status: GIFT_STATUS.available },
      ],
      [{ status: GIFT_STATUS.available }, { status: GIFT_STATUS.withdrawn }],
      [{ status: GIFT_STATUS.withdrawn }, { status: GIFT_STATUS.available }],
    ]);
    expect(await count(t, 'gift')).toBe(5);

    const outlet = { name, city: 'Guangzhou', address: '1 Test Road', phone: '020-1234', method: GIFT_EXCHANGE_METHOD.pickup, pickupPoints: 0 };
    const outletId = (await post('outlet/save', outlet)).data.id;
    expect((await post('outlet/save', { ...outlet, id: outletId, enabled: false })).code).toBe(0);
    expect((await trail(t, 'giftOutlet', outletId)).map((r) => [r.action, r.before, r.action === 'update' ? r.after : null])).toEqual([
      ['create', null, null],
      ['update', { status: 0 }, { status: 1 }],
    ]);

    const activity = { title: texts('Spring'), content: texts('Cups for all'), giftId, enabled: true };
    const activityId = (await post('activity/save', activity)).data.id;
    expect((await post('activity/save', { ...activity, giftId: 999_999_999 })).status).toBe(404);
    expect((await post('activity/save', { ...activity, id: activityId, title: { ...texts('Spring'), en_US: 'Spring cups' } })).code).toBe(0);
    expect((await trail(t, 'giftActivity', activityId)).map((r) => [r.action, r.before, r.action === 'update' ? r.after : null])).toEqual([
      ['create', null, null],
      ['update', { title_en: 'Spring English' }, { title_en: 'Spring cups' }],
    ]);
    expect(await count(t, 'giftActivity')).toBe(2);
  });
});
