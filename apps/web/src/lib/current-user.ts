import type { MemberProfile } from '@portal/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { getToken } from './cookies';

// The signed-in member, shared by the route guard, the layout and the profile page.
export const currentUserKey = ['member', 'user'] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<MemberProfile | null> {
  return api.get<MemberProfile | null>('/app-api/member/user/get', undefined, { signal });
}

export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: Boolean(getToken()),
  });
}
