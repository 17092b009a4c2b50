import { cm3ToM3, gramsToKg, kgToGrams, m3ToCm3 } from '@portal/contracts/order-units';
import { containerCheckDigit, isContainerNo, shipmentNumberKey, type ShipmentCreateBody, type ShipmentDetail, type ShipmentKind } from '@portal/contracts/shipment';
import { dayjs } from '../../lib/dayjs';

// The container form's values and the body they make. Times are typed in the staff member's
// local time; volume in m³ and weight in kg (the body takes cm³ and grams).

export interface ContainerValues {
  kind: ShipmentKind;
  number?: string;
  sealNo?: string;
  vessel?: string;
  voyage?: string;
  flightNo?: string;
  // datetime-local: YYYY-MM-DDTHH:mm, local time.
  etd?: string;
  eta?: string;
  portOfLoading?: string;
  portOfDischarge?: string;
  capacityVolume?: number | null;
  capacityWeight?: number | null;
}

const LOCAL_TIME = 'YYYY-MM-DDTHH:mm';
const toLocal = (iso: string) => dayjs(iso).format(LOCAL_TIME);
// A local time as the body takes it (with its offset); what is not a time is left for the
// schema to refuse.
function toIso(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const time = dayjs(local);
  return time.isValid() ? time.format() : local;
}
const orNone = <T,>(value: T | null | undefined) => (value === null ? undefined : value);

export function containerBodyOf(values: ContainerValues): Partial<ShipmentCreateBody> {
  const sea = values.kind === 'sea';
  const volume = orNone(values.capacityVolume);
  const weight = orNone(values.capacityWeight);
  return {
    kind: values.kind,
    number: values.number,
    // Fields of the other kind are not sent (the form hides them).
    sealNo: sea ? values.sealNo : undefined,
    vessel: sea ? values.vessel : undefined,
    voyage: sea ? values.voyage : undefined,
    flightNo: sea ? undefined : values.flightNo,
    etd: toIso(values.etd),
    eta: toIso(values.eta),
    portOfLoading: values.portOfLoading,
    portOfDischarge: values.portOfDischarge,
    capacityVolume: volume === undefined ? undefined : m3ToCm3(volume),
    capacityWeight: weight === undefined ? undefined : kgToGrams(weight),
  };
}

// The kind's rules (the number's format and check digit, vessel and voyage or the flight) read
// ETD and ETA too, and run only once those are valid (contracts' acrossFields). The fields of
// those rules are checked with any valid times in their place, so a wrong check digit shows
// as soon as the number is typed; ETD and ETA are checked by their own fields.
const ANY_TIME = '2000-01-01T00:00:00Z';
export const kindBodyOf = (values: ContainerValues) => ({ ...containerBodyOf(values), etd: ANY_TIME, eta: ANY_TIME });

export function valuesOf(shipment: ShipmentDetail): ContainerValues {
  return {
    kind: shipment.kind,
    number: shipment.number,
    sealNo: shipment.sealNo ?? undefined,
    vessel: shipment.vessel ?? undefined,
    voyage: shipment.voyage ?? undefined,
    flightNo: shipment.flightNo ?? undefined,
    etd: toLocal(shipment.etd),
    eta: toLocal(shipment.eta),
    portOfLoading: shipment.portOfLoading,
    portOfDischarge: shipment.portOfDischarge,
    capacityVolume: cm3ToM3(shipment.capacityVolume),
    capacityWeight: gramsToKg(shipment.capacityWeight),
  };
}

// A 40' high cube (76 m³, 26.5 t), what the warehouse mostly loads.
export const NEW_CONTAINER: ContainerValues = { kind: 'sea', capacityVolume: 76, capacityWeight: 26_500 };

// The right check digit of a container number whose only fault is its check digit, else
// undefined (the contracts' ISO 6346 rule).
export function expectedCheckDigit(kind: ShipmentKind | undefined, raw: unknown): number | undefined {
  if (kind !== 'sea' || typeof raw !== 'string') return undefined;
  const key = shipmentNumberKey(raw);
  if (key.length !== 11 || isContainerNo(key)) return undefined;
  const digit = containerCheckDigit(key.slice(0, 10));
  return isContainerNo(`${key.slice(0, 10)}${digit}`) ? digit : undefined;
}

