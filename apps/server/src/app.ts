import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage } from '@portal/contracts/errors';
import { parseLocale, type Localized } from '@portal/contracts/locale';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { App } from './lib/http.js';
import { scheduleDeliveries } from './jobs/deliveries.js';
import { scheduleHousekeeping } from './jobs/housekeeping.js';
import { scheduleAliyunReports } from './jobs/sms-reports.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import { responseSerializerCompiler } from './lib/serializer.js';
import { strictBodyValidatorCompiler } from './lib/strict-bodies.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin, staffDocsRoutes } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { securityPlugin } from './plugins/security.js';
import { staticPlugin } from './plugins/static.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { addressBookRoutes } from './modules/address-book/address-book.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.js';
import { DashboardRepository } from './modules/dashboard/dashboard.repository.js';
import { balancesRoutes } from './modules/balances/balances.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { shipmentsAdminRoutes } from './modules/shipments/shipments.admin-routes.js';
import { cargoControlRoutes } from './modules/cargo-control/cargo-control.routes.js';
import { codesAdminRoutes } from './modules/codes/codes.admin-routes.js';
import { TWILIO_STATUS_PATH, twilioStatusRoutes } from './modules/codes/twilio-status.routes.js';
import { ecashRoutes } from './modules/ecash/ecash.routes.js';
import { ecwRoutes } from './modules/ecw/ecw.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { Readiness } from './modules/health/readiness.js';
import { metricsPlugin } from './modules/metrics/metrics.routes.js';
import { abnormalRoutes } from './modules/abnormal/abnormal.routes.js';
import { giftsRoutes } from './modules/gifts/gifts.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { adviceRoutes } from './modules/advice/advice.routes.js';
import { careRoutes } from './modules/care/care.routes.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { noticesRoutes } from './modules/notices/notices.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { memberAuthRoutes } from './modules/members/member-auth.routes.js';
import { memberProfileRoutes } from './modules/members/member-profile.routes.js';
import { memberAdminRoutes } from './modules/members/members.admin-routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { orderSheetRoutes } from './modules/orders/order-sheet.routes.js';
import { orderDocumentsRoutes } from './modules/orders/documents/order-documents.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { refundsRoutes } from './modules/refunds/refunds.routes.js';
import { priceRoutes } from './modules/price/price.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { clientConfigRoutes } from './modules/system/client-config.routes.js';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { buildServices, type Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    // Plain settings, read by route options (rate limits); services get theirs in services.ts.
    config: Config;
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
  // The services' clock (services.ts); tests of time windows pass their own.
  clock?: () => Date;
}

export interface BuiltApp {
  app: App;
  // Every service, built once (services.ts): for server.ts and tests.
  services: Services;
  // Flipped by lib/shutdown.ts when the process begins to stop; read by GET /health/ready.
  readiness: Readiness;
}

// Builds the whole server: the services, then plugins, then each module's routes with the
// services it uses. It does not listen.
export async function buildApp({ config, database, logger, clock }: BuildOptions): Promise<BuiltApp> {
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

  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const services = buildServices({ config, database, log: app.log, ...(clock ? { clock } : {}) });
  const { repos } = services;
  app.decorate('config', config);

  // Once shutdown has begun, each answer asks its client to close the connection: a client
  // that kept it open (a load balancer, a browser) opens its next one to a process that stays,
  // and fewer idle connections are left for app.close() to cut.
  const readiness = new Readiness();
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(cookie);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin, { production: config.env === 'production' });
  await app.register(metricsPlugin, { config, database, jobs: services.jobs });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(staticPlugin, { webDistDir: config.webDistDir });

  // Product modules register here, one line each, in any order: each gets what it uses.
  await app.register(healthRoutes, { database, readiness });
  await app.register(staffDocsRoutes);
  await app.register(systemRoutes, { system: services.system, referenceData: services.referenceData });
  await app.register(clientConfigRoutes);
  await app.register(ecwRoutes, { ecw: services.ecw });
  await app.register(captchaRoutes, services.captcha);
  await app.register(codesAdminRoutes, { smsLogs: repos.smsLogs, mailLogs: repos.mailLogs });
  if (config.smsProvider?.provider === 'twilio' && config.publicBaseUrl) {
    await app.register(twilioStatusRoutes, { reports: services.smsReports, authToken: config.smsProvider.authToken, url: `${config.publicBaseUrl}${TWILIO_STATUS_PATH}` });
  }
  await app.register(memberAuthRoutes, { memberAuth: services.memberAuth, sessions: services.sessions });
  await app.register(memberProfileRoutes, services.memberProfile);
  await app.register(memberAdminRoutes, { members: services.memberAdmin, view: services.memberView });
  await app.register(staffRoutes, { staffAuth: services.staffAuth, staff: services.staff, sessions: services.sessions });
  await app.register(filesRoutes, { files: services.files });
  await app.register(messagesRoutes, { messages: services.messages });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(accountRoutes, { account: services.account, files: services.files });
  await app.register(kycRoutes, { kyc: services.kyc });
  await app.register(priceRoutes, { price: services.price });
  await app.register(addressBookRoutes, services);
  await app.register(ordersRoutes, services);
  await app.register(orderSheetRoutes, services);
  await app.register(orderDocumentsRoutes, { documents: services.orderDocuments });
  await app.register(balancesRoutes, { balances: services.balances });
  await app.register(ecashRoutes, { ecash: services.ecash });
  await app.register(refundsRoutes, { refunds: services.refunds });
  await app.register(clientErrorsRoutes, { clientErrors: services.clientErrors, sessions: services.sessions });
  await app.register(abnormalRoutes, { abnormal: services.abnormal });
  await app.register(giftsRoutes, { gifts: services.gifts });
  await app.register(noticesRoutes, { notices: services.notices });
  await app.register(couponsRoutes, { coupons: services.coupons });
  await app.register(cargoControlRoutes, { cargoControl: services.cargoControl });
  await app.register(shipmentsAdminRoutes, { shipments: services.shipments });
  await app.register(pointsRoutes, { points: services.points });
  await app.register(helpRoutes, { help: services.help });
  await app.register(adviceRoutes, { advice: services.advice });
  await app.register(careRoutes, { care: services.care });
  await app.register(auditAdminRoutes, { audit: new AuditRepository(database.db) });
  await app.register(dashboardAdminRoutes, { dashboard: new DashboardRepository(database.db, database.dialect) });

  // Background jobs (jobs/README.md): defined here, started by server.ts after listening.
  const { jobs } = services;
  scheduleHousekeeping(jobs, { captcha: services.captcha, codes: services.codes, loginAttempts: services.throttle, signInWork: services.signInWork }, { clientErrors: services.clientErrors });
  scheduleDeliveries(jobs, services.notificationDelivery);
  if (services.aliyunReports) scheduleAliyunReports(jobs, services.aliyunReports);
  app.addHook('onClose', () => jobs.stop());
  app.addHook('onClose', () => services.importWorkers.close());
  app.addHook('onClose', () => services.fileStorage.close());

  return { app, services, readiness };
}
