import { sendSmsCodeBody, sendSmsCodeResult } from '@portal/contracts/auth';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { perMinute } from '../../lib/client.js';
import type { SmsCodeService } from './sms-code.service.js';

export function smsCodeRoutes(app: App, smsCodes: SmsCodeService) {
  app.post(
    '/app-api/member/send-sms-code',
    {
      config: { auth: 'public', rateLimit: perMinute(app.config.rateLimits.smsPerMinute) },
      schema: { tags: ['sign-in'], body: sendSmsCodeBody, response: { 200: envelope(sendSmsCodeResult) } },
    },
    async (request) => ok(await smsCodes.sendForSignIn({ ...request.body, ip: request.ip, locale: request.locale })),
  );
}
