import fp from 'fastify-plugin';
import { envelope } from '@portal/contracts/envelope';
import { notificationSettings, notificationSettingsBody } from '@portal/contracts/notifications';
import { scheduleDeliveries, wakeDeliveries } from '../../jobs/deliveries.js';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import { OutboxMailSender } from '../account/mail-sender.js';
import { OutboxSmsSender } from '../auth/sms-sender.js';
import { NotificationDelivery } from './notification-delivery.js';
import { NotificationService } from './notification.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    // For modules whose changes a member should hear about: `app.notifications.record(tx, …)`.
    notifications: NotificationService;
  }
}

// The notification outbox's wiring and the member's channel settings. Registered after the
// messages module, whose service delivers in-portal messages.
export const notificationsRoutes = fp(async (app: App) => {
  const notifications = new NotificationService(app.db, wakeDeliveries(app.jobs, app.log));
  app.decorate('notifications', notifications);
  const delivery = new NotificationDelivery(app.db, {
    messages: app.messages,
    mail: new OutboxMailSender(app.db, app.log),
    sms: new OutboxSmsSender(app.db, app.log),
    log: app.log,
  });
  scheduleDeliveries(app.jobs, delivery);

  const tags = ['account'];
  const member = { auth: 'member' } as const;

  app.get(
    '/app-api/member/user/notification-settings',
    { config: member, schema: { tags, response: { 200: envelope(notificationSettings) } } },
    async (request) => ok(await notifications.settings(memberId(request))),
  );

  app.put(
    '/app-api/member/user/notification-settings',
    { config: member, schema: { tags, body: notificationSettingsBody, response: { 200: envelope(notificationSettings) } } },
    async (request) => ok(await notifications.saveSettings(memberId(request), request.body, request.locale)),
  );
});
