import type { AddressItem, ContactItem, ContactKind } from '@portal/contracts/address-book';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../../components/data-table';
import { Tabs } from '../../../../components/tabs';
import { useLocale } from '../../../../lib/i18n';
import { placeName } from '../../../../lib/place-name';
import { useAddresses, useContacts } from '../delivery-api';
import { partyOfAddress, partyOfContact, type PartyValues } from '../delivery-values';

// What the picker hands back: the party, and what else the book knows that the order can use
// (a customer's usual shipping mark, an address's place) when the form has none yet.
export interface PickedParty {
  party: PartyValues;
  marks?: string;
  area?: string;
  address?: string;
}

const PAGE_SIZE = 8;
// Addresses are few (one member's), and the server has no search for them: one page of the
// largest size, searched here.
const ADDRESS_PAGE = { pageNo: 1, pageSize: 100 };

function ChooseButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="link" onClick={onClick} aria-label={t('delivery.picker.chooseOne', { name })}>
      {t('delivery.picker.choose')}
    </Button>
  );
}

function ContactTab({ kind, keyword, onPick }: { kind: ContactKind; keyword: string; onPick: (picked: PickedParty) => void }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching, isError, refetch } = useContacts(kind, { pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined }, true);
  const columns: DataColumn<ContactItem>[] = [
    { title: t('orders.field.name'), key: 'name', dataIndex: 'name', width: 130 },
    { title: t('orders.field.company'), key: 'company', dataIndex: 'company', width: 150 },
    { title: t('orders.field.phone'), key: 'phone', width: 150, render: (_, c) => <CellText text={`+${c.areaCode} ${c.phone}`} /> },
    {
      title: t('delivery.picker.action'),
      key: ACTIONS_COLUMN,
      width: 100,
      render: (_, c) => (
        <ChooseButton name={c.name} onClick={() => onPick({ party: partyOfContact(c), marks: c.marks ?? undefined, address: c.address ?? undefined })} />
      ),
    },
  ];
  return (
    <DataTable<ContactItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={data?.list}
      loading={isFetching}
      load={{ failed: isError, onRetry: () => void refetch() }}
      emptyText={t('delivery.picker.empty')}
      pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, onChange: setPageNo, size: 'small' }}
    />
  );
}

function AddressTab({ keyword, onPick }: { keyword: string; onPick: (picked: PickedParty) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isFetching, isError, refetch } = useAddresses(ADDRESS_PAGE, true);
  const needle = keyword.trim().toLowerCase();
  const rows = (data?.list ?? []).filter((a) => !needle || [a.name, a.phone, a.address].some((text) => text.toLowerCase().includes(needle)));
  const place = (a: AddressItem) => `${placeName(a.country, locale)} / ${placeName(a.city, locale)}`;
  const columns: DataColumn<AddressItem>[] = [
    { title: t('orders.field.name'), key: 'name', dataIndex: 'name', width: 120 },
    { title: t('orders.field.phone'), key: 'phone', width: 150, render: (_, a) => <CellText text={`+${a.areaCode} ${a.phone}`} /> },
    { title: t('delivery.picker.address'), key: 'address', width: 200, render: (_, a) => <CellText text={`${place(a)} · ${a.address}`} /> },
    {
      title: t('delivery.picker.action'),
      key: ACTIONS_COLUMN,
      width: 100,
      render: (_, a) => <ChooseButton name={a.name} onClick={() => onPick({ party: partyOfAddress(a), area: placeName(a.city, locale), address: a.address })} />,
    },
  ];
  return (
    <DataTable<AddressItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={isFetching}
      load={{ failed: isError, onRetry: () => void refetch() }}
      emptyText={t('delivery.picker.empty')}
      pagination={false}
    />
  );
}

// The address book in a dialog: customers, suppliers and addresses, searchable; "Choose"
// fills the party.
export function AddressBookPicker({ title, onPick, onClose }: { title: string; onPick: (picked: PickedParty) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      <Input.Search
        allowClear
        aria-label={t('delivery.picker.search')}
        placeholder={t('delivery.picker.search')}
        onSearch={setKeyword}
        style={{ marginBottom: 12 }}
        autoFocus
      />
      <Tabs
        label={t('delivery.picker.sources')}
        items={[
          { key: 'customer', label: t('delivery.picker.customers'), children: <ContactTab key={keyword} kind="customer" keyword={keyword} onPick={onPick} /> },
          { key: 'supplier', label: t('delivery.picker.suppliers'), children: <ContactTab key={keyword} kind="supplier" keyword={keyword} onPick={onPick} /> },
          { key: 'address', label: t('delivery.picker.addresses'), children: <AddressTab keyword={keyword} onPick={onPick} /> },
        ]}
      />
    </Modal>
  );
}
