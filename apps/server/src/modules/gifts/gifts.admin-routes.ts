import { z } from 'zod';
import { envelope } from '@portal/contracts/envelope';
import {
  activitySaveBody,
  exchangeStepBody,
  giftChoices,
  giftIdQuery,
  giftSaveBody,
  giftStatusBody,
  giftStockBody,
  outletSaveBody,
  staffActivity,
  staffExchangeItem,
  staffExchangePage,
  staffExchangePageQuery,
  staffGiftItem,
  staffGiftPage,
  staffGiftPageQuery,
  staffOutlet,
} from '@portal/contracts/gifts';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { GiftService } from './gift.service.js';

// Staff calls of gift exchange (docs/staff-roles.md): administrators keep the catalogue,
// stock, outlets and activities; operators (and service, reading) follow redemptions, and
// operators move them along.
export async function giftsAdminRoutes(app: App, { gifts }: { gifts: GiftService }) {
  const tags = ['gifts'];
  const catalogue = { auth: 'staff', roles: ['administrator'] } as const;
  const readers = { auth: 'staff', roles: ['operator', 'service'] } as const;
  const movers = { auth: 'staff', roles: ['operator'] } as const;
  const base = '/admin-api/member/gift';

  app.get(
    `${base}/page`,
    { config: catalogue, schema: { tags, querystring: staffGiftPageQuery, response: { 200: envelope(staffGiftPage) } } },
    async (request) => ok(await gifts.staffGiftPage(request.query, request.locale)),
  );
  app.post(
    `${base}/save`,
    { config: catalogue, schema: { tags, body: giftSaveBody, response: { 200: envelope(staffGiftItem) } } },
    async (request) => ok(await gifts.saveGift(staffId(request), request.body, request.locale)),
  );
  app.post(
    `${base}/stock`,
    { config: catalogue, schema: { tags, body: giftStockBody, response: { 200: envelope(staffGiftItem) } } },
    async (request) => ok(await gifts.changeStock(staffId(request), request.body.id, request.body.delta, request.locale)),
  );
  app.post(
    `${base}/set-status`,
    { config: catalogue, schema: { tags, body: giftStatusBody, response: { 200: envelope(staffGiftItem) } } },
    async (request) => ok(await gifts.setWithdrawn(staffId(request), request.body.id, request.body.withdrawn, request.locale)),
  );
  app.get(
    `${base}/outlet/list`,
    { config: catalogue, schema: { tags, response: { 200: envelope(z.array(staffOutlet)) } } },
    async (request) => ok(await gifts.staffOutlets(request.locale)),
  );
  app.post(
    `${base}/outlet/save`,
    { config: catalogue, schema: { tags, body: outletSaveBody, response: { 200: envelope(staffOutlet) } } },
    async (request) => ok(await gifts.saveOutlet(staffId(request), request.body, request.locale)),
  );
  app.get(
    `${base}/activity/list`,
    { config: catalogue, schema: { tags, response: { 200: envelope(z.array(staffActivity)) } } },
    async (request) => ok(await gifts.staffActivities(request.locale)),
  );
  app.post(
    `${base}/activity/save`,
    { config: catalogue, schema: { tags, body: activitySaveBody, response: { 200: envelope(staffActivity) } } },
    async (request) => ok(await gifts.saveActivity(staffId(request), request.body, request.locale)),
  );
  app.get(
    `${base}/list-all`,
    { config: readers, schema: { tags, response: { 200: envelope(giftChoices) } } },
    async (request) => ok(await gifts.giftChoices(request.locale)),
  );
  app.get(
    `${base}/exchange-page`,
    { config: readers, schema: { tags, querystring: staffExchangePageQuery, response: { 200: envelope(staffExchangePage) } } },
    async (request) => ok(await gifts.staffExchangePage(request.query, request.locale)),
  );
  app.get(
    `${base}/exchange-get`,
    { config: readers, schema: { tags, querystring: giftIdQuery, response: { 200: envelope(staffExchangeItem) } } },
    async (request) => ok(await gifts.staffExchangeGet(request.query.id, request.locale)),
  );
  app.post(
    `${base}/exchange-step`,
    { config: movers, schema: { tags, body: exchangeStepBody, response: { 200: envelope(staffExchangeItem) } } },
    async (request) => ok(await gifts.step(staffId(request), request.body, request.locale)),
  );
}
