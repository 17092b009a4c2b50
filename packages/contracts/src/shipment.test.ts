import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isAwbNo, isContainerNo, shipmentNumberKey } from './shipment.js';

describe('shipment numbers', () => {
  it('checks ISO 6346 container numbers by their check digit', () => {
    // The standard's example, and one whose sum mod 11 is 10 (written 0).
    expect(isContainerNo('CSQU3054383')).toBe(true);
    expect(isContainerNo('CSQU3054384')).toBe(false);
    expect(containerCheckDigit('TGHU765432')).toBe(0);
    // Category letter other than U, J or Z; too short.
    expect(isContainerNo('CSQX3054383')).toBe(false);
    expect(isContainerNo('CSQU305438')).toBe(false);
  });

  it('checks air waybills by the serial mod 7', () => {
    expect(isAwbNo('176-12345675')).toBe(true);
    expect(isAwbNo('176-12345676')).toBe(false);
  });

  it('writes a number as a scanner or typist sends it in the one stored spelling', () => {
    expect(shipmentNumberKey(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(shipmentNumberKey('176 1234 5675')).toBe('176-12345675');
  });
});
