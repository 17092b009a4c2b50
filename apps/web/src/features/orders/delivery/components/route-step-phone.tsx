import { ORDER_TYPES } from '@portal/contracts/statuses';
import { Alert, Form } from 'antd';
import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import { NativeSelect } from '../../../../components/native-select';
import type { DeliveryField } from '../delivery-values';
import type { RouteStepState } from '../use-route-options';

type Value = string | number;

interface PickerProps<V extends Value> extends AriaAttributes {
  id?: string;
  value?: V | null;
  onChange?: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  disabled?: boolean;
  // An empty first entry, to take a choice back (the optional places and the channel).
  clearable?: boolean;
}

// The phone's own picker for a form field holding a number (a place's id) or a code: a Form.Item
// child, the chosen entry's text as its title.
function Picker<V extends Value>({ value, onChange, options, clearable, ...rest }: PickerProps<V>) {
  const chosen = options.find((option) => option.value === value);
  return (
    <NativeSelect
      {...rest}
      title={chosen?.label}
      value={value === undefined || value === null ? undefined : String(value)}
      placeholder={clearable || value === undefined || value === null ? '' : undefined}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(text) => onChange?.(options.find((option) => String(option.value) === text)?.value)}
    />
  );
}

// Step 1 on a phone: the route step of route-step.tsx with the phone's own pickers (a list of
// cities is a wheel or a sheet there), which leaves antd's Select and Radio (`table-libs`) out
// of the form's first paint (docs/web.md, "The shipping form on a phone").
export function RouteStepPhone({ field, route }: { field: DeliveryField; route: RouteStepState }) {
  const { t } = useTranslation();
  const { values, options, clear } = route;

  return (
    <>
      {options.failed ? <LazyLoadError onRetry={options.retry} retrying={options.retrying} /> : null}
      <Form.Item name="orderType" label={t('orders.field.orderType')} {...field('orderType')}>
        <Picker options={ORDER_TYPES.map((type) => ({ value: type, label: t(`orders.orderType.${type}`) }))} />
      </Form.Item>
      <Form.Item name="transportType" label={t('orders.field.transportType')} {...field('transportType')}>
        <Picker options={options.transportTypes} onChange={clear('transportType')} />
      </Form.Item>
      <Form.Item name="startCityId" label={t('orders.field.startCity')} {...field('startCityId')}>
        <Picker options={options.startCities} onChange={clear('startCityId')} />
      </Form.Item>
      <Form.Item name="startWarehouseId" label={t('orders.field.startWarehouse')} {...field('startWarehouseId', false)}>
        <Picker clearable options={options.startWarehouses} disabled={!values.startCityId} onChange={clear('startWarehouseId')} />
      </Form.Item>
      <Form.Item name="destCountryId" label={t('orders.field.destCountry')} {...field('destCountryId')}>
        <Picker options={options.destCountries} onChange={clear('destCountryId')} />
      </Form.Item>
      <Form.Item name="destCityId" label={t('orders.field.destCity')} {...field('destCityId')}>
        <Picker options={options.destCities} disabled={!values.destCountryId} onChange={clear('destCityId')} />
      </Form.Item>
      <Form.Item name="destWarehouseId" label={t('orders.field.destWarehouse')} {...field('destWarehouseId', false)}>
        <Picker clearable options={options.destWarehouses} disabled={!values.destCityId} onChange={clear('destWarehouseId')} />
      </Form.Item>
      <Form.Item name="channelId" label={t('orders.field.channel')} extra={t('delivery.route.channelHint')} {...field('channelId', false)}>
        <Picker clearable options={options.channels} />
      </Form.Item>
      {options.noRoute ? <Alert type="warning" showIcon title={t('delivery.route.none')} /> : null}
    </>
  );
}
