import { Select } from 'antd';
import { useMemo } from 'react';
import { useLocale } from '../lib/i18n';
import { areaCodeOption, useDictEntries } from '../lib/system-api';

// The `area_code` dictionary in a searchable antd Select: member pages carry antd's Select
// anyway, and the login page's native select stays in the login page's own chunk.
export function DialCodeSelect({ id, value, onChange, disabled }: { id?: string; value?: string; onChange?: (value: string) => void; disabled?: boolean }) {
  const locale = useLocale();
  const { data, isPending } = useDictEntries('area_code');
  const options = useMemo(() => (data ?? []).map((entry) => areaCodeOption(entry, locale)), [data, locale]);
  return <Select id={id} value={value} onChange={onChange} options={options} loading={isPending} disabled={disabled} showSearch={{ optionFilterProp: 'label' }} />;
}
