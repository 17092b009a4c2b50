import type { OrderImportRowError } from '@portal/contracts/order-import';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

// The bad cells of an uploaded file: where each is (sheet, row, column) and the rule it breaks,
// in the words the order form uses.
export function ImportErrorsTable({ errors }: { errors: OrderImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<OrderImportRowError>
      size="small"
      rowKey={(row) => `${row.sheet}-${row.line}-${row.column}-${row.field}-${row.message}`}
      dataSource={errors}
      scroll={{ y: 280 }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        { title: t('order-import.import.errors.sheet'), dataIndex: 'sheet', width: 120, render: (sheet: OrderImportRowError['sheet']) => t(`order-import.import.errors.sheets.${sheet}`) },
        { title: t('order-import.import.errors.line'), dataIndex: 'line', width: 70 },
        {
          title: t('order-import.import.errors.column'),
          key: 'column',
          width: 170,
          render: (_, row) => (row.column ? `${row.column} · ${row.header}` : row.header),
        },
        { title: t('order-import.import.errors.message'), dataIndex: 'message' },
      ]}
    />
  );
}
