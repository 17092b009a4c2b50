import { RelativeTime } from '../../../components/relative-time';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/load-more';
import { useLevelLog } from '../api/points-api';
import { PointsFrame } from '../components/points-frame';
import styles from '../components/points.module.css';

// /jiedao/jd-level-log: the member's level changes, newest first.
export function LevelLogPage() {
  const { t } = useTranslation();
  const pages = useLevelLog();
  const items = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? items.length;
  return (
    <PointsFrame
      title={t('points.levels.title')}
      error={pages.isError && !pages.data ? pages.error : null}
      loading={!pages.data}
      onRetry={() => void pages.refetch()}
      retrying={pages.isFetching}
    >
      {items.length === 0 ? (
        <Empty description={t('points.levels.empty')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('points.levels.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <Card size="small">
                  <Flex wrap align="center" gap={8}>
                    <Tag color="gold">{item.toLevel}</Tag>
                    <Typography.Text>{item.fromLevel ? t('points.levels.change', { from: item.fromLevel, to: item.toLevel }) : item.toLevel}</Typography.Text>
                  </Flex>
                  <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
                    <Typography.Text type="secondary"><RelativeTime value={item.createTime} pattern='YYYY-MM-DD HH:mm' /></Typography.Text>
                    <Typography.Text type="secondary">{t('points.levels.total', { count: item.total, total: item.total })}</Typography.Text>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore list={pages} summary={t('points.levels.count', { count: total, shown: items.length })} moreLabel={t('points.more')} allShownLabel={t('points.allShown')} />
        </>
      )}
    </PointsFrame>
  );
}
