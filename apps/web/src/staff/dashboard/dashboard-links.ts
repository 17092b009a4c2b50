import type { AdviceKind } from '@portal/contracts/advice-status';
import type { KycKind } from '@portal/contracts/kyc';
import type { ShipmentKind } from '@portal/contracts/shipment';
import { STAFF_BASE } from '../staff-routes';

// Where each figure of the dashboard leads: the list behind it, with the query-string filters
// that desk reads (docs/staff-console.md, "Dashboard"). Empty values are left out.
function link(desk: string, filters: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const query = search.toString();
  return `${STAFF_BASE}/${desk}${query ? `?${query}` : ''}`;
}

// The order desk: status, route (transportType) and creation days (UTC, both included).
export const ordersLink = (f: { status?: number; transportType?: string | null; dateFrom?: string; dateTo?: string; keyword?: string }) => link('orders', f);
// Containers: stage and kind, or the ETD days.
export const containersLink = (f: { status?: number; kind?: ShipmentKind; etdFrom?: string; etdTo?: string }) => link('containers', f);
// Exceptions: one status (its default view is ours to answer; `all` is every status).
export const exceptionsLink = (status: number) => link('exceptions', { status });
// The care inbox: kind and status.
export const careLink = (f: { kind?: AdviceKind; status?: number }) => link('care', f);
// The reviewers' queue of one kind.
export const reviewsLink = (kind: KycKind) => link('reviews', { kind });
