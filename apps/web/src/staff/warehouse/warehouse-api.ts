import type { AbnormalCreateBody } from '@portal/contracts/abnormal';
import type { ControlEvent } from '@portal/contracts/cargo-control';
import type { OrderTransitionResult, ReceiptLotBody, StaffOrderDetail, StaffOrderItem } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { TIME_ZONE_HEADER } from '@portal/contracts/time-zone';
import type { ScanAnswer, ScanMatch } from '@portal/contracts/warehouse';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TransferProgress } from '../../lib/transport';
import { staffApi } from '../staff-api';

// The warehouse desk's calls (docs/warehouse.md): the queue of orders to receive, the scan
// lookup, one order as staff see it, lots, carton labels, exceptions with staff photos, the
// cargo-control history and the hand-over. Every key starts with 'staff' (a new staff session
// drops them).

export const warehouseKeys = {
  all: ['staff', 'warehouse'] as const,
  queue: () => ['staff', 'warehouse', 'queue'] as const,
  // An order number (as the URL carries it) read as the order's id.
  orderNo: (orderNo: string) => ['staff', 'warehouse', 'order-no', orderNo.toUpperCase()] as const,
  order: (id: number) => ['staff', 'warehouse', 'order', id] as const,
  cargoHistory: (id: number) => ['staff', 'warehouse', 'cargo-history', id] as const,
};

interface CursorAnswer<T> {
  list: T[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
}

export const QUEUE_PAGE_SIZE = 20;

// Orders awaiting warehousing, the partly received among them (GET /admin-api/order/page).
export function useReceiveQueue() {
  return useInfiniteQuery({
    queryKey: warehouseKeys.queue(),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorAnswer<StaffOrderItem>>(
        '/admin-api/order/page',
        { status: ORDER_STATUS.awaitingWarehousing, cursor: pageParam, pageSize: QUEUE_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// Whatever a code names: orders, members, containers (silent: the desk says "nothing found").
export function scanCode(code: string): Promise<ScanMatch[]> {
  return staffApi.get<ScanAnswer>('/admin-api/order/scan', { code }, { silent: true }).then((answer) => answer.list);
}

// The order's label is "<orderNo> · <mark>" (docs/warehouse.md, "Scan lookup").
export const orderNoOfLabel = (label: string) => label.split(' · ')[0]!.trim();

// Remembers that an order number is this order, so `?order=` opens it without asking again.
export function rememberOrderNo(client: QueryClient, orderNo: string, id: number): void {
  client.setQueryData(warehouseKeys.orderNo(orderNo), id);
}

// The order a URL's `?order=<orderNo>` names: null when no order has that number.
export function useOrderIdByNo(orderNo: string | null) {
  return useQuery({
    queryKey: warehouseKeys.orderNo(orderNo ?? ''),
    queryFn: async () => {
      const matches = await staffApi.get<ScanAnswer>('/admin-api/order/scan', { code: orderNo }, { silent: true });
      const found = matches.list.find((m) => m.kind === 'order' && m.matchedBy === 'orderNo');
      return found ? found.id : null;
    },
    enabled: Boolean(orderNo),
    staleTime: Infinity,
  });
}

export function fetchStaffOrder(id: number, signal?: AbortSignal): Promise<StaffOrderDetail> {
  return staffApi.get<StaffOrderDetail>('/admin-api/order/get', { id }, { signal });
}

export function useStaffOrder(id: number | null) {
  return useQuery({
    queryKey: warehouseKeys.order(id ?? 0),
    queryFn: ({ signal }) => fetchStaffOrder(id!, signal),
    enabled: id !== null,
  });
}

// A lot answers the order as it now stands: the panel shows it at once, the queue reloads.
export function useAddLot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptLotBody) => staffApi.post<StaffOrderDetail>('/admin-api/order/receipt/lot', body, { silent: true }),
    onSuccess: (order) => {
      client.setQueryData(warehouseKeys.order(order.id), order);
      void client.invalidateQueries({ queryKey: warehouseKeys.queue() });
      void client.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
  });
}

// The carton labels as one PDF: a lot's, or (no lotNo) every carton of the receipt. Times in
// this browser's zone, as the member documents are.
export function fetchCartonLabels(orderId: number, lotNo: number | undefined, onProgress: (progress: TransferProgress) => void, signal?: AbortSignal): Promise<Blob> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return staffApi.get<Blob>('/admin-api/order/carton-labels', { orderId, lotNo }, {
    responseType: 'blob',
    timeout: 60_000,
    signal,
    onDownloadProgress: onProgress,
    ...(zone ? { headers: { [TIME_ZONE_HEADER]: zone } } : {}),
  });
}

export function useRaiseException() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AbnormalCreateBody) => staffApi.post<{ id: number }>('/admin-api/order/abnormal/create', body, { silent: true }),
    onSuccess: (_item, body) => void client.invalidateQueries({ queryKey: warehouseKeys.order(Number(body.orderId)) }),
  });
}

// Who released what, with the control itself and any transfer (staff see phones whole).
export function useCargoHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: warehouseKeys.cargoHistory(id),
    queryFn: ({ signal }) => staffApi.get<{ list: ControlEvent[] }>('/admin-api/order/cargo-control/history', { id }, { signal }).then((a) => a.list),
    enabled,
  });
}

// Ready for pickup → delivered: the goods handed over at the destination. The answer names the
// order in `refused` with the server's reason when it would not move (cargo still held).
export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; place: string; note?: string }) =>
      staffApi.post<OrderTransitionResult>('/admin-api/order/transition', {
        orderIds: [body.orderId],
        toStatus: ORDER_STATUS.delivered,
        place: body.place,
        ...(body.note ? { note: body.note } : {}),
      }),
    onSettled: (_answer, _error, body) => {
      void client.invalidateQueries({ queryKey: warehouseKeys.order(body.orderId) });
      void client.invalidateQueries({ queryKey: warehouseKeys.cargoHistory(body.orderId) });
      void client.invalidateQueries({ queryKey: ['staff', 'orders'] });
    },
  });
}
