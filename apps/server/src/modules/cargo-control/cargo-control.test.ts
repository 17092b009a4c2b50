import type { AngleMark } from '@portal/contracts/account';
import type { ControlEvent, ControlOrder, ReleaseResult } from '@portal/contracts/cargo-control';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS, type ErrorName } from '@portal/contracts/errors';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { DEMO_CONTROL_PASSWORD, DEMO_SHIPPER } from '../../config.js';
import { seed } from '../../db/seed/seed.js';
import { hashPassword } from '../../lib/password.js';
import { call, lastSmsCode, memberToken, newIp, staffToken, type Answer } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember, type TestMember } from '../../test/order-helpers.js';

const S = ORDER_STATUS;
const C = CARGO_CONTROL_STATUS;
const DAY = 24 * 3_600_000;
const BASE = '/app-api/order/order-cargo-control';
const IN_TIME = '2026-11-20T08:00:00.000Z';
const CONTROL_PASSWORD = 'ctrl5678';

// The clock cargo control reads; each test sets it (the app reads it at every call).
let now = new Date(IN_TIME);
const at = (days: number) => new Date(Date.parse(IN_TIME) + days * DAY);

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');
const code = (name: ErrorName) => ERRORS[name].code;

function control<T>(t: TestApp, method: 'GET' | 'POST', path: string, token: string, options: { body?: unknown; query?: Record<string, string> } = {}): Promise<Answer<T>> {
  return call<T>(t.app, method, `${BASE}/${path}`, { token, locale: 'en_US', ...options });
}

async function setControlPassword(t: TestApp, memberId: number) {
  const hash = await hashPassword(CONTROL_PASSWORD);
  await t.database.db.updateTable('member_user').set({ control_password_hash: hash, control_password_set_at: new Date().toISOString() }).where('id', '=', memberId).execute();
}

async function ownCode(t: TestApp, member: TestMember, scene: 'release-goods' | 'transfer-control') {
  const sent = await call(t.app, 'POST', '/app-api/member/user/send-sms-code', { token: member.token, body: { scene }, ip: newIp() });
  expect(sent).toMatchObject({ code: 0 });
  return lastSmsCode(t, member.mobile);
}

// An order shipped under control by `shipper` with `controller` as controller, received into
// the warehouse by staff (which starts control) with `cartons` cartons at IN_TIME.
async function controlledOrder(t: TestApp, shipper: TestMember, controller: TestMember, cartons = 10) {
  const order = await insertOrder(t, { memberId: shipper.id, status: S.awaitingWarehousing });
  await t.database.db
    .updateTable('ship_order')
    .set({ is_cargo_control: 1, controller_name: 'Koffi Yao', controller_area_code: controller.areaCode, controller_phone: controller.mobile })
    .where('id', '=', order.id)
    .execute();
  const receipt = { orderId: order.id, cartons, size: '60×40×40 cm', volume: 384_000, weight: 51_500, inTime: IN_TIME, place: 'Yiwu warehouse' };
  expect(await call(t.app, 'POST', '/admin-api/order/receipt', { token: await operator(t), body: receipt })).toMatchObject({ code: 0 });
  return order;
}

async function move(t: TestApp, orderId: number, toStatus: number, time?: string) {
  const res = await call<{ moved: number[] }>(t.app, 'POST', '/admin-api/order/transition', { token: await operator(t), body: { orderIds: [orderId], toStatus, place: 'Abidjan', ...(time ? { time } : {}) } });
  expect(res.data.moved).toEqual([orderId]);
}

const sameConsignee = { name: 'Awa Diop', areaCode: '221', phone: '771234567' };
const otherConsignee = { name: 'Moussa Traoré', areaCode: '221', phone: '772345678' };
const byPassword = (id: number, pickNum: number, consignee = sameConsignee) => ({ id, pickNum, consignee, method: 'password', password: CONTROL_PASSWORD });

async function notificationsOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ template: r.template, params: JSON.parse(r.params) as Record<string, unknown> }));
}

