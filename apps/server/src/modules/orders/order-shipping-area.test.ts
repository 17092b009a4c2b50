import { beforeAll, expect, it } from 'vitest';
import { XLSX_MIME } from '@portal/contracts/constants';
import { ERRORS } from '@portal/contracts/errors';
import type { OrderSaved, OrderSubmitResult } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describeEachDb } from '../../test/harness.js';
import { insertOrder, newMember, orderCall, orderPlaces, validOrder, type Places, type TestMember } from '../../test/order-helpers.js';

// Shipping is for members under area code 86 (docs/product/orders.md): the server refuses the
// others whatever they call, not only the web's hidden ship button.
describeEachDb('orders: only members under area code 86 ship', (ctx) => {
  let places: Places;
  let british: TestMember;
  const refusal = { status: 403, code: ERRORS.ORDER_AREA_CODE_NOT_ALLOWED.code };

  const ordersOf = async (memberId: number) =>
    (await ctx().database.db.selectFrom('ship_order').select(['id', 'status']).where('member_id', '=', memberId).execute()).length;

  beforeAll(async () => {
    places = await orderPlaces(ctx());
    british = await newMember(ctx(), { areaCode: '44', mobile: `74${String(Date.now()).slice(-8)}` });
  });

  it('refuses a +44 member creating an order or a draft, in the caller\'s language, and writes nothing', async () => {
    const t = ctx();
    const created = await orderCall(t, 'POST', 'create', { token: british.token, body: validOrder(places) });
    expect(created).toMatchObject({ ...refusal, msg: ERRORS.ORDER_AREA_CODE_NOT_ALLOWED.msg.en_US });
    const draft = await orderCall(t, 'POST', 'draft', { token: british.token, body: { transportType: '1', marks: 'ABC' }, locale: 'fr_FR' });
    expect(draft).toMatchObject({ ...refusal, msg: ERRORS.ORDER_AREA_CODE_NOT_ALLOWED.msg.fr_FR });
    const zh = await orderCall(t, 'POST', 'draft', { token: british.token, body: { transportType: '1', marks: 'ABC' }, locale: 'zh_CN' });
    expect(zh.msg).toBe(ERRORS.ORDER_AREA_CODE_NOT_ALLOWED.msg.zh_CN);
    expect(await ordersOf(british.id)).toBe(0);
  });

  it('refuses copying and submitting an order staff made for the member, and importing a workbook', async () => {
    const t = ctx();
    const made = await insertOrder(t, { memberId: british.id, status: ORDER_STATUS.draft });
    expect(await orderCall(t, 'POST', 'copy', { token: british.token, query: { id: made.id } })).toMatchObject(refusal);
    expect(await orderCall(t, 'POST', 'submit', { token: british.token, body: { ids: [made.id] } })).toMatchObject(refusal);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/app-api/order/order/import',
      headers: { authorization: `Bearer ${british.token}`, 'content-type': XLSX_MIME, 'accept-language': 'en_US' },
      payload: Buffer.from('not read: the member is refused first'),
    });
    expect({ status: imported.statusCode, code: (imported.json() as { code: number }).code }).toEqual(refusal);
    expect(await ordersOf(british.id)).toBe(1);
    // The order staff made stays readable: the rule is about placing orders, not seeing them.
    expect((await orderCall(t, 'GET', 'get', { token: british.token, query: { id: made.id } })).code).toBe(0);
  });

  it('lets a +86 member create, draft, copy and submit as before', async () => {
    const t = ctx();
    const chinese = await newMember(t);
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: chinese.token, body: validOrder(places) });
    expect(draft.code).toBe(0);
    const copy = await orderCall<OrderSaved>(t, 'POST', 'copy', { token: chinese.token, query: { id: draft.data.id } });
    expect(copy.code).toBe(0);
    const submitted = await orderCall<OrderSubmitResult>(t, 'POST', 'submit', { token: chinese.token, body: { ids: [draft.data.id] } });
    expect(submitted.data.submitted).toEqual([draft.data.id]);
    expect((await orderCall(t, 'POST', 'create', { token: chinese.token, body: validOrder(places) })).code).toBe(0);
  });
});
