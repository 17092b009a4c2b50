import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/load-more';
import { usePointLog } from '../api/points-api';
import { PointLogList } from '../components/point-log-list';
import { PointsFrame } from '../components/points-frame';

// /jiedao/jd-integral-log: the points ledger, newest first, "Load more" (docs/lists.md).
export function IntegralLogPage() {
  const { t } = useTranslation();
  const pages = usePointLog();
  const items = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? items.length;
  return (
    <PointsFrame
      title={t('points.log.title')}
      error={pages.isError && !pages.data ? pages.error : null}
      loading={!pages.data}
      onRetry={() => void pages.refetch()}
      retrying={pages.isFetching}
    >
      {items.length === 0 ? (
        <Empty description={t('points.log.empty')} />
      ) : (
        <>
          <PointLogList items={items} />
          <LoadMore list={pages} summary={t('points.log.count', { count: total, shown: items.length })} moreLabel={t('points.more')} allShownLabel={t('points.allShown')} />
        </>
      )}
    </PointsFrame>
  );
}
