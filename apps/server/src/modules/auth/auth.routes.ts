import fp from 'fastify-plugin';
import type { App } from '../../lib/http.js';
import { captchaRoutes } from './captcha.routes.js';
import { CaptchaService } from './captcha.service.js';
import { clientConfigRoutes } from './client-config.routes.js';
import { LoginThrottle } from './login-throttle.js';
import { memberAuthRoutes } from './member-auth.routes.js';
import { MemberAuthService } from './member-auth.service.js';
import { memberProfileRoutes } from './member-profile.routes.js';
import { MemberProfileService } from './member-profile.service.js';
import { MemberRepository } from './member.repository.js';
import { smsCodeRoutes } from './sms-code.routes.js';
import { SmsCodeService } from './sms-code.service.js';
import { smsLogAdminRoutes } from './sms-log.admin-routes.js';
import { SmsLogRepository } from './sms-log.repository.js';
import { OutboxSmsSender } from './sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    // For modules that send and check codes of their own scenes (release goods, control
    // transfer, update mobile): `app.smsCodes.issue/verify/consume`.
    smsCodes: SmsCodeService;
    // The slider check, for modules that send codes of their own (e-mail).
    captcha: CaptchaService;
  }
}

const HOUR = 3_600_000;
// Sign-in rows older than this serve no limit any more (the longest window is 24 h).
const KEEP_MS = 48 * HOUR;

// Member sign-in, codes and the member's own profile (staff sign in through modules/staff). Registered without encapsulation so that
// `app.smsCodes` is visible to the modules registered after it.
export const authRoutes = fp(async (app: App) => {
  const { db, config, sessions, readCache } = app;
  const members = new MemberRepository(db);
  const smsLogs = new SmsLogRepository(db);
  const captcha = new CaptchaService(db, config);
  const throttle = new LoginThrottle(db);
  const smsCodes = new SmsCodeService(db, config, { captcha, sender: new OutboxSmsSender(db, app.log), members, log: app.log });
  app.decorate('smsCodes', smsCodes);
  app.decorate('captcha', captcha);

  captchaRoutes(app, captcha);
  smsCodeRoutes(app, smsCodes);
  memberAuthRoutes(app, new MemberAuthService(db, { sessions, members, smsCodes, throttle }));
  memberProfileRoutes(app, new MemberProfileService(db, config, members, readCache));
  clientConfigRoutes(app);
  smsLogAdminRoutes(app, smsLogs);

  // Old codes, puzzles and attempts are deleted hourly; the outbox (sms_log) is kept.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const before = new Date(Date.now() - KEEP_MS).toISOString();
      Promise.all([captcha.sweep(before), smsCodes.sweep(before), throttle.sweep(before)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'sign-in housekeeping failed'),
      );
    }, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
