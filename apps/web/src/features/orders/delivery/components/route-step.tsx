import { ORDER_TYPES } from '@portal/contracts/statuses';
import { Alert, Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import type { DeliveryField } from '../delivery-values';
import type { RouteStepState } from '../use-route-options';

const search = { optionFilterProp: 'label' } as const;

// Step 1 on a desk: order type, transport, and the route: origin city and warehouse →
// destination country, city and warehouse → channel, in antd's searchable Select. Choosing a
// place clears the choices after it. A phone draws the same step with its own pickers
// (route-step-phone.tsx), without antd's Select and Radio.
export function RouteStep({ field, route }: { field: DeliveryField; route: RouteStepState }) {
  const { t } = useTranslation();
  const { values, options, clear } = route;

  return (
    <Row gutter={16}>
      {options.failed ? (
        <Col xs={24}>
          <LazyLoadError onRetry={options.retry} retrying={options.retrying} />
        </Col>
      ) : null}
      <Col xs={24} md={12}>
        <Form.Item name="orderType" label={t('orders.field.orderType')} {...field('orderType')}>
          <Radio.Group options={ORDER_TYPES.map((type) => ({ value: type, label: t(`orders.orderType.${type}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="transportType" label={t('orders.field.transportType')} {...field('transportType')}>
          <Select options={options.transportTypes} onChange={clear('transportType')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="startCityId" label={t('orders.field.startCity')} {...field('startCityId')}>
          <Select showSearch={search} options={options.startCities} loading={options.loading.startCities} onChange={clear('startCityId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="startWarehouseId" label={t('orders.field.startWarehouse')} {...field('startWarehouseId', false)}>
          <Select allowClear showSearch={search} options={options.startWarehouses} disabled={!values.startCityId} onChange={clear('startWarehouseId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destCountryId" label={t('orders.field.destCountry')} {...field('destCountryId')}>
          <Select showSearch={search} options={options.destCountries} loading={options.loading.destCities} onChange={clear('destCountryId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destCityId" label={t('orders.field.destCity')} {...field('destCityId')}>
          <Select showSearch={search} options={options.destCities} disabled={!values.destCountryId} onChange={clear('destCityId')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="destWarehouseId" label={t('orders.field.destWarehouse')} {...field('destWarehouseId', false)}>
          <Select allowClear showSearch={search} options={options.destWarehouses} disabled={!values.destCityId} onChange={clear('destWarehouseId')} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="channelId" label={t('orders.field.channel')} extra={t('delivery.route.channelHint')} {...field('channelId', false)}>
          <Select allowClear showSearch={search} options={options.channels} loading={options.loading.channels} />
        </Form.Item>
        {options.noRoute ? <Alert type="warning" showIcon title={t('delivery.route.none')} /> : null}
      </Col>
    </Row>
  );
}
