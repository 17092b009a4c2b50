import { CUSTOMS_TYPES, DRAWEES, HARVEST_METHODS, insuranceFee, ISSUING_METHODS, NAMES_AIRLINE, NAMES_SHIPPING_COMPANY, PACKAGE_TYPES, WAREHOUSE_TYPES } from '@portal/contracts/order-choices';
import { Card, Checkbox, Col, DatePicker, Form, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedInput, LimitedTextArea } from '../../../../components/limited-input';
import { dayjs } from '../../../../lib/dayjs';
import { useLocale } from '../../../../lib/i18n';
import { goodsTotals } from '../delivery-totals';
import { decimalSeparator, type DeliveryField, type DeliveryValues } from '../delivery-values';
import { CustomDrawees } from './custom-drawees';
import { formatMinor } from '../../../../lib/money';

const wide = { width: '100%' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h3>} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

// Step 4: the services of the order. Fields that only matter for one choice (the loading time
// of a pickup, the amount to collect, the payer of each fee) show with that choice. After the
// order is submitted the destination address can no longer be changed.
export function ServicesStep({ field, addressLocked }: { field: DeliveryField; addressLocked: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<DeliveryValues>();
  const values = Form.useWatch((all: DeliveryValues) => all, form) ?? {};
  const currency = values.currency ?? 'USD';
  const worth = goodsTotals(values.goods).worth;
  const choices = <T extends string>(list: readonly T[], label: (value: T) => string) => list.map((value) => ({ value, label: label(value) }));
  const decimal = decimalSeparator(locale);
  const transport = values.transportType;

  return (
    <>
      <Section title={t('delivery.services.handover')}>
        <Col xs={24} md={12}>
          <Form.Item name="harvestMethod" label={t('orders.field.harvestMethod')} {...field('harvestMethod')}>
            <Radio.Group options={choices(HARVEST_METHODS, (v) => t(`orders.harvestMethod.${v}`))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="warehouseType" label={t('orders.field.warehouseType')} {...field('warehouseType')}>
            <Select options={choices(WAREHOUSE_TYPES, (v) => t(`orders.warehouseType.${v}`))} />
          </Form.Item>
        </Col>
        {values.harvestMethod === 'pickup' ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item name="loadingTime" label={t('orders.field.loadingTime')} dependencies={['harvestMethod']} {...field('loadingTime')}>
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={wide} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="loadingAddress" label={t('orders.field.loadingAddress')} dependencies={['harvestMethod']} {...field('loadingAddress')}>
                <LimitedInput max={200} autoComplete="off" />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="deliveryDate" label={t('orders.field.deliveryDate')} extra={t('delivery.services.deliveryDateHint')} {...field('deliveryDate')}>
            <DatePicker style={wide} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="packageType" label={t('orders.field.packageType')} {...field('packageType')}>
            <Select options={choices(PACKAGE_TYPES, (v) => t(`orders.packageType.${v}`))} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="packageRemarks" label={t('orders.field.packageRemarks')} {...field('packageRemarks', false)}>
            <LimitedInput max={200} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isUnpack" valuePropName="checked" {...field('isUnpack', false)}>
            <Checkbox>{t('orders.field.isUnpack')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isSingleTicketTransport" valuePropName="checked" {...field('isSingleTicketTransport', false)}>
            <Checkbox>{t('orders.field.isSingleTicketTransport')}</Checkbox>
          </Form.Item>
        </Col>
      </Section>

      <Section title={t('delivery.services.destination')}>
        <Col xs={24} md={12}>
          <Form.Item
            name="deliveryaddress"
            label={t('orders.field.deliveryaddress')}
            extra={addressLocked ? t('delivery.services.addressLocked') : t('delivery.services.areaHint')}
            {...field('deliveryaddress')}
          >
            <LimitedInput max={100} autoComplete="off" disabled={addressLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="addressdetail" label={t('orders.field.addressdetail')} {...field('addressdetail')}>
            <LimitedTextArea max={100} rows={2} disabled={addressLocked} />
          </Form.Item>
        </Col>
      </Section>

      <Section title={t('delivery.services.customs')}>
        <Col xs={24} md={12}>
          <Form.Item name="customsType" label={t('orders.field.customsType')} {...field('customsType')}>
            <Select options={choices(CUSTOMS_TYPES, (v) => t(`orders.customsType.${v}`))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="issuingMethod" label={t('orders.field.issuingMethod')} {...field('issuingMethod')}>
            <Select options={choices(ISSUING_METHODS, (v) => t(`orders.issuingMethod.${v}`))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="doubleClear" valuePropName="checked" {...field('doubleClear', false)}>
            <Checkbox>{t('orders.field.doubleClear')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="customsClearCert" valuePropName="checked" {...field('customsClearCert', false)}>
            <Checkbox>{t('orders.field.customsClearCert')}</Checkbox>
          </Form.Item>
        </Col>
        {values.customsClearCert ? (
          <Col xs={24} md={12}>
            <Form.Item name="clearCertRemark" label={t('orders.field.clearCertRemark')} {...field('clearCertRemark', false)}>
              <LimitedInput max={200} autoComplete="off" />
            </Form.Item>
          </Col>
        ) : null}
        {transport && NAMES_AIRLINE.includes(transport) ? (
          <Col xs={24} md={12}>
            <Form.Item name="airlineCompany" label={t('orders.field.airlineCompany')} {...field('airlineCompany', false)}>
              <LimitedInput max={100} autoComplete="off" />
            </Form.Item>
          </Col>
        ) : null}
        {transport && NAMES_SHIPPING_COMPANY.includes(transport) ? (
          <Col xs={24} md={12}>
            <Form.Item name="shippingCompany" label={t('orders.field.shippingCompany')} {...field('shippingCompany', false)}>
              <LimitedInput max={100} autoComplete="off" />
            </Form.Item>
          </Col>
        ) : null}
      </Section>

      <Section title={t('delivery.services.payment')}>
        <Col xs={24}>
          <Form.Item name="drawee" label={t('orders.field.drawee')} {...field('drawee')}>
            <Radio.Group options={choices(DRAWEES, (v) => t(`orders.drawee.${v}`))} />
          </Form.Item>
        </Col>
        {values.drawee === 'custom' ? (
          <Col xs={24}>
            <Form.Item name="customDraweeList" label={t('orders.field.customDraweeList')} dependencies={['drawee']} {...field('customDraweeList')}>
              <CustomDrawees label={t('orders.field.customDraweeList')} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="isCollection" valuePropName="checked" {...field('isCollection', false)}>
            <Checkbox>{t('orders.field.isCollection')}</Checkbox>
          </Form.Item>
        </Col>
        {values.isCollection ? (
          <Col xs={24} md={12}>
            <Form.Item name="collectionProxy" label={t('delivery.services.collectionAmount', { currency })} dependencies={['isCollection']} {...field('collectionProxy')}>
              <InputNumber min={0} precision={2} style={wide} inputMode="decimal" decimalSeparator={decimal} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24}>
          <Form.Item name="isInsured" valuePropName="checked" extra={t('delivery.services.insuranceHint')} {...field('isInsured', false)}>
            <Checkbox>{t('orders.field.isInsured')}</Checkbox>
          </Form.Item>
          {values.isInsured ? (
            <Typography.Paragraph>
              {t('orders.field.insuranceFee')}: <strong>{formatMinor(insuranceFee(worth), currency, locale)}</strong>
            </Typography.Paragraph>
          ) : null}
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('orders.field.remark')} {...field('remark', false)}>
            <LimitedTextArea max={500} rows={3} />
          </Form.Item>
        </Col>
      </Section>
    </>
  );
}
