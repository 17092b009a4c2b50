import { ERRORS } from '@portal/contracts/errors';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useExchange } from '../api/gifts-api';
import { MemberSystemGate } from '../components/member-system-gate';
import { FailedCard, LoadingCard, MissingCard } from '../components/page-states';
import { EXCHANGE_STATUS_COLOR, dispatchText, formatPoints } from '../gift-display';

// /jiedao/jd-exchange-details?id=: one of the member's redemptions (another member's answers
// like a missing one): status, courier number (copyable), courier company, delivery date,
// outlet, recipient, address and remark.
export function ExchangeDetailsPage() {
  return (
    <MemberSystemGate>
      <ExchangeDetails />
    </MemberSystemGate>
  );
}

function ExchangeDetails() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const exchange = useExchange(id);
  const missing = !id || (exchange.error instanceof ApiError && exchange.error.code === ERRORS.GIFT_EXCHANGE_NOT_FOUND.code);
  const back = <Link to="/jiedao/jd-exchange-log">{t('gifts.details.back')}</Link>;

  if (missing) return <MissingCard title={t('gifts.details.missing')} extra={back} />;
  if (exchange.isPending) return <LoadingCard />;
  if (exchange.isError || !exchange.data) return <FailedCard title={t('gifts.details.title')} onRetry={() => void exchange.refetch()} retrying={exchange.isFetching} />;
  const e = exchange.data;
  const none = t('common.notSet');
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('gifts.details.title')}
          </Typography.Title>
          {back}
        </Flex>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'status', label: t('gifts.details.status'), children: <Tag color={EXCHANGE_STATUS_COLOR[e.status]}>{t(`gifts.exchangeStatus.${e.status}`)}</Tag> },
            { key: 'no', label: t('gifts.details.number'), children: e.exchangeNo },
            { key: 'gift', label: t('gifts.details.gift'), children: `${e.giftName} × ${e.quantity}` },
            {
              key: 'points',
              label: t('gifts.details.points'),
              children: t('gifts.details.pointsBreakdown', {
                total: formatPoints(e.totalPoints, locale),
                unit: formatPoints(e.unitPoints, locale),
                quantity: e.quantity,
                outlet: formatPoints(e.outletPoints, locale),
              }),
            },
            { key: 'method', label: t('gifts.details.method'), children: t(`gifts.method.${e.method}`) },
            { key: 'outlet', label: t('gifts.details.outlet'), children: `${e.outlet.name} — ${e.outlet.address}${e.outlet.phone ? ` (${e.outlet.phone})` : ''}` },
            { key: 'courierNo', label: t('gifts.details.courierNo'), children: e.courierNo ? <Typography.Text copyable={{ text: e.courierNo }}>{e.courierNo}</Typography.Text> : none },
            { key: 'courierCompany', label: t('gifts.details.courierCompany'), children: e.courierCompany ?? none },
            { key: 'deliveryDate', label: t('gifts.details.deliveryDate'), children: e.deliveryDate ?? none },
            { key: 'dispatch', label: t('gifts.details.dispatch'), children: dispatchText(t, e.expectedDispatch, locale) },
            { key: 'recipient', label: t('gifts.details.recipient'), children: `${e.recipient} +${e.areaCode} ${e.phone}` },
            { key: 'address', label: t('gifts.details.address'), children: e.address ?? none },
            { key: 'remark', label: t('gifts.details.remark'), children: e.remark ?? none },
            { key: 'time', label: t('gifts.details.time'), children: formatDateTime(e.createTime) },
          ]}
        />
        <Typography.Text type="secondary">{t('gifts.details.final')}</Typography.Text>
        <Link to="/jiedao/jd-exchange-operate">
          <Button>{t('gifts.log.toCatalogue')}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
