import { ERRORS } from '@portal/contracts/errors';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useActivity } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { FailedCard, LoadingCard, MissingCard } from '../components/page-states';

// /jiedao/jd-details-activity?id=: a campaign's page (title, picture, dates, text) with a way
// to its gift.
export function ActivityPage() {
  return (
    <MemberSystemGate>
      <Activity />
    </MemberSystemGate>
  );
}

function Activity() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const activity = useActivity(id);
  const back = <Link to="/jiedao/jd-exchange-operate">{t('gifts.log.toCatalogue')}</Link>;
  if (!id || (activity.error instanceof ApiError && activity.error.code === ERRORS.GIFT_ACTIVITY_NOT_FOUND.code)) return <MissingCard title={t('gifts.activity.missing')} extra={back} />;
  if (activity.isPending) return <LoadingCard />;
  if (activity.isError || !activity.data) return <FailedCard title={t('gifts.activity.title')} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  const a = activity.data;
  return (
    <Card>
      <Flex vertical gap={16} style={{ maxWidth: 760 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {a.title}
        </Typography.Title>
        {a.startDate || a.endDate ? <Typography.Text type="secondary">{t('gifts.activity.dates', { start: a.startDate ?? '…', end: a.endDate ?? '…' })}</Typography.Text> : null}
        {a.image ? <GiftImage src={a.image} size={240} /> : null}
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{a.content}</Typography.Paragraph>
        <Flex gap={8} wrap>
          {a.giftId ? (
            <Link to={`/jiedao/jd-exchange-operate?giftId=${a.giftId}`}>
              <Button type="primary">{t('gifts.activity.toGift')}</Button>
            </Link>
          ) : null}
          {back}
        </Flex>
      </Flex>
    </Card>
  );
}
