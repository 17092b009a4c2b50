import type { EnterpriseBody, EnterpriseInfo, RealNameBody, RealNameInfo } from '@portal/contracts/kyc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';

// Real-name and company verification calls (docs/product/api.md).

export const kycKeys = {
  realName: ['kyc', 'real-name'] as const,
  enterprise: ['kyc', 'enterprise'] as const,
};

export function useRealNameInfo() {
  return useQuery({ queryKey: kycKeys.realName, queryFn: () => api.get<RealNameInfo>('/app-api/member/user/get-auth-idcard-info') });
}

export function useEnterpriseInfo() {
  return useQuery({ queryKey: kycKeys.enterprise, queryFn: () => api.get<EnterpriseInfo>('/app-api/member/user/get-auth-enterprise-info') });
}

// A submission answers the new state; the profile's status tags follow.
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RealNameBody) => api.put<RealNameInfo>('/app-api/member/user/auth-idcard', body),
    onSuccess: (info) => {
      queryClient.setQueryData(kycKeys.realName, info);
      return queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export function useSubmitEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterpriseBody) => api.put<EnterpriseInfo>('/app-api/member/user/auth-enterprise', body),
    onSuccess: (info) => {
      queryClient.setQueryData(kycKeys.enterprise, info);
      return queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

// Stable loaders for useZodFields: zod and the schemas load with a form, not with the page
// (a verified member's page shows no form).
export const loadRealNameBody = () => import('@portal/contracts/kyc').then((module) => module.realNameBody);
export const loadEnterpriseBody = () => import('@portal/contracts/kyc').then((module) => module.enterpriseBody);
