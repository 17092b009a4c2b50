import { RelativeTime } from '../../../components/relative-time';
import type { ExchangeItem } from '@portal/contracts/gifts';
import { GIFT_EXCHANGE_STATUSES, type GiftExchangeStatus } from '@portal/contracts/statuses';
import { Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { LoadMore } from '../../../components/load-more';
import { PlainCard, Pill } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useExchanges } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { EXCHANGE_STATUS_TONE, formatPoints } from '../gift-display';
import styles from '../gifts.module.css';

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
    <PlainCard title={t('gifts.log.title')} level={1} extra={<Link to="/jiedao/jd-exchange-operate">{t('gifts.log.toCatalogue')}</Link>}>
      <div className={styles.stack}>
        <FilterTabs
          label={t('gifts.log.tabs')}
          items={(['all', ...GIFT_EXCHANGE_STATUSES] as const).map((tab) => ({ key: String(tab), label: tab === 'all' ? t('gifts.log.all') : t(`gifts.exchangeStatus.${tab}`) }))}
          active={String(status)}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        />
        <section aria-label={t('gifts.log.list')}>
          {list.isPending ? <TableLoading /> : null}
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
      </div>
    </PlainCard>
  );
}

function ExchangeCard({ item, locale }: { item: ExchangeItem; locale: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.item} ${styles.exchange}`} role="article" aria-label={`${item.giftName} ${item.exchangeNo}`}>
      <div className={styles.thumb}>
        <GiftImage src={item.giftImage} size={72} />
      </div>
      <div className={styles.tight} style={{ flex: 1 }}>
        <div className={styles.between}>
          <span className={styles.cut} title={item.giftName}>
            {item.giftName} × {item.quantity}
          </span>
          <Pill tone={EXCHANGE_STATUS_TONE[item.status]}>{t(`gifts.exchangeStatus.${item.status}`)}</Pill>
        </div>
        <span className={styles.secondary}>{item.exchangeNo}</span>
        <span>{t('gifts.log.spent', { count: item.totalPoints, points: formatPoints(item.totalPoints, locale) })}</span>
        <span className={styles.secondary}>
          <RelativeTime value={item.createTime} pattern="YYYY-MM-DD HH:mm" />
        </span>
        <Link to={`/jiedao/jd-exchange-details?id=${item.id}`} aria-label={t('gifts.log.detailsOf', { number: item.exchangeNo })}>
          {t('gifts.log.details')}
        </Link>
      </div>
    </div>
  );
}