describeEachDb(
  'cargo control',
  (ctx) => {
    it('starts control at the warehouse receipt: cartons held, consignee locked for 7 days, controller told, sidebar counts it', async () => {
      const t = ctx();
      now = at(0);
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      const order = await controlledOrder(t, shipper, controller, 8);
      const view = await control<ControlOrder>(t, 'GET', 'get', controller.token, { query: { id: String(order.id) } });
      expect(view.data).toMatchObject({
        cargoControlStatus: C.controlled,
        viewerRole: 'controller',
        sumConNum: 8,
        releasedNum: 0,
        remainNum: 8,
        inTime: IN_TIME,
        lockConsigneeTime: at(7).toISOString(),
        limitUpdateConsignee: 'locked',
        canRelease: true,
        canTransfer: true,
        hasControlPassword: false,
      });
      expect((await notificationsOf(t, controller.id)).map((n) => n.template)).toEqual(['cargoControl.controlled']);
      const history = await control<{ list: ControlEvent[] }>(t, 'GET', 'history', shipper.token, { query: { id: String(order.id) } });
      expect(history.data.list).toMatchObject([{ kind: 'control', pickNum: 8, newController: { phone: controller.mobile } }]);

      const marks = await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: controller.token });
      expect(marks.data.cargoControlAllNum).toBe(1);
      expect((await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: shipper.token })).data.cargoControlAllNum).toBe(0);

      // Arriving at the destination records the unload time.
      await move(t, order.id, S.departed);
      await move(t, order.id, S.inTransit);
      await move(t, order.id, S.arrived, at(30).toISOString());
      const arrived = await control<ControlOrder>(t, 'GET', 'get', controller.token, { query: { id: String(order.id) } });
      expect(arrived.data.unloadTime).toBe(at(30).toISOString());
    });

    it('releases in parts, controlled → partly released → released, with events and messages, and refuses more than remains', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      await setControlPassword(t, controller.id);
      const order = await controlledOrder(t, shipper, controller, 5);

      const first = await control<ReleaseResult>(t, 'POST', 'release', controller.token, { body: { ...byPassword(order.id, 2), pickVolume: 1000, remarks: 'first lot' } });
      expect(first.data).toEqual({ cargoControlStatus: C.partlyReleased, releasedNum: 2, remainNum: 3 });
      const tooMany = await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 4) });
      expect(tooMany).toMatchObject({ status: 409, code: code('CONTROL_RELEASE_EXCEEDS'), data: { remain: 3 } });
      expect(tooMany.msg).toContain('(3)');

      const sms = await ownCode(t, controller, 'release-goods');
      const last = await control<ReleaseResult>(t, 'POST', 'release', controller.token, { body: { id: order.id, pickNum: 3, consignee: sameConsignee, method: 'sms', code: sms } });
      expect(last.data).toEqual({ cargoControlStatus: C.released, releasedNum: 5, remainNum: 0 });
      expect(await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 1) })).toMatchObject({ code: code('CONTROL_ALREADY_RELEASED') });

      const history = await control<{ list: ControlEvent[] }>(t, 'GET', 'history', controller.token, { query: { id: String(order.id) } });
      expect(history.data.list.map((e) => [e.kind, e.pickNum, e.verifiedBy])).toEqual([
        ['control', 5, null],
        ['release', 2, 'password'],
        ['release', 3, 'sms'],
      ]);
      expect(history.data.list[1]).toMatchObject({ actorPhone: controller.mobile, pickVolume: 1000, remarks: 'first lot', consigneeName: 'Awa Diop' });
      // The shipper sees who released, not their whole number.
      const seenByShipper = await control<{ list: ControlEvent[] }>(t, 'GET', 'history', shipper.token, { query: { id: String(order.id) } });
      expect(seenByShipper.data.list[1]!.actorPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect((await notificationsOf(t, shipper.id)).filter((n) => n.template === 'cargoControl.released').map((n) => n.params.remain)).toEqual([3, 0]);
      expect((await notificationsOf(t, controller.id)).filter((n) => n.template === 'cargoControl.released')).toHaveLength(2);
      // Released cargo is no longer counted, and the order may now be delivered.
      expect((await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: controller.token })).data.cargoControlAllNum).toBe(0);
    });

    it('never releases more than exist when 20 releases of the last cartons race', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      await setControlPassword(t, controller.id);
      const order = await controlledOrder(t, shipper, controller, 12);
      expect((await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 7) })).code).toBe(0);

      // 5 cartons left, 20 callers asking for 2 each: two can have them, the last carton stays.
      const answers = await Promise.all(Array.from({ length: 20 }, () => control<ReleaseResult>(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 2) })));
      expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
      for (const failed of answers.filter((a) => a.code !== 0)) expect(failed).toMatchObject({ status: 409, code: code('CONTROL_RELEASE_EXCEEDS') });
      const figures = () =>
        t.database.db.selectFrom('ship_order').select(['control_released_num', 'cargo_control_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(await figures()).toEqual({ control_released_num: 11, cargo_control_status: C.partlyReleased });

      // The last carton, raced 20 times: released once.
      const last = await Promise.all(Array.from({ length: 20 }, () => control<ReleaseResult>(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 1) })));
      expect(last.filter((a) => a.code === 0)).toHaveLength(1);
      // Each loser is told the real reason: the cartons are gone, not that it lost control.
      for (const failed of last.filter((a) => a.code !== 0)) expect(failed).toMatchObject({ status: 409, code: code('CONTROL_ALREADY_RELEASED') });
      expect(await figures()).toEqual({ control_released_num: 12, cargo_control_status: C.released });
      const releases = await t.database.db.selectFrom('cargo_control_event').select('pick_num').where('order_id', '=', order.id).where('kind', '=', 'release').execute();
      expect(releases.map((r) => r.pick_num).sort()).toEqual([1, 2, 2, 7]);
    });

    it('refuses a wrong or missing control password (locked after ten) and a wrong SMS code, releasing nothing', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      const order = await controlledOrder(t, shipper, controller, 4);
      expect(await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 1) })).toMatchObject({ status: 409, code: code('CONTROL_PASSWORD_NOT_SET') });
      await setControlPassword(t, controller.id);
      const wrong = await control(t, 'POST', 'release', controller.token, { body: { ...byPassword(order.id, 1), password: 'nope1234' } });
      expect(wrong).toMatchObject({ status: 400, code: code('CONTROL_PASSWORD_WRONG'), msg: 'Control password incorrect' });

      // Ten wrong guesses lock the password (even the right one) as sign-in does; SMS still works.
      for (let i = 0; i < 9; i += 1) expect((await control(t, 'POST', 'release', controller.token, { body: { ...byPassword(order.id, 1), password: `nope${i}234` } })).code).toBe(code('CONTROL_PASSWORD_WRONG'));
      expect(await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 1) })).toMatchObject({ status: 429, code: code('AUTH_LOCKED') });

      const sms = await ownCode(t, controller, 'release-goods');
      const badCode = sms === '000000' ? '111111' : '000000';
      const wrongCode = await control(t, 'POST', 'release', controller.token, { body: { id: order.id, pickNum: 1, consignee: sameConsignee, method: 'sms', code: badCode } });
      expect(wrongCode.code).toBe(code('SMS_CODE_INCORRECT'));
      const noProof = await control<{ fields: { field: string; rule: string }[] }>(t, 'POST', 'release', controller.token, { body: { id: order.id, pickNum: 1, consignee: sameConsignee, method: 'sms' } });
      expect(noProof).toMatchObject({ status: 400, data: { fields: [{ field: 'code', rule: 'v.code.required' }] } });
      const view = await control<ControlOrder>(t, 'GET', 'get', controller.token, { query: { id: String(order.id) } });
      expect(view.data).toMatchObject({ releasedNum: 0, cargoControlStatus: C.controlled });
    });

    it('keeps the consignee during the lock and outside a warehouse, and lets it change after (clock controlled)', async () => {
      const t = ctx();
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      await setControlPassword(t, controller.id);
      const order = await controlledOrder(t, shipper, controller, 10);
      const release = (pickNum: number, consignee = otherConsignee) => control<ReleaseResult>(t, 'POST', 'release', controller.token, { body: byPassword(order.id, pickNum, consignee) });

      now = at(6.9);
      expect(await release(1)).toMatchObject({ status: 409, code: code('CONTROL_CONSIGNEE_LOCKED') });
      expect((await release(1, sameConsignee)).code).toBe(0);
      now = at(7.1);
      expect((await release(1)).data).toMatchObject({ releasedNum: 2 });

      // Loaded: not in a warehouse, so only the order's consignee.
      await move(t, order.id, S.departed);
      expect(await release(1)).toMatchObject({ status: 409, code: code('CONTROL_CONSIGNEE_NOT_IN_WAREHOUSE') });
      expect((await release(1, sameConsignee)).data).toMatchObject({ releasedNum: 3 });
      // Unloaded at the destination, past the lock: another consignee again.
      await move(t, order.id, S.inTransit);
      await move(t, order.id, S.arrived);
      expect((await release(2)).data).toMatchObject({ releasedNum: 5, remainNum: 5 });
      const view = await control<ControlOrder>(t, 'GET', 'get', controller.token, { query: { id: String(order.id) } });
      expect(view.data.limitUpdateConsignee).toBeNull();
    });

    it('lets staff move the lock and the unload time; refuses members on the staff route', async () => {
      const t = ctx();
      now = at(10);
      const [shipper, controller] = [await newMember(t), await newMember(t)];
      await setControlPassword(t, controller.id);
      const order = await controlledOrder(t, shipper, controller, 3);
      const token = await operator(t);
      const lock = at(12).toISOString();
      expect(await call(t.app, 'POST', '/admin-api/order/cargo-control/dates', { token, body: { id: order.id, lockConsigneeTime: '2026-12-02T08:00:00+00:00', unloadTime: null } })).toMatchObject({ code: 0 });
      const view = await control<ControlOrder>(t, 'GET', 'get', controller.token, { query: { id: String(order.id) } });
      expect(view.data).toMatchObject({ lockConsigneeTime: lock, limitUpdateConsignee: 'locked', unloadTime: null });
      expect(await control(t, 'POST', 'release', controller.token, { body: byPassword(order.id, 1, otherConsignee) })).toMatchObject({ code: code('CONTROL_CONSIGNEE_LOCKED') });
      expect((await call(t.app, 'POST', '/admin-api/order/cargo-control/dates', { token: controller.token, body: { id: order.id, lockConsigneeTime: null } })).status).toBe(403);
      const staffHistory = await call<{ list: ControlEvent[] }>(t.app, 'GET', '/admin-api/order/cargo-control/history', { token, query: { id: String(order.id) } });
      expect(staffHistory.data.list.map((e) => e.kind)).toEqual(['control']);
      // One audit row of the dates (the receipt has its own), with the lock as it was and as it became (the unload time did not change).
      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'order')
        .where('entity_id', '=', order.id)
        .where('action', '=', 'controlDates')
        .execute();
      expect(audit.map((a) => [a.action, JSON.parse(a.before ?? 'null'), JSON.parse(a.after ?? 'null')])).toEqual([
        ['controlDates', { lockConsigneeTime: expect.any(String) as string }, { lockConsigneeTime: lock }],
      ]);
      expect(JSON.parse(audit[0]!.before!).lockConsigneeTime).not.toBe(lock);
    });

    it('transfers control by SMS code: only the new controller releases after, both see the history', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, oldController, newController] = [await newMember(t), await newMember(t), await newMember(t)];
      await setControlPassword(t, oldController.id);
      await setControlPassword(t, newController.id);
      const order = await controlledOrder(t, shipper, oldController, 6);
      const id = String(order.id);
      const target = { name: 'Fatou Ndiaye', areaCode: newController.areaCode, phone: newController.mobile, email: 'fatou@example.com' };

      const sameCode = await ownCode(t, oldController, 'transfer-control');
      const self = { name: 'Me', areaCode: oldController.areaCode, phone: oldController.mobile };
      expect(await control(t, 'POST', 'transfer', oldController.token, { body: { id: order.id, newController: self, code: sameCode } })).toMatchObject({ code: code('CONTROL_TRANSFER_SAME') });
      expect((await control(t, 'POST', 'transfer', oldController.token, { body: { id: order.id, newController: target, code: sameCode === '000000' ? '111111' : '000000' } })).code).toBe(
        code('SMS_CODE_INCORRECT'),
      );
      expect(await control(t, 'POST', 'transfer', shipper.token, { body: { id: order.id, newController: target, code: sameCode } })).toMatchObject({ status: 403, code: code('CONTROL_NOT_CONTROLLER') });
      // The check alone (what the web runs before asking to confirm): a wrong code is refused,
      // the right one passes and stays usable; nothing is transferred.
      const wrong = sameCode === '000000' ? '111111' : '000000';
      expect((await control(t, 'POST', 'transfer-check', oldController.token, { body: { id: order.id, newController: target, code: wrong } })).code).toBe(code('SMS_CODE_INCORRECT'));
      expect(await control(t, 'POST', 'transfer-check', oldController.token, { body: { id: order.id, newController: self, code: sameCode } })).toMatchObject({ code: code('CONTROL_TRANSFER_SAME') });
      expect((await control(t, 'POST', 'transfer-check', oldController.token, { body: { id: order.id, newController: target, code: sameCode } })).code).toBe(0);
      expect((await control<ControlOrder>(t, 'GET', 'get', oldController.token, { query: { id } })).data.viewerRole).toBe('controller');
      expect((await control(t, 'POST', 'transfer', oldController.token, { body: { id: order.id, newController: target, code: sameCode } })).code).toBe(0);

      expect(await control(t, 'POST', 'release', oldController.token, { body: byPassword(order.id, 1) })).toMatchObject({ status: 403, code: code('CONTROL_NOT_CONTROLLER') });
      expect((await control<ReleaseResult>(t, 'POST', 'release', newController.token, { body: byPassword(order.id, 1) })).data.releasedNum).toBe(1);

      const former = await control<ControlOrder>(t, 'GET', 'get', oldController.token, { query: { id } });
      expect(former.data).toMatchObject({ viewerRole: 'formerController', canRelease: false, canTransfer: false, controller: { name: 'Fatou Ndiaye' } });
      for (const member of [oldController, newController, shipper]) {
        const history = await control<{ list: ControlEvent[] }>(t, 'GET', 'history', member.token, { query: { id } });
        expect(history.data.list.map((e) => e.kind)).toEqual(['control', 'transfer', 'release']);
      }
      // The page is the controller's: the order moves from the old controller's to the new one's.
      expect((await control<CursorPage<ControlOrder>>(t, 'GET', 'page', oldController.token, {})).data.list).toEqual([]);
      const list = await control<CursorPage<ControlOrder>>(t, 'GET', 'page', newController.token, {});
      expect(list.data.list.map((o) => [o.id, o.viewerRole])).toEqual([[order.id, 'controller']]);
      expect((await notificationsOf(t, newController.id)).map((n) => n.template)).toContain('cargoControl.transferredToYou');
      expect((await notificationsOf(t, shipper.id)).map((n) => n.template)).toContain('cargoControl.transferred');
      expect((await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: oldController.token })).data.cargoControlAllNum).toBe(0);
      expect((await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: newController.token })).data.cargoControlAllNum).toBe(1);
    });

    it('refuses a release that was checked before a transfer but lands after it', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, oldController, newController] = [await newMember(t), await newMember(t), await newMember(t)];
      await setControlPassword(t, oldController.id);
      const order = await controlledOrder(t, shipper, oldController, 6);
      const sms = await ownCode(t, oldController, 'transfer-control');
      const target = { name: 'Fatou Ndiaye', areaCode: newController.areaCode, phone: newController.mobile };
      // The release passes its checks, then spends its time on the password hash while the
      // transfer (an SMS code, checked at once) commits: the release must not land.
      const [released, transferred] = await Promise.all([
        control(t, 'POST', 'release', oldController.token, { body: byPassword(order.id, 6) }),
        control(t, 'POST', 'transfer', oldController.token, { body: { id: order.id, newController: target, code: sms } }),
      ]);
      expect(transferred.code).toBe(0);
      expect(released).toMatchObject({ status: 403, code: code('CONTROL_NOT_CONTROLLER') });
      const row = await t.database.db.selectFrom('ship_order').select(['control_released_num', 'controller_phone']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ control_released_num: 0, controller_phone: newController.mobile });
    });

    it('transfers control once when 20 identical transfers race', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, oldController, newController] = [await newMember(t), await newMember(t), await newMember(t)];
      const order = await controlledOrder(t, shipper, oldController, 4);
      const sms = await ownCode(t, oldController, 'transfer-control');
      const body = { id: order.id, newController: { name: 'Fatou Ndiaye', areaCode: newController.areaCode, phone: newController.mobile }, code: sms };
      const answers = await Promise.all(Array.from({ length: 20 }, () => control(t, 'POST', 'transfer', oldController.token, { body })));
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      // The losers are refused: no longer the controller, or the code already spent (found
      // spent, or found used while the winner's transaction was committing).
      const refusals = [code('CONTROL_NOT_CONTROLLER'), code('SMS_CODE_INCORRECT'), code('SMS_CODE_EXPIRED')];
      for (const lost of answers.filter((a) => a.code !== 0)) expect(refusals).toContain(lost.code);
      const transfers = await t.database.db.selectFrom('cargo_control_event').select('id').where('order_id', '=', order.id).where('kind', '=', 'transfer').execute();
      expect(transfers).toHaveLength(1);
      expect((await notificationsOf(t, newController.id)).filter((n) => n.template === 'cargoControl.transferredToYou')).toHaveLength(1);
      const row = await t.database.db.selectFrom('ship_order').select('controller_phone').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row.controller_phone).toBe(newController.mobile);
    });

    it('answers a stranger exactly like a missing order, on every call', async () => {
      const t = ctx();
      now = at(1);
      const [shipper, controller, stranger] = [await newMember(t), await newMember(t), await newMember(t)];
      await setControlPassword(t, stranger.id);
      const order = await controlledOrder(t, shipper, controller, 2);
      const missing = 99_999_999;
      for (const [method, path, body, query] of [
        ['GET', 'get', undefined, true],
        ['GET', 'history', undefined, true],
        ['POST', 'release', (id: number) => byPassword(id, 1), false],
        ['POST', 'transfer', (id: number) => ({ id, newController: { name: 'X', areaCode: '86', phone: '13912340000' }, code: '123456' }), false],
        ['POST', 'transfer-check', (id: number) => ({ id, newController: { name: 'X', areaCode: '86', phone: '13912340000' }, code: '123456' }), false],
      ] as const) {
        const ask = (id: number) =>
          control(t, method, path, stranger.token, query ? { query: { id: String(id) } } : { body: (body as (id: number) => unknown)(id) });
        const [foreign, absent] = [await ask(order.id), await ask(missing)];
        expect({ path, foreign }).toEqual({ path, foreign: absent });
        expect(foreign).toMatchObject({ status: 404, code: code('CONTROL_ORDER_NOT_FOUND') });
      }
      expect((await control<CursorPage<ControlOrder>>(t, 'GET', 'page', stranger.token)).data.list).toEqual([]);
      // The shipper reads the order (its detail's control block), but the page and its held tab
      // list only what the member controls, as the sidebar badge counts.
      expect((await control<ControlOrder>(t, 'GET', 'get', shipper.token, { query: { id: String(order.id) } })).data).toMatchObject({ viewerRole: 'shipper', canRelease: false });
      for (const member of [shipper, controller]) {
        const held = await control<CursorPage<ControlOrder>>(t, 'GET', 'page', member.token, { query: { state: 'held' } });
        const badge = (await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token: member.token })).data.cargoControlAllNum;
        expect(held.data.total).toBe(badge);
      }
      expect((await control<CursorPage<ControlOrder>>(t, 'GET', 'page', shipper.token, { query: { state: 'all' } })).data.list).toEqual([]);
      expect(await control(t, 'POST', 'release', shipper.token, { body: byPassword(order.id, 1) })).toMatchObject({ code: code('CONTROL_NOT_CONTROLLER') });
    });

    it('lets the shipper ask for control within 3 days of warehousing, not after', async () => {
      const t = ctx();
      const [shipper, controller, stranger] = [await newMember(t), await newMember(t), await newMember(t)];
      const inWarehouse = async () => {
        const order = await insertOrder(t, { memberId: shipper.id, status: S.awaitingWarehousing });
        const receipt = { orderId: order.id, cartons: 6, size: '60×40×40 cm', volume: 384_000, weight: 51_500, inTime: IN_TIME };
        expect((await call(t.app, 'POST', '/admin-api/order/receipt', { token: await operator(t), body: receipt })).code).toBe(0);
        return order;
      };
      const body = (id: number) => ({ id, controller: { name: 'Koffi Yao', areaCode: controller.areaCode, phone: controller.mobile } });
      const early = await inWarehouse();
      const late = await inWarehouse();

      now = at(2.9);
      expect((await control(t, 'POST', 'apply', stranger.token, { body: body(early.id) })).code).toBe(code('ORDER_NOT_FOUND'));
      const applied = await control<ControlOrder>(t, 'POST', 'apply', shipper.token, { body: body(early.id) });
      expect(applied.data).toMatchObject({ cargoControlStatus: C.controlled, sumConNum: 6, viewerRole: 'shipper', controller: { phone: controller.mobile } });
      expect((await control(t, 'POST', 'apply', shipper.token, { body: body(early.id) })).code).toBe(code('CONTROL_NOT_RELEASABLE'));
      expect((await notificationsOf(t, controller.id)).map((n) => n.template)).toEqual(['cargoControl.controlled']);

      now = at(3.1);
      const tooLate = await control(t, 'POST', 'apply', shipper.token, { body: body(late.id) });
      expect(tooLate).toMatchObject({ status: 409, code: code('CONTROL_REQUEST_TOO_LATE'), msg: 'Cargo control must be asked for within 3 days of warehousing' });
    });
  },
  {},
  { clock: () => now },
);

