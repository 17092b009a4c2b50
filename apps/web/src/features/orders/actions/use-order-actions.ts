import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { useCancelOrder, useCopyOrder, useDeleteOrder } from '../api/order-api';
import { editPath } from './order-paths';

interface Target {
  id: number;
  orderNo: string;
}

// The order actions that change something, for the lists and the detail: copy (a new draft,
// then its edit page), delete and cancel (each asks first; docs/product/orders.md). Whether an
// action is offered is the caller's business (order-flow.ts, or the detail's `actions`); the
// server refuses what the status does not allow.
export function useOrderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copyOrder = useCopyOrder();
  const deleteOrder = useDeleteOrder();
  const cancelOrder = useCancelOrder();

  const copy = (order: Target) =>
    copyOrder.mutate(order.id, {
      onSuccess: (saved) => {
        feedback.success(t('order-pages.action.copied', { orderNo: saved.orderNo }));
        void navigate(editPath(saved.id));
      },
    });

  // A refusal keeps the dialog open; the api client has said why.
  const remove = (order: Target, afterwards?: () => void) =>
    feedback.confirm({
      title: t('order-pages.action.deleteTitle', { orderNo: order.orderNo }),
      content: t('order-pages.action.deleteContent'),
      okText: t('orders.action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await deleteOrder.mutateAsync(order.id);
        feedback.success(t('order-pages.action.deleted'));
        afterwards?.();
      },
    });

  const cancel = (order: Target) =>
    feedback.confirm({
      title: t('order-pages.action.cancelTitle', { orderNo: order.orderNo }),
      content: t('order-pages.action.cancelContent'),
      okText: t('orders.action.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('order-pages.action.keep'),
      onOk: async () => {
        await cancelOrder.mutateAsync(order.id);
        feedback.success(t('order-pages.action.cancelled'));
      },
    });

  return { copy, copying: copyOrder.isPending, remove, cancel };
}
