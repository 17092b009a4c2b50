import type { LoginBody, MemberSignInWorkBody, RegisterBody, ResetPasswordBody, SmsLoginBody, TokenResult } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The proof of work the next sign-in try must bring; null when it costs nothing.
export function askSignInWork(body: MemberSignInWorkBody): Promise<SignInWorkChallenge | null> {
  return api.post<SignInWorkChallenge | null>('/app-api/member/sign-in-work', body);
}

export function loginByPassword(body: LoginBody): Promise<TokenResult> {
  return api.post<TokenResult>('/app-api/member/login', body);
}

export function loginBySms(body: SmsLoginBody): Promise<TokenResult> {
  return api.post<TokenResult>('/app-api/member/sms-login', body);
}

export function register(body: RegisterBody): Promise<TokenResult> {
  return api.post<TokenResult>('/app-api/member/reg', body);
}

export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return api.post<null>('/app-api/member/reset-password', body);
}

// Revokes `token` on the server; a token that is already dead is not worth a dialog. The
// token is passed, not read from the cookie: the member leaves without waiting for the
// answer, and by the time the request goes out the cookie may be gone.
export function logout(token: string): Promise<null> {
  return api.post<null>('/app-api/member/logout', undefined, {
    silent: true,
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: loginByPassword });
}

export function useSmsLogin() {
  return useMutation({ mutationFn: loginBySms });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
