import { expect, it } from 'vitest';
import { CODE_SCENES } from '@portal/contracts/codes';
import { lastSmsCode, newIp, newMobile } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { smsRecipient } from './verification-code.repository.js';
import { VerificationCodeService, type CodeTarget } from './verification-code.service.js';

const SECOND = 1000;
const client = () => ({ ip: newIp(), locale: 'en_US' as const });

let mailCounter = 0;
const newAddress = () => `code-test-${++mailCounter}-${Date.now()}@example.com`;

async function lastMailCode(t: TestApp, address: string): Promise<string> {
  const row = await t.database.db.selectFrom('mail_log').select('content').where('address', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

// The code just sent to a target, read from its channel's outbox.
function sentCode(t: TestApp, target: CodeTarget): Promise<string> {
  return target.channel === 'sms' ? lastSmsCode(t, target.mobile) : lastMailCode(t, target.address);
}

// Moves a recipient's codes back in time instead of waiting.
async function age(t: TestApp, target: CodeTarget, ms: number) {
  const recipient = target.channel === 'sms' ? smsRecipient(target.areaCode, target.mobile) : target.address;
  const at = new Date(Date.now() - ms).toISOString();
  await t.database.db.updateTable('verification_code').set({ created_at: at }).where('recipient', '=', recipient).execute();
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

// Both channels go through the one service; each case runs for an SMS and an e-mail target.
describeEachDb('verification codes, every channel', (ctx) => {
  const targets: Record<string, () => CodeTarget> = {
    sms: () => ({ channel: 'sms', areaCode: '86', mobile: newMobile(), scene: 'control-password' }),
    email: () => ({ channel: 'email', address: newAddress(), scene: 'bind-email' }),
  };

  for (const [channel, target] of Object.entries(targets)) {
    it(`[${channel}] issues a code that verifies once, then never again`, async () => {
      const { codes } = ctx().services;
      const to = target();
      expect(await codes.issue(to, client())).toEqual({ resendSeconds: 60, expiresInSeconds: 300 });
      const code = await sentCode(ctx(), to);
      expect(code).toMatch(/^\d{6}$/);

      const id = await codes.verify(to, code);
      await codes.consume(id);
      await expect(codes.verify(to, code)).rejects.toMatchObject({ errorName: 'SMS_CODE_EXPIRED' });
      await expect(codes.consume(id)).rejects.toMatchObject({ errorName: 'SMS_CODE_EXPIRED' });
    });

    it(`[${channel}] kills a code after 5 wrong tries`, async () => {
      const { codes } = ctx().services;
      const to = target();
      await codes.issue(to, client());
      const code = await sentCode(ctx(), to);
      for (const remaining of [4, 3, 2, 1]) {
        await expect(codes.verify(to, wrongFor(code))).rejects.toMatchObject({ errorName: 'SMS_CODE_INCORRECT', data: { remaining } });
      }
      await expect(codes.verify(to, wrongFor(code))).rejects.toMatchObject({ errorName: 'SMS_CODE_TOO_MANY_TRIES' });
      await expect(codes.verify(to, code)).rejects.toMatchObject({ errorName: 'SMS_CODE_TOO_MANY_TRIES' });
    });

    it(`[${channel}] keeps codes of other scenes and recipients apart, and waits 60 s per scene`, async () => {
      const { codes } = ctx().services;
      const to = target();
      await codes.issue(to, client());
      await expect(codes.issue(to, client())).rejects.toMatchObject({ errorName: 'SMS_TOO_SOON' });
      await expect(codes.verify(target(), await sentCode(ctx(), to))).rejects.toMatchObject({ errorName: 'SMS_CODE_MISSING' });
      await age(ctx(), to, 61 * SECOND);
      await codes.issue(to, client());
    });
  }

  it('sends every scene of the contract tuples, the coming ones included', async () => {
    const { codes } = ctx().services;
    const mobile = newMobile();
    for (const scene of CODE_SCENES.sms) {
      const to: CodeTarget = { channel: 'sms', areaCode: '86', mobile, scene };
      await codes.issue(to, client());
      expect(await codes.verify(to, await lastSmsCode(ctx(), mobile))).toBeGreaterThan(0);
    }
    for (const scene of CODE_SCENES.email) {
      const to: CodeTarget = { channel: 'email', address: newAddress(), scene };
      await codes.issue(to, client());
      expect(await codes.verify(to, await lastMailCode(ctx(), to.address))).toBeGreaterThan(0);
    }
  });

  it('counts each channel against its own caps', async () => {
    const t = ctx();
    const limits = {
      sms: { dailyPerRecipientNetwork: 99, dailyPerRecipient: 2, hourlyPerIp: 3, dailyLimitError: 'SMS_DAILY_LIMIT' },
      email: { dailyPerRecipientNetwork: 99, dailyPerRecipient: 3, hourlyPerIp: 4, dailyLimitError: 'EMAIL_DAILY_LIMIT' },
    } as const;
    const codes = new VerificationCodeService(t.database.db, t.services.repos.codes, {
      limits,
      senders: t.services.senders,
      captcha: t.services.captcha,
      log: t.app.log,
    });

    // Per recipient and day: 2 SMS to a number, 3 mails to an address.
    const mobile = newMobile();
    await codes.issue({ channel: 'sms', areaCode: '86', mobile, scene: 'login' }, client());
    await codes.issue({ channel: 'sms', areaCode: '86', mobile, scene: 'register' }, client());
    await expect(codes.issue({ channel: 'sms', areaCode: '86', mobile, scene: 'reset-password' }, client())).rejects.toMatchObject({
      errorName: 'SMS_DAILY_LIMIT',
    });
    const mail: CodeTarget = { channel: 'email', address: newAddress(), scene: 'bind-email' };
    for (let sent = 0; sent < 3; sent++) {
      await codes.issue(mail, client());
      await age(t, mail, 61 * SECOND);
    }
    await expect(codes.issue(mail, client())).rejects.toMatchObject({ errorName: 'EMAIL_DAILY_LIMIT' });

    // Per IP and hour, counted per channel: SMS from an IP at its cap leaves its e-mail alone.
    const ip = newIp();
    for (let sent = 0; sent < 3; sent++) await codes.issue({ channel: 'sms', areaCode: '86', mobile: newMobile(), scene: 'login' }, { ip, locale: 'en_US' });
    await expect(codes.issue({ channel: 'sms', areaCode: '86', mobile: newMobile(), scene: 'login' }, { ip, locale: 'en_US' })).rejects.toMatchObject({
      errorName: 'SMS_IP_LIMIT',
    });
    for (let sent = 0; sent < 4; sent++) await codes.issue({ channel: 'email', address: newAddress(), scene: 'bind-email' }, { ip, locale: 'en_US' });
    await expect(codes.issue({ channel: 'email', address: newAddress(), scene: 'bind-email' }, { ip, locale: 'en_US' })).rejects.toMatchObject({
      errorName: 'SMS_IP_LIMIT',
    });
  });
});
