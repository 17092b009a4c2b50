import { staffId } from '../../plugins/auth.js';
import { envelope } from '@portal/contracts/envelope';
import { memberMessageAudience, memberMessageBody, memberMessageCount } from '@portal/contracts/outbox';
import { ok, type App } from '../../lib/http.js';
import type { NotificationService } from './notification.service.js';

// Customer service's messages to members (role service; docs/staff-roles.md): how many members
// an audience reaches, then the message, recorded per member in the notification outbox — the
// delivery job sends it on each member's chosen channels (docs/jobs-and-notifications.md).
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
}
