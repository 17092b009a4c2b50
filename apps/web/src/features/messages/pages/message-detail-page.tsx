import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LinkedText } from '../../../components/linked-text';
import { PlainCard } from '../../../components/plain-card';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { refreshAfterRead, useMessage } from '../api';
import { TYPE_COLOR, TYPE_TEXT } from '../message-display';

// /jiedao/jd-messagedetail?id=: one message; opening it marks it read, so the list and the
// sidebar badge are refreshed once it has loaded.
export function MessageDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const message = useMessage(id);
  const client = useQueryClient();
  const loaded = message.data?.id;

  useEffect(() => {
    if (loaded !== undefined) void refreshAfterRead(client);
  }, [loaded, client]);

  const back = (
    <Link to="/jiedao/jd-message">
      <ArrowLeftOutlined aria-hidden /> {t('messages.back')}
    </Link>
  );
  if (id === undefined || (message.error instanceof ApiError && message.error.is('MESSAGE_NOT_FOUND'))) {
    return (
      <PlainCard>
        <Flex vertical gap={16}>
          <Typography.Text>{t('messages.notFound')}</Typography.Text>
          {back}
        </Flex>
      </PlainCard>
    );
  }
  if (message.isError) {
    return <LazyLoadError onRetry={() => void message.refetch()} retrying={message.isFetching} />;
  }
  if (!message.data) {
    return (
      <PlainCard aria-busy>
        <Skeleton active paragraph={{ rows: 4 }} />
      </PlainCard>
    );
  }
  const data = message.data;
  return (
    <PlainCard>
      <Flex vertical gap={12}>
        {back}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Tag color={TYPE_COLOR[data.type]}>{t(TYPE_TEXT[data.type])}</Tag>
          <Typography.Text type="secondary">
            <time dateTime={data.createTime}>{formatDateTime(data.createTime)}</time>
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
          <LinkedText text={data.content} />
        </Typography.Paragraph>
      </Flex>
    </PlainCard>
  );
}
