import type { StaffOrderDetail } from '@portal/contracts/order';
import type { ReceiptLot } from '@portal/contracts/warehouse';
import { Button, Progress, Table, type TableColumnsType } from 'antd';
import { useWarehouseText } from './warehouse-text';
import { formatDateTime, formatKg, formatM3 } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import type { LabelPrint } from './label-print';
import { expectedCartons } from './warehouse-figures';
import styles from './warehouse.module.css';

// The lots so far ("received 12 of 30"), each with its cartons' numbers through the order and
// its labels to print again; the whole receipt's labels in one PDF.
export function LotsList({ order, labels }: { order: StaffOrderDetail; labels: LabelPrint }) {
  const t = useWarehouseText();
  const locale = useLocale();
  const lots = order.receipt?.lots ?? [];
  const received = order.receipt?.cartons ?? 0;
  const expected = expectedCartons(order);
  const complete = order.receipt?.complete ?? false;
  const firstCarton = new Map<number, number>();
  lots.reduce((next, lot) => (firstCarton.set(lot.lotNo, next), next + lot.cartons), 1);

  const columns: TableColumnsType<ReceiptLot> = [
    { key: 'lotNo', title: t('lots.lotNo'), dataIndex: 'lotNo', width: 50 },
    {
      key: 'cartons',
      title: t('lots.cartons'),
      render: (_, lot) => {
        const from = firstCarton.get(lot.lotNo) ?? 1;
        return t('lots.range', { count: lot.cartons, from, to: from + lot.cartons - 1 });
      },
    },
    { key: 'size', title: t('lots.size'), dataIndex: 'size', ellipsis: true },
    { key: 'volume', title: t('lots.volume'), align: 'end', render: (_, lot) => formatM3(lot.volume, locale) },
    { key: 'weight', title: t('lots.weight'), align: 'end', render: (_, lot) => formatKg(lot.weight, locale) },
    { key: 'inTime', title: t('lots.inTime'), render: (_, lot) => formatDateTime(lot.inTime, 'MM-DD HH:mm'), width: 100 },
    {
      key: 'labels',
      title: t('lots.labels'),
      width: 90,
      render: (_, lot) => (
        <Button size="small" disabled={labels.busy !== null} onClick={() => labels.print(lot.lotNo)} aria-label={t('labels.printLot', { lotNo: lot.lotNo })}>
          {t('lots.print')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="warehouse-lots-title" className={styles.block}>
      <div className={styles.sectionHead}>
        <h3 id="warehouse-lots-title" className={styles.blockTitle}>
          {t('lots.title')}
        </h3>
        <span>{t(complete ? 'lots.complete' : 'lots.receivedOf', { received, expected })}</span>
        <Progress
          percent={expected > 0 ? Math.min(100, Math.round((received / expected) * 100)) : 0}
          size="small"
          showInfo={false}
          className={styles.progress}
          aria-label={t('lots.receivedOf', { received, expected })}
        />
        {lots.length > 0 ? (
          <Button size="small" disabled={labels.busy !== null} onClick={() => labels.print()}>
            {t('labels.printAll', { count: received })}
          </Button>
        ) : null}
      </div>
      {lots.length > 0 ? (
        <Table<ReceiptLot> size="small" rowKey="lotNo" columns={columns} dataSource={lots} pagination={false} />
      ) : (
        <p className={styles.muted}>{t('lots.none')}</p>
      )}
    </section>
  );
}
