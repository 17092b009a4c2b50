import {
  ABNORMAL_CURRENCIES,
  ABNORMAL_REMARKS_MAX,
  ABNORMAL_TYPES,
  ACTIONS_BY_TYPE,
  abnormalCreateBody,
  type AbnormalCurrency,
  type AbnormalType,
} from '@portal/contracts/abnormal';
import type { StaffOrderDetail } from '@portal/contracts/order';
import { toMinor } from '@portal/contracts/order-units';
import type { ReceiptCheck } from '@portal/contracts/warehouse';
import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useCallback, useRef } from 'react';
import { useWarehouseText } from './warehouse-text';
import { FormModal } from '../../components/form-modal';
import { ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { confirmed } from './confirmed';
import { useFigureText } from './figures-table';
import { PhotoField, type StaffPhoto } from './photo-field';
import { useRaiseException } from './warehouse-api';
import { signedPercent, suggestedType } from './warehouse-figures';
import styles from './warehouse.module.css';

interface RaiseValues {
  type?: AbnormalType;
  description?: string;
  // In major units as typed (12.50); the body takes minor units.
  amount?: number | null;
  currency?: AbnormalCurrency | null;
  files?: StaffPhoto[];
}

const loadCreateBody = () => Promise.resolve(abnormalCreateBody);

function createBodyOf(values: RaiseValues, orderId?: number) {
  const amount = values.amount === null || values.amount === undefined ? undefined : toMinor(values.amount);
  return {
    orderId,
    type: values.type,
    description: values.description,
    amount,
    currency: amount === undefined ? undefined : (values.currency ?? undefined),
    files: (values.files ?? []).map((file) => file.url),
  };
}
const toBody = (values: RaiseValues) => createBodyOf(values);

// Raise an exception on the order (POST /admin-api/order/abnormal/create): type, description,
// a proposed amount, photos from the tablet's camera or from files. The member decides what to
// do with it (the actions of its type); the server tells them at once (notification outbox).
// Prefilled from the receipt's differences beyond tolerance, when there are some.
export function RaiseExceptionModal({ order, check, onClose }: { order: StaffOrderDetail; check: ReceiptCheck | null; onClose: () => void }) {
  const t = useWarehouseText();
  const [form] = Form.useForm<RaiseValues>();
  const field = useZodFields(loadCreateBody, toBody);
  const raise = useRaiseException();
  const figureText = useFigureText();
  const uploading = useRef(false);
  const onBusyChange = useCallback((busy: boolean) => {
    uploading.current = busy;
  }, []);
  const type = Form.useWatch('type', form);

  const beyond = check?.differences.filter((d) => d.beyondTolerance) ?? [];
  const description = beyond
    .map((d) =>
      t('raise.differenceLine', {
        figure: t(`figures.names.${d.figure}`),
        declared: figureText(d.figure, d.declared),
        measured: figureText(d.figure, d.measured),
        percent: signedPercent(d) ?? '',
      }),
    )
    .join('; ');

  const submit = async (values: RaiseValues) => {
    if (uploading.current) {
      feedback.warning(t('photos.wait'));
      throw new Error('uploading');
    }
    const body = abnormalCreateBody.parse(createBodyOf(values, order.id));
    const sure = await confirmed({
      title: t('raise.confirm.title', { orderNo: order.orderNo }),
      content: t('raise.confirm.text', { count: body.files.length }),
      okText: t('raise.confirm.ok'),
      cancelText: t('cancel'),
    });
    if (!sure) throw new Error('not confirmed');
    try {
      await raise.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length === 0 && error.message !== 'canceled') feedback.error(error.message);
      throw error;
    }
  };

  return (
    <FormModal<RaiseValues>
      name="warehouse-raise"
      title={t('raise.title', { orderNo: order.orderNo })}
      form={form}
      width={620}
      onClose={onClose}
      onSubmit={submit}
      okText={t('raise.ok')}
      successText={t('raise.done')}
      initialValues={{ type: suggestedType(beyond), description, currency: 'USD', files: [] }}
    >
      <Form.Item name="type" label={t('raise.type')} {...field('type')}>
        <Select<AbnormalType> options={ABNORMAL_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
      </Form.Item>
      {type ? (
        <Alert
          className={styles.alert}
          type="info"
          title={t('raise.memberChooses', {
            actions: ACTIONS_BY_TYPE[type].map((action) => t(`actions.${action}`)).join(', '),
          })}
        />
      ) : null}
      <Form.Item name="description" label={t('raise.description')} {...field('description')}>
        <Input.TextArea rows={3} maxLength={ABNORMAL_REMARKS_MAX} showCount />
      </Form.Item>
      <div className={styles.amountRow}>
        <Form.Item name="amount" label={t('raise.amount')} className={styles.grow} {...field('amount', false)}>
          <InputNumber min={0} step={1} precision={2} inputMode="decimal" className={styles.full} />
        </Form.Item>
        <Form.Item name="currency" label={t('raise.currency')} dependencies={['amount']} {...field('currency', false)}>
          <Select<AbnormalCurrency> className={styles.currency} options={ABNORMAL_CURRENCIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
      </div>
      <Form.Item name="files" label={t('raise.photos')} {...field('files', false)}>
        <PhotoField onBusyChange={onBusyChange} />
      </Form.Item>
    </FormModal>
  );
}
