import type { Generated, Selectable } from 'kysely';
import type { ShipmentKind, ShipmentStatus } from '@portal/contracts/shipment';

// Containers and air shipments (migration 20261128400000_shipments; docs/containers.md). The
// orders in one carry its id (ship_order.shipment_id, tables/orders.ts). Volume in cm³, weight
// in grams.
export interface ShipmentTable {
  id: Generated<number>;
  kind: ShipmentKind;
  number: string;
  seal_no: string | null;
  vessel: string | null;
  voyage: string | null;
  flight_no: string | null;
  etd: string;
  eta: string;
  port_of_loading: string;
  port_of_discharge: string;
  capacity_volume: number;
  capacity_weight: number;
  status: ShipmentStatus;
  staff_id: number | null;
  created_at: string;
  updated_at: string;
  // When it moved to departed (migration 20261201200000_dashboard); null before.
  departed_at: Generated<string | null>;
}
export type ShipmentRow = Selectable<ShipmentTable>;

export interface ShipmentTables {
  shipment: ShipmentTable;
}
