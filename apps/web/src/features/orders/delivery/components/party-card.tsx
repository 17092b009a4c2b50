import { ContactsOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Form, Row } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../../components/dial-code-select';
import { LimitedInput } from '../../../../components/limited-input';
import type { DeliveryField, DeliveryValues, PartyValues } from '../delivery-values';
import styles from './delivery-form.module.css';
import { AddressBookPicker, type PickedParty } from './address-book-picker';

type Role = 'consignor' | 'consignee';
const SAVE_FIELD = { consignor: 'saveConsignor', consignee: 'saveConsignee' } as const;

// One party of the order (consignor or consignee): picked from the address book, or typed
// and, when the member ticks it, saved to the address book with the order. The consignee's
// phone rule reads cargo control (a consignee in China needs it), so it is checked again
// when that changes.
export function PartyCard({ role, field, onPicked }: { role: Role; field: DeliveryField; onPicked?: (picked: PickedParty) => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DeliveryValues>();
  const [picking, setPicking] = useState(false);
  const headingId = useId();
  const title = t(`orders.field.${role}`);
  const path = (name: keyof PartyValues): [Role, keyof PartyValues] => [role, name];

  const pick = (picked: PickedParty) => {
    form.setFieldsValue({ [role]: picked.party, [SAVE_FIELD[role]]: false });
    void form.validateFields([[role, 'name'], [role, 'areaCode'], [role, 'phone']]).catch(() => undefined);
    onPicked?.(picked);
    setPicking(false);
  };

  return (
    <section aria-labelledby={headingId}>
    <Card
      size="small"
      title={<h3 id={headingId} className={styles.cardHeading}>{title}</h3>}
      extra={
        <Button type="link" icon={<ContactsOutlined aria-hidden />} onClick={() => setPicking(true)} aria-label={t(`delivery.party.pick.${role}`)}>
          {t('delivery.party.book')}
        </Button>
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={path('name')} label={t('orders.field.name')} {...field(path('name'))}>
            <LimitedInput max={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={path('company')} label={t('orders.field.company')} {...field(path('company'), false)}>
            <LimitedInput max={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={path('nameEn')} label={t('orders.field.nameEn')} {...field(path('nameEn'), false)}>
            <LimitedInput max={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={path('email')} label={t('orders.field.email')} {...field(path('email'), false)}>
            <LimitedInput max={100} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item
            name={path('areaCode')}
            label={t('orders.field.areaCode')}
            dependencies={role === 'consignee' ? ['isCargoControl'] : undefined}
            {...field(path('areaCode'))}
          >
            <DialCodeSelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name={path('phone')} label={t('orders.field.phone')} {...field(path('phone'))}>
            <LimitedInput max={20} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={SAVE_FIELD[role]} valuePropName="checked" style={{ marginBottom: 0 }} {...field(SAVE_FIELD[role], false)}>
        <Checkbox>{t(`delivery.party.save.${role}`)}</Checkbox>
      </Form.Item>
      {picking ? <AddressBookPicker title={t(`delivery.party.pick.${role}`)} onPick={pick} onClose={() => setPicking(false)} /> : null}
    </Card>
    </section>
  );
}
