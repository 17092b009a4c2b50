import type { NotificationSettings } from '@portal/contracts/notifications';
import { expect, it } from 'vitest';
import { call, registerMember } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import type { MailSender, OutgoingMail } from '../codes/mail-sender.js';
import { DEFAULT_RETRY_POLICY, NotificationDelivery, type RetryPolicy } from './notification-delivery.js';

type Fields = { fields: { field: string; rule: string }[] };

const ALL_OFF = { order: { email: false, sms: false }, delivery: { email: false, sms: false }, reminder: { email: false, sms: false } };

// The delivery job's work, run by hand (these apps do not start the jobs), with the outbox
// senders or a mail sender that fails as told.
function delivery(t: TestApp, mail?: MailSender, policy: RetryPolicy = DEFAULT_RETRY_POLICY) {
  const { app, database, services } = t;
  const { messages, senders, repos } = services;
  return new NotificationDelivery(database.db, repos.notifications, { messages, mail: mail ?? senders.email, sms: senders.sms, log: app.log }, policy);
}

class FlakyMail implements MailSender {
  calls = 0;
  constructor(
    private readonly failures: number,
    private readonly inner: MailSender,
  ) {}
  async send(mail: OutgoingMail) {
    this.calls++;
    if (this.calls <= this.failures) throw new Error('mail provider unavailable');
    await this.inner.send(mail);
  }
}

async function member(t: TestApp, email: string | null = null) {
  const m = await registerMember(t);
  const row = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', m.mobile).executeTakeFirstOrThrow();
  if (email) await t.database.db.updateTable('member_user').set({ email }).where('id', '=', row.id).execute();
  return { ...m, id: row.id, email };
}

async function choose(t: TestApp, token: string, channels: typeof ALL_OFF, locale: 'en_US' | 'fr_FR' | 'zh_CN' = 'en_US') {
  return call<NotificationSettings & Fields>(t.app, 'PUT', '/app-api/member/user/notification-settings', { token, body: channels, locale });
}

async function notify(t: TestApp, memberId: number, type: 'order' | 'reminder' = 'reminder') {
  await t.database.db.transaction().execute((tx) => t.services.notifications.record(memberId, { type, template: 'kyc.realName.rejected', params: { reason: 'blurred' } }, tx));
}

async function counts(t: TestApp, m: { id: number; mobile: string; email: string | null }) {
  const db = t.database.db;
  const [messages, sms, mail] = await Promise.all([
    db.selectFrom('member_message').select('id').where('member_id', '=', m.id).execute(),
    db.selectFrom('sms_log').select(['scene', 'content']).where('mobile', '=', m.mobile).where('scene', 'like', 'notification-%').execute(),
    db.selectFrom('mail_log').select(['scene', 'subject']).where('address', '=', m.email ?? '-').execute(),
  ]);
  return { messages: messages.length, sms, mail };
}

describeEachDb('notification settings', (ctx) => {
  it('start with the portal only, and offer e-mail only once an address is bound', async () => {
    const m = await member(ctx());
    const initial = await call<NotificationSettings>(ctx().app, 'GET', '/app-api/member/user/notification-settings', { token: m.token });
    expect(initial.data).toEqual({ emailBound: false, channels: ALL_OFF });

    const refused = await choose(ctx(), m.token, { ...ALL_OFF, order: { email: true, sms: false } }, 'fr_FR');
    expect(refused.status).toBe(400);
    expect(refused.data.fields).toEqual([expect.objectContaining({ field: 'order.email', rule: 'v.notifications.email.unbound' })]);
    expect(refused.msg).toContain("Associez d'abord une adresse e-mail");

    const sms = await choose(ctx(), m.token, { ...ALL_OFF, delivery: { email: false, sms: true } });
    expect(sms.data.channels.delivery).toEqual({ email: false, sms: true });

    await ctx().database.db.updateTable('member_user').set({ email: `n${m.mobile}@example.com` }).where('id', '=', m.id).execute();
    const email = await choose(ctx(), m.token, { ...ALL_OFF, order: { email: true, sms: false } });
    expect(email.data).toEqual({ emailBound: true, channels: { ...ALL_OFF, order: { email: true, sms: false } } });
    const again = await call<NotificationSettings>(ctx().app, 'GET', '/app-api/member/user/notification-settings', { token: m.token });
    expect(again.data.channels.order.email).toBe(true);
    // Each member sees and changes only their own.
    const other = await member(ctx());
    expect((await call<NotificationSettings>(ctx().app, 'GET', '/app-api/member/user/notification-settings', { token: other.token })).data.channels).toEqual(ALL_OFF);
  });

  it('refuse a missing type, an unknown channel and non-boolean choices', async () => {
    const m = await member(ctx());
    const missing = await choose(ctx(), m.token, { order: ALL_OFF.order, delivery: ALL_OFF.delivery } as typeof ALL_OFF);
    expect(missing.status).toBe(400);
    expect(missing.data.fields[0]?.field).toBe('reminder');
    const extra = await choose(ctx(), m.token, { ...ALL_OFF, order: { email: false, sms: false, fax: true } } as unknown as typeof ALL_OFF);
    expect(extra.status).toBe(400);
    const text = await choose(ctx(), m.token, { ...ALL_OFF, order: { email: 'yes', sms: false } } as unknown as typeof ALL_OFF);
    expect(text.data.fields[0]?.field).toBe('order.email');
  });
});

