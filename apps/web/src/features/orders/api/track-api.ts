import type { TrackResult } from '@portal/contracts/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The public tracking lookup (GET /app-api/order/track?no=). Kept apart from order-api.ts,
// which brings the contracts' order schemas (zod) with it: the public page /jd-transport stays
// light (docs/web.md).

export const trackKeys = {
  // Under 'orders', so an order change refreshes a lookup on screen too.
  lookup: (no: string) => ['orders', 'track', no] as const,
};

// Silent: the page says itself what went wrong (not found, too many lookups, offline).
export function useTrack(no: string | undefined) {
  return useQuery({
    queryKey: trackKeys.lookup(no ?? ''),
    queryFn: ({ signal }) => api.get<{ list: TrackResult[] }>('/app-api/order/track', { no }, { signal, silent: true }),
    enabled: Boolean(no),
    retry: false,
  });
}
