import type { MemberProfile } from '@portal/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { getToken } from './cookies';
import { queryClient } from './query-client';
import { sessionState } from './session-state';

// The signed-in member, shared by the route guard, the layout and the profile page.
export const currentUserKey = ['member', 'user'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<MemberProfile | null> {
  const member = await api.get<MemberProfile | null>('/app-api/member/user/get', undefined, { signal });
  if (member) sessionState.setMemberRead(true);
  return member;
}

function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: Boolean(getToken()),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

// Starts fetching the member as the member area's route matches, alongside its code, rather
// than once its layout has loaded and rendered (the request layer's chunk and the call would
// otherwise follow the layout's chunk). A failure is handled where the query is used.
export function prefetchCurrentUser(): void {
  if (getToken()) void queryClient.prefetchQuery(currentUserQuery());
}
