import { staffId } from '../../plugins/auth.js';
import { envelope } from '@portal/contracts/envelope';
import {
  memberMessageAudience,
  memberMessageBody,
  memberMessageCount,
  notificationDeliveryItem,
  notificationDeliveryPage,
  notificationDeliveryQuery,
  notificationDeliveryRetryBody,
} from '@portal/contracts/outbox';
import { ok, type App } from '../../lib/http.js';
import type { NotificationService } from './notification.service.js';

// Customer service's side of the notification outbox (role service; docs/staff-roles.md):
// messages to members — how many members an audience reaches, then the message, recorded per
// member; the delivery job sends it on each member's chosen channels — and the queue of
// deliveries still to go or given up on, with a failed one tried again on request
// (docs/jobs-and-notifications.md).
export function notificationsAdminRoutes(app: App, { notifications }: { notifications: NotificationService }) {
  const config = { auth: 'staff', roles: ['service'] } as const;
  const tags = ['staff'];

  app.post(
    '/admin-api/system/member-message/preview',
    { config, schema: { tags, body: memberMessageAudience, response: { 200: envelope(memberMessageCount) } } },
    async (request) => ok({ members: await notifications.audienceSize(request.body) }),
  );

  app.post(
    '/admin-api/system/member-message/send',
    { config, schema: { tags, body: memberMessageBody, response: { 200: envelope(memberMessageCount) } } },
    async (request) => ok({ members: await notifications.sendFromStaff(staffId(request), request.body) }),
  );

  app.get(
    '/admin-api/system/notification-delivery/page',
    { config, schema: { tags, querystring: notificationDeliveryQuery, response: { 200: envelope(notificationDeliveryPage) } } },
    async (request) => ok(await notifications.queue(request.query)),
  );

  app.post(
    '/admin-api/system/notification-delivery/retry',
    { config, schema: { tags, body: notificationDeliveryRetryBody, response: { 200: envelope(notificationDeliveryItem) } } },
    async (request) => ok(await notifications.retry(staffId(request), request.body.id)),
  );
}
