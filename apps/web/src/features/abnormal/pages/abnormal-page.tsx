import type { AbnormalItem } from '@portal/contracts/abnormal';
import { ABNORMAL_STATUS, ABNORMAL_STATUSES, type AbnormalStatus } from '@portal/contracts/statuses';
import { Button, Card, Flex, Typography } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useAbnormalList } from '../api/abnormal-api';
import { AbnormalTable } from '../components/abnormal-table';

// The drawer, the handling form and the claim form load when first opened (their descriptions,
// timeline, form and rules are not needed to show the list).
const AbnormalDrawer = lazy(() => import('../components/abnormal-drawer').then((module) => ({ default: module.AbnormalDrawer })));
const HandleDialog = lazy(() => import('../components/handle-dialog').then((module) => ({ default: module.HandleDialog })));
const ClaimDialog = lazy(() => import('../components/claim-dialog').then((module) => ({ default: module.ClaimDialog })));

// Tabs in the order a member works through them.
const TABS: readonly (AbnormalStatus | 'all')[] = [ABNORMAL_STATUS.toHandle, ABNORMAL_STATUS.disputed, ABNORMAL_STATUS.finished, 'all'];

function statusOf(value: string | null): AbnormalStatus | 'all' {
  const n = Number(value);
  if (value === 'all') return 'all';
  return value !== null && (ABNORMAL_STATUSES as readonly number[]).includes(n) ? (n as AbnormalStatus) : ABNORMAL_STATUS.toHandle;
}

// /jiedao/jd-abnormal?status=&id=&claim=: the member's exceptions by status, "Load more" pages,
// the detail drawer (?id=, so an order's detail can link to one), the handle dialog, and the
// claim dialog (?claim=<order id>, opened from the order's detail).
export function AbnormalPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const openId = Number(params.get('id')) || undefined;
  const claimOrderId = Number(params.get('claim')) || undefined;
  const list = useAbnormalList(status === 'all' ? {} : { status });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const [handling, setHandling] = useState<AbnormalItem | null>(null);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('abnormal.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('abnormal.intro')} {t('abnormal.claim.howTo')}
        </Typography.Paragraph>
        <FilterTabs
          label={t('abnormal.tabs.label')}
          items={TABS.map((tab) => ({ key: String(tab), label: t(`abnormal.tabs.${tab}`) }))}
          active={String(status)}
          onChange={(key) => setParam('status', key)}
        />
        <section aria-label={t('abnormal.list.label')}>
          <AbnormalTable
            rows={rows}
            loading={list.isPending || list.isFetching}
            load={{ failed: list.isError && rows.length === 0, onRetry: () => void list.refetch() }}
            onView={(item) => setParam('id', String(item.id))}
            onHandle={setHandling}
          />
        </section>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" aria-live="polite">
            {first?.total !== null && first?.total !== undefined ? t('abnormal.list.total', { count: first.total, total: formatListTotal(first.total, first.totalCapped, locale) }) : ''}
          </Typography.Text>
          {list.hasNextPage ? (
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('abnormal.list.loadMore')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        {openId ? <AbnormalDrawer id={openId} onClose={() => setParam('id', null)} onHandle={setHandling} /> : null}
        {handling ? <HandleDialog item={handling} onClose={() => setHandling(null)} /> : null}
        {claimOrderId ? (
          <ClaimDialog
            orderId={claimOrderId}
            onClose={() => setParam('claim', null)}
            onFiled={(item) => {
              // The new claim, awaiting our answer: its tab and its drawer.
              const next = new URLSearchParams(params);
              next.delete('claim');
              next.set('status', String(item.status));
              next.set('id', String(item.id));
              setParams(next, { replace: true });
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
