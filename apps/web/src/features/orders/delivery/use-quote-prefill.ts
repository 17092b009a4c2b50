import { useMemo } from 'react';
import type { TransportType } from '@portal/contracts/system';
import { useProduct } from './delivery-api';
import { newOrderValues, type DeliveryValues } from './delivery-values';
import { quoteOrderValues, readShipQuote } from './quote-values';

export interface NewOrderStart {
  initial: DeliveryValues;
  // The product of a quote is still loading: wait before the form takes its first values.
  pending: boolean;
  // Filled in from a quote; or the URL named a quote the rules refuse (an edited or truncated
  // link), and the form starts empty.
  fromQuote: boolean;
  invalidQuote: boolean;
}

// The initial values of a new order: a price quote's (?from=quote&…), or an empty form for the
// transport type. A product that cannot be read leaves the goods names blank, nothing else.
export function useNewOrderStart(search: URLSearchParams, transportType: TransportType): NewOrderStart {
  const text = search.toString();
  const shipQuote = useMemo(() => readShipQuote(new URLSearchParams(text)), [text]);
  const quote = shipQuote.kind === 'quote' ? shipQuote.quote : undefined;
  const product = useProduct(quote?.productId);
  const pending = quote !== undefined && product.isPending;
  const initial = useMemo(
    () => (quote ? quoteOrderValues(quote, product.data) : newOrderValues(transportType)),
    [quote, product.data, transportType],
  );
  return { initial, pending, fromQuote: quote !== undefined, invalidQuote: shipQuote.kind === 'invalid' };
}
