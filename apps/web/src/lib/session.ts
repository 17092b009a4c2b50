import { removeToken, setToken } from './cookies';
import { queryClient } from './query-client';
import { sessionState } from './session-state';

// A new session must not see the previous member's cached answers.
export function startSession(token: string, expiresAt?: string): void {
  queryClient.clear();
  sessionState.setMemberRead(false);
  setToken(token, expiresAt);
}

// Leaving the member area: drop the token, go to `leave` (e.g. navigate to /login), then
// drop the cached answers. In that order the member area never redraws without a member
// (which would send the guard to /login?redirect=…).
export async function endSession(leave?: () => Promise<void> | void): Promise<void> {
  removeToken();
  sessionState.setMemberRead(false);
  await leave?.();
  queryClient.clear();
}
