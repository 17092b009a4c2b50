import type { MemberSearchItem, MemberSearchQuery, MemberView } from '@portal/contracts/members';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// Members as staff find them, and administrators disable and enable them (docs/staff-roles.md,
// "Members"). Every key starts with ['staff', 'members'].

export const MEMBERS_PAGE_SIZE = 20;

export type MemberFilters = Pick<MemberSearchQuery, 'keyword' | 'status'> & { pageNo: number };

export const membersKeys = {
  all: ['staff', 'members'] as const,
  page: (filters: MemberFilters) => ['staff', 'members', 'page', filters] as const,
  one: (id: number) => ['staff', 'members', 'one', id] as const,
};

export function useMembers(filters: MemberFilters) {
  return useQuery({
    queryKey: membersKeys.page(filters),
    queryFn: ({ signal }) =>
      staffApi.get<{ list: MemberSearchItem[]; total: number }>('/admin-api/member/user/page', { ...filters, pageSize: MEMBERS_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

// One member on one page (GET /admin-api/member/user/get). Silent: the page shows a failure
// (or "no such member") itself.
export function useMemberView(id: number) {
  return useQuery({
    queryKey: membersKeys.one(id),
    queryFn: ({ signal }) => staffApi.get<MemberView>('/admin-api/member/user/get', { id }, { signal, silent: true }),
    enabled: id > 0,
  });
}

export type MemberChange = { step: 'disable'; id: number; reason: string } | { step: 'enable'; id: number };

// Not silent: a refusal (already disabled by a colleague) is the server's toast; the list is
// read again whatever the answer.
export function useMemberChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberChange) =>
      change.step === 'disable'
        ? staffApi.post<null>('/admin-api/member/user/disable', { id: change.id, reason: change.reason })
        : staffApi.post<null>('/admin-api/member/user/enable', { id: change.id }),
    onSettled: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
