import type { ProductItem, ShipQuoteParams } from '@portal/contracts/price';
import { shipmentFigures, shipQuoteParams } from '@portal/contracts/price';
import { cm3ToM3 } from '../units';
import { newOrderValues, type DeliveryValues, type PartyValues } from './delivery-values';

// A price quote carried into a new order (docs/price-check.md, "From a quote to an order"):
// the price page's "Ship this" opens /jiedao/jd-delivery?from=quote&… with the shipment and
// the quote's route, checked again here by the contracts' shipQuoteParams. The member may change
// everything before saving.

export type ShipQuote = { kind: 'none' } | { kind: 'invalid' } | { kind: 'quote'; quote: ShipQuoteParams };

export function readShipQuote(search: URLSearchParams): ShipQuote {
  if (search.get('from') !== 'quote') return { kind: 'none' };
  const parsed = shipQuoteParams.safeParse(Object.fromEntries(search));
  return parsed.success ? { kind: 'quote', quote: parsed.data } : { kind: 'invalid' };
}

// The new order's values: the route, the transport, and one goods line with the product's
// names and attributes, the cartons, pieces, gross weight and the cartons' volume (the price
// check's own figures: the volume of all cartons rounded up to a whole cm³).
export function quoteOrderValues(quote: ShipQuoteParams, product: ProductItem | undefined, consignor?: PartyValues): DeliveryValues {
  const values = newOrderValues(quote.transportType, consignor);
  const { cm3 } = shipmentFigures(quote);
  const line = values.goods?.[0] ?? {};
  return {
    ...values,
    startCityId: quote.startCityId,
    startWarehouseId: quote.startWarehouseId,
    destCountryId: quote.destCountryId,
    destCityId: quote.destCityId,
    destWarehouseId: quote.destWarehouseId,
    channelId: quote.channelId ?? null,
    goods: [
      {
        ...line,
        proZh: product?.nameZh,
        proEn: product?.nameEn,
        num: quote.cartons,
        quantity: quote.quantity,
        perCarton: false,
        weight: quote.weight,
        volume: cm3ToM3(Number(cm3)),
        prodAttrArr: product ? product.attrs.map((attr) => attr.id) : [],
      },
    ],
  };
}
