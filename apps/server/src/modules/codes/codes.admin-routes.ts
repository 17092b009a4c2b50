import { mailLogItem, mailLogQuery } from '@portal/contracts/account';
import { smsLogItem, smsLogQuery } from '@portal/contracts/auth';
import { envelope, pageResult } from '@portal/contracts/envelope';
import { toIso } from '../../db/sql.js';
import { ok, type App } from '../../lib/http.js';
import type { MailLogRepository } from './mail-sender.js';
import type { SmsLogRepository } from './sms-log.repository.js';

// The SMS and e-mail outboxes, newest first, by address, state and time: customer service see
// what the portal sent a member and what became of it (docs/staff-roles.md; the outbox desk,
// docs/staff-console.md). A code is readable only in a local install's own outbox: what a
// provider or an SMTP server took, and any outbox in production, was written masked.
export function codesAdminRoutes(app: App, { smsLogs, mailLogs }: { smsLogs: SmsLogRepository; mailLogs: MailLogRepository }) {
  const config = { auth: 'staff', roles: ['service'] } as const;

  app.get(
    '/admin-api/system/sms-log/page',
    { config, schema: { tags: ['staff'], querystring: smsLogQuery, response: { 200: envelope(pageResult(smsLogItem)) } } },
    async (request) => {
      const { mobile, status, from, to, pageNo, pageSize } = request.query;
      const { rows, total } = await smsLogs.page({ mobile, status, from, to, offset: (pageNo - 1) * pageSize, limit: pageSize });
      const list = rows.map((r) => ({
        id: r.id,
        areaCode: r.area_code,
        mobile: r.mobile,
        scene: r.scene,
        content: r.content,
        status: r.status,
        error: r.error,
        createTime: toIso(r.created_at),
      }));
      return ok({ list, total });
    },
  );

  app.get(
    '/admin-api/system/mail-log/page',
    { config, schema: { tags: ['staff'], querystring: mailLogQuery, response: { 200: envelope(pageResult(mailLogItem)) } } },
    async (request) => {
      const { address, status, from, to, pageNo, pageSize } = request.query;
      const { rows, total } = await mailLogs.page({ address, status, from, to, offset: (pageNo - 1) * pageSize, limit: pageSize });
      const list = rows.map((r) => ({ id: r.id, address: r.address, scene: r.scene, subject: r.subject, content: r.content, status: r.status, createTime: toIso(r.created_at) }));
      return ok({ list, total });
    },
  );
}
