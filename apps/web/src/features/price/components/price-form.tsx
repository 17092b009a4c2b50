import type { OpenedRouteItem, RegionNode } from '@portal/contracts/ecw';
import { dictLabel } from '@portal/contracts/locale';
import type { PriceCheckInput } from '@portal/contracts/price';
import { Button, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import type { LightFormStore } from '../../../components/light-form-store';
import { useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../../../lib/place-name';
import { useDictEntries } from '../../../lib/system-api';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { loadPriceCheckBody } from '../api/price-api';
import { priceChoices, regionIndex } from '../price-choices';
import { ChoiceSelect, ProductChoice } from './choice-select';

export type PriceValues = Partial<PriceCheckInput>;

const NUMBER_FIELDS = [
  ['cartons', 'cartons'],
  ['quantity', 'quantity'],
  ['weight', 'weight'],
] as const;
const SIZE_FIELDS = ['length', 'width', 'height'] as const;

// The shipment: origin → destination → transport narrowed by the opened routes, the product,
// and the figures. The rules are the contracts' priceCheckBody, as on the server. A light form
// of native inputs: antd's Form, InputNumber and Select are not on a phone's first load
// (docs/decisions.md, "The price check on a phone").
export function PriceForm({
  form,
  routes,
  tree,
  pending,
  onCheck,
  onClear,
}: {
  form: LightFormStore<PriceValues>;
  routes: readonly OpenedRouteItem[];
  tree: readonly RegionNode[];
  pending: boolean;
  onCheck: (values: PriceValues) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const field = useZodFields(loadPriceCheckBody);
  const notifyFormErrors = useFormErrorNotice();
  useRevalidateOnLocaleChange(form);
  const { data: transportEntries } = useDictEntries('transport_type');
  const startCityId = Form.useWatch<number | undefined>('startCityId', form);
  const destCityId = Form.useWatch<number | undefined>('destCityId', form);

  const regions = regionIndex(tree);
  const choices = priceChoices(routes, { startCityId, destCityId });
  const cityOptions = (ids: number[], withCountry: boolean) =>
    ids
      .map((id) => {
        const found = regions.get(id);
        const name = found ? placeName(found.region, locale) : String(id);
        return { value: id, label: withCountry && found ? `${name}, ${placeName(found.country, locale)}` : name };
      })
      .sort((a, b) => a.label.localeCompare(b.label, locale.replace('_', '-')));
  const transportOptions = choices.transportTypes.map((value) => {
    const entry = transportEntries?.find((e) => e.value === value);
    return { value, label: entry ? dictLabel(entry, locale) : value };
  });
  // The fields blank again, without their errors.
  const clear = (...names: (keyof PriceValues)[]) => form.setFields(names.map((name) => ({ name, value: undefined, errors: [] })));
  // "New query" draws the inputs anew (a native input given no value keeps what it shows).
  const [query, setQuery] = useState(0);

  return (
    <Form key={query} form={form} name="price-check" layout="vertical" onFinish={onCheck} onFinishFailed={notifyFormErrors}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="startCityId" label={t('price.form.origin')} {...field('startCityId')}>
            <ChoiceSelect options={cityOptions(choices.startCityIds, false)} onPicked={() => clear('destCityId', 'transportType')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="destCityId" label={t('price.form.destination')} {...field('destCityId')}>
            <ChoiceSelect
              options={cityOptions(choices.destCityIds, true)}
              disabled={startCityId === undefined}
              placeholder={startCityId === undefined ? t('price.form.chooseOriginFirst') : undefined}
              onPicked={() => clear('transportType')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="transportType" label={t('price.form.transport')} {...field('transportType')}>
            <ChoiceSelect
              options={transportOptions}
              disabled={destCityId === undefined}
              placeholder={destCityId === undefined ? t('price.form.chooseRouteFirst') : undefined}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="productId" label={t('price.form.product')} {...field('productId')}>
            <ProductChoice />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {NUMBER_FIELDS.map(([name, label]) => (
          <Col xs={12} md={8} key={name}>
            <Form.Item name={name} label={t(`price.form.${label}`)} {...field(name)}>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <strong style={{ display: 'block', marginBottom: 8 }}>{t('price.form.sizeHint')}</strong>
      <Row gutter={16}>
        {SIZE_FIELDS.map((name) => (
          <Col xs={8} key={name}>
            <Form.Item name={name} label={t(`price.form.${name}`)} {...field(name)}>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('price.form.submit')}
        </Button>
        <Button
          onClick={() => {
            clear('startCityId', 'destCityId', 'transportType', 'productId', ...NUMBER_FIELDS.map(([name]) => name), ...SIZE_FIELDS);
            setQuery(query + 1);
            onClear();
          }}
        >
          {t('price.form.reset')}
        </Button>
      </div>
    </Form>
  );
}
