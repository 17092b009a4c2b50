import type { AdviceDetail, AdviceItem, StaffAdviceReplyBody } from '@portal/contracts/advice';
import type { AdviceKind } from '@portal/contracts/advice-status';
import type { MemberContext } from '@portal/contracts/care';
import type { CursorPage } from '@portal/contracts/cursor';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// Customer service's calls: /admin-api/member/advice/… (role service; docs/advice.md); reply
// attachments go up through staff-uploads.ts.

export type CareItem = AdviceItem & { memberId: number; memberMobile: string };
export type CareThread = AdviceDetail & { memberId: number; memberMobile: string };

export interface CareFilters {
  kind?: AdviceKind;
  status?: number;
}

export const CARE_PAGE_SIZE = 20;
const base = '/admin-api/member/advice';

export const careKeys = {
  lists: ['staff', 'care', 'list'] as const,
  list: (filters: CareFilters) => ['staff', 'care', 'list', filters] as const,
  thread: (id: number) => ['staff', 'care', 'thread', id] as const,
};

// The inbox reads again every minute, so a new thread shows up without a reload.
export function useCareInbox(filters: CareFilters) {
  return useInfiniteQuery({
    queryKey: careKeys.list(filters),
    queryFn: ({ pageParam, signal }) => staffApi.get<CursorPage<CareItem>>(`${base}/page`, { ...filters, cursor: pageParam, pageSize: CARE_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
}

export function useCareThread(id: number) {
  return useQuery({
    queryKey: careKeys.thread(id),
    queryFn: ({ signal }) => staffApi.get<CareThread>(`${base}/get`, { id }, { signal }),
    enabled: id > 0,
  });
}

// Every change answers the thread as it now stands: the view takes it, the inbox reads again.
function useThreadWrite<B>(send: (body: B) => Promise<CareThread>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (thread) => {
      client.setQueryData(careKeys.thread(thread.id), thread);
      void client.invalidateQueries({ queryKey: careKeys.lists });
    },
  });
}

export const useCareReply = () => useThreadWrite((body: StaffAdviceReplyBody) => staffApi.post<CareThread>(`${base}/reply`, body));
export const useCloseThread = () => useThreadWrite((id: number) => staffApi.post<CareThread>(`${base}/close?id=${id}`));
export const usePublishThread = () => useThreadWrite((body: { id: number; public: boolean }) => staffApi.post<CareThread>(`${base}/publish`, body));

export const loadReplyBody = () => import('@portal/contracts/advice').then((module) => module.staffAdviceReplyBody);

// A file of the thread, with the staff token, to save under its name.
export function fetchCareFile(url: string): Promise<Blob> {
  return staffApi.get<Blob>(url, undefined, { responseType: 'blob', silent: true });
}

// What service sees of the member beside a thread (GET /admin-api/member/context, read only).
export function useMemberContext(memberId: number) {
  return useQuery({
    queryKey: ['staff', 'care', 'member', memberId] as const,
    queryFn: ({ signal }) => staffApi.get<MemberContext>('/admin-api/member/context', { memberId }, { signal, silent: true }),
    staleTime: 30_000,
  });
}
