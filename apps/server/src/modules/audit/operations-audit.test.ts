import type { FeeItem } from '@portal/contracts/balance';
import { ERRORS } from '@portal/contracts/errors';
import { SCORE_RULE, type ScoreRuleItem } from '@portal/contracts/points';
import { containerCheckDigit, type ShipmentCreateBody, type ShipmentDetail } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { auditCount, auditTrail } from '../../test/audit-helpers.js';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { insertOrder, insertOrders, newMember } from '../../test/order-helpers.js';
import { memberWithoutPoints } from '../../test/points-helpers.js';

// Fees, points earning rules and adjustments, shipments and messages to members each leave
// exactly one audit row per change, with who acted, their roles, and the fields before and
// after; a refused call (bad input, a missing role or row, a state that forbids it) leaves none
// (docs/audit.md).

const S = ORDER_STATUS;

describeEachDb('audit of fees, points, shipments and messages to members', (ctx) => {
  it('logs a fee created, adjusted and paid; refused writes log nothing', async () => {
    const t = ctx();
    const [operator, finance, service] = await Promise.all([staffToken(t, 'operator', 'operator1234'), staffToken(t, 'finance', 'finance1234'), staffToken(t, 'service', 'service1234')]);
    const shipper = await newMember(t, { certified: false });
    const [order, draft] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse },
      { memberId: shipper.id, status: S.draft },
    ]);
    const fee = (path: string, token: string, body: unknown) => call<FeeItem>(t.app, 'POST', `/admin-api/order/fee/${path}`, { token, body });
    const before = await auditCount(t, 'fee');

    const freight = { orderId: order!.id, feeType: 'freight', currency: 'USD', amount: 125_000, payer: 'shipper', remark: 'Sea freight' };
    const created = await fee('create', operator, freight);
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect((await fee('create', operator, freight)).code).toBe(ERRORS.FEE_EXISTS.code);
    expect((await fee('create', operator, { ...freight, currency: 'ZZZ' })).status).toBe(400);
    expect((await fee('create', operator, { ...freight, orderId: draft!.id })).code).toBe(ERRORS.FEE_ORDER_NOT_OPEN.code);
    expect((await fee('create', service, freight)).status).toBe(403);

    expect((await fee('adjust', finance, { id, amount: 100_000, reason: 'Volume re-measured' })).code).toBe(0);
    expect((await fee('pay', finance, { id, amount: 40_000, remark: 'Bank transfer' })).code).toBe(0);
    expect((await fee('adjust', finance, { id, amount: 30_000, reason: 'Below what was paid' })).code).toBe(ERRORS.FEE_BELOW_PAID.code);
    expect((await fee('pay', finance, { id, amount: 60_001 })).code).toBe(ERRORS.FEE_PAYMENT_EXCEEDS.code);
    expect((await fee('pay', operator, { id, amount: 1 })).status).toBe(403);
    expect((await fee('adjust', finance, { id: 999_999_999, amount: 1, reason: 'x' })).code).toBe(ERRORS.FEE_NOT_FOUND.code);
    expect((await fee('adjust', finance, { id, amount: 1 })).status).toBe(400);

    expect(await auditTrail(t, 'fee', id)).toEqual([
      {
        action: 'create',
        who: 'operator',
        roles: ['operator'],
        before: null,
        after: { orderId: order!.id, feeType: 'freight', payer: 'shipper', currency: 'USD', amount: 125_000, remark: 'Sea freight' },
        reason: null,
      },
      { action: 'adjust', who: 'finance', roles: ['finance'], before: { amount: 125_000 }, after: { amount: 100_000 }, reason: 'Volume re-measured' },
      { action: 'pay', who: 'finance', roles: ['finance'], before: { paidAmount: 0 }, after: { paidAmount: 40_000, payment: 40_000, remark: 'Bank transfer' }, reason: null },
    ]);
    expect(await auditCount(t, 'fee')).toBe(before + 3);
  });

  it('chains the before and after of adjustments that race: each replaces the amount the last one set', async () => {
    const t = ctx();
    const [operator, finance] = await Promise.all([staffToken(t, 'operator', 'operator1234'), staffToken(t, 'finance', 'finance1234')]);
    const shipper = await newMember(t, { certified: false });
    const [order] = await insertOrders(t, [{ memberId: shipper.id, status: S.inWarehouse }]);
    const fee = (path: string, body: unknown, token = finance) => call<FeeItem>(t.app, 'POST', `/admin-api/order/fee/${path}`, { token, body });
    const id = (await fee('create', { orderId: order!.id, feeType: 'freight', currency: 'USD', amount: 50_000, payer: 'shipper' }, operator)).data.id;
    const amounts = [51_000, 52_000, 53_000, 54_000, 55_000, 56_000];
    const answers = await Promise.all(amounts.map((amount) => fee('adjust', { id, amount, reason: `Re-measured ${amount}` })));
    expect(answers.map((answer) => answer.code)).toEqual(amounts.map(() => 0));
    const adjustments = (await auditTrail(t, 'fee', id)).filter((row) => row.action === 'adjust');
    expect(adjustments).toHaveLength(amounts.length);
    // In the order they were logged, each one's "before" is the previous one's "after".
    let amount = 50_000;
    for (const row of adjustments) {
      expect(row.before).toEqual({ amount });
      amount = (row.after as { amount: number }).amount;
    }
    const final = await t.database.db.selectFrom('ship_order_fee').select('amount').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(final.amount)).toBe(amount);
  });

  it('logs an earning rule created and the fields an edit changed; an unchanged edit and refused writes log nothing', async () => {
    const t = ctx();
    const [finance, service] = await Promise.all([staffToken(t, 'finance', 'finance1234'), staffToken(t, 'service', 'service1234')]);
    const rule = (method: 'POST' | 'PUT', path: string, token: string, body: unknown) => call<ScoreRuleItem>(t.app, method, `/admin-api/member/score-rule/${path}`, { token, body });
    const before = await auditCount(t, 'scoreRule');

    const body = { type: SCORE_RULE.orderAmount, title: 'Large orders', points: 2_000, maxTotal: null, amountMin: 500_000, amountMax: null, currency: 'USD', enabled: true };
    const created = await rule('POST', 'create', finance, body);
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect((await rule('POST', 'create', finance, { ...body, currency: null })).status).toBe(400);
    expect((await rule('POST', 'create', service, body)).status).toBe(403);

    expect((await rule('PUT', 'update', finance, { ...body, id })).code).toBe(0);
    expect((await rule('PUT', 'update', finance, { ...body, id, points: 2_500, enabled: false })).code).toBe(0);
    expect((await rule('PUT', 'update', finance, { ...body, id: 999_999_999 })).code).toBe(ERRORS.SCORE_RULE_NOT_FOUND.code);
    expect((await rule('PUT', 'update', finance, { ...body, id, amountMax: 100 })).status).toBe(400);
    expect((await rule('PUT', 'update', service, { ...body, id, points: 1 })).status).toBe(403);

    const { enabled: _enabled, ...fields } = body;
    expect(await auditTrail(t, 'scoreRule', id)).toEqual([
      { action: 'create', who: 'finance', roles: ['finance'], before: null, after: { ...fields, enabled: true }, reason: null },
      { action: 'update', who: 'finance', roles: ['finance'], before: { points: 2_000, enabled: true }, after: { points: 2_500, enabled: false }, reason: null },
    ]);
    expect(await auditCount(t, 'scoreRule')).toBe(before + 2);
  });

  it('logs points added and deducted on the member, with the balance before and after and the reason', async () => {
    const t = ctx();
    const [finance, service] = await Promise.all([staffToken(t, 'finance', 'finance1234'), staffToken(t, 'service', 'service1234')]);
    const member = await memberWithoutPoints(t);
    const adjust = (token: string, body: unknown) => call(t.app, 'POST', '/admin-api/member/point/adjust', { token, body });
    const before = await auditCount(t, 'memberPoints');

    expect((await adjust(finance, { memberId: member.id, amount: 50, reason: 'Goodwill' })).code).toBe(0);
    expect((await adjust(finance, { memberId: member.id, amount: -20, reason: 'Duplicate credit' })).code).toBe(0);
    expect((await adjust(finance, { memberId: member.id, amount: -31, reason: 'More than they have' })).code).toBe(ERRORS.POINTS_INSUFFICIENT.code);
    expect((await adjust(finance, { memberId: member.id, amount: 0, reason: 'Nothing' })).status).toBe(400);
    expect((await adjust(finance, { memberId: 999_999_999, amount: 5, reason: 'Nobody' })).code).toBe(ERRORS.POINTS_MEMBER_NOT_FOUND.code);
    expect((await adjust(service, { memberId: member.id, amount: 5, reason: 'Not theirs' })).status).toBe(403);

    expect(await auditTrail(t, 'memberPoints', member.id)).toEqual([
      { action: 'add', who: 'finance', roles: ['finance'], before: { available: 0 }, after: { available: 50, amount: 50 }, reason: 'Goodwill' },
      { action: 'deduct', who: 'finance', roles: ['finance'], before: { available: 50 }, after: { available: 30, amount: -20 }, reason: 'Duplicate credit' },
    ]);
    expect(await auditCount(t, 'memberPoints')).toBe(before + 2);
  });

  it('logs a shipment created, edited, loaded, unloaded and advanced; refused writes and a dry run log nothing', async () => {
    const t = ctx();
    const [operator, finance] = await Promise.all([staffToken(t, 'operator', 'operator1234'), staffToken(t, 'finance', 'finance1234')]);
    const shipper = await newMember(t, { certified: false });
    const [first, second] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse },
      { memberId: shipper.id, status: S.inWarehouse },
    ]);
    const awaiting = await insertOrder(t, { memberId: shipper.id, status: S.awaitingWarehousing });
    const shipment = (path: string, token: string, body: unknown) => call<ShipmentDetail>(t.app, 'POST', `/admin-api/shipment/${path}`, { token, body });
    const before = await auditCount(t, 'shipment');

    const number = 'AUDU123456';
    const sea: ShipmentCreateBody = {
      kind: 'sea',
      number: `${number}${containerCheckDigit(number)}`,
      sealNo: 'SL1',
      vessel: 'MSC Aurora',
      voyage: '612W',
      etd: '2026-12-02T02:00:00.000Z',
      eta: '2027-01-05T08:00:00.000Z',
      portOfLoading: 'Shenzhen (Yantian)',
      portOfDischarge: 'Abidjan',
      capacityVolume: 67_000_000,
      capacityWeight: 26_000_000,
    };
    const created = await shipment('create', operator, sea);
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect((await shipment('create', operator, sea)).code).toBe(ERRORS.SHIPMENT_NUMBER_TAKEN.code);
    expect((await shipment('create', operator, { ...sea, vessel: '' })).status).toBe(400);
    expect((await shipment('create', finance, sea)).status).toBe(403);

    expect((await shipment('update', operator, { ...sea, id })).code).toBe(0);
    expect((await shipment('update', operator, { ...sea, id, sealNo: 'SL2', eta: '2027-01-09T08:00:00.000Z' })).code).toBe(0);
    expect((await shipment('update', operator, { ...sea, id: 999_999_999 })).code).toBe(ERRORS.SHIPMENT_NOT_FOUND.code);

    expect((await shipment('load', operator, { id, orderNo: first!.orderNo })).code).toBe(0);
    expect((await shipment('load', operator, { id, orderNo: second!.orderNo })).code).toBe(0);
    expect((await shipment('load', operator, { id, orderNo: first!.orderNo })).code).toBe(ERRORS.SHIPMENT_ORDER_ALREADY_IN.code);
    expect((await shipment('load', operator, { id, orderNo: awaiting.orderNo })).code).toBe(ERRORS.SHIPMENT_ORDER_NOT_IN_WAREHOUSE.code);
    expect((await shipment('unload', operator, { id, orderNo: second!.orderNo })).code).toBe(0);
    expect((await shipment('unload', operator, { id, orderNo: second!.orderNo })).code).toBe(ERRORS.SHIPMENT_ORDER_NOT_IN_THIS.code);

    const advance = (body: Record<string, unknown>) => call(t.app, 'POST', '/admin-api/shipment/advance', { token: operator, body: { id, ...body } });
    expect((await advance({ toStatus: S.departed, dryRun: true })).code).toBe(0);
    expect((await advance({ toStatus: S.arrived })).code).toBe(ERRORS.SHIPMENT_STEP_INVALID.code);
    expect((await advance({ toStatus: S.departed, note: 'Sailed on time' })).code).toBe(0);
    expect((await advance({ toStatus: S.departed })).code).toBe(ERRORS.SHIPMENT_MOVED_MEANWHILE.code);
    expect((await shipment('load', operator, { id, orderNo: second!.orderNo })).code).toBe(ERRORS.SHIPMENT_NOT_LOADING.code);

    expect(await auditTrail(t, 'shipment', id)).toEqual([
      { action: 'create', who: 'operator', roles: ['operator'], before: null, after: { ...sea, flightNo: null }, reason: null },
      { action: 'update', who: 'operator', roles: ['operator'], before: { sealNo: 'SL1', eta: sea.eta }, after: { sealNo: 'SL2', eta: '2027-01-09T08:00:00.000Z' }, reason: null },
      { action: 'load', who: 'operator', roles: ['operator'], before: null, after: { orderId: first!.id, orderNo: first!.orderNo }, reason: null },
      { action: 'load', who: 'operator', roles: ['operator'], before: null, after: { orderId: second!.id, orderNo: second!.orderNo }, reason: null },
      { action: 'unload', who: 'operator', roles: ['operator'], before: { orderId: second!.id, orderNo: second!.orderNo }, after: null, reason: null },
      { action: 'advance', who: 'operator', roles: ['operator'], before: { status: S.inWarehouse }, after: { status: S.departed, moved: 1, unloaded: 0 }, reason: 'Sailed on time' },
    ]);
    expect(await auditCount(t, 'shipment')).toBe(before + 6);
  });

  it('logs one row for a message to members, on id 0 with its audience and reach; a send that reaches nobody, or is refused, logs nothing', async () => {
    const t = ctx();
    const [service, operator] = await Promise.all([staffToken(t, 'service', 'service1234'), staffToken(t, 'operator', 'operator1234')]);
    const member = await newMember(t, { certified: false });
    const send = (token: string, body: unknown) => call(t.app, 'POST', '/admin-api/system/member-message/send', { token, body });
    const before = await auditTrail(t, 'memberMessage', 0);

    const audience = { to: 'member', areaCode: member.areaCode, mobile: member.mobile };
    const message = { audience, type: 'reminder', title: 'Warehouse closed Monday', content: 'Our Guangzhou warehouse is closed on Monday.' };
    expect((await send(service, message)).code).toBe(0);
    expect((await send(service, { ...message, title: ' ' })).status).toBe(400);
    expect((await send(operator, message)).status).toBe(403);
    expect((await send(service, { ...message, audience: { to: 'level', level: 'no-such-level' } })).code).toBe(0);

    expect((await auditTrail(t, 'memberMessage', 0)).slice(before.length)).toEqual([
      { action: 'send', who: 'service', roles: ['service'], before: null, after: { audience, type: 'reminder', title: 'Warehouse closed Monday', members: 1 }, reason: null },
    ]);
  });
});
