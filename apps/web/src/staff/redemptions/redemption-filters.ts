import { GIFT_EXCHANGE_STATUSES, type GiftExchangeStatus } from '@portal/contracts/statuses';
import { filterParams } from '../url-filters';

// The redemptions list's filters, kept in the URL (a reload, a link or the back button keeps
// them). Anything the server would refuse is dropped, so a hand-edited URL lists rather than fails.
export interface RedemptionFilters {
  // a redemption number, a member's mobile or a recipient's name
  keyword?: string;
  giftId?: number;
  status?: GiftExchangeStatus;
  // redeemed on these days (UTC), both included
  dateFrom?: string;
  dateTo?: string;
}

const day = (value: string | null): string | undefined => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function filtersOf(params: URLSearchParams): RedemptionFilters {
  const filters: RedemptionFilters = {};
  const keyword = params.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword.slice(0, 50);
  const giftId = params.get('giftId');
  if (giftId && /^[1-9]\d{0,15}$/.test(giftId)) filters.giftId = Number(giftId);
  const status = Number(params.get('status'));
  if ((GIFT_EXCHANGE_STATUSES as readonly number[]).includes(status)) filters.status = status as GiftExchangeStatus;
  const dateFrom = day(params.get('dateFrom'));
  if (dateFrom) filters.dateFrom = dateFrom;
  const dateTo = day(params.get('dateTo'));
  if (dateTo) filters.dateTo = dateTo;
  return filters;
}

export const paramsOf = (filters: RedemptionFilters): URLSearchParams => filterParams(filters);

export const isFiltered = (filters: RedemptionFilters) => Object.keys(filters).length > 0;
