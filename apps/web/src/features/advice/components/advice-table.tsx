import { RelativeTime } from '../../../components/relative-time';
import type { AdviceItem } from '@portal/contracts/advice';
import { COMPLAINT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, DataTable, type DataColumn, type LoadState } from '../../../components/data-table';
import { CellText } from '../../../components/cell-text';
import { statusColor, statusKey } from '../advice-display';
import { WaitingTag } from './waiting-tag';

interface AdviceTableProps {
  kind: AdviceKind;
  rows: AdviceItem[];
  loading: boolean;
  load: LoadState;
  onView: (item: AdviceItem) => void;
}

// The member's threads of one kind: title, order, (complaint type), status, the wait against
// the promised reply (complaints), opened and replied times, and View.
export function AdviceTable({ kind, rows, loading, load, onView }: AdviceTableProps) {
  const { t } = useTranslation();
  const complaint = kind === 'complaint';
  const columns: DataColumn<AdviceItem>[] = [
    { key: 'title', title: t('advice.field.title'), dataIndex: 'title', width: 220 },
    { key: 'orderNo', title: t('advice.field.orderNo'), dataIndex: 'orderNo', width: 150 },
    ...(complaint
      ? [{ key: 'type', title: t('advice.field.type'), width: 150, render: (_: unknown, item: AdviceItem) => <CellText text={item.type ? t(`advice.complaintType.${item.type as '1'}`) : null} /> }]
      : []),
    {
      key: 'status',
      title: t('advice.field.status'),
      width: 140,
      render: (_, item) => <Tag color={statusColor(item.kind, item.status)}>{t(statusKey(item.kind, item.status))}</Tag>,
    },
    ...(complaint
      ? [
          {
            key: 'waiting',
            title: t('advice.field.waiting'),
            width: 190,
            render: (_: unknown, item: AdviceItem) =>
              item.status === COMPLAINT_STATUS.pending || item.status === COMPLAINT_STATUS.processing ? <WaitingTag item={item} /> : '—',
          },
        ]
      : []),
    { key: 'createTime', title: t('advice.field.createTime'), width: 170, render: (_, item) => <RelativeTime value={item.createTime} /> },
    { key: 'replyTime', title: t('advice.field.replyTime'), width: 170, render: (_, item) => (item.replyTime ? <RelativeTime value={item.replyTime} /> : '—') },
    {
      key: ACTIONS_COLUMN,
      title: t('advice.list.operation'),
      width: 100,
      render: (_, item) => (
        <Button type="link" size="small" onClick={() => onView(item)} aria-label={t('advice.list.viewOne', { title: item.title })}>
          {t('advice.list.view')}
        </Button>
      ),
    },
  ];
  return <DataTable<AdviceItem> rowKey="id" columns={columns} dataSource={rows} loading={loading} load={load} emptyText={t(`advice.list.empty.${kind}`)} pagination={false} />;
}
