import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupOptions } from './group-options';

// The group filter: a group, "no group" (0) or all (undefined). In a file of its own: the list
// loads it after its first paint, with antd's Select.
interface GroupFilterProps {
  groupId: number | undefined;
  onGroup: (groupId: number | undefined) => void;
  // The flex basis in px (the list's FilterSlot has the same until this arrives).
  width: number;
}

export function GroupFilter({ groupId, onGroup, width }: GroupFilterProps) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  return (
    <Select
      allowClear
      aria-label={t('address-book.contact.groupFilter')}
      placeholder={t('address-book.contact.allGroups')}
      value={groupId}
      onChange={(value: number | undefined) => onGroup(value)}
      options={[{ value: 0, label: t('address-book.contact.noGroup') }, ...groups.options]}
      loading={groups.isPending}
      style={{ flex: `0 1 ${width}px` }}
    />
  );
}
