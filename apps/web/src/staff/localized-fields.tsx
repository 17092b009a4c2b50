import { LOCALES, type Locale, type Localized } from '@portal/contracts/locale';
import { Form } from 'antd';
import { LimitedInput, LimitedTextArea } from '../components/limited-input';
import type { FieldProps } from '../lib/form-rules';

// A text staff write in every language (notices, banners, help, gifts): one input per language
// under the form's field `name` (`{ zh_CN, en_US, fr_FR }`), each labelled with its language's
// own name and marked with its `lang`, each checked by the body's schema at its path.

const LANGUAGE: Record<Locale, { name: string; lang: string }> = {
  zh_CN: { name: '中文', lang: 'zh-CN' },
  en_US: { name: 'English', lang: 'en' },
  fr_FR: { name: 'Français', lang: 'fr' },
};

export const emptyLocalized = (): Localized => ({ zh_CN: '', en_US: '', fr_FR: '' });

export function LocalizedFields<Name extends string>({
  name,
  label,
  max,
  rows,
  field,
  optional = [],
}: {
  name: Name;
  label: string;
  max: number;
  // a text area of this many rows; a one-line input without
  rows?: number;
  field: (path: readonly [Name, Locale], required?: boolean) => FieldProps;
  // languages that may stay blank
  optional?: readonly Locale[];
}) {
  return (
    <>
      {LOCALES.map((locale) => (
        <Form.Item key={locale} name={[name as string, locale]} label={`${label} · ${LANGUAGE[locale].name}`} {...field([name, locale], !optional.includes(locale))}>
          {rows ? <LimitedTextArea max={max} rows={rows} lang={LANGUAGE[locale].lang} /> : <LimitedInput max={max} lang={LANGUAGE[locale].lang} />}
        </Form.Item>
      ))}
    </>
  );
}
