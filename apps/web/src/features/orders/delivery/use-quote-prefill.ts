import { useMemo, useState } from 'react';
import type { TransportType } from '@portal/contracts/system';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { useCurrentUser } from '../../../lib/current-user';
import { useProduct, useRealName } from './delivery-api';
import { newOrderValues, ownConsignor, type DeliveryValues } from './delivery-values';
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
// transport type; either way the consignor starts as the member (their profile, and their
// verified name). A product that cannot be read leaves the goods names blank, nothing else.
export function useNewOrderStart(search: URLSearchParams, transportType: TransportType): NewOrderStart {
  // The draft's id, added once the form saves it, is no part of the quote: the values stay.
  const quoteSearch = new URLSearchParams(search);
  quoteSearch.delete('id');
  const text = quoteSearch.toString();
  const shipQuote = useMemo(() => readShipQuote(new URLSearchParams(text)), [text]);
  const quote = shipQuote.kind === 'quote' ? shipQuote.quote : undefined;
  const product = useProduct(quote?.productId);
  const profile = useCurrentUser();
  const certified = profile.data?.realNameStatus === REAL_NAME_STATUS.certified;
  const realName = useRealName(certified);
  const waiting = (quote !== undefined && product.isPending) || profile.isPending || (certified && realName.isPending);
  // Once the form is drawn it stays: a later answer (the member certified meanwhile, so the
  // verified name is asked for) must not take it down and lose what was typed.
  const [started, setStarted] = useState(false);
  if (!waiting && !started) setStarted(true);
  const pending = waiting && !started;
  const realNameText = realName.data?.name;
  const initial = useMemo(() => {
    const consignor = profile.data ? ownConsignor(profile.data, realNameText) : undefined;
    return quote ? quoteOrderValues(quote, product.data, consignor) : newOrderValues(transportType, consignor);
  }, [quote, product.data, transportType, profile.data, realNameText]);
  return { initial, pending, fromQuote: quote !== undefined, invalidQuote: shipQuote.kind === 'invalid' };
}
