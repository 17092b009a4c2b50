import { envelope } from '@portal/contracts/envelope';
import {
  levelDetailsPage,
  levelDetailsQuery,
  levelLogPage,
  pointAdjustBody,
  pointAdjustResult,
  pointLogPage,
  pointLogQuery,
  pointSummary,
  scoreRuleBody,
  scoreRuleItem,
  scoreRuleList,
  scoreRuleUpdateBody,
  shareClickBody,
  shareClickResult,
} from '@portal/contracts/points';
import { ok, type App } from '../../lib/http.js';
import { memberId, memberOrNull, staffId } from '../../plugins/auth.js';
import type { PointsService } from './points.service.js';

// Points and levels (docs/points-and-gifts.md): the member's calls under /app-api/member, each
// refused with POINTS_HIDDEN while points are hidden for the caller; staff's under
// /admin-api/member for finance (rules, adjustments) and service (reading members' levels).
export async function pointsRoutes(app: App, { points }: { points: PointsService }) {
  const tags = ['points'];
  const member = { auth: 'member' } as const;
  const finance = { auth: 'staff', roles: ['finance'] } as const;
  const readers = { auth: 'staff', roles: ['finance', 'service'] } as const;

  app.get(
    '/app-api/member/point/summary',
    { config: member, schema: { tags, response: { 200: envelope(pointSummary) } } },
    async (request) => ok(await points.summary(memberId(request), request.locale)),
  );

  app.get(
    '/app-api/member/point/log-page',
    { config: member, schema: { tags, querystring: pointLogQuery, response: { 200: envelope(pointLogPage) } } },
    async (request) => ok(await points.logPage(memberId(request), request.query, request.locale)),
  );

  app.get(
    '/app-api/member/level/log-page',
    { config: member, schema: { tags, querystring: pointLogQuery, response: { 200: envelope(levelLogPage) } } },
    async (request) => ok(await points.levelLogPage(memberId(request), request.query, request.locale)),
  );

  app.post(
    '/app-api/member/point/share-click',
    { config: member, schema: { tags, body: shareClickBody, response: { 200: envelope(shareClickResult) } } },
    async (request) => ok(await points.shareClick(memberId(request), request.body.code, request.locale)),
  );

  app.get(
    '/admin-api/member/score-rule/list',
    { config: readers, schema: { tags, response: { 200: envelope(scoreRuleList) } } },
    async () => ok(await points.rules()),
  );

  app.post(
    '/admin-api/member/score-rule/create',
    { config: finance, schema: { tags, body: scoreRuleBody, response: { 200: envelope(scoreRuleItem) } } },
    async (request) => ok(await points.createRule(staffId(request), request.body)),
  );

  app.put(
    '/admin-api/member/score-rule/update',
    { config: finance, schema: { tags, body: scoreRuleUpdateBody, response: { 200: envelope(scoreRuleItem) } } },
    async (request) => ok(await points.updateRule(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/member/point/adjust',
    { config: finance, schema: { tags, body: pointAdjustBody, response: { 200: envelope(pointAdjustResult) } } },
    async (request) => ok(await points.adjust(staffId(request), request.body)),
  );

  // The member portal reads this path too: a member sees only their own line (read only).
  app.post(
    '/admin-api/member/level-details/page',
    { config: { ...readers, auth: 'memberOrStaff' }, schema: { tags, body: levelDetailsQuery, response: { 200: envelope(levelDetailsPage) } } },
    async (request) => ok(await points.levelDetails(request.body, request.locale, memberOrNull(request))),
  );
}
