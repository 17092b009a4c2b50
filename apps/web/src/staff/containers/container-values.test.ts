import { shipmentCreateBody } from '@portal/contracts/shipment';
import { describe, expect, it } from 'vitest';
import { containerBodyOf, expectedCheckDigit, kindBodyOf, type ContainerValues } from './container-values';

// The container form's values as the body the server takes, and the hint of the right check
// digit (CSQU3054383 is the ISO 6346 standard's own example).

const SEA: ContainerValues = {
  kind: 'sea',
  number: 'csqu 305438-3',
  sealNo: 'SL1',
  vessel: 'MSC Aurora',
  voyage: '651W',
  flightNo: 'CA861',
  etd: '2026-12-20T10:00',
  eta: '2027-01-24T08:00',
  portOfLoading: 'Ningbo',
  portOfDischarge: 'Dakar',
  capacityVolume: 76,
  capacityWeight: 26_500.5,
};

describe('the container form', () => {
  it('sends cm³ and grams, times with their offset, and only the fields of its kind', () => {
    const body = containerBodyOf(SEA);
    expect(body).toMatchObject({ capacityVolume: 76_000_000, capacityWeight: 26_500_500, flightNo: undefined, vessel: 'MSC Aurora' });
    expect(Date.parse(body.etd!)).toBe(new Date(2026, 11, 20, 10, 0).getTime());
    expect(body.etd).toMatch(/^2026-12-20T10:00:00[+-]\d{2}:\d{2}$/);
    expect(shipmentCreateBody.safeParse(body).success).toBe(true);
    const air = containerBodyOf({ ...SEA, kind: 'air', number: '176-12345675' });
    expect(air).toMatchObject({ flightNo: 'CA861', vessel: undefined, voyage: undefined, sealNo: undefined });
  });

  it('names the right check digit of a container number whose only fault is its check digit', () => {
    expect(expectedCheckDigit('sea', 'CSQU 305438-4')).toBe(3);
    expect(expectedCheckDigit('sea', 'CSQU3054383')).toBeUndefined();
    expect(expectedCheckDigit('sea', 'CSQX3054384')).toBeUndefined();
    expect(expectedCheckDigit('sea', 'CSQU305438')).toBeUndefined();
    expect(expectedCheckDigit('air', '176-12345670')).toBeUndefined();
  });

  it('checks the kind\'s rules before ETD and ETA are typed', () => {
    const typing: ContainerValues = { kind: 'sea', number: 'CSQU3054384' };
    const field = (body: unknown) => shipmentCreateBody.safeParse(body).error?.issues.find((issue) => issue.path[0] === 'number')?.message;
    // The schema alone waits for valid times before its rules across fields…
    expect(field(containerBodyOf(typing))).toBeUndefined();
    // …the form's check of the number does not.
    expect(field(kindBodyOf(typing))).toBe('v.shipment.containerNo.checkDigit');
  });
});
