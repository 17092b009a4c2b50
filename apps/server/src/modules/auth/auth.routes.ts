import fp from 'fastify-plugin';
import type { App } from '../../lib/http.js';
import { captchaRoutes } from '../captcha/captcha.routes.js';
import { CaptchaService } from '../captcha/captcha.service.js';
import { clientConfigRoutes } from './client-config.routes.js';
import { LoginThrottle } from './login-throttle.js';
import { memberAuthRoutes } from './member-auth.routes.js';
import { MemberAuthService } from './member-auth.service.js';
import { memberProfileRoutes } from './member-profile.routes.js';
import { MemberProfileService } from './member-profile.service.js';
import { MemberRepository } from './member.repository.js';
import { smsCodeRoutes } from './sms-code.routes.js';
import { SmsCodeService } from './sms-code.service.js';
import { SmsLogRepository } from './sms-log.repository.js';
import { OutboxSmsSender } from './sms-sender.js';
import { staffAuthRoutes } from './staff-auth.routes.js';
import { StaffAuthService } from './staff-auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    // For modules that send and check codes of their own scenes (release goods, control
    // transfer, update mobile): `app.smsCodes.issue/verify/consume`.
    smsCodes: SmsCodeService;
    // The slider check, for modules that send codes of their own (e-mail).
    captcha: CaptchaService;
  }
}

// Sign-in, codes and the member's own profile. Registered without encapsulation so that
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
  staffAuthRoutes(app, new StaffAuthService(db, { sessions, throttle }), smsLogs);
});
