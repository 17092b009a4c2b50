import { z } from 'zod';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import {
  enterpriseBody,
  enterpriseInfo,
  KYC_KINDS,
  kycRejectBody,
  kycReviewItem,
  kycReviewQuery,
  kycStatus,
  realNameBody,
  realNameInfo,
} from '@portal/contracts/kyc';
import { idSchema } from '@portal/contracts/id';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import type { KycService } from './kyc.service.js';

const reviewParams = z.object({ kind: z.enum(KYC_KINDS), id: idSchema() });

// Real-name and company verification: the member's calls (spec point 7) and staff review.
export async function kycRoutes(app: App, { kyc }: { kyc: KycService }) {
  const tags = ['verification'];
  const member = { auth: 'member' } as const;
  const staff = { auth: 'staff' } as const;

  app.put(
    '/app-api/member/user/auth-idcard',
    { config: member, schema: { tags, body: realNameBody, response: { 200: envelope(realNameInfo) } } },
    async (request) => {
      const id = memberId(request);
      await kyc.submitRealName(id, request.body);
      return ok(await kyc.realNameInfo(id));
    },
  );

  app.get(
    '/app-api/member/user/get-auth-idcard-info',
    { config: member, schema: { tags, response: { 200: envelope(realNameInfo) } } },
    async (request) => ok(await kyc.realNameInfo(memberId(request))),
  );

  app.put(
    '/app-api/member/user/auth-enterprise',
    { config: member, schema: { tags, body: enterpriseBody, response: { 200: envelope(enterpriseInfo) } } },
    async (request) => {
      const id = memberId(request);
      await kyc.submitEnterprise(id, request.body);
      return ok(await kyc.enterpriseInfo(id));
    },
  );

  app.get(
    '/app-api/member/user/get-auth-enterprise-info',
    { config: member, schema: { tags, response: { 200: envelope(enterpriseInfo) } } },
    async (request) => ok(await kyc.enterpriseInfo(memberId(request))),
  );

  app.get(
    '/app-api/my/order/getKycStatus',
    { config: member, schema: { tags, response: { 200: envelope(kycStatus) } } },
    async (request) => ok(await kyc.status(memberId(request))),
  );

  // Staff review.
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
