import { envelope } from '@portal/contracts/envelope';
import { enterpriseBody, enterpriseInfo, kycStatus, realNameBody, realNameInfo } from '@portal/contracts/kyc';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import { kycAdminRoutes } from './kyc.admin-routes.js';
import type { KycService } from './kyc.service.js';

// Real-name and company verification: the member's calls (docs/product/api.md); staff review
// in kyc.admin-routes.ts.
export async function kycRoutes(app: App, { kyc }: { kyc: KycService }) {
  const tags = ['verification'];
  const member = { auth: 'member' } as const;

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

  kycAdminRoutes(app, kyc);
}
