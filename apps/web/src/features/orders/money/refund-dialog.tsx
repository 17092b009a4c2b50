import { REFUND_REASON_MAX } from '@portal/contracts/refund';
import { Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { FormModal } from '../../../components/form-modal';
import { LimitedTextArea } from '../../../components/limited-input';
import { useZodFields } from '../../../lib/form-rules';
import { loadRefundBody, refundBodyOf, useApplyRefund, type RefundValues } from './money-api';

// Asks for a warehouse refund: the reason, and photos (purpose `refund`, at most 10, each
// with its upload progress). The contracts' schema checks the form as it checks the body.
export function RefundDialog({ order, onClose }: { order: { id: number; orderNo: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyRefund();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const toBody = useMemo(() => refundBodyOf(order.id), [order.id]);
  const field = useZodFields(loadRefundBody, toBody);
  return (
    <FormModal<RefundValues>
      name="refund"
      title={t('order-money.refund.dialogTitle', { orderNo: order.orderNo })}
      okText={t('order-money.refund.submit')}
      successText={t('order-money.refund.applied')}
      onSubmit={(values) => apply.mutateAsync({ body: toBody(values), idempotencyKey })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('order-money.refund.intro')}</Typography.Paragraph>
      <Form.Item name="reason" label={t('order-money.refund.reason')} {...field('reason')}>
        <LimitedTextArea max={REFUND_REASON_MAX} rows={3} placeholder={t('order-money.refund.reasonPlaceholder')} />
      </Form.Item>
      <Form.Item name="images" label={t('order-money.refund.images')} {...field('images', false)}>
        <FileUpload purpose="refund" />
      </Form.Item>
    </FormModal>
  );
}
