import { couponIdBody, couponIssueBody, staffCouponItem, staffCouponPage, staffCouponPageQuery } from '@portal/contracts/coupons';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { CouponService } from './coupon.service.js';

// What staff do with coupons: service and finance (and administrators; docs/staff-roles.md).
export async function couponsAdminRoutes(app: App, { coupons }: { coupons: CouponService }) {
  const tags = ['coupons'];
  const staff = { auth: 'staff', roles: ['service', 'finance'] } as const;

  app.get(
    '/admin-api/member/coupon/page',
    { config: staff, schema: { tags, querystring: staffCouponPageQuery, response: { 200: envelope(staffCouponPage) } } },
    async (request) => ok(await coupons.staffPage(request.query)),
  );

  app.post(
    '/admin-api/member/coupon/issue',
    { config: staff, schema: { tags, body: couponIssueBody, response: { 200: envelope(staffCouponItem) } } },
    async (request) => ok(await coupons.issue(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/member/coupon/use',
    { config: staff, schema: { tags, body: couponIdBody, response: { 200: envelope(staffCouponItem) } } },
    async (request) => ok(await coupons.use(staffId(request), request.body.id)),
  );
}
