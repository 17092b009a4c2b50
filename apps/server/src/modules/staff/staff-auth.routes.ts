import { smsLogItem, smsLogQuery, staffLoginBody, tokenResult } from '@portal/contracts/auth';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { toIso } from '../../db/sql.js';
import { ok, type App } from '../../lib/http.js';
import { clientOf, signInLimit } from '../../lib/client.js';
import type { SmsLogRepository } from '../codes/sms-log.repository.js';
import type { StaffAuthService } from './staff-auth.service.js';

export function staffAuthRoutes(app: App, auth: StaffAuthService, smsLogs: SmsLogRepository) {
  const tags = ['staff'];

  app.post(
    '/admin-api/system/auth/login',
    {
      config: { auth: 'public', rateLimit: signInLimit(app.config) },
      schema: { tags, body: staffLoginBody, response: { 200: envelope(tokenResult) } },
    },
    async (request) => ok(await auth.login(request.body, clientOf(request))),
  );

  app.post(
    '/admin-api/system/auth/logout',
    { config: { auth: 'staff' }, schema: { tags, response: { 200: emptyEnvelope } } },
    async (request) => {
      await app.sessions.revoke(request.session!.id, 'logout');
      return ok(null);
    },
  );

  // The SMS outbox, newest first: support staff read a code a member did not receive.
  app.get(
    '/admin-api/system/sms-log/page',
    { config: { auth: 'staff' }, schema: { tags, querystring: smsLogQuery, response: { 200: envelope(pageResult(smsLogItem)) } } },
    async (request) => {
      const { mobile, pageNo, pageSize } = request.query;
      const { rows, total } = await smsLogs.page({ mobile, offset: (pageNo - 1) * pageSize, limit: pageSize });
      const list = rows.map((r) => ({
        id: r.id,
        areaCode: r.area_code,
        mobile: r.mobile,
        scene: r.scene,
        content: r.content,
        createTime: toIso(r.created_at),
      }));
      return ok({ list, total });
    },
  );
}
