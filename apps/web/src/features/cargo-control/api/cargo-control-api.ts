import type { SendSmsCodeResult } from '@portal/contracts/auth';
import type { ControlEvent, ControlOrder, ControlPageQuery, ReleaseBody, ReleaseResult, TransferBody } from '@portal/contracts/cargo-control';
import type { CursorPage } from '@portal/contracts/cursor';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sidebarCountersKey } from '../../../lib/sidebar-counters';

// Cargo control calls (docs/cargo-control.md) and their query hooks.

const BASE = '/app-api/order/order-cargo-control';

export type ControlListQuery = Omit<Partial<ControlPageQuery>, 'cursor'>;

// Every key starts with 'cargo-control'; a release or transfer refreshes them all, the
// order screens ('orders', whose detail shows the control section) and the sidebar count.
export const cargoControlKeys = {
  all: ['cargo-control'] as const,
  list: (query: ControlListQuery) => ['cargo-control', 'list', query] as const,
  order: (id: number) => ['cargo-control', 'order', id] as const,
  history: (id: number) => ['cargo-control', 'history', id] as const,
};

// Keyset pages behind "Load more" (docs/lists.md); the total comes with the first page.
export function useControlList(query: ControlListQuery) {
  return useInfiniteQuery({
    queryKey: cargoControlKeys.list(query),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<ControlOrder>>(`${BASE}/page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// One controlled order, or null when the caller may not see its control (a consignee who is
// not its controller: the server answers "not found"). Silent: the order detail asks for a
// controlled order it shows. "Not found" is an answer, not a failure: kept like any answer and
// not asked again while the detail is left and opened again (a release or transfer refreshes it).
export function useControlOrder(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cargoControlKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<ControlOrder>(`${BASE}/get`, { id }, { signal, silent: true }).catch((error: unknown) => {
        if (error instanceof ApiError && error.is('CONTROL_ORDER_NOT_FOUND')) return null;
        throw error;
      }),
    enabled,
    retry: false,
    staleTime: (query) => (query.state.data === null ? Infinity : 30_000),
  });
}

export function useControlHistory(id: number) {
  return useQuery({
    queryKey: cargoControlKeys.history(id),
    queryFn: ({ signal }) => api.get<{ list: ControlEvent[] }>(`${BASE}/history`, { id }, { signal }),
  });
}

function useControlMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cargoControlKeys.all }),
        client.invalidateQueries({ queryKey: ['orders'] }),
        client.invalidateQueries({ queryKey: sidebarCountersKey }),
      ]),
  });
}

// silent: the dialogs put refusals (cartons over the count, a wrong code) on their fields.
export function useRelease() {
  return useControlMutation((body: ReleaseBody) => api.post<ReleaseResult>(`${BASE}/release`, body, { silent: true }));
}

export function useTransfer() {
  return useControlMutation((body: TransferBody) => api.post<null>(`${BASE}/transfer`, body, { silent: true }));
}

// Every check of a transfer, the SMS code included (verified, not used up), without transferring:
// the dialog asks to confirm only after it passes.
export function checkTransfer(body: TransferBody): Promise<null> {
  return api.post<null>(`${BASE}/transfer-check`, body, { silent: true });
}

// The code proving a release or transfer goes to the controller, who is the caller.
export function sendControlCode(scene: 'release-goods' | 'transfer-control', captchaVerification: string | undefined): Promise<SendSmsCodeResult> {
  return api.post<SendSmsCodeResult>('/app-api/member/user/send-sms-code', { scene, captchaVerification });
}
