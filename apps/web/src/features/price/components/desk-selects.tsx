import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useProductSearch } from '../use-product-search';
import type { ChoiceProps, ChoiceSelectProps } from './choice-select';

// The price form's pickers on a desk: antd's Select, which searches as the member types.
// Loaded by choice-select.tsx on a desk only; a phone uses its own pickers.

type Value = string | number;

// Searches the options' labels.
export function DeskChoiceSelect({ options, ...props }: ChoiceSelectProps<Value>) {
  return <Select<Value> {...props} style={{ width: '100%' }} status={props['aria-invalid'] ? 'error' : undefined} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}

// Searches the server.
export function ProductSelect({ value, onChange, ...input }: ChoiceProps<number>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = useProductSearch(value);
  return (
    <Select<number>
      {...input}
      style={{ width: '100%' }}
      status={input['aria-invalid'] ? 'error' : undefined}
      showSearch={{ filterOption: false, onSearch: search.setTyped }}
      allowClear
      value={value}
      placeholder={t('price.form.productSearch')}
      notFoundContent={search.isFetching ? <Spin size="small" /> : t('price.form.noProducts')}
      options={search.products.map((p) => ({ value: p.id, label: `${placeName(p, locale)} · ${p.code}` }))}
      onChange={(next) => {
        search.choose(next);
        onChange?.(next);
      }}
    />
  );
}
