import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import { useGroupOptions } from './group-options';

// The group filter on a phone: the phone's own picker (a <select>), without antd's Select and
// its code. A group, "no group" (0) or all (undefined), as group-filter.tsx.
export function GroupNativeFilter({ groupId, onGroup }: { groupId: number | undefined; onGroup: (groupId: number | undefined) => void }) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  return (
    <NativeSelect
      aria-label={t('address-book.contact.groupFilter')}
      placeholder={t('address-book.contact.allGroups')}
      value={groupId === undefined ? undefined : String(groupId)}
      onChange={(value) => onGroup(value === undefined ? undefined : Number(value))}
      options={[{ value: '0', label: t('address-book.contact.noGroup') }, ...groups.options.map((group) => ({ value: String(group.value), label: group.label }))]}
    />
  );
}
