import type { KycKind, KycReviewItem } from '@portal/contracts/kyc';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The reviewers' calls (docs/staff-roles.md: `/admin-api/member/kyc/…`, role reviewer). Every
// key starts with ['staff', 'reviews'], so a decision refreshes the queue of its kind.

const PAGE_SIZE = 20;

interface ReviewPage {
  list: KycReviewItem[];
  total: number;
}

export const reviewsKeys = {
  all: ['staff', 'reviews'] as const,
  queue: (kind: KycKind) => ['staff', 'reviews', 'queue', kind] as const,
  file: (url: string) => ['staff', 'reviews', 'file', url] as const,
};

// The submissions waiting for a decision, oldest first, a page at a time.
export function useReviewQueue(kind: KycKind) {
  return useInfiniteQuery({
    queryKey: reviewsKeys.queue(kind),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<ReviewPage>(`/admin-api/member/kyc/${kind}/page`, { open: 'true', pageNo: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
}

export type Decision = { step: 'start' } | { step: 'approve' } | { step: 'reject'; reason: string };

// One step on one submission. Silent: the desk says a refusal itself (another reviewer was
// first: KYC_NOT_PENDING), and refreshes the queue whatever the answer.
export function useReviewStep(kind: KycKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => {
      const base = `/admin-api/member/kyc/${kind}/${id}`;
      if (decision.step === 'start') return staffApi.post<null>(`${base}/start-review`, undefined, { silent: true });
      if (decision.step === 'approve') return staffApi.post<null>(`${base}/approve`, undefined, { silent: true });
      return staffApi.post<null>(`${base}/reject`, { reason: decision.reason }, { silent: true });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKeys.queue(kind) }),
  });
}

// A member's file as staff read it (`/admin-api/file/get/…`, with the staff token), fetched
// once (a file's bytes never change under its url) and shown from an object URL, revoked when
// the cache drops the file (gcTime after the last viewer goes), as lib/use-file-url.ts does
// for members.
interface StaffFile {
  objectUrl: string;
  type: string;
}

const watched = new WeakSet<QueryClient>();

function revokeOnEviction(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    const [staff, desk, what] = event.query.queryKey as unknown[];
    if (event.type !== 'removed' || staff !== 'staff' || desk !== 'reviews' || what !== 'file') return;
    const data = event.query.state.data as StaffFile | undefined;
    if (data) URL.revokeObjectURL(data.objectUrl);
  });
}

export function useStaffFile(url: string) {
  const client = useQueryClient();
  revokeOnEviction(client);
  return useQuery({
    queryKey: reviewsKeys.file(url),
    queryFn: async ({ signal }): Promise<StaffFile> => {
      const blob = await staffApi.get<Blob>(url, undefined, { responseType: 'blob', silent: true, signal });
      return { objectUrl: URL.createObjectURL(blob), type: blob.type };
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}
