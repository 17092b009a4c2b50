import { Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { useLocale } from '../../../lib/i18n';
import { useControlOrder } from '../api/cargo-control-api';
import { ControlActions } from './control-actions';
import { useControlDialogs } from './control-dialogs';
import { ControlStatusTag } from './control-display';
import { controlFigures } from './control-figures';
import { ControlHistory } from './control-history';

const CONTROL_LIST = '/jiedao/jd-controlorder';

// The "Cargo control" block of the order detail: status, figures, the caller's actions and
// the history. An order the caller may not see as controlled (a consignee's view) shows none.
export function OrderControlSection({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const order = useControlOrder(orderId);
  const { open, dialogs } = useControlDialogs();
  const title = t('cargo-control.section.title');

  if (order.data === null) return null;
  let body;
  if (order.isError) body = <LazyLoadError onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  else if (!order.data) body = <Spin />;
  else {
    const data = order.data;
    body = (
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <ControlStatusTag status={data.cargoControlStatus} />
          <Flex wrap gap={8} align="center">
            <ControlActions order={data} open={open} size="middle" />
            <Link to={CONTROL_LIST}>{t('cargo-control.section.open')}</Link>
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          items={controlFigures(data, t, locale).map((figure) => ({ key: figure.key, label: figure.label, children: figure.value }))}
        />
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('cargo-control.history.title', { orderNo })}
        </Typography.Title>
        <ControlHistory orderId={orderId} orderNo={orderNo} />
        {dialogs}
      </Flex>
    );
  }
  return (
    <section aria-label={title}>
      <Card title={title}>{body}</Card>
    </section>
  );
}
