import { RelativeTime } from '../../../components/relative-time';
import type { ContactItem } from '@portal/contracts/address-book';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../components/data-table';
import { ContactRowActions, useContactEmptyText } from './contact-row-actions';
import type { ContactRowsProps } from './contact-rows';

// Two lines in one cell: the name and its English form.
function TwoNames({ main, second }: { main: string; second: string | null }) {
  return (
    <>
      <CellText text={main} />
      <CellText text={second} secondary />
    </>
  );
}

// The customer or supplier list with selection (kept across pages for "export selected").
export function ContactTable({ kind, data, loading, load, filtered, paging, selected, onSelect, onEdit }: ContactRowsProps) {
  const { t } = useTranslation();

  const columns: DataColumn<ContactItem>[] = [
    { title: t('address-book.contact.name'), key: 'name', width: 150, render: (_, c) => <TwoNames main={c.name} second={c.nameEn} /> },
    { title: t('address-book.contact.company'), key: 'company', width: 170, render: (_, c) => <TwoNames main={c.company} second={c.companyEn} /> },
    { title: t('address-book.contact.phone'), key: 'phone', width: 150, render: (_, c) => <CellText text={`+${c.areaCode} ${c.phone}`} /> },
    { title: t('address-book.contact.marks'), key: 'marks', dataIndex: 'marks', width: 130 },
    { title: t('address-book.contact.email'), key: 'email', dataIndex: 'email', width: 170 },
    { title: t('address-book.contact.address'), key: 'address', dataIndex: 'address', width: 200 },
    { title: t('address-book.contact.group'), key: 'group', dataIndex: 'groupTitle', width: 120 },
    { title: t('address-book.contact.createTime'), key: 'createTime', dataIndex: 'createTime', width: 160, render: (time: string) => <RelativeTime value={time} /> },
    {
      title: t('address-book.actions'),
      key: ACTIONS_COLUMN,
      width: 150,
      render: (_, contact) => (
        <Space size={0}>
          <ContactRowActions kind={kind} contact={contact} selected={selected} onSelect={onSelect} onEdit={onEdit} />
        </Space>
      ),
    },
  ];
  const empty = useContactEmptyText(kind, filtered);

  return (
    <DataTable<ContactItem>
      rowKey="id"
      columns={columns}
      dataSource={data?.list}
      loading={loading}
      load={load}
      emptyText={empty}
      rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => onSelect(keys.map(Number)) }}
      pagination={{
        current: paging.pageNo,
        pageSize: paging.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('address-book.total', { total }),
        onChange: paging.onChange,
      }}
    />
  );
}
