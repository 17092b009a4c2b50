import { captchaChallenge, captchaCheckBody, captchaCheckResult } from '@portal/contracts/captcha';
import { envelope } from '@portal/contracts/envelope';
import { perMinute } from '../../lib/client.js';
import { ok, type App } from '../../lib/http.js';
import type { CaptchaService } from './captcha.service.js';

export function captchaRoutes(app: App, captcha: CaptchaService) {
  const config = { auth: 'public' as const, rateLimit: perMinute(app.config.rateLimits.captchaPerMinute) };

  // data is null when the slider check is switched off.
  app.get(
    '/app-api/system/captcha/get',
    { config, schema: { tags: ['sign-in'], response: { 200: envelope(captchaChallenge.nullable()) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    },
  );

  app.post(
    '/app-api/system/captcha/check',
    { config, schema: { tags: ['sign-in'], body: captchaCheckBody, response: { 200: envelope(captchaCheckResult) } } },
    async (request) => ok({ captchaVerification: await captcha.check(request.body) }),
  );
}
