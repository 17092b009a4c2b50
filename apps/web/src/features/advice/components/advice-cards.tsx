import { RelativeTime } from '../../../components/relative-time';
import type { AdviceItem } from '@portal/contracts/advice';
import { COMPLAINT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';
import { Button, Descriptions, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import type { LoadState } from '../../../components/data-table';
import { statusColor, statusKey } from '../advice-display';
import { WaitingTag } from './waiting-tag';

// The phone list: one card per thread with its status, order, times and View.
export function AdviceCards({ kind, rows, loading, load, onView }: { kind: AdviceKind; rows: AdviceItem[]; loading: boolean; load: LoadState; onView: (item: AdviceItem) => void }) {
  const { t } = useTranslation();
  if (load.failed) return <LazyLoadError onRetry={load.onRetry} retrying={loading} />;
  if (rows.length === 0) return loading ? <TableLoading /> : <Empty description={t(`advice.list.empty.${kind}`)} />;
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((item) => (
        <li key={item.id}>
          <PlainCard size="small" title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{item.title}</span>}>
            <Flex wrap gap={4} style={{ marginBottom: 8 }}>
              <Tag color={statusColor(item.kind, item.status)}>{t(statusKey(item.kind, item.status))}</Tag>
              {item.kind === 'complaint' && (item.status === COMPLAINT_STATUS.pending || item.status === COMPLAINT_STATUS.processing) ? <WaitingTag item={item} /> : null}
            </Flex>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'orderNo', label: t('advice.field.orderNo'), children: item.orderNo },
                ...(item.type ? [{ key: 'type', label: t('advice.field.type'), children: t(`advice.complaintType.${item.type as '1'}`) }] : []),
                { key: 'createTime', label: t('advice.field.createTime'), children: <RelativeTime value={item.createTime} /> },
                ...(item.replyTime ? [{ key: 'replyTime', label: t('advice.field.replyTime'), children: <RelativeTime value={item.replyTime} /> }] : []),
              ]}
            />
            <Button block onClick={() => onView(item)} aria-label={t('advice.list.viewOne', { title: item.title })}>
              {t('advice.list.view')}
            </Button>
          </PlainCard>
        </li>
      ))}
    </Flex>
  );
}
