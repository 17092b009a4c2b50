// The order's figures a goods table shows at its foot (zod-free: the print views load it
// without the schemas).
//
// Two sets, never mixed: what the member **declared** (the sum of the goods lines, as typed on
// the shipping form) and what the warehouse **measured** when it received the cargo (its
// receipt: cartons, volume, weight). Once the receipt is written, the order's own totals
// (`totalNum`, `totalVolume`, `totalWeight`) are the measured figures, so a table's "declared
// total" is always the lines' sum, and the measured row comes from the receipt.

// The order's totals (cm³, grams, minor units): the sum of its lines, a figure a line lacks
// counting as 0. The form shows them as the member types; the server stores them.
export interface OrderTotals {
  num: number;
  volume: number;
  weight: number;
  worth: number;
}
type LineFigures = { [K in keyof OrderTotals]?: number | null | undefined };

export function orderTotals(lines: readonly LineFigures[]): OrderTotals {
  const totals: OrderTotals = { num: 0, volume: 0, weight: 0, worth: 0 };
  for (const line of lines) {
    totals.num += line.num ?? 0;
    totals.volume += line.volume ?? 0;
    totals.weight += line.weight ?? 0;
    totals.worth += line.worth ?? 0;
  }
  return totals;
}

export interface MeasuredFigures {
  // Cartons received, in the table's pieces column.
  num: number;
  volume: number;
  weight: number;
}

export interface GoodsTableTotals {
  declared: OrderTotals;
  // Null until the warehouse has received the cargo.
  measured: MeasuredFigures | null;
}

interface OrderWithGoods {
  goods: readonly LineFigures[];
  receipt: { cartons: number; volume: number; weight: number } | null;
}

export function goodsTableTotals(order: OrderWithGoods): GoodsTableTotals {
  const { receipt } = order;
  return {
    declared: orderTotals(order.goods),
    measured: receipt ? { num: receipt.cartons, volume: receipt.volume, weight: receipt.weight } : null,
  };
}
