import type { AbnormalClaim } from '@portal/contracts/abnormal';
import { ABNORMAL_STATUS, type AbnormalStatus } from '@portal/contracts/statuses';

// How the abnormal screens show a status (amounts: lib/money.ts's formatMinor).

export const STATUS_COLOR: Record<AbnormalStatus, string> = {
  [ABNORMAL_STATUS.toHandle]: 'warning',
  [ABNORMAL_STATUS.finished]: 'success',
  [ABNORMAL_STATUS.disputed]: 'processing',
};

// The status's text key: a member's claim awaiting our answer is not a dispute.
export function statusKey(item: { status: AbnormalStatus; claim: AbnormalClaim | null }): 'abnormal.claim.awaiting' | `abnormal.status.${AbnormalStatus}` {
  return item.claim && item.status === ABNORMAL_STATUS.disputed ? 'abnormal.claim.awaiting' : `abnormal.status.${item.status}`;
}
