import { Form } from 'antd';
import { useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n';
import { areaCodeOption, useDictEntries } from '../lib/system-api';
import { NativeSelect } from './native-select';

interface AreaCodeSelectProps extends Omit<ComponentProps<typeof NativeSelect>, 'options'> {
  // Fetch the codes only when the member reaches for the control (or a parent prefetches
  // them), so the page need not call the API on load.
  deferLoad?: boolean;
  // Beside a phone input under one label: the short placeholder ("Area code"), which fits
  // a narrow select in every language.
  short?: boolean;
}

// Use inside a Form.Item. Area codes come from the `area_code` dictionary, labelled in the current language with
// the country first ("China +86"), so typing a country's first letters jumps to it.
export function AreaCodeSelect({ deferLoad = false, short = false, ...props }: AreaCodeSelectProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status } = Form.Item.useStatus();
  const [wanted, setWanted] = useState(!deferLoad);
  const { data } = useDictEntries('area_code', { enabled: wanted });
  const options = useMemo(() => (data ?? []).map((entry) => areaCodeOption(entry, locale)), [data, locale]);
  const want = () => setWanted(true);
  return (
    <NativeSelect
      placeholder={t(short ? 'common.areaCode.label' : 'common.areaCode.placeholder')}
      options={options}
      onPointerEnter={want}
      onFocus={want}
      onTouchStart={want}
      status={status}
      {...props}
    />
  );
}
