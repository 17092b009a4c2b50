import type {
  BindEmailBody,
  CompanyInfo,
  CompanyInfoBody,
  ControlPasswordState,
  OwnNumberScene,
  ResetControlPasswordBody,
  UpdateMobileBody,
  UpdatePasswordBody,
} from '@portal/contracts/account';
import type { SendSmsCodeResult } from '@portal/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';

// The member's own account calls (docs/product/api.md) and their query hooks.

export const accountKeys = {
  company: ['account', 'company'] as const,
  controlPassword: (memberId: number) => ['account', 'control-password', memberId] as const,
};

export const accountApi = {
  updateNickname: (nickname: string) => api.put<null>('/app-api/member/user/update', { nickname }),
  updateAvatar: (avatar: string) => api.put<string>(`/app-api/member/user/new/update-Avatar?avatar=${encodeURIComponent(avatar)}`),
  updatePassword: (body: UpdatePasswordBody) => api.post<null>('/app-api/member/update-password', body),
  sendOwnSmsCode: (scene: OwnNumberScene, captchaVerification: string | undefined) =>
    api.post<SendSmsCodeResult>('/app-api/member/user/send-sms-code', { scene, captchaVerification }),
  updateMobile: (body: UpdateMobileBody) => api.post<null>('/app-api/member/user/update-mobile', body),
  sendEmailCode: (email: string, captchaVerification: string | undefined) =>
    api.post<SendSmsCodeResult>('/app-api/member/send-email-code', { email, captchaVerification }),
  bindEmail: (body: BindEmailBody) => api.post<null>('/app-api/member/user/bind-email', body),
  resetControlPassword: (body: ResetControlPasswordBody) => api.post<null>('/app-api/member/reset-control-password', body),
  controlPassword: (memberId: number) => api.get<ControlPasswordState>(`/app-api/order/order-cargo-control/controlPassword/${memberId}`),
  companyInfo: () => api.get<CompanyInfo | null>('/app-api/member/user/getCompanyInfo'),
  createCompanyInfo: (body: CompanyInfoBody) => api.post<CompanyInfo>('/app-api/member/user/createCompanyInfo', body),
  updateCompanyInfo: (body: CompanyInfoBody) => api.put<CompanyInfo>('/app-api/member/user/updateCompanyInfo', body),
};

export function useCompanyInfo() {
  return useQuery({ queryKey: accountKeys.company, queryFn: accountApi.companyInfo });
}

export function useControlPassword(memberId: number | undefined) {
  return useQuery({
    queryKey: accountKeys.controlPassword(memberId ?? 0),
    queryFn: () => accountApi.controlPassword(memberId!),
    enabled: memberId !== undefined,
  });
}

// A change to the member's own fields: refresh the sidebar card and the profile.
export function useProfileMutation<V>(mutate: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
