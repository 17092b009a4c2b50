import type { OrderFees } from '@portal/contracts/balance';
import type { CursorPage } from '@portal/contracts/cursor';
import type { UploadedFile } from '@portal/contracts/files';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/constants';
import type { RefundItem } from '@portal/contracts/refund';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// An order's fees and its warehouse refund applications (docs/money.md). Keys start with
// 'orders', so an order change refreshes them, and a refund refreshes the order.

export const orderMoneyKeys = {
  fees: (orderId: number) => ['orders', 'fees', orderId] as const,
  refunds: (orderId: number) => ['orders', 'refunds', orderId] as const,
};

export function useOrderFees(orderId: number) {
  return useQuery({
    queryKey: orderMoneyKeys.fees(orderId),
    queryFn: ({ signal }) => api.get<OrderFees>('/app-api/order/fee/list', { orderId }, { signal, silent: true }),
  });
}

// The order's applications, newest first (an order holds few: one open at most).
export function useOrderRefunds(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: orderMoneyKeys.refunds(orderId),
    queryFn: ({ signal }) => api.get<CursorPage<RefundItem>>('/app-api/order/refund/page', { orderId, pageSize: 5 }, { signal, silent: true }),
    enabled,
  });
}

export interface RefundValues {
  reason?: string;
  images?: UploadedFile[];
}

// The form's values as the body: files by their urls.
export const refundBodyOf = (orderId: number) => (values: RefundValues) => ({
  orderId,
  reason: values.reason,
  images: (values.images ?? []).map((file) => file.url),
});

// The rule (zod) loads with the dialog's first check, not with the order's detail.
export const loadRefundBody = () => import('@portal/contracts/refund').then((module) => module.refundCreateBody);

// The key is made once per dialog, so a retried or double-clicked apply makes one application.
export function useApplyRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: unknown; idempotencyKey: string }) =>
      api.post<RefundItem>('/app-api/order/refund/create', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    onSuccess: (refund) => client.invalidateQueries({ queryKey: orderMoneyKeys.refunds(refund.orderId) }),
  });
}
