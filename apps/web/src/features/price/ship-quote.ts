import type { OpenedRouteItem } from '@portal/contracts/ecw';
import type { PriceCheckBody, PriceQuote, ShipQuoteInput } from '@portal/contracts/price';

// "Ship this" on a quote (docs/price-check.md, "From a quote to an order"): the shipping form's
// address with the shipment as checked and the quote's route, which the form reads back with
// the contracts' shipQuoteParams. Quotes are not stored, so the URL carries them. Null when the
// quote's route is no longer among the opened routes (its destination country is unknown).
export function shipQuotePath(body: PriceCheckBody, quote: PriceQuote, routes: readonly OpenedRouteItem[]): string | null {
  const route = routes.find((r) => r.id === quote.routeId);
  if (!route) return null;
  const params: Required<Omit<ShipQuoteInput, 'channelId'>> & Pick<ShipQuoteInput, 'channelId'> = {
    transportType: quote.transportType,
    startCityId: body.startCityId,
    startWarehouseId: quote.startWarehouse.id,
    destCountryId: route.destWarehouse.countryId,
    destCityId: body.destCityId,
    destWarehouseId: quote.destWarehouse.id,
    channelId: quote.channel?.id,
    productId: body.productId,
    cartons: body.cartons,
    quantity: body.quantity,
    weight: body.weight,
    length: body.length,
    width: body.width,
    height: body.height,
  };
  const search = new URLSearchParams({ tranfId: quote.transportType, from: 'quote' });
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `/jiedao/jd-delivery?${search.toString()}`;
}
