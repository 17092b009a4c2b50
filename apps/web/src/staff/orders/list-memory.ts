import { STAFF_BASE } from '../staff-routes';

// The list as the operator last left it (its filters, the shipper's name a scan gave), where an
// order's "Back to the list" and Esc return, whichever orders were opened (scanned) since.
let last: { search: string; state: unknown } = { search: '', state: null };

export function rememberList(search: string, state: unknown): void {
  last = { search, state };
}

export function lastList(): { path: string; state: unknown } {
  return { path: `${STAFF_BASE}/orders${last.search}`, state: last.state };
}
