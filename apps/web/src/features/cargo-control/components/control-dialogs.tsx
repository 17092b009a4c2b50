import type { ControlOrder } from '@portal/contracts/cargo-control';
import { Suspense, lazy, useState, type ReactNode } from 'react';

// Loaded when opened: their forms, rules (zod), SMS code field and timeline are most of the
// list's weight on a phone (docs/web.md, "Every page within the budget").
const ReleaseModal = lazy(() => import('./release-modal').then((module) => ({ default: module.ReleaseModal })));
const TransferModal = lazy(() => import('./transfer-modal').then((module) => ({ default: module.TransferModal })));
const HistoryDrawer = lazy(() => import('./control-history').then((module) => ({ default: module.HistoryDrawer })));

export type ControlDialog = 'release' | 'transfer' | 'history';
export type OpenControlDialog = (dialog: ControlDialog, order: ControlOrder) => void;

// The one dialog open at a time for an order of the list or the detail section; each is
// rendered only while open, so it starts clean.
export function useControlDialogs(): { open: OpenControlDialog; dialogs: ReactNode } {
  const [current, setCurrent] = useState<{ dialog: ControlDialog; order: ControlOrder } | null>(null);
  const close = () => setCurrent(null);
  const open: OpenControlDialog = (dialog, order) => setCurrent({ dialog, order });
  let dialogs: ReactNode = null;
  if (current?.dialog === 'release') dialogs = <ReleaseModal order={current.order} onClose={close} />;
  if (current?.dialog === 'transfer') dialogs = <TransferModal order={current.order} onClose={close} />;
  if (current?.dialog === 'history') dialogs = <HistoryDrawer orderId={current.order.id} orderNo={current.order.orderNo} onClose={close} />;
  return { open, dialogs: <Suspense fallback={null}>{dialogs}</Suspense> };
}
