import type { Generated } from 'kysely';
import type { ControlEventKind, ReleaseVerifyMethod } from '@portal/contracts/cargo-control';

// Cargo control (migration 20261126100000_cargo_control; docs/cargo-control.md). The control
// figures of an order are columns of ship_order (tables/orders.ts); this is its audit trail.
export interface CargoControlEventTable {
  id: Generated<number>;
  order_id: number;
  kind: ControlEventKind;
  actor_member_id: number | null;
  actor_name: string | null;
  actor_area_code: string | null;
  actor_phone: string | null;
  pick_num: number | null;
  pick_volume: number | null;
  pick_weight: number | null;
  consignee_name: string | null;
  consignee_area_code: string | null;
  consignee_phone: string | null;
  remarks: string | null;
  verified_by: ReleaseVerifyMethod | null;
  old_controller_name: string | null;
  old_controller_area_code: string | null;
  old_controller_phone: string | null;
  old_controller_email: string | null;
  new_controller_name: string | null;
  new_controller_area_code: string | null;
  new_controller_phone: string | null;
  new_controller_email: string | null;
  created_at: string;
}

export interface CargoControlTables {
  cargo_control_event: CargoControlEventTable;
}
