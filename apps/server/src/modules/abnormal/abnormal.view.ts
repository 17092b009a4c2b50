import { ABNORMAL_STATUSES, type OrderAbnormalEntry } from '@portal/contracts/abnormal';
import { statusIn } from '@portal/contracts/statuses';
import { toIso } from '../../db/sql.js';
import type { AbnormalRepository } from './abnormal.repository.js';

// An order's abnormal items as its detail shows them (modules/orders reads them through
// AbnormalRepository.forOrder): a summary per item and the steps its timeline merges.
export function orderAbnormalEntries({ items, steps }: Awaited<ReturnType<AbnormalRepository['forOrder']>>): OrderAbnormalEntry[] {
  return items.map((item) => ({
    id: item.id,
    type: item.type,
    description: item.description,
    status: statusIn(ABNORMAL_STATUSES, item.status),
    amount: item.amount === null ? null : Number(item.amount),
    currency: item.currency,
    createTime: toIso(item.created_at),
    claim: item.claim_kind !== null,
    steps: steps.filter((s) => s.item_id === item.id).map((s) => ({ kind: s.kind, action: s.action, time: toIso(s.created_at) })),
  }));
}
