import type { ContainerScan } from '../orders/order-staff.service.js';
import type { ShipmentRepository } from './shipment.repository.js';

// The order desk's scan-anything lookup (docs/warehouse.md, "Scan lookup") finds a container or
// air shipment by its number as a scanner reads it (spaces, dashes, lower case: the stored
// spelling is the repository's shipmentNumberKey); the one still moving before a delivered one.
export function shipmentScan(repo: ShipmentRepository): ContainerScan {
  return {
    async byNumber(code) {
      const row = await repo.byNumber(code);
      if (!row) return [];
      const carrier = row.kind === 'sea' ? [row.vessel, row.voyage] : [row.flight_no];
      const label = [row.number, carrier.filter(Boolean).join(' ')].filter(Boolean).join(' · ');
      return [{ kind: 'container', id: row.id, label, matchedBy: 'containerNo' }];
    },
  };
}
