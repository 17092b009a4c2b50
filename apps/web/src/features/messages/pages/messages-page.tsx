import type { MessageItem, MessageQuery } from '@portal/contracts/messages';
import { MESSAGE_TYPE_VALUES, type MessageType } from '@portal/contracts/statuses';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadMore } from '../../../components/load-more';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useMarkRead, useMessageList, useReadAll, useUnreadCount } from '../api';
import { MessageList } from '../components/message-list';
import { MESSAGE_TABS, TYPE_TEXT } from '../message-display';

const READ_TABS = ['all', 'false', 'true'] as const;
type ReadTab = (typeof READ_TABS)[number];

function typeOf(value: string | null): MessageType | 'all' {
  return (MESSAGE_TYPE_VALUES as readonly string[]).includes(value ?? '') ? (value as MessageType) : 'all';
}

function readOf(value: string | null): ReadTab {
  return (READ_TABS as readonly string[]).includes(value ?? '') ? (value as ReadTab) : 'all';
}

// /jiedao/jd-message?type=&read=: the member's messages by type and read state, "Load more"
// pages, a read mark per message and "Mark all read"; each changes the sidebar badge.
export function MessagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const read = readOf(params.get('read'));
  const query: Pick<MessageQuery, 'type' | 'read'> = { ...(type === 'all' ? {} : { type }), ...(read === 'all' ? {} : { read }) };
  const list = useMessageList(query);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const readAll = useReadAll();
  const [marking, setMarking] = useState<number | null>(null);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const unreadTotal = unread.data?.total ?? 0;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const mark = (message: MessageItem) => {
    setMarking(message.id);
    markRead.mutate([message.id], { onSettled: () => setMarking(null) });
  };

  const typeLabel = (tab: MessageType | 'all') => {
    const name = tab === 'all' ? t('messages.tabs.all') : t(TYPE_TEXT[tab]);
    const count = unread.data ? (tab === 'all' ? unread.data.total : unread.data.byType[tab]) : 0;
    return count > 0 ? t('messages.tabs.withUnread', { name, count }) : name;
  };

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError && rows.length === 0) body = <LazyLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />;
  else body = <MessageList messages={rows} onMarkRead={mark} marking={marking} />;

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('messages.title')}
          </Typography.Title>
          <Button onClick={() => readAll.mutate()} loading={readAll.isPending} disabled={unreadTotal === 0}>
            {unreadTotal > 0 ? t('messages.readAllCount', { count: unreadTotal }) : t('messages.readAll')}
          </Button>
        </Flex>
        <FilterTabs
          label={t('messages.tabs.typeLabel')}
          items={MESSAGE_TABS.map((tab) => ({ key: tab, label: typeLabel(tab) }))}
          active={type}
          onChange={(key) => setParam('type', key)}
        />
        <FilterTabs
          label={t('messages.tabs.readLabel')}
          items={READ_TABS.map((tab) => ({ key: tab, label: t(`messages.tabs.read.${tab}`) }))}
          active={read}
          onChange={(key) => setParam('read', key)}
        />
        <section aria-label={t('messages.listLabel')} aria-busy={list.isFetching}>
          {body}
        </section>
        {first && rows.length > 0 ? (
          <LoadMore
            list={list}
            summary={first.total !== null ? t('messages.total', { count: first.total, total: formatListTotal(first.total, first.totalCapped, locale), shown: rows.length }) : ''}
            moreLabel={t('messages.loadMore')}
            allShownLabel={t('messages.allShown')}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
