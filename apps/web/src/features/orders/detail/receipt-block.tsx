import type { WarehouseReceipt } from '@portal/contracts/order';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { placeName } from '../order-display';
import { formatKg, formatM3 } from '../units';
import { PartialReceipt } from './partial-receipt';

// The warehouse receipt, as staff wrote it when the cartons arrived (the order's figures come
// from it from then on).
export function ReceiptBlock({ receipt }: { receipt: WarehouseReceipt | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!receipt) return <Typography.Text type="secondary">{t('order-pages.detail.noReceipt')}</Typography.Text>;
  const items = [
    { key: 'cartons', label: t('orders.field.cartons'), children: receipt.cartons },
    { key: 'size', label: t('orders.field.size'), children: receipt.size },
    { key: 'volume', label: t('orders.field.volume'), children: formatM3(receipt.volume, locale) },
    { key: 'weight', label: t('orders.field.weight'), children: formatKg(receipt.weight, locale) },
    { key: 'inTime', label: t('orders.field.inTime'), children: formatDateTime(receipt.inTime) },
    { key: 'updateTime', label: t('orders.field.updateTime'), children: formatDateTime(receipt.updateTime) },
    ...(receipt.warehouse ? [{ key: 'warehouse', label: t('order-pages.detail.receiptWarehouse'), children: placeName(receipt.warehouse, locale) }] : []),
  ];
  return (
    <>
      <PartialReceipt receipt={receipt} />
      <Descriptions items={items} column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered />
    </>
  );
}
