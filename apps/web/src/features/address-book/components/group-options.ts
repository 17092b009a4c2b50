import { useMemo } from 'react';
import { useGroups } from '../api/address-book-api';

// The member's groups as select options, in the member's sort order.
export function useGroupOptions(exceptId?: number) {
  const { data, isPending } = useGroups();
  const options = useMemo(
    () => (data ?? []).filter((group) => group.id !== exceptId).map((group) => ({ value: group.id, label: group.title })),
    [data, exceptId],
  );
  return { options, isPending };
}
