import { PlusOutlined } from '@ant-design/icons';
import { ADVICE_KINDS, adviceKindOf, adviceStatusesOf, type AdviceKind } from '@portal/contracts/advice-status';
import { Button, Flex, Typography } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-paint';
import { FilterTabs } from '../../../components/filter-tabs';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useIsMobile } from '../../../lib/use-media-query';
import { kindSearch, statusKey } from '../advice-display';
import { useAdviceList } from '../api/advice-api';

// The list's table (or a phone's cards) after the card's first paint; dialogs when opened
// (docs/web.md, "A list page").
const AdviceTable = lazy(() => import('../components/advice-table').then((m) => ({ default: m.AdviceTable })));
const AdviceCards = lazy(() => import('../components/advice-cards').then((m) => ({ default: m.AdviceCards })));
const AdviceDrawer = lazy(() => import('../components/advice-drawer').then((m) => ({ default: m.AdviceDrawer })));
const AdviceForm = lazy(() => import('../components/advice-form').then((m) => ({ default: m.AdviceForm })));

// /jiedao/jd-advice?type=consult&dtype=1|2 (consultations, suggestions) or ?type=complaint
// (the complaint shortcut): the member's threads of that kind by status, "Load more" pages,
// a new one in a dialog, and the thread in a drawer (?id=).
export function AdvicePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const kind = adviceKindOf(params.get('type'), params.get('dtype'));
  const statusParam = Number(params.get('status'));
  const status = adviceStatusesOf(kind).includes(statusParam) ? statusParam : undefined;
  const openId = Number(params.get('id')) || undefined;
  const list = useAdviceList({ kind, status });
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const [writing, setWriting] = useState(false);
  const phone = useIsMobile();

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const shared = {
    kind,
    rows,
    loading: list.isPending || list.isFetching,
    load: { failed: list.isError && rows.length === 0, onRetry: () => void list.refetch() },
    onView: (item: { id: number }) => setParam('id', String(item.id)),
  };
  const setKind = (next: AdviceKind) => setParams(new URLSearchParams(kindSearch(next)), { replace: true });

  return (
    <PlainCard>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('advice.title')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setWriting(true)}>
            {t(`advice.new.${kind}`)}
          </Button>
        </Flex>
        <FilterTabs
          label={t('advice.kinds.label')}
          items={ADVICE_KINDS.map((k) => ({ key: k, label: t(`advice.kind.${k}`) }))}
          active={kind}
          onChange={(key) => setKind(key as AdviceKind)}
        />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`advice.intro.${kind}`)}
        </Typography.Paragraph>
        <FilterTabs
          label={t('advice.statuses.label')}
          items={[{ key: 'all', label: t('advice.statuses.all') }, ...adviceStatusesOf(kind).map((s) => ({ key: String(s), label: t(statusKey(kind, s)) }))]}
          active={status === undefined ? 'all' : String(status)}
          onChange={(key) => setParam('status', key === 'all' ? null : key)}
        />
        <section aria-label={t(`advice.list.label.${kind}`)}>
          <AfterFirstPaint fallback={<TableLoading />}>
            {phone ? <AdviceCards {...shared} /> : <AdviceTable {...shared} />}
          </AfterFirstPaint>
        </section>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" aria-live="polite">
            {first?.total !== null && first?.total !== undefined ? t('advice.list.total', { total: formatListTotal(first.total, first.totalCapped, locale) }) : ''}
          </Typography.Text>
          {list.hasNextPage ? (
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('advice.list.loadMore')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Suspense fallback={null}>
        {openId ? <AdviceDrawer id={openId} onClose={() => setParam('id', null)} /> : null}
        {writing ? <AdviceForm kind={kind} onClose={() => setWriting(false)} onCreated={(id) => setParam('id', String(id))} /> : null}
      </Suspense>
    </PlainCard>
  );
}
