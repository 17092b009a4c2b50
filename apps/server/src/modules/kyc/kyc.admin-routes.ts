import { z } from 'zod';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { KYC_KINDS, kycRejectBody, kycReviewItem, kycReviewQuery } from '@portal/contracts/kyc';
import { idSchema } from '@portal/contracts/id';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { KycService } from './kyc.service.js';

const reviewParams = z.object({ kind: z.enum(KYC_KINDS), id: idSchema() });

// Staff review of verifications: reviewers (docs/staff-roles.md).
export function kycAdminRoutes(app: App, kyc: KycService) {
  const tags = ['verification'];
  const staff = { auth: 'staff', roles: ['reviewer'] } as const;

  app.get(
    '/admin-api/member/kyc/:kind/page',
    {
      config: staff,
      schema: { tags, params: reviewParams.pick({ kind: true }), querystring: kycReviewQuery, response: { 200: envelope(pageResult(kycReviewItem)) } },
    },
    async (request) => ok(await kyc.page(request.params.kind, request.query)),
  );

  app.post(
    '/admin-api/member/kyc/real-name/:id/start-review',
    { config: staff, schema: { tags, params: reviewParams.pick({ id: true }), response: { 200: emptyEnvelope } } },
    async (request) => {
      await kyc.startReview(request.params.id, staffId(request));
      return ok(null);
    },
  );

  app.post(
    '/admin-api/member/kyc/:kind/:id/approve',
    { config: staff, schema: { tags, params: reviewParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await kyc.decide(request.params.kind, request.params.id, staffId(request), { approve: true });
      return ok(null);
    },
  );

  app.post(
    '/admin-api/member/kyc/:kind/:id/reject',
    { config: staff, schema: { tags, params: reviewParams, body: kycRejectBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await kyc.decide(request.params.kind, request.params.id, staffId(request), { approve: false, reason: request.body.reason });
      return ok(null);
    },
  );
}
