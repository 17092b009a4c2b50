import { FEE_TYPES, PAYERS } from '@portal/contracts/order-choices';
import { Col, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeliveryValues } from '../delivery-values';

type Drawees = NonNullable<DeliveryValues['customDraweeList']>;
type FeeType = Drawees[number]['feeType'];
type Payer = Drawees[number]['payer'];

// "Split by fee": who pays each fee. A fee left empty is not in the list. `label` names the
// group; each select is named by its fee.
export function CustomDrawees({ id, label, value, onChange }: { id?: string; label: string; value?: Drawees; onChange?: (value: Drawees) => void }) {
  const { t } = useTranslation();
  const payerOf = (feeType: FeeType) => value?.find((entry) => entry.feeType === feeType)?.payer;
  const set = (feeType: FeeType, payer: Payer | undefined) => {
    const others = (value ?? []).filter((entry) => entry.feeType !== feeType);
    const next = payer ? [...others, { feeType, payer }] : others;
    onChange?.(FEE_TYPES.flatMap((fee) => next.filter((entry) => entry.feeType === fee)));
  };
  return (
    <div id={id} role="group" aria-label={label}>
      <Row gutter={[12, 8]}>
        {FEE_TYPES.map((feeType) => (
          <Col key={feeType} xs={24} sm={12} lg={8}>
            <Select<Payer>
              style={{ width: '100%' }}
              aria-label={t(`orders.feeType.${feeType}`)}
              prefix={`${t(`orders.feeType.${feeType}`)}:`}
              placeholder={t('delivery.services.payerUnset')}
              allowClear
              value={payerOf(feeType)}
              onChange={(payer) => set(feeType, payer)}
              options={PAYERS.map((payer) => ({ value: payer, label: t(`orders.payer.${payer}`) }))}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
