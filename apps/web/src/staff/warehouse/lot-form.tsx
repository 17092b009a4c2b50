import { receiptLotBody, type StaffOrderDetail } from '@portal/contracts/order';
import { RECEIPT_TOLERANCE_PERCENT, type ReceiptCheck } from '@portal/contracts/warehouse';
import { Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useWarehouseText } from './warehouse-text';
import { ApiError } from '../../lib/api-error';
import { dayjs } from '../../lib/dayjs';
import { feedback } from '../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../lib/form-rules';
import { confirmed } from './confirmed';
import { ExceptionNeeded, FiguresTable } from './figures-table';
import { useAddLot } from './warehouse-api';
import { expectedCartons, lotBodyOf, projectLot, receivedSoFar, type LotValues } from './warehouse-figures';
import styles from './warehouse.module.css';

const loadLotBody = () => Promise.resolve(receiptLotBody);
const toBody = (values: LotValues) => lotBodyOf(values);

export interface LotWritten {
  lotNo: number;
  cartons: number;
  // The lot closed the receipt: the order is in the warehouse now.
  completed: boolean;
}

interface LotFormProps {
  order: StaffOrderDetail;
  onWritten: (lot: LotWritten) => void;
  // Raise an exception about the figures as typed.
  onRaise: (check: ReceiptCheck) => void;
}

// One lot of cartons: counted, measured and weighed as they come in, set live against what the
// order declared with the contracts' tolerance check, checked by the server's own schema
// (receiptLotBody) and written with POST /admin-api/order/receipt/lot. "Last lot" closes the
// receipt short, after a confirmation.
export function LotForm({ order, onWritten, onRaise }: LotFormProps) {
  const t = useWarehouseText();
  const [form] = Form.useForm<LotValues>();
  const field = useZodFields(loadLotBody, toBody);
  const addLot = useAddLot();
  const [saving, setSaving] = useState(false);
  useRevalidateOnLocaleChange(form);
  const values = Form.useWatch((all: LotValues) => all, form) ?? {};
  const projection = projectLot(order, values);
  const expected = expectedCartons(order);
  const received = receivedSoFar(order).cartons;
  const shortBy = Math.max(0, order.receiptCheck.declared.cartons - projection.after.cartons);

  const submit = async (raw: LotValues) => {
    const body = receiptLotBody.parse(lotBodyOf(raw, order.id));
    if (body.last) {
      const sure = await confirmed({
        title: t('lot.lastConfirm.title'),
        content: t('lot.lastConfirm.text', { received: projection.after.cartons, declared: order.receiptCheck.declared.cartons }),
        okText: t('lot.lastConfirm.ok'),
        cancelText: t('cancel'),
      });
      if (!sure) return;
    }
    setSaving(true);
    try {
      const answer = await addLot.mutateAsync(body);
      const lot = answer.receipt?.lots.at(-1);
      form.resetFields();
      feedback.success(t('lot.written', { lotNo: lot?.lotNo ?? 0, count: body.cartons }));
      onWritten({ lotNo: lot?.lotNo ?? 0, cartons: body.cartons, completed: answer.receipt?.complete ?? false });
    } catch (error) {
      applyServerFieldErrors(form, error);
      // The call is silent: field texts go under their inputs, anything else in a toast.
      if (error instanceof ApiError && error.fieldErrors.length === 0 && error.message !== 'canceled') feedback.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="warehouse-lot-title" className={styles.block}>
      <h3 id="warehouse-lot-title" className={styles.blockTitle}>
        {t('lot.title', { lotNo: (order.receipt?.lots.length ?? 0) + 1 })}
      </h3>
      <FiguresTable
        check={projection.check}
        before={receivedSoFar(order)}
        lot={projection.lot}
        caption={t('figures.captionLive', {
          cartons: RECEIPT_TOLERANCE_PERCENT.cartons,
          volume: RECEIPT_TOLERANCE_PERCENT.volume,
          weight: RECEIPT_TOLERANCE_PERCENT.weight,
        })}
      />
      <ExceptionNeeded check={projection.check} onRaise={onRaise} />
      <Form<LotValues>
        form={form}
        name="warehouse-lot"
        layout="vertical"
        size="small"
        className={styles.lotForm}
        initialValues={{ last: false }}
        onFinish={(raw) => void submit(raw)}
      >
        <div className={styles.lotFields}>
          <Form.Item name="cartons" label={t('lot.cartons', { left: Math.max(0, expected - received) })} {...field('cartons')}>
            <InputNumber precision={0} min={1} inputMode="numeric" className={styles.full} />
          </Form.Item>
          <Form.Item name="size" label={t('lot.size')} {...field('size')}>
            <Input maxLength={100} placeholder={t('lot.sizePlaceholder')} autoComplete="off" />
          </Form.Item>
          <Form.Item name="volume" label={t('lot.volume')} {...field('volume')}>
            <InputNumber min={0} step={0.01} inputMode="decimal" className={styles.full} />
          </Form.Item>
          <Form.Item name="weight" label={t('lot.weight')} {...field('weight')}>
            <InputNumber min={0} step={0.1} inputMode="decimal" className={styles.full} />
          </Form.Item>
          <Form.Item
            name="inTime"
            label={t('lot.inTime')}
            {...field('inTime', false)}
            // The browser's own date and time input (a tablet's picker; no calendar library):
            // local time in, a time with its offset out.
            getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value).format('YYYY-MM-DDTHH:mm') : '' })}
            normalize={(value: string) => (value ? dayjs(value).format() : null)}
            extra={t('lot.now')}
          >
            <Input type="datetime-local" className={styles.full} />
          </Form.Item>
          <Form.Item name="place" label={t('lot.place')} {...field('place', false)}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item name="note" label={t('lot.note')} {...field('note', false)}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <div className={styles.lotSubmit}>
          <Form.Item name="last" valuePropName="checked" noStyle>
            <Checkbox>{t('lot.last')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('lot.submit')}
          </Button>
        </div>
        <p className={styles.muted} aria-live="polite">
          {projection.lot.cartons === 0
            ? t('lot.hintEmpty')
            : projection.completes
              ? values.last && shortBy > 0
                ? t('lot.closesShort', { count: shortBy })
                : t('lot.completes')
              : t('lot.partial', { received: projection.after.cartons, expected })}
        </p>
      </Form>
    </section>
  );
}
