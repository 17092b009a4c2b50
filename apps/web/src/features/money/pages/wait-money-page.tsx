import { Button, Card, Empty, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import { useWaitMoney } from '../api/balance-api';
import { BalanceList } from '../components/balance-list';

// /jiedao/jd-waitmoneyorder: what the member still owes, in total per currency and order by
// order (as shipper, and as consignee for the fees the consignee pays).
export function WaitMoneyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = useWaitMoney();
  const title = (
    <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
      {t('money.waitMoney.title')}
    </Typography.Title>
  );
  if (pages.isError && !pages.data) {
    return (
      <Card>
        {title}
        <LazyLoadError onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
      </Card>
    );
  }
  if (!pages.data) {
    return (
      <Card>
        {title}
        <Skeleton active aria-busy />
      </Card>
    );
  }
  const first = pages.data.pages[0];
  const items = pages.data.pages.flatMap((page) => page.list);
  const totals = first?.totals ?? [];
  return (
    <Flex vertical gap={16}>
      <Card>
        {title}
        <Typography.Paragraph type="secondary">{t('money.waitMoney.intro')}</Typography.Paragraph>
        {totals.length ? (
          <section aria-label={t('money.waitMoney.totals')}>
            <Flex wrap gap={24}>
              {totals.map((total) => (
                <Statistic key={total.currency} title={t('money.waitMoney.totalIn', { currency: total.currency })} value={formatMinor(total.outstanding, total.currency, locale)} />
              ))}
            </Flex>
          </section>
        ) : null}
      </Card>
      {items.length === 0 ? (
        <Card>
          <Empty description={t('money.waitMoney.empty')} />
        </Card>
      ) : (
        <>
          <Typography.Text type="secondary" role="status">
            {t('money.waitMoney.count', { count: first?.total ?? items.length })}
          </Typography.Text>
          <BalanceList items={items} />
          {pages.isFetchNextPageError ? <LazyLoadError onRetry={() => void pages.fetchNextPage()} retrying={pages.isFetchingNextPage} /> : null}
          {pages.hasNextPage && !pages.isFetchNextPageError ? (
            <Flex justify="center">
              <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
                {t('money.waitMoney.more')}
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Flex>
  );
}
