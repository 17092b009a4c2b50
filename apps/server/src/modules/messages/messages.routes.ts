import { z } from 'zod';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { messagePage, messageQuery } from '@portal/contracts/messages';
import { idSchema } from '@portal/contracts/id';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { MessageService } from './message.service.js';

const markReadBody = z.object({ ids: z.array(idSchema()).min(1).max(100).optional() });

// The member's messages: the list and read marks. The message screens come with their own
// issue; other modules write messages through the same MessageService (services.ts).
export async function messagesRoutes(app: App, { messages }: { messages: MessageService }) {
  const tags = ['messages'];

  app.get(
    '/app-api/member/message/page',
    { config: { auth: 'member' }, schema: { tags, querystring: messageQuery, response: { 200: envelope(messagePage) } } },
    async (request) => ok(await messages.list(memberId(request), request.query, request.locale)),
  );

  // Without ids: every unread message.
  app.put(
    '/app-api/member/message/read',
    { config: { auth: 'member' }, schema: { tags, body: markReadBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await messages.markRead(memberId(request), request.body.ids ?? 'all');
      return ok(null);
    },
  );
}
