import { DownloadOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import type { ContactKind } from '@portal/contracts/address-book';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListAction } from '../../../components/list-card';

// The search box of the customer or supplier list.
export function ContactSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      aria-label={t('address-book.contact.searchLabel')}
      placeholder={t('address-book.contact.search')}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}

interface ContactActions {
  kind: ContactKind;
  selectedCount: number;
  exporting: boolean;
  onAdd: () => void;
  onGroups: () => void;
  onImport: () => void;
  onExport: (selectedOnly: boolean) => void;
}

// The list's actions: add, groups, import, export all, export the selection.
export function contactActions(t: TFunction, { kind, selectedCount, exporting, onAdd, onGroups, onImport, onExport }: ContactActions): ListAction[] {
  return [
    {
      key: 'add',
      primary: true,
      icon: <PlusOutlined />,
      label: t(kind === 'customer' ? 'address-book.contact.addCustomer' : 'address-book.contact.addSupplier'),
      onClick: onAdd,
    },
    { key: 'groups', icon: <TeamOutlined />, label: t('address-book.group.manage'), onClick: onGroups },
    { key: 'import', icon: <UploadOutlined />, label: t('address-book.import.open'), onClick: onImport },
    { key: 'export', icon: <DownloadOutlined />, label: t('address-book.export.all'), loading: exporting, onClick: () => onExport(false) },
    {
      key: 'export-selected',
      icon: <DownloadOutlined />,
      label: t('address-book.export.selected', { count: selectedCount }),
      disabled: exporting,
      onClick: () => onExport(true),
    },
  ];
}
