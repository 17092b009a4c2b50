import type { StaffLoginBody, StaffSignInWorkBody, TokenResult } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import type { StaffMe } from '@portal/contracts/staff';
import { useQuery } from '@tanstack/react-query';
import { send } from '../lib/http';
import type { RequestConfig } from '../lib/transport';
import { getStaffToken } from './staff-session';

// The staff console's calls: the shared request layer (envelope, toasts) with the staff token,
// never the member's. A refused token (expired, revoked, none) ends the staff session and goes
// to /admin/login (staff-guard.tsx sets where), not to the member login's dialog.

let tokenRefused: () => void = () => undefined;

export function onStaffTokenRefused(handler: () => void): void {
  tokenRefused = handler;
}

type CallOptions = Omit<RequestConfig, 'url' | 'method' | 'params' | 'data' | 'token' | 'onTokenRefused'>;

function staffRequest<T>(config: RequestConfig): Promise<T> {
  return send<T>({ ...config, token: getStaffToken() ?? null, onTokenRefused: () => tokenRefused() });
}

export const staffApi = {
  get: <T>(url: string, params?: object, options?: CallOptions) => staffRequest<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: CallOptions) => staffRequest<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options?: CallOptions) => staffRequest<T>({ ...options, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: object, options?: CallOptions) => staffRequest<T>({ ...options, method: 'DELETE', url, params }),
};

// The proof of work the next sign-in try must bring; null when it costs nothing.
export function staffSignInWork(body: StaffSignInWorkBody): Promise<SignInWorkChallenge | null> {
  return send<SignInWorkChallenge | null>({ method: 'POST', url: '/admin-api/system/auth/sign-in-work', data: body, token: null });
}

export function staffLogin(body: StaffLoginBody): Promise<TokenResult> {
  return send<TokenResult>({ method: 'POST', url: '/admin-api/system/auth/login', data: body, token: null });
}

export function staffLogout(): Promise<null> {
  return staffApi.post<null>('/admin-api/system/auth/logout', undefined, { silent: true });
}

// Every staff query key starts with 'staff': a new staff session drops them all.
export const staffMeKey = ['staff', 'me'] as const;

// The signed-in staff member; the guard reports a failure itself (silent).
export function useStaffMe() {
  return useQuery({
    queryKey: staffMeKey,
    queryFn: () => staffApi.get<StaffMe>('/admin-api/system/auth/me', undefined, { silent: true }),
    enabled: Boolean(getStaffToken()),
    retry: false,
    staleTime: 60_000,
  });
}
