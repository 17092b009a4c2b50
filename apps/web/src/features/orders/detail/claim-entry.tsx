import { claimAllowedFor } from '@portal/contracts/order-flow';
import type { OrderDetail } from '@portal/contracts/order';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The way to a loss or damage claim on the shipper's order (docs/abnormal-items.md, "Claims"):
// from warehousing until delivery, while the order has no claim yet. The claim form itself is
// on the Exception handling page (?claim=<order id>), which checks the rest.
export function ClaimEntry({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (order.viewerRole !== 'shipper' || !claimAllowedFor(order.status) || order.abnormal.some((item) => item.claim)) return null;
  return (
    <Flex gap={12} align="center" wrap>
      <Typography.Text type="secondary">{t('abnormal.claim.entryHint')}</Typography.Text>
      <Button onClick={() => void navigate(`/jiedao/jd-abnormal?status=all&claim=${order.id}`)}>{t('abnormal.claim.entry')}</Button>
    </Flex>
  );
}
