import type { AbnormalDetail } from '@portal/contracts/abnormal';
import { Button, Descriptions, Drawer, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { PageLoading } from '../../../components/page-loading';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { formatMinor } from '../../../lib/money';
import { STATUS_COLOR, statusKey } from '../abnormal-display';
import { useAbnormal } from '../api/abnormal-api';
import { AbnormalFiles } from './abnormal-files';
import { ClaimAmounts, claimRows } from './claim-summary';
import { ClaimRules } from './claim-rules';

function Amounts({ item }: { item: AbnormalDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (item.claim) return <ClaimAmounts claim={item.claim} />;
  if (item.amount === null || item.currency === null) return <>{t('abnormal.list.noAmount')}</>;
  const proposed = formatMinor(item.amount, item.currency, locale);
  if (item.chargedAmount === null) return <>{proposed}</>;
  return (
    <>
      {proposed} · {t('abnormal.detail.charged')}: {item.chargedAmount === 0 ? t('abnormal.detail.waived') : formatMinor(item.chargedAmount, item.currency, locale)}
    </>
  );
}

// One item: its fields, the claim rules where they apply, and its history of steps, each with
// who, when, remarks and attachments. The Handle button opens the dialog while it is open.
export function AbnormalDrawer({ id, onClose, onHandle }: { id: number; onClose: () => void; onHandle: (item: AbnormalDetail) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const query = useAbnormal(id);
  const item = query.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 560}
      title={item ? t('abnormal.detail.title', { orderNo: item.orderNo }) : t('abnormal.title')}
      extra={
        item && item.actions.length > 0 ? (
          <Button type="primary" onClick={() => onHandle(item)}>
            {t('abnormal.list.handle')}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <LazyLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !item ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'order', label: t('abnormal.list.orderNo'), children: <Link to={`/jiedao/jd-orderdetail?id=${item.orderId}`}>{item.orderNo}</Link> },
              { key: 'type', label: t('abnormal.list.type'), children: t(`abnormal.type.${item.type}`) },
              { key: 'status', label: t('abnormal.list.status'), children: <Tag color={STATUS_COLOR[item.status]}>{t(statusKey(item))}</Tag> },
              ...claimRows(item.claim, t),
              { key: 'description', label: t('abnormal.list.description'), children: <span style={{ overflowWrap: 'anywhere' }}>{item.description}</span> },
              { key: 'amount', label: t(item.claim ? 'abnormal.claim.amountLabel' : 'abnormal.list.amount'), children: <Amounts item={item} /> },
              ...(item.action ? [{ key: 'action', label: t('abnormal.handle.action'), children: t(`abnormal.action.${item.action}`) }] : []),
              { key: 'handler', label: t('abnormal.list.handler'), children: item.handler ?? '—' },
              { key: 'time', label: t('abnormal.list.time'), children: formatDateTime(item.handlerTime ?? item.createTime) },
            ]}
          />
          <ClaimRules type={item.type} />
          <section aria-label={t('abnormal.detail.history')}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('abnormal.detail.history')}
            </Typography.Title>
            <Timeline
              items={[...item.steps].reverse().map((step) => ({
                key: step.id,
                children: (
                  <Flex vertical gap={4}>
                    <Typography.Text strong>
                      {t(`abnormal.step.${step.kind}`)}
                      {step.action && step.kind !== 'disputed' ? ` · ${t(`abnormal.action.${step.action}`)}` : ''}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t(`abnormal.actor.${step.actor}`)}
                      {step.actorName && step.actor === 'staff' ? ` (${step.actorName})` : ''} · <time dateTime={step.time}>{formatDateTime(step.time)}</time>
                    </Typography.Text>
                    {step.remarks ? <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{step.remarks}</Typography.Paragraph> : null}
                    {step.files.length ? <AbnormalFiles files={step.files} /> : null}
                  </Flex>
                ),
              }))}
            />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
