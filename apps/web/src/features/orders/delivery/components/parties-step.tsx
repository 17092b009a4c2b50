import { Card, Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../../components/dial-code-select';
import { LimitedInput } from '../../../../components/limited-input';
import type { DeliveryField, DeliveryValues } from '../delivery-values';
import type { PickedParty } from './address-book-picker';
import { PartyCard } from './party-card';

// Step 2: consignor, consignee, and cargo control with its controller. A party picked from the
// address book also brings what the order has not been given yet: a customer's shipping mark,
// an address's place as the delivery address (unless the address is locked).
export function PartiesStep({ field, addressLocked }: { field: DeliveryField; addressLocked: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DeliveryValues>();
  const controlled = Form.useWatch('isCargoControl', form);

  const fillBlanks = (picked: PickedParty, withAddress: boolean) => {
    const blank = (name: keyof DeliveryValues) => !form.getFieldValue(name);
    if (picked.marks && blank('marks')) form.setFieldValue('marks', picked.marks);
    if (!withAddress || addressLocked) return;
    if (picked.area && blank('deliveryaddress')) form.setFieldValue('deliveryaddress', picked.area);
    if (picked.address && blank('addressdetail')) form.setFieldValue('addressdetail', picked.address);
  };

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <PartyCard role="consignor" field={field} onPicked={(picked) => fillBlanks(picked, false)} />
        </Col>
        <Col xs={24} xl={12}>
          <PartyCard role="consignee" field={field} onPicked={(picked) => fillBlanks(picked, true)} />
        </Col>
      </Row>
      <Card size="small" style={{ marginTop: 16 }}>
        <Form.Item name="isCargoControl" valuePropName="checked" extra={t('delivery.control.hint')} {...field('isCargoControl', false)}>
          <Checkbox onChange={() => void form.validateFields([['consignee', 'areaCode']]).catch(() => undefined)}>{t('orders.field.isCargoControl')}</Checkbox>
        </Form.Item>
        {controlled ? (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name={['controller', 'name']} label={t('delivery.control.name')} {...field(['controller', 'name'])}>
                <LimitedInput max={50} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name={['controller', 'email']} label={t('delivery.control.email')} {...field(['controller', 'email'], false)}>
                <LimitedInput max={100} type="email" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item name={['controller', 'areaCode']} label={t('delivery.control.areaCode')} {...field(['controller', 'areaCode'])}>
                <DialCodeSelect />
              </Form.Item>
            </Col>
            <Col xs={24} sm={14}>
              <Form.Item name={['controller', 'phone']} label={t('delivery.control.phone')} {...field(['controller', 'phone'])}>
                <LimitedInput max={20} inputMode="tel" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
      </Card>
    </>
  );
}
