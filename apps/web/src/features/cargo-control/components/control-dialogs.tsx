import type { ControlOrder } from '@portal/contracts/cargo-control';
import { useState, type ReactNode } from 'react';
import { HistoryDrawer } from './control-history';
import { ReleaseModal } from './release-modal';
import { TransferModal } from './transfer-modal';

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
  return { open, dialogs };
}
