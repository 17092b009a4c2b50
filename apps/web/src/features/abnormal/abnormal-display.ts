import { ABNORMAL_STATUS, type AbnormalStatus } from '@portal/contracts/statuses';
import { fromMinor } from '@portal/contracts/order-units';

// How the abnormal screens show a status and an amount.

export const STATUS_COLOR: Record<AbnormalStatus, string> = {
  [ABNORMAL_STATUS.toHandle]: 'warning',
  [ABNORMAL_STATUS.finished]: 'success',
  [ABNORMAL_STATUS.disputed]: 'processing',
};

// Minor units of a currency in the reader's language ('US$15.00', '15,00 $US').
export function formatAmount(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency }).format(fromMinor(minor));
}
