import { ABNORMAL_STATUS, ABNORMAL_STATUSES, type AbnormalItem, type AbnormalStatus } from '@portal/contracts/abnormal';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useAbnormalList } from '../api/abnormal-api';
import { AbnormalDrawer } from '../components/abnormal-drawer';
import { AbnormalTable } from '../components/abnormal-table';
import { HandleDialog } from '../components/handle-dialog';

// Tabs in the order a member works through them.
const TABS: readonly (AbnormalStatus | 'all')[] = [ABNORMAL_STATUS.toHandle, ABNORMAL_STATUS.disputed, ABNORMAL_STATUS.finished, 'all'];

function statusOf(value: string | null): AbnormalStatus | 'all' {
  const n = Number(value);
  if (value === 'all') return 'all';
  return value !== null && (ABNORMAL_STATUSES as readonly number[]).includes(n) ? (n as AbnormalStatus) : ABNORMAL_STATUS.toHandle;
}

// /jiedao/jd-abnormal?status=&id=: the member's exceptions by status, "Load more" pages, the
// detail drawer (?id=, so an order's detail can link to one) and the handle dialog.
export function AbnormalPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const openId = Number(params.get('id')) || undefined;
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
          {t('abnormal.intro')}
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
      {openId ? <AbnormalDrawer id={openId} onClose={() => setParam('id', null)} onHandle={setHandling} /> : null}
      {handling ? <HandleDialog item={handling} onClose={() => setHandling(null)} /> : null}
    </Card>
  );
}
