import { expect, it } from 'vitest';
import type { MailLogItem } from '@portal/contracts/account';
import type { SmsLogItem } from '@portal/contracts/auth';
import { call, memberToken, newIp, newMobile, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// The outboxes as the outbox desk reads them: by address, state and time, paged. A local
// install with no SMS provider and no SMTP server shows the codes (the install's only way to
// read them); provider-sent and production records are masked (sms-providers.test.ts,
// outbox-masking.test.ts).

const smsPage = (t: TestApp, token: string, query: Record<string, string>) =>
  call<{ list: SmsLogItem[]; total: number }>(t.app, 'GET', '/admin-api/system/sms-log/page', { token, query });
const mailPage = (t: TestApp, token: string, query: Record<string, string>) =>
  call<{ list: MailLogItem[]; total: number }>(t.app, 'GET', '/admin-api/system/mail-log/page', { token, query });

describeEachDb('outbox pages', (ctx) => {
  it('show a local install its codes, and filter texts by state and time', async () => {
    const mobile = newMobile();
    // Two records a provider left in January: one taken, one refused with its reason, a day apart.
    const { smsLogs } = ctx().services.repos;
    await smsLogs.insert({ areaCode: '86', mobile, scene: 'login', content: 'code ••••••', status: 'sent', providerId: 'SM1', createdAt: '2026-01-10T08:00:00.000Z' }, ctx().database.db);
    await smsLogs.insert(
      { areaCode: '86', mobile, scene: 'login', content: 'code ••••••', status: 'failed', error: 'twilio 400 21211: not a number', createdAt: '2026-01-11T08:00:00.000Z' },
      ctx().database.db,
    );
    // Then a code, written to this install's outbox now.
    const sent = await call(ctx().app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'register' }, ip: newIp() });
    expect(sent.code).toBe(0);

    const service = await staffToken(ctx(), 'service', 'service1234');
    const all = await smsPage(ctx(), service, { mobile });
    expect(all.data.total).toBe(3);
    const [newest] = all.data.list;
    expect(newest).toMatchObject({ status: 'outbox', scene: 'register', error: null });
    expect(newest?.content).toMatch(/\d{6}/);

    const failed = await smsPage(ctx(), service, { mobile, status: 'failed' });
    expect(failed.data.list).toEqual([expect.objectContaining({ status: 'failed', error: 'twilio 400 21211: not a number' })]);

    // From inclusive, to exclusive; an offset is read as the time it names.
    const window = await smsPage(ctx(), service, { mobile, from: '2026-01-10T16:00:00+08:00', to: '2026-01-11T08:00:00Z' });
    expect(window.data.list.map((r) => r.status)).toEqual(['sent']);
    expect((await smsPage(ctx(), service, { mobile, from: '2026-01-11T00:00:00Z' })).data.list.map((r) => r.status)).toEqual(['outbox', 'failed']);

    // Paged, newest first.
    const second = await smsPage(ctx(), service, { mobile, pageNo: '2', pageSize: '2' });
    expect(second.data).toMatchObject({ total: 3, list: [expect.objectContaining({ status: 'sent' })] });

    expect((await smsPage(ctx(), service, { status: 'queued' })).code).toBe(400);
    expect((await smsPage(ctx(), service, { from: 'yesterday' })).code).toBe(400);
  });

  it('filter e-mails by state and time, codes readable on a local install', async () => {
    const token = await memberToken(ctx());
    const address = `outbox.${newMobile()}@example.com`;
    expect((await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token, body: { email: address }, ip: newIp() })).code).toBe(0);
    const service = await staffToken(ctx(), 'service', 'service1234');

    const outbox = await mailPage(ctx(), service, { address, status: 'outbox' });
    expect(outbox.data.list).toHaveLength(1);
    expect(outbox.data.list[0]?.content).toMatch(/\d{6}/);
    expect((await mailPage(ctx(), service, { address, status: 'failed' })).data).toEqual({ list: [], total: 0 });
    expect((await mailPage(ctx(), service, { address, to: '2020-01-01T00:00:00Z' })).data.total).toBe(0);
    expect((await mailPage(ctx(), service, { address, from: '2020-01-01T00:00:00Z' })).data.total).toBe(1);
  });

  it('are refused to staff without the service role', async () => {
    const operator = await staffToken(ctx(), 'operator', 'operator1234');
    expect(await smsPage(ctx(), operator, {})).toMatchObject({ status: 403, code: 1_009_001 });
    expect(await mailPage(ctx(), operator, {})).toMatchObject({ status: 403, code: 1_009_001 });
  });
});
