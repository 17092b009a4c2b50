import { orderAllows } from '@portal/contracts/order-flow';
import type { OrderDetail } from '@portal/contracts/order';
import { Alert, Button, Empty, Skeleton, Space } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { useClientConfig } from '../../../lib/system-api';
import { orderDetailQuery } from '../api/order-api';
import { LadingBillSheet, ReceiptSheet } from './order-sheet';
import { fetchDocumentPdf, useDocumentNames } from './print-api';
import { readPrintParams, type PrintType } from './print-params';
import styles from './print.module.css';
import { ReceiptLabel } from './receipt-label';
import type { PrintContext } from './sheet-parts';

// `/jiedao/jd-print?type=lading-bill|receipt|label&ids=1,2`: the documents of one or several
// orders, shown full-screen over the member area and printed by the browser. Everything
// outside this view is hidden from the printout (print.module.css).

// A plain class as well, for the print rule that hides the rest of the page.
const PRINT_ROOT = 'order-print-root';

// Why an order is not printed, or null when it is.
type Refusal = 'consignee' | 'status' | null;
export function printRefusal(type: PrintType, order: OrderDetail): Refusal {
  if (type === 'lading-bill' && order.viewerRole !== 'shipper') return 'consignee';
  return orderAllows('print', order.status) ? null : 'status';
}

export function PrintSheet({ type, order, ctx }: { type: PrintType; order: OrderDetail; ctx: PrintContext }) {
  if (type === 'lading-bill') return <LadingBillSheet order={order} ctx={ctx} />;
  if (type === 'receipt') return <ReceiptSheet order={order} ctx={ctx} />;
  return <ReceiptLabel order={order} ctx={ctx} />;
}

export function PrintPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [search] = useSearchParams();
  const { type, ids } = readPrintParams(search);
  const names = useDocumentNames(locale);
  const contact = useClientConfig().data?.serviceContact;
  const results = useQueries({ queries: ids.map((id) => orderDetailQuery(id, { silent: true })) });
  const [downloading, setDownloading] = useState(false);

  const ctx: PrintContext = {
    locale,
    ...names,
    contact: { phone: contact?.phone ?? null, email: contact?.email ?? null },
    trackingUrl: (orderNo) => `${window.location.origin}/jd-transport?no=${encodeURIComponent(orderNo)}`,
  };
  const printable = results.flatMap((r) => (r.data && printRefusal(type, r.data) === null ? [r.data] : []));
  const loading = results.some((r) => r.isPending);

  const print = () => {
    if (printable.length === 0) feedback.warning(t('order-print.nothingToPrint'), 'nothing-to-print');
    else window.print();
  };
  const download = async () => {
    setDownloading(true);
    try {
      for (const order of printable) saveFile(await fetchDocumentPdf(type, order.id), `${order.orderNo}-${type}.pdf`);
    } catch {
      feedback.error(t('order-print.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const view = (
    <div className={`${styles.root} ${PRINT_ROOT}`}>
      <div className={styles.toolbar} role="toolbar" aria-label={t(`order-print.title.${type}`)}>
        <Button onClick={() => void navigate(-1)}>{t('order-print.back')}</Button>
        <h1>{t(`order-print.title.${type}`)}</h1>
        <span>{printable.length > 0 && t('order-print.count', { count: printable.length })}</span>
        <Space>
          <Button onClick={() => void download()} loading={downloading} disabled={loading || printable.length === 0}>
            {t('order-print.downloadPdf')}
          </Button>
          <Button type="primary" onClick={print} disabled={loading || printable.length === 0}>
            {t('order-print.print')}
          </Button>
        </Space>
      </div>
      <div className={type === 'label' ? styles.labels : styles.sheets}>
        {results.map((result, i) => {
          const id = ids[i]!;
          if (result.isPending) return <Skeleton key={id} active className={styles.screenOnly} />;
          if (result.isError) {
            const message = result.error instanceof ApiError ? result.error.message : t('common.loadFailed');
            return <Alert key={id} type="error" className={styles.screenOnly} message={t('order-print.loadFailed', { id: String(id), message })} />;
          }
          const order = result.data;
          const refusal = printRefusal(type, order);
          if (refusal === 'consignee') return <Alert key={id} type="info" className={styles.screenOnly} message={`${order.orderNo}: ${t('orders.consigneeNotice')}`} />;
          if (refusal === 'status') {
            const status = t(`orders.status.${order.status}`);
            return <Alert key={id} type="warning" className={styles.screenOnly} message={t('order-print.notPrintable', { orderNo: order.orderNo, status })} />;
          }
          return <PrintSheet key={id} type={type} order={order} ctx={ctx} />;
        })}
        {!loading && printable.length === 0 && <Empty className={styles.screenOnly} description={t('order-print.nothingToPrint')} />}
      </div>
    </div>
  );
  return createPortal(view, document.body);
}
