import { orderFlagBody, type OrderFlagBody } from '@portal/contracts/order';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { LimitedTextArea } from '../../components/limited-input';
import { useZodFields } from '../../lib/form-rules';
import { useFlag } from './staff-orders-api';
import { flagReasonOf } from '../flag-reason';

interface FlagValues {
  reason?: string;
}

const loadBody = () => Promise.resolve(orderFlagBody);
// The rules see a flag being set (a reason required); taking it away, the reason is optional.
const asFlag = (values: FlagValues): OrderFlagBody => ({ orderId: 1, flagged: true, reason: values.reason });
const asUnflag = (values: FlagValues): OrderFlagBody => ({ orderId: 1, flagged: false, reason: values.reason });

// Flags goods that cannot be carried, with why (the shipper and the consignee see it and are
// told), or takes the flag away, saying why in the history.
export function FlagDialog({ order, onClose }: { order: { id: number; orderNo: string } & Parameters<typeof flagReasonOf>[0]; onClose: () => void }) {
  const { t } = useTranslation();
  const flagging = !order.flagged;
  const field = useZodFields(loadBody, flagging ? asFlag : asUnflag);
  const flag = useFlag();

  return (
    <FormModal<FlagValues>
      name="order-flag"
      title={t(flagging ? 'staff.desk.flag.title' : 'staff.desk.flag.unflagTitle', { orderNo: order.orderNo })}
      onClose={onClose}
      onSubmit={(values) => flag.mutateAsync({ orderId: order.id, flagged: flagging, reason: values.reason?.trim() || undefined })}
      okText={t(flagging ? 'staff.desk.flag.ok' : 'staff.desk.flag.unflagOk')}
      successText={t(flagging ? 'staff.desk.flag.done' : 'staff.desk.flag.unflagDone')}
    >
      {flagging ? null : (
        <Typography.Paragraph type="secondary">{t('staff.desk.flag.current', { reason: flagReasonOf(order) ?? t('staff.desk.flag.automatic') })}</Typography.Paragraph>
      )}
      <Form.Item
        name="reason"
        label={t(flagging ? 'staff.desk.flag.reason' : 'staff.desk.flag.unflagReason')}
        extra={t(flagging ? 'staff.desk.flag.reasonHint' : 'staff.desk.flag.unflagHint')}
        {...field('reason', flagging)}
      >
        <LimitedTextArea max={200} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
