import type { StaffCreateBody, StaffItem, StaffPageQuery, StaffRole } from '@portal/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The administrators' calls (docs/staff-roles.md, "Staff accounts": `/admin-api/system/staff/…`).
// Every key starts with ['staff', 'accounts'], so any change reads the list again.

export const ACCOUNTS_PAGE_SIZE = 20;

export type AccountFilters = Pick<StaffPageQuery, 'username' | 'role' | 'status'> & { pageNo: number };

export const accountsKeys = {
  all: ['staff', 'accounts'] as const,
  page: (filters: AccountFilters) => ['staff', 'accounts', 'page', filters] as const,
};

export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: accountsKeys.page(filters),
    queryFn: ({ signal }) =>
      staffApi.get<{ list: StaffItem[]; total: number }>('/admin-api/system/staff/page', { ...filters, pageSize: ACCOUNTS_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export type AccountChange =
  | { step: 'create'; body: StaffCreateBody }
  | { step: 'set-roles'; id: number; roles: StaffRole[] }
  | { step: 'disable'; id: number }
  | { step: 'enable'; id: number }
  | { step: 'reset-password'; id: number; password: string };

// One change to one account. Silent: the desk says a refusal where it belongs (the last
// administrator on the desk, a taken username under its field).
export function useAccountChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) => {
      const base = '/admin-api/system/staff';
      const silent = { silent: true };
      switch (change.step) {
        case 'create':
          return staffApi.post<{ id: number }>(`${base}/create`, change.body, silent);
        case 'set-roles':
          return staffApi.post<null>(`${base}/${change.id}/set-roles`, { roles: change.roles }, silent);
        case 'reset-password':
          return staffApi.post<null>(`${base}/${change.id}/reset-password`, { password: change.password }, silent);
        default:
          return staffApi.post<null>(`${base}/${change.id}/${change.step}`, undefined, silent);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: accountsKeys.all }),
  });
}
