import { staffFileUrl } from '@portal/contracts/files';
import type { OrderAuditAction, OrderAuditEntry, OrderDetail, StaffCargoControl, StaffOrderDetail, StaffOrderItem } from '@portal/contracts/order';
import { RECEIPT_STATUSES, transitionTarget } from '@portal/contracts/order-flow';
import { orderTotals } from '@portal/contracts/order-totals';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { checkReceipt } from '@portal/contracts/warehouse';
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
type ReleaseRow = Awaited<ReturnType<OrderStaffRepository['releases']>>[number];

// The shipper's detail without the member's own view of it (viewer, actions), packing-list
// files at their staff address, the shipper's account, the step staff may take, the receipt
// against the declared figures, cargo control and the audit.
export function toStaffDetail(shipperView: OrderDetail, order: StaffOrderRow, audit: readonly AuditRow[], releases: readonly ReleaseRow[]): StaffOrderDetail {
  const { viewerRole: _viewer, actions: _actions, ...detail } = shipperView;
  const declared = orderTotals(detail.goods);
  const { receipt } = detail;
  return {
    ...detail,
    files: detail.files.map((file) => ({ ...file, url: staffFileUrl(file.url) ?? file.url })),
    memberId: order.member_id,
    shipper: { nickname: order.member_nickname, areaCode: order.member_area_code, mobile: order.member_mobile },
    nextStatus: transitionTarget(detail.status) ?? null,
    receiptAllowed: RECEIPT_STATUSES.includes(detail.status),
    lotAllowed: detail.status === ORDER_STATUS.awaitingWarehousing,
    receiptCheck: checkReceipt(
      { cartons: declared.num, volume: declared.volume, weight: declared.weight },
      receipt ? { cartons: receipt.cartons, volume: receipt.volume, weight: receipt.weight } : null,
      receipt?.complete ?? false,
    ),
    cargoControl: cargoControlOf(order, releases),
    audit: audit.map(toAuditEntry),
  };
}

function cargoControlOf(order: StaffOrderRow, releases: readonly ReleaseRow[]): StaffCargoControl | null {
  if (order.is_cargo_control !== 1 || order.cargo_control_status === CARGO_CONTROL_STATUS.none) return null;
  return {
    totalCartons: order.control_total_num,
    releasedCartons: order.control_released_num,
    heldCartons: order.control_total_num - order.control_released_num,
    releases: releases.map((r) => ({
      cartons: r.pick_num ?? 0,
      releasedBy: { name: r.actor_name, areaCode: r.actor_area_code, phone: r.actor_phone },
      consigneeName: r.consignee_name,
      time: toIso(r.created_at),
    })),
  };
}

export function toAuditEntry(a: AuditRow): OrderAuditEntry {
  return { action: a.action as OrderAuditAction, staffId: a.staff_id, staffName: a.staff_name, detail: fromJson<OrderAuditEntry['detail']>(a.detail, {}), time: toIso(a.created_at) };
}
