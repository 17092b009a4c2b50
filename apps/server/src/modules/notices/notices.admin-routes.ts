import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import {
  bannerBody,
  bannerIdBody,
  bannerUpdateBody,
  noticeBody,
  noticeIdBody,
  noticeIdQuery,
  noticeUpdateBody,
  staffBanner,
  staffBannerList,
  staffNotice,
  staffNoticePage,
  staffNoticeQuery,
} from '@portal/contracts/notices';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { NoticeService } from './notice.service.js';

// What staff do with notices and banners: service and administrators (docs/staff-roles.md).
export async function noticesAdminRoutes(app: App, { notices }: { notices: NoticeService }) {
  const tags = ['notices'];
  const staff = { auth: 'staff', roles: ['service'] } as const;

  app.get(
    '/admin-api/system/notice/page',
    { config: staff, schema: { tags, querystring: staffNoticeQuery, response: { 200: envelope(staffNoticePage) } } },
    async (request) => ok(await notices.staffPage(request.query)),
  );

  app.get(
    '/admin-api/system/notice/get',
    { config: staff, schema: { tags, querystring: noticeIdQuery, response: { 200: envelope(staffNotice) } } },
    async (request) => ok(await notices.staffGet(request.query.id)),
  );

  app.post(
    '/admin-api/system/notice/create',
    { config: staff, schema: { tags, body: noticeBody, response: { 200: envelope(staffNotice) } } },
    async (request) => ok(await notices.create(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/notice/update',
    { config: staff, schema: { tags, body: noticeUpdateBody, response: { 200: envelope(staffNotice) } } },
    async (request) => ok(await notices.update(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/notice/publish',
    { config: staff, schema: { tags, body: noticeIdBody, response: { 200: envelope(staffNotice) } } },
    async (request) => ok(await notices.publish(staffId(request), request.body.id)),
  );

  app.post(
    '/admin-api/system/notice/withdraw',
    { config: staff, schema: { tags, body: noticeIdBody, response: { 200: envelope(staffNotice) } } },
    async (request) => ok(await notices.withdraw(staffId(request), request.body.id)),
  );

  app.get(
    '/admin-api/system/banner/list',
    { config: staff, schema: { tags, response: { 200: envelope(staffBannerList) } } },
    async () => ok(await notices.staffBanners()),
  );

  app.post(
    '/admin-api/system/banner/create',
    { config: staff, schema: { tags, body: bannerBody, response: { 200: envelope(staffBanner) } } },
    async (request) => ok(await notices.createBanner(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/banner/update',
    { config: staff, schema: { tags, body: bannerUpdateBody, response: { 200: envelope(staffBanner) } } },
    async (request) => ok(await notices.updateBanner(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/banner/delete',
    { config: staff, schema: { tags, body: bannerIdBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await notices.deleteBanner(staffId(request), request.body.id);
      return ok(null);
    },
  );
}
