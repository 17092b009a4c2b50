import { ORDER_IDS_MAX } from '@portal/contracts/constants';
import type { OrderListItem } from '@portal/contracts/order';
import type { OrderImportProgress, OrderImportStage } from '@portal/contracts/order-import';
import { ORDER_STATUS } from '@portal/contracts/statuses';

// What the spreadsheet actions decide, apart from drawing it: the import's progress bar, which
// selected orders can be submitted, and in what batches.

// Where each stage of the import sits on one bar: the upload takes the first 40 %, reading
// and checking the file the next 20, saving the drafts the rest.
const UPLOAD_SHARE = 40;
const SPAN: Record<OrderImportStage, [number, number]> = {
  waiting: [UPLOAD_SHARE, UPLOAD_SHARE],
  reading: [UPLOAD_SHARE, 50],
  checking: [50, 60],
  saving: [60, 100],
  finished: [100, 100],
};

export type ImportStep = { step: 'uploading'; percent: number } | { step: OrderImportStage; done: number; total: number };

// The step to show: the upload until every byte is sent, then what the server says.
export function importStep(uploaded: number, server: OrderImportProgress | undefined): ImportStep {
  if (uploaded < 100 || !server) return { step: 'uploading', percent: uploaded };
  return { step: server.stage, done: server.done, total: server.total };
}

export function importPercent(step: ImportStep): number {
  if (step.step === 'uploading') return Math.round((step.percent * UPLOAD_SHARE) / 100);
  const [from, to] = SPAN[step.step];
  const share = step.total > 0 ? Math.min(1, step.done / step.total) : 0;
  return Math.round(from + (to - from) * share);
}

// The selected orders that are drafts: only those can be submitted.
export function draftsOf<T extends Pick<OrderListItem, 'status'>>(selected: readonly T[]): T[] {
  return selected.filter((order) => order.status === ORDER_STATUS.draft);
}

// The submit call takes at most ORDER_IDS_MAX ids; more go in several calls.
export function batches<T>(items: readonly T[], size = ORDER_IDS_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
