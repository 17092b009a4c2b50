import { DeleteOutlined } from '@ant-design/icons';
import type { ChannelItem, ProductAttrItem, UnitItem } from '@portal/contracts/ecw';
import { BRAND_TYPES } from '@portal/contracts/order-choices';
import { Alert, Button, Card, Checkbox, Col, Form, InputNumber, Row, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '../../../../components/limited-input';
import { useLocale } from '../../../../lib/i18n';
import { placeName } from '../../../../lib/place-name';
import { formatKg, formatM3 } from '../../units';
import { decimalSeparator, goodsLineBody, type DeliveryField, type DeliveryValues, type GoodsLineValues } from '../delivery-values';
import { refusedAttrs } from '../route-choices';
import styles from './delivery-form.module.css';

interface GoodsLineProps {
  index: number;
  field: DeliveryField;
  units: UnitItem[];
  attrs: ProductAttrItem[];
  channel: ChannelItem | undefined;
  // Absent on the only line: an order has at least one.
  onRemove?: () => void;
}

const wide = { width: '100%' } as const;

// One goods line. With "identical cartons" ticked, volume and weight are per carton and the
// line's totals (× pieces) are shown under them. A product attribute the chosen channel does
// not take is told here: the order would be flagged.
export function GoodsLine({ index, field, units, attrs, channel, onRemove }: GoodsLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const form = Form.useFormInstance<DeliveryValues>();
  const line = Form.useWatch(['goods', index], form) as GoodsLineValues | undefined;
  const currency = Form.useWatch('currency', form) ?? 'USD';
  const path = (name: keyof GoodsLineValues) => ['goods', index, name] as const;
  const perCarton = Boolean(line?.perCarton);
  const totals = line ? goodsLineBody(line) : undefined;
  const refused = refusedAttrs(line?.prodAttrArr, attrs, channel);
  const title = t('delivery.goods.line', { line: index + 1 });
  const decimal = decimalSeparator(locale);

  return (
    <section aria-labelledby={headingId} className={styles.line}>
      <Card
        size="small"
        title={<h3 id={headingId} className={styles.cardHeading}>{title}</h3>}
        extra={
          onRemove ? (
            <Button type="text" icon={<DeleteOutlined aria-hidden />} onClick={onRemove} aria-label={t('delivery.goods.removeLine', { line: index + 1 })}>
              {t('delivery.goods.remove')}
            </Button>
          ) : null
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name={[index, 'proZh']} label={t('orders.field.proZh')} {...field(path('proZh'))}>
              <LimitedInput max={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name={[index, 'proEn']} label={t('orders.field.proEn')} {...field(path('proEn'))}>
              <LimitedInput max={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name={[index, 'brand']} label={t('orders.field.brand')} {...field(path('brand'), false)}>
              <Select options={BRAND_TYPES.map((value) => ({ value, label: t(`orders.brand.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name={[index, 'material']} label={t('orders.field.material')} {...field(path('material'), false)}>
              <LimitedInput max={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={4}>
            <Form.Item name={[index, 'num']} label={t('orders.field.num')} {...field(path('num'))}>
              <InputNumber min={1} precision={0} style={wide} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={4}>
            <Form.Item name={[index, 'quantity']} label={t('orders.field.quantity')} {...field(path('quantity'))}>
              <InputNumber min={1} precision={0} style={wide} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8} lg={4}>
            <Form.Item name={[index, 'unit']} label={t('orders.field.unit')} {...field(path('unit'))}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={units.map((unit) => ({ value: unit.code, label: placeName(unit, locale) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name={[index, 'perCarton']} valuePropName="checked" extra={t('delivery.goods.perCartonHint')}>
              <Checkbox>{t('delivery.goods.perCarton')}</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name={[index, 'volume']}
              label={t(perCarton ? 'delivery.goods.volumePerCarton' : 'orders.field.volume')}
              extra={perCarton && totals?.volume ? t('delivery.goods.lineTotal', { value: formatM3(totals.volume, locale) }) : undefined}
              {...field(path('volume'))}
            >
              <InputNumber min={0} step={0.01} style={wide} inputMode="decimal" decimalSeparator={decimal} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name={[index, 'weight']}
              label={t(perCarton ? 'delivery.goods.weightPerCarton' : 'orders.field.weight')}
              extra={perCarton && totals?.weight ? t('delivery.goods.lineTotal', { value: formatKg(totals.weight, locale) }) : undefined}
              {...field(path('weight'))}
            >
              <InputNumber min={0} step={0.1} style={wide} inputMode="decimal" decimalSeparator={decimal} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name={[index, 'worth']} label={t('delivery.goods.worth', { currency })} {...field(path('worth'))}>
              <InputNumber min={0} step={1} precision={2} style={wide} inputMode="decimal" decimalSeparator={decimal} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name={[index, 'prodAttrArr']} label={t('orders.field.prodAttrArr')} {...field(path('prodAttrArr'), false)}>
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                options={attrs.map((attr) => ({ value: attr.id, label: attr.restricted ? t('delivery.goods.restricted', { name: placeName(attr, locale) }) : placeName(attr, locale) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item name={[index, 'link']} label={t('orders.field.link')} {...field(path('link'), false)}>
              <LimitedInput max={500} type="url" inputMode="url" autoComplete="off" placeholder="https://" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name={[index, 'isPayAdvance']} valuePropName="checked" style={{ marginBottom: refused.length ? 12 : 0 }} {...field(path('isPayAdvance'), false)}>
              <Checkbox>{t('orders.field.isPayAdvance')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        {refused.length > 0 && channel ? (
          <Alert
            type="warning"
            showIcon
            title={t('delivery.goods.refused', {
              attrs: refused.map((attr) => placeName(attr, locale)).join(', '),
              channel: placeName(channel, locale),
            })}
          />
        ) : null}
      </Card>
    </section>
  );
}
