import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ERRORS, errorMessage } from '@portal/contracts/errors';
import { parseLocale, type Localized } from '@portal/contracts/locale';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import { ReadCache } from './db/read-cache.js';
import type { Dialect } from './db/sql.js';
import { createJobRunner } from './jobs/create-job-runner.js';
import { scheduleHousekeeping } from './jobs/housekeeping.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { App } from './lib/http.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import { responseSerializerCompiler } from './lib/serializer.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { securityPlugin } from './plugins/security.js';
import { staticPlugin } from './plugins/static.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { EmailCodeService } from './modules/account/email-code.service.js';
import { OutboxMailSender } from './modules/account/mail-sender.js';
import { addressBookRoutes } from './modules/address-book/address-book.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { ecwRoutes } from './modules/ecw/ecw.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { SessionService } from './modules/sessions/session.service.js';
import { systemRoutes } from './modules/system/system.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: Dialect;
    sessions: SessionService;
    readCache: ReadCache;
    // Background jobs (jobs/): defined while the app is built, started by server.ts.
    jobs: JobRunner;
  }
}

// Secrets never reach the log, whatever a later change decides to log.
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.oldPassword',
  '*.confirmPassword',
  '*.code',
  '*.token',
  '*.captchaVerification',
  '*.controlPassword',
];

const BAD_URL: Localized = { zh_CN: '请求地址不正确或过长', en_US: 'the address is malformed or too long', fr_FR: "l'adresse est mal formée ou trop longue" };

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

// Builds the whole server: plugins first, then each module's routes. It does not listen.
export async function buildApp({ config, database, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
    childLoggerFactory: requestLoggerFactory,
    // A malformed address, or a path parameter too long to route, is bad input too: the
    // envelope, not Fastify's own answer (these fail before any hook or handler runs).
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) => {
      const locale = parseLocale(request.headers['accept-language']);
      void reply.status(400).send({ code: ERRORS.BAD_REQUEST.code, msg: errorMessage('BAD_REQUEST', locale, { detail: BAD_URL[locale] }), data: null });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const readCache = new ReadCache(database.changeCounter);
  const sessions = new SessionService(database.db, config, readCache);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('sessions', sessions);
  app.decorate('readCache', readCache);
  const jobs = createJobRunner(database, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin);
  await app.register(authPlugin, { sessions });
  await app.register(staticPlugin, { webDistDir: config.webDistDir });

  await app.register(healthRoutes);
  // Product modules register here, one line each.
  await app.register(systemRoutes);
  await app.register(ecwRoutes);
  await app.register(authRoutes);
  await app.register(filesRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(accountRoutes);
  await app.register(kycRoutes);
  await app.register(addressBookRoutes);

  scheduleHousekeeping(jobs, {
    captcha: app.captcha,
    smsCodes: app.smsCodes,
    emailCodes: new EmailCodeService(database.db, config, { captcha: app.captcha, sender: new OutboxMailSender(database.db, app.log), log: app.log }),
    loginAttempts: new LoginThrottle(database.db),
  });

  return app;
}
