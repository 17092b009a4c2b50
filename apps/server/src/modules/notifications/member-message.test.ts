import type { NotificationSettings } from '@portal/contracts/notifications';
import type { MemberMessageCount } from '@portal/contracts/outbox';
import { expect, it } from 'vitest';
import { call, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { NotificationDelivery } from './notification-delivery.js';

// Customer service's messages to members: through the notification outbox (a notification and
// its delivery rows per member, on the member's own channel choices), sent by the delivery job,
// never by the request; the preview counts the same members the send reaches.

const OFF = { email: false, sms: false };

async function member(t: TestApp, sms: boolean) {
  const m = await registerMember(t);
  const { id } = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', m.mobile).executeTakeFirstOrThrow();
  const channels = { order: OFF, delivery: OFF, reminder: { email: false, sms } };
  expect((await call<NotificationSettings>(t.app, 'PUT', '/app-api/member/user/notification-settings', { token: m.token, body: channels })).code).toBe(0);
  return { ...m, id };
}

const preview = (t: TestApp, token: string, audience: unknown) => call<MemberMessageCount>(t.app, 'POST', '/admin-api/system/member-message/preview', { token, body: audience });
const send = (t: TestApp, token: string, body: unknown) => call<MemberMessageCount>(t.app, 'POST', '/admin-api/system/member-message/send', { token, body });

async function deliveries(t: TestApp, memberId: number) {
  return t.database.db
    .selectFrom('notification_delivery as d')
    .innerJoin('notification as n', 'n.id', 'd.notification_id')
    .select(['d.channel', 'd.state'])
    .where('n.member_id', '=', memberId)
    .orderBy('d.channel')
    .execute();
}

describeEachDb('messages from staff', (ctx) => {
  it('go to one member through the outbox on the channels they chose, then the job sends them', async () => {
    const texting = await member(ctx(), true);
    const quiet = await member(ctx(), false);
    const service = await staffToken(ctx(), 'service', 'service1234');

    const one = { to: 'member', areaCode: '86', mobile: texting.mobile };
    expect((await preview(ctx(), service, one)).data).toEqual({ members: 1 });
    const body = { audience: one, type: 'reminder', title: 'Warehouse closed Monday', content: 'Our Guangzhou warehouse is closed on Monday.' };
    expect((await send(ctx(), service, body)).data).toEqual({ members: 1 });
    // Recorded, not sent: the request wrote the outbox only.
    expect(await deliveries(ctx(), texting.id)).toEqual([
      { channel: 'portal', state: 'pending' },
      { channel: 'sms', state: 'pending' },
    ]);
    expect(await deliveries(ctx(), quiet.id)).toEqual([]);

    const { app, database, services } = ctx();
    const job = new NotificationDelivery(database.db, services.repos.notifications, { messages: services.messages, mail: services.senders.email, sms: services.senders.sms, log: app.log });
    await job.deliverDue(new Date(Date.now() + 1000));
    expect((await deliveries(ctx(), texting.id)).map((d) => d.state)).toEqual(['sent', 'sent']);
    const text = await database.db.selectFrom('sms_log').select(['scene', 'content', 'status']).where('mobile', '=', texting.mobile).where('scene', 'like', 'notification-%').execute();
    expect(text).toEqual([{ scene: 'notification-reminder', status: 'outbox', content: expect.stringContaining('Warehouse closed Monday') }]);
    const message = await database.db.selectFrom('member_message').select('id').where('member_id', '=', texting.id).execute();
    expect(message.length).toBeGreaterThan(0);

    // The other member, sent to alone: the portal only, as they chose.
    await send(ctx(), service, { ...body, audience: { to: 'member', areaCode: '86', mobile: quiet.mobile } });
    expect(await deliveries(ctx(), quiet.id)).toEqual([{ channel: 'portal', state: 'pending' }]);
  });

  it('reach a group by area code, level or container, counted the same before and after', async () => {
    const service = await staffToken(ctx(), 'service', 'service1234');
    const db = ctx().database.db;
    const active = (await db.selectFrom('member_user').select('id').where('area_code', '=', '86').where('status', '=', 0).execute()).length;
    expect(active).toBeGreaterThan(1);
    expect((await preview(ctx(), service, { to: 'area', areaCode: '86' })).data).toEqual({ members: active });
    expect((await preview(ctx(), service, { to: 'area', areaCode: '999' })).data).toEqual({ members: 0 });

    // The demo's containers hold the demo member's orders.
    const loaded = await db
      .selectFrom('ship_order as o')
      .innerJoin('shipment as s', 's.id', 'o.shipment_id')
      .select(['s.number', 'o.member_id'])
      .execute();
    expect(loaded.length).toBeGreaterThan(0);
    const number = loaded[0]!.number;
    const owners = new Set(loaded.filter((row) => row.number === number).map((row) => row.member_id));
    expect((await preview(ctx(), service, { to: 'container', containerNo: number })).data).toEqual({ members: owners.size });
    const before = await db.selectFrom('notification').select('id').where('type', '=', 'order').execute();
    const sent = await send(ctx(), service, { audience: { to: 'container', containerNo: number }, type: 'order', title: 'Vessel delayed', content: 'Two days late.' });
    expect(sent.data).toEqual({ members: owners.size });
    expect((await db.selectFrom('notification').select('id').where('type', '=', 'order').execute()).length).toBe(before.length + owners.size);

    // A level: the members whose stored level it is.
    const levelled = await member(ctx(), false);
    const level = `level-${levelled.mobile}`;
    await db.insertInto('member_point_account').values({ member_id: levelled.id, level, updated_at: new Date().toISOString() }).onConflict((oc) => oc.column('member_id').doUpdateSet({ level })).execute();
    expect((await preview(ctx(), service, { to: 'level', level })).data).toEqual({ members: 1 });
    expect((await send(ctx(), service, { audience: { to: 'level', level }, type: 'reminder', title: 'Your level', content: 'Thanks.' })).data).toEqual({ members: 1 });
    expect(await deliveries(ctx(), levelled.id)).toEqual([{ channel: 'portal', state: 'pending' }]);

    // A level nobody holds reaches nobody, and sending to it records nothing.
    expect((await preview(ctx(), service, { to: 'level', level: 'no-such-level' })).data).toEqual({ members: 0 });
    expect((await send(ctx(), service, { audience: { to: 'level', level: 'no-such-level' }, type: 'reminder', title: 'x', content: 'y' })).data).toEqual({ members: 0 });
  });

  it('are refused without the service role, and an empty message is refused by field', async () => {
    const operator = await staffToken(ctx(), 'operator', 'operator1234');
    expect(await preview(ctx(), operator, { to: 'area', areaCode: '86' })).toMatchObject({ status: 403, code: 1_009_001 });
    const service = await staffToken(ctx(), 'service', 'service1234');
    const empty = await send(ctx(), service, { audience: { to: 'area', areaCode: '86' }, type: 'reminder', title: ' ', content: 'y' });
    expect(empty.status).toBe(400);
  });
});
