import { smsLogItem, smsLogQuery } from '@portal/contracts/auth';
import { envelope, pageResult } from '@portal/contracts/envelope';
import { toIso } from '../../db/sql.js';
import { ok, type App } from '../../lib/http.js';
import type { SmsLogRepository } from './sms-log.repository.js';

// The SMS outbox, newest first: customer service read a code a member did not receive.
export function smsLogAdminRoutes(app: App, smsLogs: SmsLogRepository) {
  app.get(
    '/admin-api/system/sms-log/page',
    {
      config: { auth: 'staff', roles: ['service'] },
      schema: { tags: ['staff'], querystring: smsLogQuery, response: { 200: envelope(pageResult(smsLogItem)) } },
    },
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
