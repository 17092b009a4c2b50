import { envelope } from '@portal/contracts/envelope';
import { bannerDetail, bannerIdQuery, bannerList, noticeDetail, noticeIdQuery, noticePage, noticeQuery } from '@portal/contracts/notices';
import { ok, type App } from '../../lib/http.js';
import { noticesAdminRoutes } from './notices.admin-routes.js';
import type { NoticeService } from './notice.service.js';

// Notices and banners (docs/notices-and-coupons.md): members read what is published or shown
// under /app-api/system; staff write under /admin-api/system (notices.admin-routes.ts).
export async function noticesRoutes(app: App, { notices }: { notices: NoticeService }) {
  const tags = ['notices'];
  const member = { auth: 'member' } as const;

  app.get(
    '/app-api/system/notice/page',
    { config: member, schema: { tags, querystring: noticeQuery, response: { 200: envelope(noticePage) } } },
    async (request) => ok(await notices.page(request.query, request.locale)),
  );

  app.get(
    '/app-api/system/notice/get',
    { config: member, schema: { tags, querystring: noticeIdQuery, response: { 200: envelope(noticeDetail) } } },
    async (request) => ok(await notices.get(request.query.id, request.locale)),
  );

  app.get(
    '/app-api/system/banner/list',
    { config: member, schema: { tags, response: { 200: envelope(bannerList) } } },
    async (request) => ok(await notices.banners(request.locale)),
  );

  app.get(
    '/app-api/system/banner/get',
    { config: member, schema: { tags, querystring: bannerIdQuery, response: { 200: envelope(bannerDetail) } } },
    async (request) => ok(await notices.banner(request.query.id, request.locale)),
  );

  await noticesAdminRoutes(app, { notices });
}
