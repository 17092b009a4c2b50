import { RelativeTime } from '../../../components/relative-time';
import { Empty } from 'antd';
import { Pill } from '../../../components/plain-card';
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
                <div className={styles.item}>
                  <div className={styles.start}>
                    <Pill tone="gold">{item.toLevel}</Pill>
                    <span>{item.fromLevel ? t('points.levels.change', { from: item.fromLevel, to: item.toLevel }) : item.toLevel}</span>
                  </div>
                  <div className={`${styles.row} ${styles.secondary}`} style={{ marginTop: 8 }}>
                    <RelativeTime value={item.createTime} pattern="YYYY-MM-DD HH:mm" />
                    <span>{t('points.levels.total', { count: item.total, total: item.total })}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={pages} summary={t('points.levels.count', { count: total, shown: items.length })} moreLabel={t('points.more')} allShownLabel={t('points.allShown')} />
        </>
      )}
    </PointsFrame>
  );
}
