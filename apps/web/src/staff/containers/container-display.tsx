import type { ShipmentItem, ShipmentStatus } from '@portal/contracts/shipment';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Pill, type PillTone } from '../../components/plain-card';
import { formatDateTime } from '../../lib/format';
import { useContainersText, type ContainersText } from './containers-texts';

// How the desk names a shipment's status, kind and carrier.

const S = ORDER_STATUS;
const TONES: Record<ShipmentStatus, PillTone> = {
  [S.inWarehouse]: 'gold',
  [S.departed]: 'blue',
  [S.inTransit]: 'blue',
  [S.arrived]: 'orange',
  [S.readyForPickup]: 'orange',
  [S.delivered]: 'green',
};

export function statusName(ct: ContainersText, status: ShipmentStatus): string {
  return ct(`statusNames.${status}`);
}

export function ContainerStatus({ status }: { status: ShipmentStatus }) {
  const ct = useContainersText();
  return <Pill tone={TONES[status]}>{statusName(ct, status)}</Pill>;
}

type Carrier = Pick<ShipmentItem, 'kind' | 'vessel' | 'voyage' | 'flightNo'>;

// "MSC Aurora / 648W" or "Flight CA861".
export function carrierText(ct: ContainersText, shipment: Carrier): string {
  return shipment.kind === 'sea'
    ? ct('carrier.sea', { vessel: shipment.vessel ?? '', voyage: shipment.voyage ?? '' })
    : ct('carrier.air', { flight: shipment.flightNo ?? '' });
}

export const shortTime = (iso: string) => formatDateTime(iso, 'YYYY-MM-DD HH:mm');
