import { useMemo, useState } from 'react';
import type { TransportType } from '@portal/contracts/system';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { useCurrentUser } from '../../../lib/current-user';
import { useModule } from '../../../lib/use-module';
import { useProduct, useRealName } from './delivery-api';
import { newOrderValues, ownConsignor, type DeliveryValues } from './delivery-values';

// The quote's parser (the contracts' shipQuoteParams, with zod): loaded only by a visit from a
// quote, so an empty form's first paint goes without it.
const loadQuoteValues = () => import('./quote-values');

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
  const fromQuoteLink = quoteSearch.get('from') === 'quote';
  const quoteValues = useModule(loadQuoteValues, fromQuoteLink);
  const shipQuote = useMemo(() => quoteValues?.readShipQuote(new URLSearchParams(text)) ?? { kind: 'none' as const }, [quoteValues, text]);
  const quote = shipQuote.kind === 'quote' ? shipQuote.quote : undefined;
  const product = useProduct(quote?.productId);
  const profile = useCurrentUser();
  const certified = profile.data?.realNameStatus === REAL_NAME_STATUS.certified;
  const realName = useRealName(certified);
  const waiting =
    (fromQuoteLink && !quoteValues) || (quote !== undefined && product.isPending) || profile.isPending || (certified && realName.isPending);
  // Once the form is drawn it stays: a later answer (the member certified meanwhile, so the
  // verified name is asked for) must not take it down and lose what was typed; the form takes
  // the consignor's late values into the fields still blank (delivery-form.tsx).
  const [started, setStarted] = useState(false);
  if (!waiting && !started) setStarted(true);
  const pending = waiting && !started;
  const realNameText = realName.data?.name;
  const initial = useMemo(() => {
    const consignor = profile.data ? ownConsignor(profile.data, realNameText) : undefined;
    return quote && quoteValues ? quoteValues.quoteOrderValues(quote, product.data, consignor) : newOrderValues(transportType, consignor);
  }, [quote, quoteValues, product.data, transportType, profile.data, realNameText]);
  return { initial, pending, fromQuote: quote !== undefined, invalidQuote: shipQuote.kind === 'invalid' };
}
