import { CheckCircleFilled } from '@ant-design/icons';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Alert, Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import { useOrder } from '../../api/order-api';
import { printHref } from '../../print/print-params';

// /jiedao/jd-deliverysuccess?id=: the order just submitted, its number, and what to do next:
// print the lading bill, track it, open it, or ship another.
export function DeliverySuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: order, isPending, isError, isFetching, refetch } = useOrder(valid ? id : undefined);

  if (!valid) return <Result status="404" title={t('delivery.edit.missing')} />;
  if (isPending) return <Card><Skeleton active paragraph={{ rows: 4 }} /></Card>;
  if (isError) return <Card><LazyLoadError onRetry={() => void refetch()} retrying={isFetching} /></Card>;

  const draft = order.status === ORDER_STATUS.draft;
  const go = (path: string) => () => void navigate(path);
  return (
    <Card>
      <Result
        icon={<CheckCircleFilled aria-hidden />}
        status="success"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(draft ? 'delivery.success.draftTitle' : 'delivery.success.title')}</h1>}
        subTitle={
          <Flex vertical gap={8} align="center">
            <span>
              {t('orders.field.orderNo')}:{' '}
              <Typography.Text strong copyable={{ text: order.orderNo, tooltips: [t('delivery.success.copy'), t('delivery.success.copied')] }}>
                {order.orderNo}
              </Typography.Text>
            </span>
            <Tag color={draft ? 'default' : 'processing'}>{t(`orders.status.${order.status}`)}</Tag>
          </Flex>
        }
        extra={
          <Flex gap={8} wrap justify="center">
            {draft ? null : (
              <Button type="primary" onClick={go(printHref('lading-bill', [order.id]))}>
                {t('delivery.success.print')}
              </Button>
            )}
            {draft ? null : <Button onClick={go(`/jiedao/jd-logistics?no=${encodeURIComponent(order.orderNo)}`)}>{t('orders.action.track')}</Button>}
            <Button onClick={go(`/jiedao/jd-orderdetail?id=${order.id}`)}>{t('delivery.success.view')}</Button>
            <Button onClick={go(`/jiedao/jd-delivery?tranfId=${order.transportType ?? '1'}`)}>{t('delivery.success.another')}</Button>
          </Flex>
        }
      />
      {order.flags.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('delivery.review.flagged')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {order.flags.map((flag) => (
                <li key={`${flag.line}-${flag.prodAttrId}`}>{t('delivery.success.flag', { line: flag.line + 1, reason: flag.reason })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Card>
  );
}
