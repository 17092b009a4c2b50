import type { WarehouseReceipt } from '@portal/contracts/order';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

// A receipt still coming in lots (docs/warehouse.md): "received n of N cartons so far", and
// each lot with its cartons and time. Shown above the receipt's figures while not complete.
export function PartialReceipt({ receipt }: { receipt: WarehouseReceipt }) {
  const { t } = useTranslation();
  if (receipt.complete) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('order-pages.detail.partialReceipt', { received: receipt.cartons, expected: receipt.expectedCartons })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {receipt.lots.map((lot) => (
            <li key={lot.lotNo}>{t('order-pages.detail.receiptLot', { lotNo: lot.lotNo, cartons: lot.cartons, time: formatDateTime(lot.inTime) })}</li>
          ))}
        </ul>
      }
    />
  );
}
