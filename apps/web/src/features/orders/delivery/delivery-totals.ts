import { orderTotals, type OrderTotals } from '@portal/contracts/order-totals';
import { goodsLineBody, type GoodsLineValues } from './delivery-values';

// The order's totals as the member types (cm³, grams, minor units: what the server will store).
// Apart from delivery-values.ts: the goods, services and review steps show them, the route step
// does not, so the form's first load goes without the contracts' order-totals.
export function goodsTotals(goods: readonly GoodsLineValues[] | undefined): OrderTotals {
  return orderTotals((goods ?? []).map(goodsLineBody));
}
