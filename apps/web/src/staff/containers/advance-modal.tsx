import { shipmentAdvanceBody, type ShipmentAdvanceBody, type ShipmentAdvanceResult, type ShipmentDetail, type ShipmentStatus } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '../../components/limited-input';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-error';
import { dayjs } from '../../lib/dayjs';
import { useZodFields } from '../../lib/form-rules';
import { statusName } from './container-display';
import { useAdvanceContainer } from './containers-api';
import { useContainersText } from './containers-texts';
import styles from './containers.module.css';

// "Move to <next status>": the dry run first (which orders would move, which would be refused
// and why), the tracking event (time, place, note) as the server takes them, then the move of
// the rest; the result per order is shown on the view (onMoved).

// A step the shipment moves to (never back to loading).
export type AdvanceTo = ShipmentAdvanceBody['toStatus'];

interface EventValues {
  // datetime-local, local time; empty: now.
  time?: string;
  place?: string;
  note?: string;
}

const loadBody = () => Promise.resolve(shipmentAdvanceBody);
function eventOf(values: EventValues) {
  const time = values.time ? dayjs(values.time) : undefined;
  return { time: time?.isValid() ? time.format() : values.time || undefined, place: values.place || undefined, note: values.note || undefined };
}
const toBody = (values: EventValues) => ({ id: 1, toStatus: ORDER_STATUS.departed, ...eventOf(values) });

// Where the server puts the event when no place is typed: the port of loading until in
// transit, the port of discharge from arrival on (docs/containers.md).
function defaultPlace(shipment: ShipmentDetail, to: ShipmentStatus): string {
  return to === ORDER_STATUS.departed || to === ORDER_STATUS.inTransit ? shipment.portOfLoading : shipment.portOfDischarge;
}

export function OrderOutcomes({ result }: { result: ShipmentAdvanceResult }) {
  const ct = useContainersText();
  const to = statusName(ct, result.to);
  const key = result.dryRun ? 'dry' : 'done';
  return (
    <div className={styles.outcomes}>
      <section aria-label={ct(`advance.${key}.moved`, { count: result.moved.length, status: to })}>
        <h3 className={styles.outcomeTitle}>{ct(`advance.${key}.moved`, { count: result.moved.length, status: to })}</h3>
        {result.moved.length ? (
          <ul className={styles.outcomeList}>
            {result.moved.map((order) => (
              <li key={order.orderId}>{order.orderNo}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {result.refused.length ? (
        <section aria-label={ct(`advance.${key}.refused`, { count: result.refused.length })}>
          <h3 className={`${styles.outcomeTitle} ${styles.warn}`}>{ct(`advance.${key}.refused`, { count: result.refused.length })}</h3>
          <ul className={styles.outcomeList}>
            {result.refused.map((order) => (
              <li key={order.orderId}>
                <strong>{order.orderNo}</strong>: {order.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {result.unloaded.length ? (
        <p className={styles.sub}>{ct(`advance.${key}.unloaded`, { count: result.unloaded.length, orders: result.unloaded.map((o) => o.orderNo).join(', ') })}</p>
      ) : null}
    </div>
  );
}

export function AdvanceModal({ shipment, to, onClose, onMoved }: { shipment: ShipmentDetail; to: AdvanceTo; onClose: () => void; onMoved: (result: ShipmentAdvanceResult) => void }) {
  const { t } = useTranslation();
  const ct = useContainersText();
  const [form] = Form.useForm<EventValues>();
  const field = useZodFields(loadBody, toBody);
  const dryRun = useAdvanceContainer();
  const move = useAdvanceContainer();
  const [dry, setDry] = useState<ShipmentAdvanceResult>();
  const status = statusName(ct, to);
  const { mutate } = dryRun;

  const check = () => mutate({ id: shipment.id, toStatus: to, dryRun: true }, { onSuccess: setDry });
  useEffect(check, [mutate, shipment.id, to]);

  const confirm = async () => {
    const values = await form.validateFields();
    const result = await move.mutateAsync({ id: shipment.id, toStatus: to, ...eventOf(values) }).catch(() => undefined);
    if (!result) {
      // Moved meanwhile or a step no longer right: the dry run again says where it stands.
      check();
      return;
    }
    onMoved(result);
    onClose();
  };

  const nothingMoves = dry !== undefined && dry.moved.length === 0;
  return (
    <Modal
      open
      width={600}
      title={ct('advance.title', { number: shipment.number, status })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" disabled={!dry || nothingMoves} loading={move.isPending} onClick={() => void confirm()}>
          {dry ? ct('advance.confirm', { count: dry.moved.length, status }) : ct('advance.checking')}
        </Button>,
      ]}
    >
      {dryRun.isPending ? (
        <div className={styles.center}>
          <Spin aria-label={ct('advance.checking')} />
          <span>{ct('advance.checking')}</span>
        </div>
      ) : dryRun.isError && !dry ? (
        // The server's reason (an empty shipment, moved meanwhile) when it gave one.
        dryRun.error instanceof ApiError && dryRun.error.code !== null ? (
          <Alert type="error" showIcon title={dryRun.error.message} action={<Button onClick={check}>{t('common.retry')}</Button>} />
        ) : (
          <LoadError onRetry={check} />
        )
      ) : dry ? (
        <>
          <p className={styles.sub}>{ct('advance.intro')}</p>
          <OrderOutcomes result={dry} />
          {nothingMoves ? <Alert type="warning" showIcon title={ct('advance.nothingMoves')} /> : null}
          <Form form={form} name="container-advance" layout="vertical" className={styles.eventForm} onFinish={() => void confirm()}>
            <fieldset className={styles.fieldset}>
              <legend>{ct('advance.event')}</legend>
              <div className={styles.eventRow}>
                <Form.Item name="time" label={ct('advance.time')} extra={ct('advance.timeHint')} {...field('time', false)}>
                  <Input type="datetime-local" />
                </Form.Item>
                <Form.Item name="place" label={ct('advance.place')} {...field('place', false)}>
                  <LimitedInput max={100} placeholder={defaultPlace(shipment, to)} />
                </Form.Item>
              </div>
              <Form.Item name="note" label={ct('advance.note')} {...field('note', false)}>
                <LimitedTextArea max={200} rows={2} />
              </Form.Item>
            </fieldset>
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
