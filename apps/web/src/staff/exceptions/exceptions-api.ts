import type { AbnormalAnswerBody, ClaimAnswerBody, StaffAbnormalDetail, StaffAbnormalItem } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';
import type { ExceptionFilters } from './exception-filters';

// The exceptions desk's calls: /admin-api/order/abnormal/* (docs/abnormal-items.md), operator.

export const EXCEPTION_PAGE_SIZE = 20;
const base = '/admin-api/order/abnormal';

export const staffExceptionKeys = {
  all: ['staff', 'exceptions'] as const,
  lists: ['staff', 'exceptions', 'list'] as const,
  list: (filters: ExceptionFilters) => ['staff', 'exceptions', 'list', filters] as const,
  detail: (id: number) => ['staff', 'exceptions', 'detail', id] as const,
};

export function useExceptions(filters: ExceptionFilters) {
  return useInfiniteQuery({
    queryKey: staffExceptionKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffAbnormalItem>>(`${base}/page`, { ...filters, cursor: pageParam, pageSize: EXCEPTION_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useException(id: number) {
  return useQuery({
    queryKey: staffExceptionKeys.detail(id),
    queryFn: ({ signal }) => staffApi.get<StaffAbnormalDetail>(`${base}/get`, { id }, { signal }),
    enabled: id > 0,
  });
}

// An answer gives the item as it now stands: the view takes it, the lists read again.
function useAnswer<B>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => staffApi.post<StaffAbnormalDetail>(url, body),
    onSuccess: (detail) => {
      client.setQueryData(staffExceptionKeys.detail(detail.id), detail);
      void client.invalidateQueries({ queryKey: staffExceptionKeys.lists });
    },
    // Refused (a colleague answered first): the item as it now stands.
    onError: () => void client.invalidateQueries({ queryKey: staffExceptionKeys.all }),
  });
}

export const useAnswerDispute = () => useAnswer<AbnormalAnswerBody>(`${base}/answer`);
export const useAnswerClaim = () => useAnswer<ClaimAnswerBody>(`${base}/claim/answer`);
