import { PlusOutlined } from '@ant-design/icons';
import type { AddressItem } from '@portal/contracts/address-book';
import { Button, Card, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { useAddressPage, useDeleteAddress, useSetDefaultAddress } from '../api/address-book-api';
import { AddressFormModal } from '../components/address-form-modal';
import { DeleteButton } from '../components/delete-button';
import { placeName } from '../components/region-fields';
import { useKeyboardScrollable } from '../../../components/use-keyboard-scrollable';

const PAGE_SIZE = 10;

// /jiedao/jd-address-manager: the member's addresses, the default first.
export function AddressPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  // null: a new address; undefined: the form is closed.
  const [editing, setEditing] = useState<AddressItem | null | undefined>(undefined);
  const { data, isFetching } = useAddressPage({ pageNo, pageSize: PAGE_SIZE });
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();

  const makeDefault = (address: AddressItem) =>
    setDefault.mutate(address.id, { onSuccess: () => feedback.success(t('address-book.address.defaultSet')) });

  const columns: TableColumnsType<AddressItem> = [
    {
      title: t('address-book.address.name'),
      dataIndex: 'name',
      render: (name: string, address) => (
        <Space size={4} wrap>
          {name}
          {address.isDefault ? <Tag color="blue">{t('address-book.address.isDefault')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('address-book.address.phone'), key: 'phone', render: (_, a) => `+${a.areaCode} ${a.phone}` },
    {
      title: `${t('address-book.address.country')} / ${t('address-book.address.city')}`,
      key: 'place',
      render: (_, a) => `${placeName(a.country, locale)} / ${placeName(a.city, locale)}`,
    },
    { title: t('address-book.address.fullAddress'), dataIndex: 'address' },
    {
      title: t('address-book.actions'),
      key: 'actions',
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

  const scrollable = useKeyboardScrollable();
  return (
    <Card
      title={t('routes.addresses')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('address-book.address.add')}
        </Button>
      }
    >
      <Table<AddressItem>
        ref={scrollable}
        rowKey="id"
        columns={columns}
        dataSource={data?.list}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('address-book.address.empty')} /> }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t('address-book.total', { total }),
          onChange: setPageNo,
        }}
      />
      {editing !== undefined ? <AddressFormModal address={editing} onClose={() => setEditing(undefined)} /> : null}
    </Card>
  );
}
