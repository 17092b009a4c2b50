import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/light-controls';
import { NativeSelect } from '../../../components/native-select';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useProductSearch } from '../use-product-search';
import type { ChoiceProps } from './choice-select';
import styles from './product-picker.module.css';

// A phone's product picker: a search box, and the phone's own picker listing what it found.
export function ProductPicker({ id, value, onChange, ...aria }: ChoiceProps<number>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = useProductSearch(value);
  const empty = search.isFetching ? t('common.loading') : search.products.length === 0 ? t('price.form.noProducts') : '';
  return (
    <div className={styles.picker}>
      <Input
        type="search"
        value={search.typed}
        onChange={(event) => search.setTyped(event.target.value)}
        // Enter searches (as it does in the desk's picker); it does not send the form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        placeholder={t('price.form.productSearch')}
        aria-label={t('price.form.productSearch')}
        aria-controls={id}
      />
      <NativeSelect
        {...aria}
        id={id}
        placeholder={empty}
        options={search.products.map((p) => ({ value: String(p.id), label: `${placeName(p, locale)} · ${p.code}` }))}
        value={value === undefined ? undefined : String(value)}
        onChange={(chosen) => {
          const next = chosen === undefined ? undefined : Number(chosen);
          search.choose(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}
