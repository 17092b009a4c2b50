import { PlusOutlined } from '@ant-design/icons';
import type { AddressItem } from '@portal/contracts/address-book';
import { Button, Space, Tag } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useAddressPage, useDeleteAddress, useSetDefaultAddress } from '../api/address-book-api';
import { DeleteButton } from '../components/delete-button';

const PAGE_SIZE = 10;

// The form (its selects, rules and region lists) loads when first opened.
const AddressFormModal = lazy(() => import('../components/address-form-modal').then((module) => ({ default: module.AddressFormModal })));

// /jiedao/jd-address-manager: the member's addresses, the default first.
export function AddressPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  // null: a new address; undefined: the form is closed.
  const [editing, setEditing] = useState<AddressItem | null | undefined>(undefined);
  const { data, isFetching, isError, refetch } = useAddressPage({ pageNo, pageSize: PAGE_SIZE });
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();

  const makeDefault = (address: AddressItem) =>
    setDefault.mutate(address.id, { onSuccess: () => feedback.success(t('address-book.address.defaultSet')) });

  const columns: DataColumn<AddressItem>[] = [
    {
      title: t('address-book.address.name'),
      key: 'name',
      width: 170,
      render: (_, address) => (
        <>
          <CellText text={address.name} />
          {address.isDefault ? <Tag color="blue">{t('address-book.address.isDefault')}</Tag> : null}
        </>
      ),
    },
    { title: t('address-book.address.phone'), key: 'phone', width: 160, render: (_, a) => <CellText text={`+${a.areaCode} ${a.phone}`} /> },
    {
      title: `${t('address-book.address.country')} / ${t('address-book.address.city')}`,
      key: 'place',
      width: 180,
      render: (_, a) => <CellText text={`${placeName(a.country, locale)} / ${placeName(a.city, locale)}`} />,
    },
    { title: t('address-book.address.fullAddress'), key: 'address', dataIndex: 'address', width: 260 },
    {
      title: t('address-book.actions'),
      key: ACTIONS_COLUMN,
      width: 220,
      render: (_, address) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => setEditing(address)}>
            {t('address-book.edit')}
          </Button>
          {address.isDefault ? null : (
            <Button type="link" onClick={() => makeDefault(address)}>
              {t('address-book.address.makeDefault')}
            </Button>
          )}
          <DeleteButton
            confirm={t('address-book.address.deleteConfirm')}
            content={t('address-book.address.deleteContent', { name: address.name })}
            onDelete={() => remove.mutateAsync(address.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <ListCard
      title={t('routes.addresses')}
      actions={[{ key: 'add', primary: true, icon: <PlusOutlined />, label: t('address-book.address.add'), onClick: () => setEditing(null) }]}
    >
      <DataTable<AddressItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.list}
        loading={isFetching}
        load={{ failed: isError, onRetry: () => void refetch() }}
        emptyText={t('address-book.address.empty')}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t('address-book.total', { total }),
          onChange: setPageNo,
        }}
      />
      <Suspense fallback={null}>{editing !== undefined ? <AddressFormModal address={editing} onClose={() => setEditing(undefined)} /> : null}</Suspense>
    </ListCard>
  );
}
