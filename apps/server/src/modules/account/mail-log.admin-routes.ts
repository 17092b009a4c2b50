import { mailLogItem, mailLogQuery } from '@portal/contracts/account';
import { envelope, pageResult } from '@portal/contracts/envelope';
import { toIso } from '../../db/sql.js';
import { ok, type App } from '../../lib/http.js';
import type { MailLogRepository } from './mail-sender.js';

// The e-mail outbox, newest first: customer service read a code a member did not receive.
export function mailLogAdminRoutes(app: App, mailLogs: MailLogRepository) {
  app.get(
    '/admin-api/system/mail-log/page',
    {
      config: { auth: 'staff', roles: ['service'] },
      schema: { tags: ['staff'], querystring: mailLogQuery, response: { 200: envelope(pageResult(mailLogItem)) } },
    },
    async (request) => {
      const { address, pageNo, pageSize } = request.query;
      const { rows, total } = await mailLogs.page({ address, offset: (pageNo - 1) * pageSize, limit: pageSize });
      const list = rows.map((r) => ({ id: r.id, address: r.address, scene: r.scene, subject: r.subject, content: r.content, createTime: toIso(r.created_at) }));
      return ok({ list, total });
    },
  );
}
