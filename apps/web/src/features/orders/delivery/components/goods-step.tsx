import { PlusOutlined } from '@ant-design/icons';
import { GOODS_LINES_MAX, ORDER_CURRENCIES } from '@portal/contracts/order-choices';
import { Button, Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LimitedInput } from '../../../../components/limited-input';
import { useChannels, useProductAttrs, useUnits } from '../delivery-api';
import type { DeliveryField, DeliveryValues, GoodsLineValues } from '../delivery-values';
import { GoodsLine } from './goods-line';
import { GoodsTotalsBar } from './goods-totals';

const NEW_LINE: GoodsLineValues = { brand: '0', perCarton: false, prodAttrArr: [], isPayAdvance: false };

// Step 3: shipping mark, currency and the goods lines (at least one; add, remove), with the
// order's totals as the member types.
export function GoodsStep({ field }: { field: DeliveryField }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DeliveryValues>();
  const transportType = Form.useWatch('transportType', form);
  const channelId = Form.useWatch('channelId', form);
  const { data: units } = useUnits();
  const { data: attrs } = useProductAttrs();
  const { data: channels } = useChannels(transportType);
  const channel = channels?.find((item) => item.id === channelId);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="marks" label={t('orders.field.marks')} extra={t('delivery.goods.marksHint')} {...field('marks')}>
            <LimitedInput max={30} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="currency" label={t('orders.field.currency')} {...field('currency')}>
            <Select options={ORDER_CURRENCIES.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="goods">
        {(lines, { add, remove }) => (
          <>
            {lines.map((line) => (
              <GoodsLine
                key={line.key}
                index={line.name}
                field={field}
                units={units ?? []}
                attrs={attrs ?? []}
                channel={channel}
                onRemove={lines.length > 1 ? () => remove(line.name) : undefined}
              />
            ))}
            <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...NEW_LINE })} disabled={lines.length >= GOODS_LINES_MAX}>
              {t('delivery.goods.add')}
            </Button>
          </>
        )}
      </Form.List>
      <GoodsTotalsBar />
    </>
  );
}
