import { CopyOutlined, DeleteOutlined, EditOutlined, PrinterOutlined, RollbackOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@portal/contracts/order';
import { orderAllows, type MemberOrderAction } from '@portal/contracts/order-flow';
import { Button, Flex } from 'antd';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { POSTED_LIST, editPath } from '../actions/order-paths';
import { useOrderActions } from '../actions/use-order-actions';
import { useSubmitOrders } from '../api/order-api';
import { printHref } from '../print/print-params';

// The refund form (its upload, form and rules) loads when first opened.
const RefundDialog = lazy(() => import('../money/refund-dialog').then((module) => ({ default: module.RefundDialog })));

// The actions the order's status allows, as the server lists them in `actions` (order-flow.ts):
// the page only hides the others. A warehouse refund is offered while the order has no open
// application (`refundOpen`: one applied or approved; the server refuses a second one).
export function OrderActionBar({ order, refundOpen = false }: { order: OrderDetail; refundOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [refunding, setRefunding] = useState(false);
  const actions = useOrderActions();
  const submit = useSubmitOrders();
  const allows = (action: MemberOrderAction) => order.actions.includes(action);

  const onSubmit = () =>
    submit.mutate([order.id], {
      onSuccess: ({ refused }) => {
        const reason = refused.find((item) => item.id === order.id)?.reason;
        if (reason) feedback.error(reason);
        else feedback.success(t('order-pages.detail.submitted'));
      },
    });

  const shown: { key: string; node: ReactNode }[] = [];
  const add = (key: string, node: ReactNode) => shown.push({ key, node });
  if (allows('edit')) {
    add(
      'edit',
      <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(editPath(order.id))}>
        {t('orders.action.edit')}
      </Button>,
    );
  }
  if (allows('submit')) {
    add(
      'submit',
      <Button icon={<SendOutlined />} loading={submit.isPending} onClick={onSubmit}>
        {t('orders.action.submit')}
      </Button>,
    );
  }
  if (allows('print')) {
    add(
      'print',
      <Button icon={<PrinterOutlined />} onClick={() => void navigate(printHref('lading-bill', [order.id]))}>
        {t('order-pages.detail.print')}
      </Button>,
    );
  }
  // The warehouse receipt, once there is one: for the shipper, and for the consignee too (who
  // has no actions on the order, and gets the bill of lading from the shipper).
  if (order.receipt && orderAllows('print', order.status)) {
    add(
      'print-receipt',
      <Button icon={<PrinterOutlined />} onClick={() => void navigate(printHref('receipt', [order.id]))}>
        {t('order-pages.detail.printReceipt')}
      </Button>,
    );
  }
  if (allows('copy')) {
    add(
      'copy',
      <Button icon={<CopyOutlined />} loading={actions.copying} onClick={() => actions.copy(order)}>
        {t('orders.action.copy')}
      </Button>,
    );
  }
  if (allows('refund') && !refundOpen) {
    add(
      'refund',
      <Button icon={<RollbackOutlined />} onClick={() => setRefunding(true)}>
        {t('orders.action.refund')}
      </Button>,
    );
  }
  if (allows('cancel')) {
    add(
      'cancel',
      <Button danger icon={<StopOutlined />} onClick={() => actions.cancel(order)}>
        {t('orders.action.cancel')}
      </Button>,
    );
  }
  if (allows('delete')) {
    add(
      'delete',
      <Button danger icon={<DeleteOutlined />} onClick={() => actions.remove(order, () => void navigate(POSTED_LIST, { replace: true }))}>
        {t('orders.action.delete')}
      </Button>,
    );
  }
  if (shown.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {shown.map(({ key, node }) => (
        <span key={key}>{node}</span>
      ))}
      <Suspense fallback={null}>{refunding ? <RefundDialog order={order} onClose={() => setRefunding(false)} /> : null}</Suspense>
    </Flex>
  );
}
