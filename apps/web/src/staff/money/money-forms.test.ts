import { feeAdjustBody, feeCreateBody, feePaymentBody } from '@portal/contracts/balance';
import { ecashRateBody } from '@portal/contracts/ecash';
import { priceLineUpdateBody } from '@portal/contracts/price';
import { describe, expect, it } from 'vitest';
import { balanceFilters } from './balances-area';
import { adjustBodyOf, createBodyOf, lineBodyOf, localTimeToIso, minorOf, payBodyOf, rateBodyOf } from './money-forms';
import { rateExample } from './rates-area';

// The desk's forms take decimals of the fee's currency and send minor units, checked by the
// contracts' schemas as the server checks them.
describe('money desk forms', () => {
  it('turns typed decimals into minor units of the currency, with its digits', () => {
    expect(minorOf('320.5', 'USD', 2)).toBe(32_050);
    expect(minorOf('45000', 'XOF', 0)).toBe(45_000);
    expect(minorOf(0.29, 'USD', 2)).toBe(29);
    expect(minorOf(null, 'USD', 2)).toBeUndefined();
    expect(minorOf('', 'USD', 2)).toBeUndefined();
    expect(minorOf('12', undefined, 2)).toBeUndefined();
  });

  it('builds the fee bodies the server takes', () => {
    expect(feePaymentBody.parse(payBodyOf({ id: 7, amount: '100.00', currency: 'USD', digits: 2, remark: ' ' }))).toEqual({ id: 7, amount: 10_000 });
    expect(feeAdjustBody.parse(adjustBodyOf({ id: 7, amount: '0', currency: 'CNY', digits: 2, reason: 'Waived' }))).toEqual({ id: 7, amount: 0, reason: 'Waived' });
    expect(feeCreateBody.parse(createBodyOf({ orderId: 3, feeType: 'customs', currency: 'XOF', digits: 0, amount: '15000', payer: '' }))).toEqual({
      orderId: 3,
      feeType: 'customs',
      currency: 'XOF',
      amount: 15_000,
    });
  });

  it('leaves what the schema refuses to the schema: nothing typed, nothing positive, no reason', () => {
    const refused = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((issue) => issue.path.join('.'));
    expect(refused(feePaymentBody.safeParse(payBodyOf({ id: 7, amount: null, currency: 'USD', digits: 2 })))).toEqual(['amount']);
    expect(refused(feePaymentBody.safeParse(payBodyOf({ id: 7, amount: '0', currency: 'USD', digits: 2 })))).toEqual(['amount']);
    expect(refused(feeAdjustBody.safeParse(adjustBodyOf({ id: 7, amount: '10', currency: 'USD', digits: 2, reason: '  ' })))).toEqual(['reason']);
  });

  it('sends rates as typed and the effective time in UTC, or none', () => {
    expect(ecashRateBody.parse(rateBodyOf({ currencyCode: 'CNY', rate: ' 7.2431 ', ecashRate: '7.3' }))).toEqual({ currencyCode: 'CNY', rate: '7.2431', ecashRate: '7.3' });
    expect(localTimeToIso('2026-12-01T08:00')).toBe(new Date(2026, 11, 1, 8, 0).toISOString());
    expect(localTimeToIso('')).toBeUndefined();
    expect(ecashRateBody.safeParse(rateBodyOf({ currencyCode: 'CNY', rate: '7', ecashRate: '7', effectiveAt: 'soon' })).error?.issues[0]?.path).toEqual(['effectiveTime']);
  });

  it('shows what 100 USD is at a typed e-cash rate', () => {
    expect(rateExample('7.3', 2)).toBe(73_000);
    expect(rateExample('632', 0)).toBe(63_200);
    expect(rateExample('7.1234567', 2)).toBeNull();
    expect(rateExample('0', 2)).toBeNull();
  });

  it('builds a price line from decimals of its currency', () => {
    const body = priceLineUpdateBody.parse(
      lineBodyOf({ routeId: 4, category: 'all', basis: 'kg', rate: '12.5', minimumCharge: null, currency: 'USD', digits: 2, surcharges: [{ attrId: 2, mode: 'perShipment', amount: '30' }], enabled: true }),
    );
    expect(body).toMatchObject({ id: 1, routeId: 4, rate: 1_250, minimumCharge: 0, surcharges: [{ attrId: 2, mode: 'perShipment', amount: 3_000 }], enabled: true });
  });

  it('reads the balances filters from the URL: digits search the mobile, else the name', () => {
    expect(balanceFilters(new URLSearchParams('q=1370&currency=USD'))).toEqual({ mobile: '1370', currency: 'USD' });
    expect(balanceFilters(new URLSearchParams('q=Chen%20Jing&currency=usd'))).toEqual({ name: 'Chen Jing' });
    expect(balanceFilters(new URLSearchParams(''))).toEqual({});
  });
});
