import type { OrderStatus } from '@portal/contracts/statuses';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { feedback } from '../../lib/feedback';
import { EventFields, eventBody, useEventFields, type EventValues } from './move-fields';
import { useTransition } from './staff-orders-api';

// One order one step along the chain, with its tracking event. A refusal (moved meanwhile,
// cargo held…) is said with the server's reason and the dialog stays.
export function MoveDialog({ order, onClose }: { order: { id: number; orderNo: string; nextStatus: OrderStatus }; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EventValues>();
  const field = useEventFields();
  const transition = useTransition();
  const to = t(`staff.orders.statusNames.${order.nextStatus}`);

  const submit = async (values: EventValues) => {
    const result = await transition.mutateAsync(eventBody({ ...values, toStatus: order.nextStatus }, [order.id]));
    const refused = result.refused[0];
    if (refused) {
      feedback.error(refused.reason);
      throw new Error(refused.reason);
    }
  };

  return (
    <FormModal<EventValues>
      name="order-move"
      title={t('staff.desk.move.title', { orderNo: order.orderNo, to })}
      form={form}
      initialValues={{ toStatus: order.nextStatus }}
      onClose={onClose}
      onSubmit={submit}
      okText={t('staff.desk.move.ok', { to })}
      successText={t('staff.desk.move.done', { orderNo: order.orderNo, to })}
    >
      <EventFields field={field} />
    </FormModal>
  );
}
