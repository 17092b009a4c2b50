import type { AbnormalItem } from '@portal/contracts/abnormal';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIONS_COLUMN, DataTable, type DataColumn, type LoadState } from '../../../components/data-table';
import { CellText } from '../../../components/cell-text';
import { RelativeTime } from '../../../components/relative-time';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import { STATUS_COLOR, statusKey } from '../abnormal-display';

interface AbnormalTableProps {
  rows: AbnormalItem[];
  loading: boolean;
  load: LoadState;
  onView: (item: AbnormalItem) => void;
  onHandle: (item: AbnormalItem) => void;
}

// The items: order, type, description, proposed amount, status, files, handler and time, with
// View (the drawer) and Handle (while it is the member's turn).
export function AbnormalTable({ rows, loading, load, onView, onHandle }: AbnormalTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataColumn<AbnormalItem>[] = [
    { key: 'orderNo', title: t('abnormal.list.orderNo'), dataIndex: 'orderNo', width: 160 },
    { key: 'type', title: t('abnormal.list.type'), width: 170, render: (_, item) => <CellText text={t(`abnormal.type.${item.type}`)} /> },
    { key: 'description', title: t('abnormal.list.description'), dataIndex: 'description', width: 240 },
    {
      key: 'amount',
      title: t('abnormal.list.amount'),
      width: 120,
      render: (_, item) =>
        item.claim
          ? t('abnormal.claim.claimed', { amount: formatMinor(item.claim.amount, item.claim.currency, locale) })
          : item.amount === null || item.currency === null
            ? t('abnormal.list.noAmount')
            : formatMinor(item.amount, item.currency, locale),
    },
    {
      key: 'status',
      title: t('abnormal.list.status'),
      width: 150,
      render: (_, item) => <Tag color={STATUS_COLOR[item.status]}>{t(statusKey(item))}</Tag>,
    },
    { key: 'files', title: t('abnormal.list.files'), width: 90, render: (_, item) => t('abnormal.list.fileCount', { count: item.files.length }) },
    { key: 'handler', title: t('abnormal.list.handler'), width: 120, render: (_, item) => <CellText text={item.handler} /> },
    { key: 'time', title: t('abnormal.list.time'), width: 170, render: (_, item) => <RelativeTime value={item.handlerTime ?? item.createTime} /> },
    {
      key: ACTIONS_COLUMN,
      title: t('abnormal.list.operation'),
      width: 150,
      render: (_, item) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => onView(item)} aria-label={`${t('abnormal.list.view')} ${item.orderNo}`}>
            {t('abnormal.list.view')}
          </Button>
          {item.actions.length > 0 ? (
            <Button type="link" size="small" onClick={() => onHandle(item)} aria-label={`${t('abnormal.list.handle')} ${item.orderNo}`}>
              {t('abnormal.list.handle')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return <DataTable<AbnormalItem> rowKey="id" columns={columns} dataSource={rows} loading={loading} load={load} emptyText={t('abnormal.list.empty')} pagination={false} />;
}
