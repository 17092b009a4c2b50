import { RelativeTime } from '../../../components/relative-time';
import { GIFT_EXCHANGE_STATUSES, type ExchangeItem, type GiftExchangeStatus } from '@portal/contracts/gifts';
import { Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadMore } from '../../../components/load-more';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useExchanges } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { EXCHANGE_STATUS_COLOR, formatPoints } from '../gift-display';

function statusOf(value: string | null): GiftExchangeStatus | 'all' {
  const n = Number(value);
  return (GIFT_EXCHANGE_STATUSES as readonly number[]).includes(n) ? (n as GiftExchangeStatus) : 'all';
}

// /jiedao/jd-exchange-log?status=: the member's redemptions as cards (they fit a phone as
// well as a desk), by status, newest first, "Load more" pages.
export function ExchangeLogPage() {
  return (
    <MemberSystemGate>
      <ExchangeLog />
    </MemberSystemGate>
  );
}

function ExchangeLog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useExchanges(status === 'all' ? {} : { status });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.total ?? null;

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('gifts.log.title')}
          </Typography.Title>
          <Link to="/jiedao/jd-exchange-operate">{t('gifts.log.toCatalogue')}</Link>
        </Flex>
        <FilterTabs
          label={t('gifts.log.tabs')}
          items={(['all', ...GIFT_EXCHANGE_STATUSES] as const).map((tab) => ({ key: String(tab), label: tab === 'all' ? t('gifts.log.all') : t(`gifts.exchangeStatus.${tab}`) }))}
          active={String(status)}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        />
        <section aria-label={t('gifts.log.list')}>
          {list.isPending ? <Skeleton active /> : null}
          {list.isError && rows.length === 0 ? <LazyLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
          {list.isSuccess && rows.length === 0 ? <Empty description={t('gifts.log.empty')} /> : null}
          <Row gutter={[16, 16]}>
            {rows.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8}>
                <ExchangeCard item={item} locale={locale} />
              </Col>
            ))}
          </Row>
        </section>
        {rows.length > 0 ? (
          <LoadMore
            list={list}
            summary={total !== null ? t('gifts.log.total', { count: total, total: formatListTotal(total, first?.totalCapped ?? false, locale), shown: rows.length }) : ''}
            moreLabel={t('gifts.log.more')}
            allShownLabel={t('gifts.log.allShown')}
          />
        ) : null}
      </Flex>
    </Card>
  );
}

function ExchangeCard({ item, locale }: { item: ExchangeItem; locale: string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" role="article" aria-label={`${item.giftName} ${item.exchangeNo}`}>
      <Flex gap={12}>
        <div style={{ width: 72, flex: 'none' }}>
          <GiftImage src={item.giftImage} size={72} />
        </div>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong ellipsis={{ tooltip: item.giftName }}>
              {item.giftName} × {item.quantity}
            </Typography.Text>
            <Tag color={EXCHANGE_STATUS_COLOR[item.status]}>{t(`gifts.exchangeStatus.${item.status}`)}</Tag>
          </Flex>
          <Typography.Text type="secondary">{item.exchangeNo}</Typography.Text>
          <span>{t('gifts.log.spent', { count: item.totalPoints, points: formatPoints(item.totalPoints, locale) })}</span>
          <Typography.Text type="secondary"><RelativeTime value={item.createTime} pattern='YYYY-MM-DD HH:mm' /></Typography.Text>
          <Link to={`/jiedao/jd-exchange-details?id=${item.id}`} aria-label={t('gifts.log.detailsOf', { number: item.exchangeNo })}>
            {t('gifts.log.details')}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
