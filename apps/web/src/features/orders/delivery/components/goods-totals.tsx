import { Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/i18n';
import { formatKg, formatM3 } from '../../units';
import { goodsTotals } from '../delivery-totals';
import type { DeliveryValues } from '../delivery-values';
import styles from './delivery-form.module.css';
import { formatMinor } from '../../../../lib/money';

// The order's totals (pieces, volume, weight, worth), following every line as it is typed.
export function GoodsTotalsBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<DeliveryValues>();
  const goods = Form.useWatch('goods', form);
  const currency = Form.useWatch('currency', form) ?? 'USD';
  const totals = goodsTotals(goods);
  return (
    <Descriptions
      className={styles.totals}
      title={t('delivery.goods.totals')}
      size="small"
      layout="vertical"
      bordered
      column={{ xs: 2, sm: 4 }}
      items={[
        { key: 'num', label: t('orders.field.totalNum'), children: totals.num },
        { key: 'volume', label: t('orders.field.totalVolume'), children: formatM3(totals.volume, locale) },
        { key: 'weight', label: t('orders.field.totalWeight'), children: formatKg(totals.weight, locale) },
        { key: 'worth', label: t('orders.field.totalWorth'), children: formatMinor(totals.worth, currency, locale) },
      ]}
    />
  );
}
