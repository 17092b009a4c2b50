import { memberMayCancel, memberMayFollowUp, memberMayRate, type AdviceDetail } from '@portal/contracts/advice';
import { COMPLAINT_STATUS } from '@portal/contracts/advice-status';
import { Button, Descriptions, Divider, Drawer, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { PageLoading } from '../../../components/page-loading';
import { feedback } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useIsMobile } from '../../../lib/use-media-query';
import { statusColor, statusKey } from '../advice-display';
import { useAdvice, useCancelAdvice } from '../api/advice-api';
import { AdviceFiles } from './advice-files';
import { RateAnswer, ReplyForm } from './thread-actions';
import { WaitingTag } from './waiting-tag';

function Thread({ item }: { item: AdviceDetail }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('advice.detail.thread')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <li>
        <Message who={t('advice.detail.you')} time={item.createTime} content={item.content} mine>
          <AdviceFiles files={item.files} />
        </Message>
      </li>
      {item.messages.map((m) => (
        <li key={m.id}>
          <Message who={m.author === 'staff' ? (m.authorName ?? t('advice.detail.service')) : t('advice.detail.you')} time={m.time} content={m.content} mine={m.author === 'member'}>
            <AdviceFiles files={m.files} />
          </Message>
        </li>
      ))}
    </ol>
  );
}

function Message({ who, time, content, mine, children }: { who: string; time: string; content: string; mine: boolean; children: ReactNode }) {
  return (
    <article
      style={{
        borderRadius: 8,
        padding: '8px 12px',
        background: mine ? 'var(--ant-color-fill-quaternary, #f5f5f5)' : 'var(--ant-color-primary-bg, #e6f4ff)',
        marginInlineStart: mine ? 0 : 24,
        marginInlineEnd: mine ? 24 : 0,
      }}
    >
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{who}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(time)}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</Typography.Paragraph>
      {children}
    </article>
  );
}

// One thread: its fields, the wait against the promised reply (open complaints), the messages
// of both sides, and what the member may do now: follow up, rate the answer, cancel a complaint.
export function AdviceDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const query = useAdvice(id);
  const cancel = useCancelAdvice();
  const item = query.data;
  const state = item ? { kind: item.kind, status: item.status, closed: item.closed } : null;

  const askCancel = (thread: AdviceDetail) =>
    feedback.confirm({
      title: t('advice.cancel.title'),
      content: t('advice.cancel.content', { title: thread.title }),
      okText: t('advice.cancel.ok'),
      cancelText: t('advice.cancel.back'),
      okButtonProps: { danger: true },
      onOk: () => cancel.mutateAsync(thread.id).then(() => feedback.success(t('advice.cancel.done'))),
    });

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 600}
      title={item ? item.title : t('advice.title')}
      extra={
        item && state && memberMayCancel(state) ? (
          <Button danger onClick={() => askCancel(item)}>
            {t('advice.cancel.button')}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <LazyLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !item || !state ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'kind', label: t('advice.field.kind'), children: t(`advice.kind.${item.kind}`) },
              ...(item.type ? [{ key: 'type', label: t('advice.field.type'), children: t(`advice.complaintType.${item.type as '1'}`) }] : []),
              {
                key: 'status',
                label: t('advice.field.status'),
                children: (
                  <Flex gap={4} wrap>
                    <Tag color={statusColor(item.kind, item.status)}>{t(statusKey(item.kind, item.status))}</Tag>
                    {item.closed && item.status !== COMPLAINT_STATUS.cancelled ? <Tag>{t('advice.detail.closed')}</Tag> : null}
                  </Flex>
                ),
              },
              ...(item.kind === 'complaint' && (item.status === COMPLAINT_STATUS.pending || item.status === COMPLAINT_STATUS.processing)
                ? [{ key: 'waiting', label: t('advice.field.waiting'), children: <WaitingTag item={item} /> }]
                : []),
              { key: 'due', label: t('advice.field.replyDue'), children: formatDateTime(item.replyDueAt, 'YYYY-MM-DD HH:mm') },
              { key: 'orderNo', label: t('advice.field.orderNo'), children: item.orderNo },
              { key: 'contact', label: t('advice.field.contact'), children: `${item.contact} · +${item.areaCode} ${item.phone}` },
            ]}
          />
          <Typography.Text type="secondary">{t('advice.detail.hours')}</Typography.Text>
          <section aria-labelledby="advice-thread-title">
            <Typography.Title level={2} id="advice-thread-title" style={{ fontSize: 16 }}>
              {t('advice.detail.thread')}
            </Typography.Title>
            <Thread item={item} />
          </section>
          {memberMayRate(item) || item.rating !== null ? (
            <>
              <Divider style={{ margin: 0 }} />
              <RateAnswer item={item} />
            </>
          ) : null}
          {memberMayFollowUp(state) ? (
            <>
              <Divider style={{ margin: 0 }} />
              <ReplyForm item={item} />
            </>
          ) : (
            <Typography.Text type="secondary">{t('advice.detail.noMoreReplies')}</Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