describeEachDb('notification outbox', (ctx) => {
  it('delivers on the channels the member chose for the type, in the language they chose in', async () => {
    const m = await member(ctx(), `${Date.now()}a@example.com`);
    await choose(ctx(), m.token, { ...ALL_OFF, reminder: { email: true, sms: true } }, 'fr_FR');
    await notify(ctx(), m.id, 'reminder');
    await notify(ctx(), m.id, 'order');

    const outcomes = await delivery(ctx()).deliverDue();
    expect(outcomes.filter((o) => o === 'sent').length).toBeGreaterThanOrEqual(4);
    const after = await counts(ctx(), m);
    expect(after.messages).toBe(2);
    // Only the reminder went out by e-mail and SMS; the order had the portal only.
    expect(after.mail).toEqual([expect.objectContaining({ scene: 'notification-reminder', subject: "Vérification d'identité refusée" })]);
    expect(after.sms).toEqual([expect.objectContaining({ scene: 'notification-reminder' })]);
    expect(after.sms[0]?.content).toContain('Motif : blurred');
  });

  it('delivers each channel once, however many runs go at once', async () => {
    const m = await member(ctx(), `${Date.now()}b@example.com`);
    await choose(ctx(), m.token, { ...ALL_OFF, reminder: { email: true, sms: true } });
    await notify(ctx(), m.id);
    const a = delivery(ctx());
    const b = delivery(ctx());
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue()]);
    await b.deliverDue();

    const after = await counts(ctx(), m);
    expect(after.messages).toBe(1);
    expect(after.mail).toHaveLength(1);
    expect(after.sms).toHaveLength(1);
    const states = await ctx()
      .database.db.selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select(['d.channel', 'd.state', 'd.attempts'])
      .where('n.member_id', '=', m.id)
      .orderBy('d.channel')
      .execute();
    expect(states).toEqual([
      { channel: 'email', state: 'sent', attempts: 1 },
      { channel: 'portal', state: 'sent', attempts: 1 },
      { channel: 'sms', state: 'sent', attempts: 1 },
    ]);
  });

  it('retries a failed send after a growing wait, and gives up after the last try', async () => {
    const m = await member(ctx(), `${Date.now()}c@example.com`);
    await choose(ctx(), m.token, { ...ALL_OFF, reminder: { email: true, sms: false } });
    await notify(ctx(), m.id);
    const mail = new FlakyMail(2, ctx().services.senders.email);
    const job = delivery(ctx(), mail);
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const emailRow = () =>
      ctx()
        .database.db.selectFrom('notification_delivery as d')
        .innerJoin('notification as n', 'n.id', 'd.notification_id')
        .select(['d.state', 'd.attempts', 'd.next_attempt_at', 'd.last_error'])
        .where('n.member_id', '=', m.id)
        .where('d.channel', '=', 'email')
        .executeTakeFirstOrThrow();

    await job.deliverDue(at(0));
    expect(mail.calls).toBe(1);
    expect(await emailRow()).toMatchObject({ state: 'pending', attempts: 1, last_error: 'mail provider unavailable' });
    expect(new Date((await emailRow()).next_attempt_at).getTime()).toBe(at(30).getTime());
    // Not before its time; then again, and the next wait is twice as long.
    await job.deliverDue(at(29));
    expect(mail.calls).toBe(1);
    await job.deliverDue(at(30));
    expect(mail.calls).toBe(2);
    expect(new Date((await emailRow()).next_attempt_at).getTime()).toBe(at(90).getTime());
    await job.deliverDue(at(90));
    expect(mail.calls).toBe(3);
    expect(await emailRow()).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect((await counts(ctx(), m)).mail).toHaveLength(1);
    // The portal message did not wait for the e-mail.
    expect((await counts(ctx(), m)).messages).toBe(1);

    const n = await member(ctx(), `${Date.now()}d@example.com`);
    await choose(ctx(), n.token, { ...ALL_OFF, reminder: { email: true, sms: false } });
    await notify(ctx(), n.id);
    const broken = new FlakyMail(Number.POSITIVE_INFINITY, ctx().services.senders.email);
    const twoTries = delivery(ctx(), broken, { ...DEFAULT_RETRY_POLICY, maxTries: 2 });
    await twoTries.deliverDue(at(0));
    await twoTries.deliverDue(at(3600));
    await twoTries.deliverDue(at(7200));
    expect(broken.calls).toBe(2);
    const failed = await ctx()
      .database.db.selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select(['d.channel', 'd.state'])
      .where('n.member_id', '=', n.id)
      .orderBy('d.channel')
      .execute();
    expect(failed).toEqual([
      { channel: 'email', state: 'failed' },
      { channel: 'portal', state: 'sent' },
    ]);
  });

  it('skips e-mail when the address was unbound before delivery', async () => {
    const m = await member(ctx(), `${Date.now()}e@example.com`);
    await choose(ctx(), m.token, { ...ALL_OFF, reminder: { email: true, sms: false } });
    await notify(ctx(), m.id);
    await ctx().database.db.updateTable('member_user').set({ email: null }).where('id', '=', m.id).execute();
    const outcomes = await delivery(ctx()).deliverDue();
    expect(outcomes).toContain('skipped');
    expect((await counts(ctx(), { ...m, email: `${m.email}` })).mail).toHaveLength(0);
  });

  it('records nothing when the recording transaction rolls back', async () => {
    const m = await member(ctx());
    const db = ctx().database.db;
    await expect(
      db.transaction().execute(async (tx) => {
        await ctx().services.notifications.record(m.id, { type: 'order', title: { zh_CN: '订单', en_US: 'Order', fr_FR: 'Commande' }, content: { zh_CN: '内容', en_US: 'Text', fr_FR: 'Texte' } }, tx);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await db.selectFrom('notification').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    await delivery(ctx()).deliverDue();
    expect((await counts(ctx(), m)).messages).toBe(0);

    // Committed, the same texts arrive in the reader's language.
    await db.transaction().execute((tx) =>
      ctx().services.notifications.record(m.id, { type: 'order', title: { zh_CN: '订单', en_US: 'Order', fr_FR: 'Commande' }, content: { zh_CN: '内容', en_US: 'Text', fr_FR: 'Texte' } }, tx),
    );
    await delivery(ctx()).deliverDue();
    const page = await call<{ list: { title: string; content: string; type: string }[] }>(ctx().app, 'GET', '/app-api/member/message/page', { token: m.token, locale: 'fr_FR' });
    expect(page.data.list).toEqual([expect.objectContaining({ title: 'Commande', content: 'Texte', type: '1' })]);
  });
});

// Its own app: the many pending deliveries it leaves would slow the runs of the tests above.
describeEachDb('notification outbox, many at once', (ctx) => {
  it('records many notifications for several members at once, each on the channels its member chose', async () => {
    const withMail = await member(ctx(), `${Date.now()}m@example.com`);
    await choose(ctx(), withMail.token, { ...ALL_OFF, order: { email: true, sms: false } });
    const withSms = await member(ctx());
    await choose(ctx(), withSms.token, { ...ALL_OFF, order: { email: false, sms: true } });
    const portalOnly = await member(ctx());
    // More than one insert statement's worth (they go in by the hundred).
    const list = Array.from({ length: 1_201 }, (_, i) => ({
      memberId: [withMail, withSms, portalOnly][i % 3]!.id,
      type: 'order' as const,
      template: 'kyc.realName.rejected' as const,
      params: { reason: `r${i}` },
    }));
    await ctx().database.db.transaction().execute((tx) => ctx().services.notifications.recordMany(list, tx));

    const channels = async (memberId: number) => {
      const rows = await ctx()
        .database.db.selectFrom('notification_delivery as d')
        .innerJoin('notification as n', 'n.id', 'd.notification_id')
        .select(['d.channel'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('n.member_id', '=', memberId)
        .groupBy('d.channel')
        .orderBy('d.channel')
        .execute();
      return rows.map((r) => [r.channel, Number(r.n)]);
    };
    expect(await channels(withMail.id)).toEqual([['email', 401], ['portal', 401]]);
    expect(await channels(withSms.id)).toEqual([['portal', 400], ['sms', 400]]);
    expect(await channels(portalOnly.id)).toEqual([['portal', 400]]);
  });
});
