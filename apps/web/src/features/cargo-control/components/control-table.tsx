import type { ControlOrder } from '@portal/contracts/cargo-control';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellText } from '../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn, type LoadState } from '../../../components/data-table';
import { formatDateTime, formatKg, formatM3 } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { ControlActions } from './control-actions';
import type { OpenControlDialog } from './control-dialogs';
import { ControlStatusTag, detailHref } from './control-display';

// What the desk table and the phone cards both draw from.
export interface ControlRowsProps {
  rows: ControlOrder[];
  loading: boolean;
  load: LoadState;
  emptyText: string;
  open: OpenControlDialog;
}

// The desk list: order (to its detail), status tags, cartons (in warehouse / controlled /
// released / left), volume and weight, dates, the caller's role and the actions.
export function ControlTable({ rows, loading, load, emptyText, open }: ControlRowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (value: number) => <CellText text={String(value)} />;
  const columns: DataColumn<ControlOrder>[] = [
    {
      title: t('cargo-control.field.orderNo'),
      key: 'orderNo',
      width: 170,
      render: (_, order) => (
        <Link to={detailHref(order.id)} style={{ overflowWrap: 'anywhere' }}>
          {order.orderNo}
        </Link>
      ),
    },
    { title: t('cargo-control.field.marks'), key: 'marks', dataIndex: 'marks', width: 110 },
    {
      title: t('cargo-control.field.status'),
      key: 'status',
      width: 150,
      render: (_, order) => (
        <Flex wrap gap={4}>
          <ControlStatusTag status={order.cargoControlStatus} />
          <span>{t(`orders.status.${order.status}`)}</span>
        </Flex>
      ),
    },
    { title: t('cargo-control.field.sumNum'), key: 'sumNum', width: 100, align: 'right', render: (_, order) => number(order.sumNum) },
    { title: t('cargo-control.field.sumConNum'), key: 'sumConNum', width: 100, align: 'right', render: (_, order) => number(order.sumConNum) },
    { title: t('cargo-control.field.releasedNum'), key: 'releasedNum', width: 90, align: 'right', render: (_, order) => number(order.releasedNum) },
    { title: t('cargo-control.field.remainNum'), key: 'remainNum', width: 100, align: 'right', render: (_, order) => number(order.remainNum) },
    { title: t('cargo-control.field.sumVolume'), key: 'sumVolume', width: 100, align: 'right', render: (_, order) => formatM3(order.sumVolume, locale) },
    { title: t('cargo-control.field.sumWeight'), key: 'sumWeight', width: 100, align: 'right', render: (_, order) => formatKg(order.sumWeight, locale) },
    { title: t('cargo-control.field.inTime'), key: 'inTime', width: 160, render: (_, order) => <CellText text={formatDateTime(order.inTime)} /> },
    { title: t('cargo-control.field.unloadTime'), key: 'unloadTime', width: 160, render: (_, order) => <CellText text={formatDateTime(order.unloadTime)} /> },
    {
      title: t('cargo-control.field.lockConsigneeTime'),
      key: 'lockConsigneeTime',
      width: 170,
      render: (_, order) => <CellText text={formatDateTime(order.lockConsigneeTime)} />,
    },
    { title: t('cargo-control.field.viewerRole'), key: 'viewerRole', width: 120, render: (_, order) => <CellText text={t(`cargo-control.role.${order.viewerRole}`)} /> },
    { title: t('cargo-control.field.actions'), key: ACTIONS_COLUMN, width: 170, render: (_, order) => <ControlActions order={order} open={open} /> },
  ];
  return <DataTable<ControlOrder> rowKey="id" columns={columns} dataSource={rows} loading={loading} load={load} emptyText={emptyText} pagination={false} />;
}
