import type { AbnormalClaim } from '@portal/contracts/abnormal';
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

// The status's text key: a member's claim awaiting our answer is not a dispute.
export function statusKey(item: { status: AbnormalStatus; claim: AbnormalClaim | null }): 'abnormal.claim.awaiting' | `abnormal.status.${AbnormalStatus}` {
  return item.claim && item.status === ABNORMAL_STATUS.disputed ? 'abnormal.claim.awaiting' : `abnormal.status.${item.status}`;
}
