import type { TokenResult } from '@portal/contracts/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../../app.js';
import { call, lastSmsCode, newMobile } from '../../test/auth-helpers.js';
import { passCaptcha } from '../../test/captcha-helpers.js';
import { DB_TARGETS, createTestApp, type TestApp } from '../../test/harness.js';

// Whatever the log level, sign-in never writes passwords, codes, tokens or whole numbers.
for (const target of DB_TARGETS) {
  describe(`sign-in logging [${target}]`, () => {
    const lines: string[] = [];
    let t: TestApp | undefined;

    afterAll(async () => t?.close());

    it('keeps secrets and numbers out of the log', async () => {
      const stream = { write: (line: string) => void lines.push(line) };
      t = await createTestApp(target, { captchaEnabled: true, logLevel: 'debug' }, {
        logger: { level: 'debug', stream, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
      });
      const { app } = t;

      const mobile = newMobile();
      const secrets: string[] = [mobile];
      const pass = async () => {
        const token = await passCaptcha(t!);
        secrets.push(token);
        return token;
      };

      await call(app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'register', captchaVerification: await pass() } });
      const code = await lastSmsCode(t, mobile);
      const password = 'Secret12345';
      const registered = await call<TokenResult>(app, 'POST', '/app-api/member/reg', {
        body: { areaCode: '86', mobile, code, password, confirmPassword: password, agreement: true },
      });
      expect(registered.code).toBe(0);
      const login = await call<TokenResult>(app, 'POST', '/app-api/member/login', { body: { mobile, password } });
      await call(app, 'POST', '/app-api/member/login', { body: { mobile, password: 'WrongPass99' } });
      await call(app, 'GET', '/app-api/member/user/get', { token: login.data.token });
      // A code that is not sent (no account) leaves only a debug line without the number.
      const stranger = newMobile();
      await call(app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile: stranger, scene: 'login', captchaVerification: await pass() } });
      secrets.push(code, password, 'WrongPass99', registered.data.token, login.data.token, stranger);

      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('sms written to outbox');
      expect(log).toContain(`86 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
      expect(log).toContain('sms code not sent');
      // Digits are matched whole, so a code inside a response time does not count.
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const secret of secrets) expect(log).not.toMatch(new RegExp(`(?<![0-9])${escape(secret)}(?![0-9])`));
    });
  });
}
