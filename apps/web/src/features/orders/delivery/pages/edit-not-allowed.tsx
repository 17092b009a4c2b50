import type { OrderStatus } from '@portal/contracts/statuses';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// A saved order the shipping form may not edit (its status, or the member is not its shipper):
// a note and the way to the order. Loaded only then: antd's Result is not on the form's first load.
export function EditNotAllowed({ order }: { order: { id: number; orderNo: string; status: OrderStatus } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('delivery.edit.notAllowed', { orderNo: order.orderNo, status: t(`orders.status.${order.status}`) })}
      extra={
        <Button type="primary" onClick={() => void navigate(`/jiedao/jd-orderdetail?id=${order.id}`)}>
          {t('delivery.edit.view')}
        </Button>
      }
    />
  );
}
