import { STAFF_SESSION_COOKIE } from '@portal/contracts/token-codes';
import Cookies from 'js-cookie';
import { queryClient } from '../lib/query-client';

// The staff session's token, apart from the member's (`Admin-Token`): a member session never
// opens a staff page and a staff session never a member page (docs/staff-console.md).
export const STAFF_TOKEN_COOKIE = STAFF_SESSION_COOKIE;

export function getStaffToken(): string | undefined {
  return Cookies.get(STAFF_TOKEN_COOKIE) || undefined;
}

// A new staff session sees no cached answers of the previous one.
export function startStaffSession(token: string, expiresAt?: string): void {
  queryClient.removeQueries({ queryKey: ['staff'] });
  const expires = expiresAt ? new Date(expiresAt) : undefined;
  Cookies.set(STAFF_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(expires && !Number.isNaN(expires.getTime()) ? { expires } : {}),
  });
}

// Drop the token, leave (to /admin/login), then the cached answers: the console never
// redraws without its staff member in between.
export async function endStaffSession(leave?: () => Promise<void> | void): Promise<void> {
  Cookies.remove(STAFF_TOKEN_COOKIE, { path: '/' });
  await leave?.();
  queryClient.removeQueries({ queryKey: ['staff'] });
}
