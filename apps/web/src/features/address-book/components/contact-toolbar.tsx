import { DownloadOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import type { ContactKind } from '@portal/contracts/address-book';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { useGroupOptions } from './group-options';

interface ContactToolbarProps {
  kind: ContactKind;
  groupId: number | undefined;
  selectedCount: number;
  exporting: boolean;
  onSearch: (keyword: string) => void;
  onGroup: (groupId: number | undefined) => void;
  onAdd: () => void;
  onImport: () => void;
  onExport: (selectedOnly: boolean) => void;
  onGroups: () => void;
}

// Search, group filter and the list's actions.
export function ContactToolbar({ kind, groupId, selectedCount, exporting, onSearch, onGroup, onAdd, onImport, onExport, onGroups }: ContactToolbarProps) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  const filterOptions = [{ value: 0, label: t('address-book.contact.noGroup') }, ...groups.options];

  return (
    <ListToolbar
      search={
        <Input.Search
          allowClear
          aria-label={t('address-book.contact.searchLabel')}
          placeholder={t('address-book.contact.search')}
          onSearch={(value) => onSearch(value.trim())}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      }
      filters={
        <Select
          allowClear
          aria-label={t('address-book.contact.groupFilter')}
          placeholder={t('address-book.contact.allGroups')}
          value={groupId}
          onChange={(value: number | undefined) => onGroup(value)}
          options={filterOptions}
          loading={groups.isPending}
          style={{ flex: '1 1 150px', maxWidth: 200 }}
        />
      }
      actions={[
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
      ]}
    />
  );
}
