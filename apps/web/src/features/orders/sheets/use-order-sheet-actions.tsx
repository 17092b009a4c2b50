import { DownloadOutlined, SendOutlined, UploadOutlined } from '@ant-design/icons';
import type { OrderListItem, OrderRole } from '@portal/contracts/order';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListAction } from '../../../components/list-card';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { saveFile } from '../../../lib/save-file';
import { exportOrders, type ExportFilters } from '../api/order-sheet-api';
import { formatFileSize } from '../detail/file-size';
import { draftsOf } from './sheet-logic';

// The dialogs load when first opened: their upload, forms and error texts are not needed to show
// the list (docs/web.md, "A list page").
const OrderImportDialog = lazy(() => import('./order-import-dialog').then((module) => ({ default: module.OrderImportDialog })));
const SubmitDraftsDialog = lazy(() => import('./submit-drafts-dialog').then((module) => ({ default: module.SubmitDraftsDialog })));

// What an order list tells its toolbar: the filters as the API takes them, the selected orders.
export interface SheetListContext {
  role: OrderRole;
  query: ExportFilters;
  selected: OrderListItem[];
}

const EXPORT_TOAST = 'order-export';

// The spreadsheet actions of an order list — import (posted orders), export of the filtered
// list or the selection, and "submit selected" for drafts — and the dialogs they open. The list
// calls `actions(context)` for its toolbar and renders `dialogs` next to itself.
export function useOrderSheetActions(): { actions: (context: SheetListContext) => ListAction[]; dialogs: ReactNode } {
  const { t } = useTranslation();
  const locale = useLocale();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [submitting, setSubmitting] = useState<OrderListItem[] | null>(null);

  const runExport = ({ query, selected }: SheetListContext) => {
    setExporting(true);
    feedback.notify('info', { key: EXPORT_TOAST, message: t('order-import.export.preparing'), duration: 0 });
    const ids = selected.map((order) => order.id);
    exportOrders(query, ids, (bytes) =>
      feedback.notify('info', { key: EXPORT_TOAST, message: t('order-import.export.received', { size: formatFileSize(bytes, locale) }), duration: 0 }),
    )
      .then((file) => {
        saveFile(file, `orders-${new Date().toISOString().slice(0, 10)}.xlsx`);
        feedback.notify('success', { key: EXPORT_TOAST, message: t('order-import.export.done'), duration: 3 });
      })
      // The api client has said why (ORDER_EXPORT_EMPTY: 'No data available for export').
      .catch(() => feedback.closeNotification(EXPORT_TOAST))
      .finally(() => setExporting(false));
  };

  const submitSelected = (selected: OrderListItem[]) => {
    const drafts = draftsOf(selected);
    if (drafts.length === 0) return feedback.error(t('order-import.submit.noDrafts'));
    if (drafts.length < selected.length) feedback.warning(t('order-import.submit.notDrafts', { count: selected.length - drafts.length }));
    setSubmitting(drafts);
  };

  const actions = (context: SheetListContext): ListAction[] => {
    const { role, selected } = context;
    const drafts = draftsOf(selected).length;
    return [
      ...(role === 'posted'
        ? [
            { key: 'import', icon: <UploadOutlined />, label: t('order-import.actions.import'), onClick: () => setImporting(true) },
            {
              key: 'submit-selected',
              icon: <SendOutlined />,
              label: t('order-import.actions.submitSelected', { count: drafts }),
              disabled: drafts === 0,
              onClick: () => submitSelected(selected),
            },
          ]
        : []),
      {
        key: 'export',
        icon: <DownloadOutlined />,
        label: selected.length > 0 ? t('order-import.actions.exportSelected', { count: selected.length }) : t('order-import.actions.export'),
        loading: exporting,
        onClick: () => runExport(context),
      },
    ];
  };

  const dialogs = (
    <Suspense fallback={null}>
      {importing ? <OrderImportDialog onClose={() => setImporting(false)} /> : null}
      {submitting ? <SubmitDraftsDialog drafts={submitting} onClose={() => setSubmitting(null)} /> : null}
    </Suspense>
  );
  return { actions, dialogs };
}
