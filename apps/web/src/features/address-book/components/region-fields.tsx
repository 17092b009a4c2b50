import type { Locale } from '@portal/contracts/locale';
import type { RegionNode } from '@portal/contracts/ecw';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldsOf } from '../../../lib/form-rules';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useRegionTree } from '../api/address-book-api';

// The cities of a country, through its provinces where it has them ("Guangdong / Guangzhou").
function citiesOf(country: RegionNode | undefined, locale: Locale): { value: number; label: string }[] {
  return (country?.children ?? []).flatMap((child) =>
    child.type === 'city'
      ? [{ value: child.id, label: placeName(child, locale) }]
      : child.children.filter((city) => city.type === 'city').map((city) => ({ value: city.id, label: `${placeName(child, locale)} / ${placeName(city, locale)}` })),
  );
}

const search = { optionFilterProp: 'label' } as const;

// Country and city pickers from the reference data, in the member's language; choosing
// another country clears the city.
export function RegionFields({ field }: { field: FieldsOf<'countryId' | 'cityId'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance();
  const countryId = Form.useWatch<number | undefined>('countryId', form);
  const { data: tree, isPending } = useRegionTree();
  const countries = useMemo(() => (tree ?? []).map((country) => ({ value: country.id, label: placeName(country, locale) })), [tree, locale]);
  const cities = useMemo(() => citiesOf(tree?.find((country) => country.id === countryId), locale), [tree, countryId, locale]);

  return (
    <>
      <Form.Item name="countryId" label={t('address-book.address.country')} {...field('countryId')}>
        <Select showSearch={search} loading={isPending} options={countries} onChange={() => form.setFieldValue('cityId', undefined)} />
      </Form.Item>
      <Form.Item name="cityId" label={t('address-book.address.city')} {...field('cityId')}>
        <Select showSearch={search} loading={isPending} options={cities} disabled={countryId === undefined} />
      </Form.Item>
    </>
  );
}
