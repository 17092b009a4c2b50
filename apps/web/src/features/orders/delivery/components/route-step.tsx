import type { TradeCityItem, WarehouseCountry } from '@portal/contracts/ecw';
import { dictLabel } from '@portal/contracts/locale';
import { ORDER_TYPES } from '@portal/contracts/statuses';
import { Alert, Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import { useLocale } from '../../../../lib/i18n';
import { placeName } from '../../../../lib/place-name';
import { useDictEntries } from '../../../../lib/system-api';
import { useChannels, useOpenedRoutes, useTradeCities, useWarehouseTree } from '../delivery-api';
import type { DeliveryField, DeliveryValues } from '../delivery-values';
import { routeChoices } from '../route-choices';

interface Option {
  value: number;
  label: string;
}

const search = { optionFilterProp: 'label' } as const;

// Options narrowed to what the opened routes allow; while the routes are not known, all.
function narrowed(options: Option[], allowed: Set<number> | undefined): Option[] {
  return allowed ? options.filter((option) => allowed.has(option.value)) : options;
}

function warehousesIn(tree: WarehouseCountry[] | undefined, cityId: number | null | undefined) {
  return (tree ?? []).flatMap((country) => country.cities.filter((city) => city.id === cityId).flatMap((city) => city.warehouses));
}

function countriesOf(cities: TradeCityItem[] | undefined) {
  const byId = new Map((cities ?? []).map((city) => [city.country.id, city.country]));
  return [...byId.values()];
}

// Step 1: order type, transport, and the route: origin city and warehouse → destination
// country, city and warehouse → channel. Choosing a place clears the choices after it.
export function RouteStep({ field }: { field: DeliveryField }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<DeliveryValues>();
  const values = Form.useWatch((all: DeliveryValues) => all, form) ?? {};
  const { data: transportTypes } = useDictEntries('transport_type');
  const startCities = useTradeCities('start');
  const destCities = useTradeCities('dest');
  const startTree = useWarehouseTree('start');
  const destTree = useWarehouseTree('dest');
  const routes = useOpenedRoutes(values.transportType);
  const channels = useChannels(values.transportType);

  const choices = routes.data ? routeChoices(routes.data, values) : undefined;
  const named = <T extends { id: number; nameZh: string; nameEn: string; nameFr: string }>(items: T[]) =>
    items.map((item) => ({ value: item.id, label: placeName(item, locale) }));

  const startCityOptions = narrowed(named(startCities.data ?? []), choices?.startCityIds);
  const startWarehouseOptions = narrowed(named(warehousesIn(startTree.data, values.startCityId)), choices?.startWarehouseIds);
  const destCountryOptions = narrowed(named(countriesOf(destCities.data)), choices?.destCountryIds);
  const destCityOptions = narrowed(named((destCities.data ?? []).filter((city) => city.country.id === values.destCountryId)), choices?.destCityIds);
  const destWarehouseOptions = narrowed(named(warehousesIn(destTree.data, values.destCityId)), choices?.destWarehouseIds);
  const channelOptions = (channels.data ?? [])
    .filter((channel) => !choices || choices.channels.has(channel.id))
    .map((channel) => {
      const days = choices?.channels.get(channel.id);
      const transit = days?.min != null && days.max != null ? ` · ${t('delivery.route.transitDays', { min: days.min, max: days.max })}` : '';
      return { value: channel.id, label: `${placeName(channel, locale)}${transit}` };
    });
  const noRoute = Boolean(choices && values.startCityId && values.destCityId && choices.channels.size === 0 && routes.data);

  // Choosing a place clears the ones after it, which may not fit any more.
  const clear = (...names: (keyof DeliveryValues)[]) => form.setFieldsValue(Object.fromEntries(names.map((name) => [name, undefined])));

  // Reference data that did not load: say so and offer to try again, rather than empty lists.
  const failed = [startCities, destCities, startTree, destTree, routes, channels].filter((query) => query.isError);
  const retry = () => failed.forEach((query) => void query.refetch());

  return (
    <Row gutter={16}>
      {failed.length > 0 ? (
        <Col xs={24}>
          <LazyLoadError onRetry={retry} retrying={failed.some((query) => query.isFetching)} />
        </Col>
      ) : null}
      <Col xs={24} md={12}>
        <Form.Item name="orderType" label={t('orders.field.orderType')} {...field('orderType')}>
          <Radio.Group options={ORDER_TYPES.map((type) => ({ value: type, label: t(`orders.orderType.${type}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="transportType" label={t('orders.field.transportType')} {...field('transportType')}>
          <Select
            options={(transportTypes ?? []).map((entry) => ({ value: entry.value, label: dictLabel(entry, locale) }))}
            onChange={() => clear('startWarehouseId', 'destWarehouseId', 'channelId')}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="startCityId" label={t('orders.field.startCity')} {...field('startCityId')}>
          <Select showSearch={search} options={startCityOptions} loading={startCities.isPending} onChange={() => clear('startWarehouseId', 'channelId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="startWarehouseId" label={t('orders.field.startWarehouse')} {...field('startWarehouseId', false)}>
          <Select allowClear showSearch={search} options={startWarehouseOptions} disabled={!values.startCityId} onChange={() => clear('channelId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destCountryId" label={t('orders.field.destCountry')} {...field('destCountryId')}>
          <Select showSearch={search} options={destCountryOptions} loading={destCities.isPending} onChange={() => clear('destCityId', 'destWarehouseId', 'channelId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destCityId" label={t('orders.field.destCity')} {...field('destCityId')}>
          <Select showSearch={search} options={destCityOptions} disabled={!values.destCountryId} onChange={() => clear('destWarehouseId', 'channelId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destWarehouseId" label={t('orders.field.destWarehouse')} {...field('destWarehouseId', false)}>
          <Select allowClear showSearch={search} options={destWarehouseOptions} disabled={!values.destCityId} onChange={() => clear('channelId')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="channelId" label={t('orders.field.channel')} extra={t('delivery.route.channelHint')} {...field('channelId', false)}>
          <Select allowClear showSearch={search} options={channelOptions} loading={channels.isPending && values.transportType !== undefined} />
        </Form.Item>
        {noRoute ? <Alert type="warning" showIcon title={t('delivery.route.none')} /> : null}
      </Col>
    </Row>
  );
}
