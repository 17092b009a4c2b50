import { z } from 'zod';
import { envelope } from '@portal/contracts/envelope';
import {
  activityDetail,
  activityList,
  exchangeItem,
  exchangePage,
  exchangePageQuery,
  giftDetail,
  giftIdQuery,
  giftPage,
  giftPageQuery,
  giftRedeemBody,
  redeemResult,
} from '@portal/contracts/gifts';
import { IDEMPOTENCY_HEADER, idempotencyKeyField } from '@portal/contracts/order';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import { giftsAdminRoutes } from './gifts.admin-routes.js';
import type { GiftService } from './gift.service.js';

// Other headers pass through untouched; only the key is read.
const redeemHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });

// Gift exchange (docs/points-and-gifts.md "Gifts"): the member's catalogue, redemption and
// redemptions under /app-api/member/gift; staff calls in gifts.admin-routes.ts.
export async function giftsRoutes(app: App, { gifts }: { gifts: GiftService }) {
  const tags = ['gifts'];
  const member = { auth: 'member' } as const;

  app.get(
    '/app-api/member/gift/page',
    { config: member, schema: { tags, querystring: giftPageQuery, response: { 200: envelope(giftPage) } } },
    async (request) => ok(await gifts.page(request.query, request.locale)),
  );
  app.get(
    '/app-api/member/gift/get',
    { config: member, schema: { tags, querystring: giftIdQuery, response: { 200: envelope(giftDetail) } } },
    async (request) => ok(await gifts.get(memberId(request), request.query.id, request.locale)),
  );
  app.post(
    '/app-api/member/gift/redeem',
    { config: member, schema: { tags, headers: redeemHeaders, body: giftRedeemBody, response: { 200: envelope(redeemResult) } } },
    async (request) => ok(await gifts.redeem(memberId(request), request.body, request.headers[IDEMPOTENCY_HEADER], request.locale)),
  );
  app.get(
    '/app-api/member/gift/exchange-page',
    { config: member, schema: { tags, querystring: exchangePageQuery, response: { 200: envelope(exchangePage) } } },
    async (request) => ok(await gifts.exchangePage(memberId(request), request.query, request.locale)),
  );
  app.get(
    '/app-api/member/gift/exchange-get',
    { config: member, schema: { tags, querystring: giftIdQuery, response: { 200: envelope(exchangeItem) } } },
    async (request) => ok(await gifts.exchangeGet(memberId(request), request.query.id, request.locale)),
  );
  app.get(
    '/app-api/member/gift/activity-list',
    { config: member, schema: { tags, response: { 200: envelope(activityList) } } },
    async (request) => ok(await gifts.activities(request.locale)),
  );
  app.get(
    '/app-api/member/gift/activity-get',
    { config: member, schema: { tags, querystring: giftIdQuery, response: { 200: envelope(activityDetail) } } },
    async (request) => ok(await gifts.activity(request.query.id, request.locale)),
  );

  await giftsAdminRoutes(app, { gifts });
}
