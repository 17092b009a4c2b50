import { DownloadOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import type { ContactKind } from '@portal/contracts/address-book';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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

// Search, group filter and the list's actions; wraps on a narrow screen.
export function ContactToolbar({ kind, groupId, selectedCount, exporting, onSearch, onGroup, onAdd, onImport, onExport, onGroups }: ContactToolbarProps) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  const filterOptions = [{ value: 0, label: t('address-book.contact.noGroup') }, ...groups.options];

  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label={t('address-book.contact.searchLabel')}
        placeholder={t('address-book.contact.search')}
        onSearch={(value) => onSearch(value.trim())}
        style={{ flex: '1 1 260px', maxWidth: 380 }}
      />
      <Select
        allowClear
        aria-label={t('address-book.contact.groupFilter')}
        placeholder={t('address-book.contact.allGroups')}
        value={groupId}
        onChange={(value: number | undefined) => onGroup(value)}
        options={filterOptions}
        loading={groups.isPending}
        style={{ flex: '0 1 180px', minWidth: 140 }}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {t(kind === 'customer' ? 'address-book.contact.addCustomer' : 'address-book.contact.addSupplier')}
      </Button>
      <Button icon={<TeamOutlined />} onClick={onGroups}>
        {t('address-book.group.manage')}
      </Button>
      <Button icon={<UploadOutlined />} onClick={onImport}>
        {t('address-book.import.open')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => onExport(false)}>
        {t('address-book.export.all')}
      </Button>
      <Button icon={<DownloadOutlined />} disabled={exporting} onClick={() => onExport(true)}>
        {t('address-book.export.selected', { count: selectedCount })}
      </Button>
    </Flex>
  );
}
