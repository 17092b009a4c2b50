import type { OrderTransitionResult, StaffOrderItem } from '@portal/contracts/order';
import { transitionTarget } from '@portal/contracts/order-flow';
import type { OrderStatus } from '@portal/contracts/statuses';
import { TRANSITION_BATCH_MAX } from '@portal/contracts/order-choices';
import { Alert, Button, Form, Modal, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '../../components/order-status-tag';
import { useKeyboardScrollable } from '../../components/use-keyboard-scrollable';
import { feedback } from '../../lib/feedback';
import { applyServerFieldErrors } from '../../lib/form-rules';
import { EventFields, MOVE_TARGETS, eventBody, useEventFields, type EventValues } from './move-fields';
import { useTransition } from './staff-orders-api';
import styles from './staff-orders-page.module.css';

type Step = { kind: 'form' } | { kind: 'checked'; result: OrderTransitionResult } | { kind: 'moved'; result: OrderTransitionResult };

// The step most of the selected orders take next: the batch's first choice.
function commonTarget(orders: readonly StaffOrderItem[]): OrderStatus | undefined {
  const counts = new Map<OrderStatus, number>();
  for (const order of orders) {
    const next = transitionTarget(order.status);
    if (next !== undefined) counts.set(next, (counts.get(next) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

// The selected orders one step along, together: the target and the tracking event, then a dry
// run (which would move, which would be refused and why), then, confirmed, the move itself. An
// order refused never fails the batch; each order's result is listed.
export function BatchMoveDialog({ orders, onClose }: { orders: readonly StaffOrderItem[]; onClose: (moved: readonly number[]) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EventValues>();
  const field = useEventFields();
  const transition = useTransition();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const scrollable = useKeyboardScrollable();
  const initialTarget = useMemo(() => commonTarget(orders), [orders]);
  const toStatus = Form.useWatch('toStatus', form) ?? initialTarget;
  const ids = orders.map((order) => order.id);
  const tooMany = ids.length > TRANSITION_BATCH_MAX;
  const willMove = step.kind === 'checked' ? step.result.moved.length : 0;
  const to = toStatus === undefined ? '' : t(`staff.orders.statusNames.${toStatus}`);

  const run = async (dryRun: boolean) => {
    let values: EventValues;
    try {
      values = await form.validateFields();
    } catch {
      // The fields say what is wrong.
      return;
    }
    try {
      const result = await transition.mutateAsync(eventBody({ ...values, toStatus }, ids, dryRun));
      setStep({ kind: dryRun ? 'checked' : 'moved', result });
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  };

  const result = step.kind === 'form' ? null : step.result;
  const refusedBy = new Map(result?.refused.map((r) => [r.orderId, r.reason]));
  const rows = orders.map((order) => ({ order, refused: refusedBy.get(order.id) }));
  const done = step.kind === 'moved';
  const close = () => onClose(done ? step.result.moved : []);

  return (
    <Modal
      open
      width={760}
      title={t('staff.desk.batch.title', { count: orders.length })}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          // "Done", not a second "Close" beside the dialog's own close button.
          <Button type="primary" onClick={close}>
            {t('staff.desk.batch.finish')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('staff.desk.cancel')}</Button>
            <Button onClick={() => void run(true)} loading={transition.isPending && step.kind === 'form'} disabled={tooMany}>
              {t('staff.desk.batch.check')}
            </Button>
            <Button
              type="primary"
              disabled={willMove === 0}
              loading={transition.isPending && step.kind === 'checked'}
              onClick={() =>
                feedback.confirm({
                  title: t('staff.desk.batch.confirm', { count: willMove, to }),
                  content: t('staff.desk.batch.confirmText'),
                  okText: t('staff.desk.batch.move', { count: willMove }),
                  cancelText: t('staff.desk.cancel'),
                  onOk: () => run(false),
                })
              }
            >
              {t('staff.desk.batch.move', { count: willMove })}
            </Button>
          </>
        )
      }
    >
      <Form
        form={form}
        name="batch-move"
        layout="vertical"
        disabled={done}
        initialValues={{ toStatus: initialTarget }}
        onValuesChange={() => {
          // What was checked no longer says what a move of these values would do.
          if (step.kind === 'checked') setStep({ kind: 'form' });
        }}
        // Enter checks; the move itself is a button and its confirmation.
        onFinish={() => void run(true)}
      >
        <Form.Item name="toStatus" label={t('staff.desk.batch.to')} {...field('toStatus')}>
          <Select options={MOVE_TARGETS.map((status) => ({ value: status, label: t(`staff.orders.statusNames.${status}`) }))} />
        </Form.Item>
        <EventFields field={field} />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {tooMany ? <Alert type="error" showIcon title={t('staff.desk.batch.tooMany', { max: TRANSITION_BATCH_MAX })} /> : null}
      {result ? (
        <section aria-label={t(done ? 'staff.desk.batch.results' : 'staff.desk.batch.dryRun')}>
          <Alert
            type={result.refused.length ? 'warning' : 'success'}
            showIcon
            style={{ marginBottom: 8 }}
            title={
              done
                ? t('staff.desk.batch.movedSummary', { count: result.moved.length, refused: result.refused.length, to })
                : t('staff.desk.batch.checkedSummary', { count: result.moved.length, refused: result.refused.length, to })
            }
          />
          <Table
            ref={scrollable}
            size="small"
            rowKey={(row) => row.order.id}
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={rows}
            columns={[
              { key: 'orderNo', title: t('staff.orders.columns.orderNo'), width: 160, render: (_, row) => row.order.orderNo },
              {
                key: 'status',
                title: t('staff.desk.batch.statusBefore'),
                width: 170,
                render: (_, row) => <OrderStatusTag status={row.order.status} label={t(`staff.orders.statusNames.${row.order.status}`)} />,
              },
              {
                key: 'result',
                title: t('staff.desk.batch.result'),
                render: (_, row) =>
                  row.refused !== undefined ? (
                    <span className={styles.refused}>{t('staff.desk.batch.refused', { reason: row.refused })}</span>
                  ) : done ? (
                    t('staff.desk.batch.moved', { to })
                  ) : (
                    t('staff.desk.batch.willMove', { to })
                  ),
              },
            ]}
          />
        </section>
      ) : null}
    </Modal>
  );
}
