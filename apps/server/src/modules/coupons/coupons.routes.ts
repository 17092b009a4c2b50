import { couponPage, couponPageQuery } from '@portal/contracts/coupons';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import { couponsAdminRoutes } from './coupons.admin-routes.js';
import type { CouponService } from './coupon.service.js';

// Coupons (docs/notices-and-coupons.md): the member's list under /app-api/member/coupon; staff
// issue and redeem them under /admin-api/member/coupon (roles service and finance).
export async function couponsRoutes(app: App, { coupons }: { coupons: CouponService }) {
  const tags = ['coupons'];

  app.get(
    '/app-api/member/coupon/page',
    { config: { auth: 'member' }, schema: { tags, querystring: couponPageQuery, response: { 200: envelope(couponPage) } } },
    async (request) => ok(await coupons.page(memberId(request), request.query)),
  );

  await couponsAdminRoutes(app, { coupons });
}
