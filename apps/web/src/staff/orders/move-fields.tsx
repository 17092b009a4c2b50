import { orderTransitionBody, type OrderTransitionBody } from '@portal/contracts/order';
import { transitionSource } from '@portal/contracts/order-flow';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '@portal/contracts/statuses';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '../../components/limited-input';
import { useZodFields } from '../../lib/form-rules';

// The tracking event a move writes (docs/orders.md, "Transitions"): when (now if left empty),
// where (required) and a note, checked by the body's own schema.
export interface EventValues {
  toStatus?: OrderStatus;
  time?: string;
  place?: string;
  note?: string;
}

// Where a transition may move an order: every step of the chain but into the warehouse (the
// receipt's).
export const MOVE_TARGETS: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== ORDER_STATUS.inWarehouse && transitionSource(status) !== undefined);

const loadBody = () => Promise.resolve(orderTransitionBody);

// The local time typed (yyyy-mm-ddThh:mm) as the instant the body takes.
const instant = (local: string | undefined) => {
  if (!local) return undefined;
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
};

export function eventBody(values: EventValues, orderIds: readonly number[], dryRun = false): OrderTransitionBody {
  return { orderIds: [...orderIds], toStatus: values.toStatus!, time: instant(values.time), place: values.place ?? '', note: values.note || undefined, dryRun };
}

// A stable function of the form's values for the rules (at least one order, so the ids pass).
const toBody = (values: EventValues) => eventBody(values, [1]);

export function useEventFields() {
  return useZodFields(loadBody, toBody);
}

export function EventFields({ field }: { field: ReturnType<typeof useEventFields> }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="time" label={t('staff.desk.move.time')} extra={t('staff.desk.move.timeHint')} {...field('time', false)}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="place" label={t('staff.desk.move.place')} {...field('place')}>
        <LimitedInput max={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="note" label={t('staff.desk.move.note')} {...field('note', false)}>
        <LimitedTextArea max={200} rows={2} />
      </Form.Item>
    </>
  );
}
