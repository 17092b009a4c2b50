import { COUPON_STATUS, COUPON_STATUSES, type CouponStatus } from '@portal/contracts/statuses';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadMore } from '../../../components/load-more';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useCouponList } from '../api';
import { CouponList } from '../components/coupon-list';
import { STATUS_TEXT } from '../coupon-display';

// Usable first: that is what a member comes for.
const TABS: readonly (CouponStatus | 'all')[] = [COUPON_STATUS.unused, COUPON_STATUS.used, COUPON_STATUS.expired, 'all'];

function statusOf(value: string | null): CouponStatus | 'all' {
  if (value === 'all') return 'all';
  const n = Number(value);
  return value !== null && (COUPON_STATUSES as readonly number[]).includes(n) ? (n as CouponStatus) : COUPON_STATUS.unused;
}

// /jiedao/jd-coupon?status=: the member's coupons by status (an unused coupon past its end is
// expired), "Load more" pages.
export function CouponsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useCouponList(status === 'all' ? undefined : status);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (list.isError && rows.length === 0) body = <LazyLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('coupons.empty')} />;
  else body = <CouponList coupons={rows} />;

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('coupons.title')}
        </Typography.Title>
        <FilterTabs
          label={t('coupons.tabsLabel')}
          items={TABS.map((tab) => ({ key: String(tab), label: tab === 'all' ? t('coupons.all') : t(STATUS_TEXT[tab]) }))}
          active={String(status)}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('status', key);
            setParams(next, { replace: true });
          }}
        />
        <section aria-label={t('coupons.listLabel')} aria-busy={list.isFetching}>
          {body}
        </section>
        {first && rows.length > 0 ? (
          <LoadMore
            list={list}
            summary={first.total !== null ? t('coupons.total', { count: first.total, total: formatListTotal(first.total, first.totalCapped, locale), shown: rows.length }) : ''}
            moreLabel={t('coupons.loadMore')}
            allShownLabel={t('coupons.allShown')}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