describeEachDb('cargo control demo data', (ctx) => {
  it('gives the demo member controlled, partly released and released cargo with histories, a control password, and one order the demo shipper controls', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const list = await control<CursorPage<ControlOrder>>(t, 'GET', 'page', token, { query: { pageSize: '50' } });
    const controlled = list.data.list;
    expect(controlled.every((o) => o.viewerRole === 'controller')).toBe(true);
    expect(controlled.map((o) => o.cargoControlStatus).sort()).toEqual([C.controlled, C.partlyReleased, C.released]);
    for (const order of controlled) {
      const history = await control<{ list: ControlEvent[] }>(t, 'GET', 'history', token, { query: { id: String(order.id) } });
      const released = history.data.list.filter((e) => e.kind === 'release').reduce((n, e) => n + e.pickNum!, 0);
      expect([order.orderNo, history.data.list[0]!.kind, released]).toEqual([order.orderNo, 'control', order.releasedNum]);
      expect(order.remainNum).toBe(order.sumConNum - order.releasedNum);
    }
    expect((await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token })).data.cargoControlAllNum).toBe(2);

    // The demo member's own order under the demo shipper's control is on the shipper's page.
    const shipper = await memberToken(t, DEMO_SHIPPER);
    const theirs = await control<CursorPage<ControlOrder>>(t, 'GET', 'page', shipper, {});
    expect(theirs.data.list.map((o) => [o.viewerRole, o.cargoControlStatus, o.canRelease])).toEqual([['controller', C.controlled, true]]);
    const mine = await control<ControlOrder>(t, 'GET', 'get', token, { query: { id: String(theirs.data.list[0]!.id) } });
    expect(mine.data).toMatchObject({ viewerRole: 'shipper', controller: { phone: DEMO_SHIPPER.mobile } });

    const held = controlled.find((o) => o.cargoControlStatus === C.controlled)!;
    const release = await control<ReleaseResult>(t, 'POST', 'release', token, {
      body: { id: held.id, pickNum: 1, consignee: { name: held.consigneeName, areaCode: held.consigneeAreaCode, phone: held.consigneePhone }, method: 'password', password: DEMO_CONTROL_PASSWORD },
    });
    expect(release.data).toMatchObject({ cargoControlStatus: C.partlyReleased, releasedNum: 1 });

    // Starting again adds nothing.
    const events = async () => (await t.database.db.selectFrom('cargo_control_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await events());
    await seed(t.database, t.config);
    expect(Number(await events())).toBe(before);
  });
});
