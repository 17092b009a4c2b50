import { staffFileUrl } from '@portal/contracts/files';
import type { OrderAuditEntry, OrderDetail, StaffOrderDetail, StaffOrderItem } from '@portal/contracts/order';
import { RECEIPT_STATUSES, transitionTarget } from '@portal/contracts/order-flow';
import { fromJson, toIso } from '../../db/sql.js';
import type { OrderStaffRepository } from './order-staff.repository.js';
import type { PlaceLookup } from './order-place-names.js';
import type { ListRow } from './order.repository.js';
import { toListItem } from './order-views.js';

// The staff answers (contracts/order.ts): what the shipper sees, and what staff need besides.

export function toStaffItem(row: ListRow, place: PlaceLookup): StaffOrderItem {
  return { ...toListItem(row, 'shipper', place), memberId: row.member_id, consignorPhone: row.consignor_phone, consigneePhone: row.consignee_phone };
}

type StaffOrderRow = NonNullable<Awaited<ReturnType<OrderStaffRepository['order']>>>;
type AuditRow = Awaited<ReturnType<OrderStaffRepository['audit']>>[number];

// The shipper's detail without the member's own view of it (viewer, actions), packing-list
// files at their staff address, the shipper's account, the step staff may take and the audit.
export function toStaffDetail(shipperView: OrderDetail, order: StaffOrderRow, audit: readonly AuditRow[]): StaffOrderDetail {
  const { viewerRole: _viewer, actions: _actions, ...detail } = shipperView;
  return {
    ...detail,
    files: detail.files.map((file) => ({ ...file, url: staffFileUrl(file.url) ?? file.url })),
    memberId: order.member_id,
    shipper: { nickname: order.member_nickname, areaCode: order.member_area_code, mobile: order.member_mobile },
    nextStatus: transitionTarget(detail.status) ?? null,
    receiptAllowed: RECEIPT_STATUSES.includes(detail.status),
    audit: audit.map(toAuditEntry),
  };
}

function toAuditEntry(a: AuditRow): OrderAuditEntry {
  return { action: a.action, staffId: a.staff_id, staffName: a.staff_name, detail: fromJson<OrderAuditEntry['detail']>(a.detail, {}), time: toIso(a.created_at) };
}
