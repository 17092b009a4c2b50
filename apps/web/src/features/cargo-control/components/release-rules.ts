import type { ControlOrder, ReleaseVerifyMethod } from '@portal/contracts/cargo-control';
import { RELEASE_VERIFY_METHODS } from '@portal/contracts/cargo-control';

// What the release dialog offers for one order (the server checks all of it again).

// The control password only when the controller has one; an SMS code always.
export function verifyMethods(order: Pick<ControlOrder, 'hasControlPassword'>): ReleaseVerifyMethod[] {
  return RELEASE_VERIFY_METHODS.filter((method) => method !== 'password' || order.hasControlPassword);
}

// The spec's release notes: lock not expired, or goods not unloaded / not in the warehouse →
// the consignee stays; otherwise it may change. The server works out limitUpdateConsignee
// with contracts' consigneeChangeLimit.
export type ConsigneeNote = 'locked' | 'notInWarehouse' | 'changeAllowed';

export function consigneeNote(order: Pick<ControlOrder, 'limitUpdateConsignee'>): ConsigneeNote {
  return order.limitUpdateConsignee ?? 'changeAllowed';
}
