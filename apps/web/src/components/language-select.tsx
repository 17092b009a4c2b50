import { isLocale } from '@portal/contracts/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '../lib/i18n';
import { useLocaleOptions } from '../lib/system-api';
import { NativeSelect } from './native-select';

// Language switcher for the sign-in pages and the navbar; no page reload. The server's list
// is asked for when the member reaches for the control, so a page need not call the API
// (and load the request layer) just to draw it.
export function LanguageSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [wanted, setWanted] = useState(false);
  const options = useLocaleOptions({ enabled: wanted });
  const queryClient = useQueryClient();
  const want = () => setWanted(true);

  const select = async (value: string | undefined) => {
    if (!isLocale(value) || value === locale) return;
    await changeLocale(value);
    // Server answers (dictionary labels, level names) are localised: fetch them again.
    await queryClient.invalidateQueries();
  };

  return (
    <NativeSelect
      aria-label={t('common.language')}
      variant="borderless"
      value={locale}
      options={options}
      onChange={(value) => void select(value)}
      onPointerEnter={want}
      onFocus={want}
      onTouchStart={want}
    />
  );
}
