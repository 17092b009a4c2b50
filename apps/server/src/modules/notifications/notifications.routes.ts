import { envelope } from '@portal/contracts/envelope';
import { notificationSettings, notificationSettingsBody } from '@portal/contracts/notifications';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { NotificationService } from './notification.service.js';
import { notificationsAdminRoutes } from './notifications.admin-routes.js';

// The member's notification channel settings. Other modules record notifications through the
// same NotificationService (services.ts); the delivery job is scheduled in app.ts.
export async function notificationsRoutes(app: App, { notifications }: { notifications: NotificationService }) {
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

  notificationsAdminRoutes(app, { notifications });
}
