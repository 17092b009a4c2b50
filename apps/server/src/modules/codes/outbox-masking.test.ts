import { expect, it } from 'vitest';
import type { MailLogItem } from '@portal/contracts/account';
import { call, memberToken, newIp, newMobile, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';

// In production the outboxes never show a code: a staff member with the service role read a
// member's sign-in code there and signed in as that member. A local install (any other
// NODE_ENV) keeps them readable, which the other tests rely on.

describeEachDb(
  'outboxes in production',
  (ctx) => {
    it('keep SMS and e-mail codes masked, in the table and in what staff read', async () => {
      const mobile = newMobile();
      const sent = await call(ctx().app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'register' }, ip: newIp() });
      expect(sent.code).toBe(0);
      const sms = await ctx().database.db.selectFrom('sms_log').select('content').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(sms.content).not.toMatch(/\d{6}/);
      expect(sms.content).toContain('••••••');

      // The demo member (a registration would need a readable code).
      const token = await memberToken(ctx());
      const address = `masked.${mobile}@example.com`;
      expect((await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token, body: { email: address }, ip: newIp() })).code).toBe(0);
      const staff = await staffToken(ctx());
      const outbox = await call<{ list: MailLogItem[] }>(ctx().app, 'GET', '/admin-api/system/mail-log/page', { token: staff, query: { address } });
      expect(outbox.data.list).toHaveLength(1);
      const [record] = outbox.data.list;
      expect(`${record?.subject} ${record?.content}`).not.toMatch(/\d{6}/);
      expect(record?.content).toContain('••••••');
    });
  },
  { env: 'production' },
);
