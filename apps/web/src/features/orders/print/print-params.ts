import { ORDER_IDS_MAX } from '@portal/contracts/constants';

// What the print route prints: `/jiedao/jd-print?type=lading-bill|receipt|label&ids=1,2`.

export const PRINT_TYPES = ['lading-bill', 'receipt', 'label'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

export const PRINT_PATH = '/jiedao/jd-print';

export interface PrintParams {
  type: PrintType;
  // Distinct, in the order given; at most ORDER_IDS_MAX.
  ids: number[];
}

export function readPrintParams(search: URLSearchParams): PrintParams {
  const type = PRINT_TYPES.find((t) => t === search.get('type')) ?? 'lading-bill';
  const ids = (search.get('ids') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return { type, ids: [...new Set(ids)].slice(0, ORDER_IDS_MAX) };
}

// The link other screens use (order detail, lists' batch print, delivery success).
export function printHref(type: PrintType, ids: readonly number[]): string {
  return `${PRINT_PATH}?${new URLSearchParams({ type, ids: ids.join(',') }).toString()}`;
}
