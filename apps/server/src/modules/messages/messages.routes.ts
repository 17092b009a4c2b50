import { z } from 'zod';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { messageIdQuery, messageItem, messagePage, messageQuery, readAllResult, unreadCount } from '@portal/contracts/messages';
import { idSchema } from '@portal/contracts/id';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { MessageService } from './message.service.js';

const markReadBody = z.object({ ids: z.array(idSchema()).min(1).max(100).optional() });

// The member's messages (docs/notices-and-coupons.md): the list by type and read state, one
// message (opening it marks it read), read marks and the unread counts. Other modules write
// messages through the same MessageService (services.ts).
export async function messagesRoutes(app: App, { messages }: { messages: MessageService }) {
  const tags = ['messages'];
  const member = { auth: 'member' } as const;

  app.get(
    '/app-api/member/message/page',
    { config: member, schema: { tags, querystring: messageQuery, response: { 200: envelope(messagePage) } } },
    async (request) => ok(await messages.list(memberId(request), request.query, request.locale)),
  );

  app.get(
    '/app-api/member/message/get',
    { config: member, schema: { tags, querystring: messageIdQuery, response: { 200: envelope(messageItem) } } },
    async (request) => ok(await messages.get(memberId(request), request.query.id, request.locale)),
  );

  app.get(
    '/app-api/member/message/unread-count',
    { config: member, schema: { tags, response: { 200: envelope(unreadCount) } } },
    async (request) => ok(await messages.unreadByType(memberId(request))),
  );

  // Without ids: every unread message. Ids of other members' messages mark nothing.
  app.put(
    '/app-api/member/message/read',
    { config: member, schema: { tags, body: markReadBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await messages.markRead(memberId(request), request.body.ids ?? 'all');
      return ok(null);
    },
  );

  app.put(
    '/app-api/member/message/read-all',
    { config: member, schema: { tags, response: { 200: envelope(readAllResult) } } },
    async (request) => ok({ marked: await messages.markRead(memberId(request), 'all') }),
  );
}
