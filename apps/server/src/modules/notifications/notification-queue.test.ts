import type { CursorPage } from '@portal/contracts/cursor';
import type { NotificationDeliveryItem } from '@portal/contracts/outbox';
import { expect, it } from 'vitest';
import { call, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { ProviderSmsSender, SmsRefused, type SmsTransport } from '../codes/sms-provider.js';
import { NotificationDelivery } from './notification-delivery.js';

// The outbox desk's queue of notification deliveries (docs/jobs-and-notifications.md, "The
// queue"): the unfinished ones by default, filtered by channel, state, the member's mobile and
// time, keyset paged; never the notification's text. A failed one is tried again on request,
// once, however many staff ask at the same moment.

type Fields = { fields: { field: string; rule: string; message: string }[] };
const PAGE = '/admin-api/system/notification-delivery/page';
const RETRY = '/admin-api/system/notification-delivery/retry';

const page = (t: TestApp, token: string, query: Record<string, string>, locale?: string) =>
  call<CursorPage<NotificationDeliveryItem> & Fields>(t.app, 'GET', PAGE, { token, query, ...(locale ? { locale } : {}) });
const retry = (t: TestApp, token: string, body: unknown) => call<NotificationDeliveryItem & Fields>(t.app, 'POST', RETRY, { token, body });

// A provider that refuses every text for good, as Twilio refuses a number that cannot take one.
const refusing: SmsTransport = {
  name: 'refusing',
  send: () => Promise.reject(new SmsRefused('twilio 400 21211: The To number is not a valid phone number')),
};

// The delivery job's work, run by hand (these apps do not start the jobs), its texts given to
// `sms`: the refusing provider, or this install's outbox.
function deliver(t: TestApp, sms: 'refused' | 'outbox', now = new Date()) {
  const { app, database, services } = t;
  const sender = sms === 'refused' ? new ProviderSmsSender(refusing, database.db, services.repos.smsLogs, app.log) : services.senders.sms;
  const job = new NotificationDelivery(database.db, services.repos.notifications, { messages: services.messages, mail: services.senders.email, sms: sender, log: app.log });
  return job.deliverDue(now);
}

// A member who chose texts for reminders, and `count` messages from service to them.
async function texted(t: TestApp, service: string, count = 1) {
  const m = await registerMember(t);
  const off = { email: false, sms: false };
  const choice = { order: off, delivery: off, reminder: { email: false, sms: true } };
  expect((await call(t.app, 'PUT', '/app-api/member/user/notification-settings', { token: m.token, body: choice })).code).toBe(0);
  for (let i = 0; i < count; i++) {
    const body = { audience: { to: 'member', areaCode: '86', mobile: m.mobile }, type: 'reminder', title: `Pickup ${i}`, content: 'Your pickup code is 482913.' };
    expect((await call(t.app, 'POST', '/admin-api/system/member-message/send', { token: service, body })).code).toBe(0);
  }
  return m;
}

describeEachDb('the notification queue', (ctx) => {
  it('lists the unfinished deliveries by default, filtered, newest first, without their text', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const m = await texted(t, service);

    // Recorded, nothing sent yet: the portal message and the text wait.
    const waiting = await page(t, service, { mobile: m.mobile });
    expect(waiting.data.list.map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ['sms', 'pending', 0],
      ['portal', 'pending', 0],
    ]);
    expect(waiting.data).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    const [text] = waiting.data.list;
    expect(text).toMatchObject({ areaCode: '86', mobile: m.mobile, type: 'reminder', lastError: null, sentTime: null });
    expect(text?.nextAttemptTime).toEqual(expect.any(String));

    // The provider refuses the text for good: failed after one try, its answer kept; the
    // portal message went, and is no longer unfinished.
    await deliver(t, 'refused');
    const failed = await page(t, service, { mobile: m.mobile });
    expect(failed.data.list).toEqual([
      expect.objectContaining({ channel: 'sms', state: 'failed', attempts: 1, nextAttemptTime: null, lastError: expect.stringContaining('21211') }),
    ]);
    const all = await page(t, service, { mobile: m.mobile, state: 'all' });
    expect(all.data.list.map((d) => [d.channel, d.state])).toEqual([
      ['sms', 'failed'],
      ['portal', 'sent'],
    ]);
    expect(all.data.list[1]?.sentTime).toEqual(expect.any(String));
    expect((await page(t, service, { mobile: m.mobile, state: 'sent' })).data.list.map((d) => d.channel)).toEqual(['portal']);
    expect((await page(t, service, { mobile: m.mobile, state: 'all', channel: 'portal' })).data.list.map((d) => d.state)).toEqual(['sent']);
    expect((await page(t, service, { mobile: m.mobile, channel: 'email' })).data.list).toEqual([]);
    // Any part of the mobile; the time window as the other outboxes' (from inclusive, to exclusive).
    expect((await page(t, service, { mobile: m.mobile.slice(3), state: 'failed' })).data.list.map((d) => d.mobile)).toContain(m.mobile);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(t, service, { mobile: m.mobile, state: 'all', from: inAnHour })).data.list).toEqual([]);
    expect((await page(t, service, { mobile: m.mobile, state: 'all', to: inAnHour })).data.list).toHaveLength(2);

    // Where each delivery stands, never what it says: no title, no text, no number from it.
    const answer = JSON.stringify(all.data);
    expect(answer).not.toContain('482913');
    expect(answer).not.toContain('Pickup');
    expect(Object.keys(all.data.list[0]!).sort()).toEqual(
      ['areaCode', 'attempts', 'channel', 'createTime', 'id', 'lastError', 'memberId', 'mobile', 'nextAttemptTime', 'nickname', 'sentTime', 'state', 'type'].sort(),
    );
  });

  it('pages newest first by cursor', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const m = await texted(t, service, 3);
    const first = await page(t, service, { mobile: m.mobile, channel: 'sms', pageSize: '2' });
    expect(first.data).toMatchObject({ total: 3, totalCapped: false });
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = await page(t, service, { mobile: m.mobile, channel: 'sms', pageSize: '2', cursor: first.data.nextCursor! });
    expect(second.data).toMatchObject({ total: null, nextCursor: null });
    const ids = [...first.data.list, ...second.data.list].map((d) => d.id);
    expect(ids).toHaveLength(3);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('tries a failed delivery again once, audited, however many ask at once', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const m = await texted(t, service);
    await deliver(t, 'refused');
    const [failed] = (await page(t, service, { mobile: m.mobile, state: 'failed' })).data.list;
    expect(failed?.state).toBe('failed');

    // Only a failed one: the portal delivery, sent, is refused.
    const [sent] = (await page(t, service, { mobile: m.mobile, state: 'sent' })).data.list;
    expect(await retry(t, service, { id: sent!.id })).toMatchObject({ status: 409, code: 1_011_009 });

    // 20 staff ask at the same moment: one moves it, the others are told it is no longer failed.
    const answers = await Promise.all(Array.from({ length: 20 }, () => retry(t, service, { id: failed!.id })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.code === 1_011_009)).toHaveLength(19);
    const moved = answers.find((a) => a.code === 0)!.data;
    expect(moved).toMatchObject({ id: failed!.id, state: 'pending', attempts: 1, lastError: expect.stringContaining('21211') });
    expect(Date.parse(moved.nextAttemptTime!)).toBeLessThanOrEqual(Date.now());
    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'before', 'after']).where('entity', '=', 'notificationDelivery').where('entity_id', '=', failed!.id).execute();
    expect(audit).toEqual([{ action: 'retry', before: expect.stringContaining('"failed"'), after: expect.stringContaining('"pending"') }]);

    // The job's next run sends it (this install's outbox takes it).
    await deliver(t, 'outbox', new Date(Date.now() + 1000));
    const [done] = (await page(t, service, { mobile: m.mobile, state: 'all', channel: 'sms' })).data.list;
    expect(done).toMatchObject({ state: 'sent', attempts: 2, lastError: null });

    expect(await retry(t, service, { id: 987_654_321 })).toMatchObject({ status: 404, code: 1_011_008 });
  });

  it('refuses bad input naming the field, in the caller language, and callers without the service role', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    for (const [query, field] of [
      [{ state: 'queued' }, 'state'],
      [{ channel: 'fax' }, 'channel'],
      [{ mobile: '139abc' }, 'mobile'],
      [{ from: 'yesterday' }, 'from'],
      [{ pageSize: '500' }, 'pageSize'],
      [{ cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
    ] as const) {
      const answer = await page(t, service, query);
      expect([field, answer.status, answer.data.fields[0]?.field]).toEqual([field, 400, field]);
    }
    const french = await page(t, service, { state: 'queued' }, 'fr_FR');
    expect(french.data.fields[0]?.message).toContain('doit être parmi');
    const badId = await retry(t, service, { id: 'x' });
    expect([badId.status, badId.data.fields[0]?.field]).toEqual([400, 'id']);

    const operator = await staffToken(t, 'operator', 'operator1234');
    expect(await page(t, operator, {})).toMatchObject({ status: 403, code: 1_009_001 });
    expect(await retry(t, operator, { id: 1 })).toMatchObject({ status: 403, code: 1_009_001 });
  });
});
