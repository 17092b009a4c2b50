// Formatting what the member reads; the conversions themselves are the contracts' (order-units.ts).
export { cm3ToM3, fromMinor, gramsToKg, kgToGrams, m3ToCm3, toMinor } from '@portal/contracts/order-units';
// Weights and volumes read the same on every screen (cargo control too): lib/format.ts; money
// (the order's worth, collection and insurance) through lib/money.ts's formatMinor.
export { formatKg, formatM3 } from '../../lib/format';
