import type { ProductItem } from '@portal/contracts/price';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useProducts } from '../api/price-api';

const SEARCH_DELAY_MS = 250;

// A product picker that searches the server as the member types. The chosen product stays
// among the options when a later search does not find it, so its name keeps showing.
export function ProductSelect({ id, value, onChange }: { id?: string; value?: number; onChange?: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<ProductItem | undefined>();
  const { data, isFetching } = useProducts(keyword);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = data?.list ?? [];
  const products = chosen && value === chosen.id && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      placeholder={t('price.form.productSearch')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('price.form.noProducts')}
      options={products.map((p) => ({ value: p.id, label: `${placeName(p, locale)} · ${p.code}` }))}
      onChange={(next) => {
        setChosen(products.find((p) => p.id === next));
        onChange?.(next);
      }}
    />
  );
}
