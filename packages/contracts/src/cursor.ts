import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { PAGE_SIZE_MAX } from './envelope.js';

// Keyset (cursor) paging for lists that grow without bound (docs/lists.md). The request names a
// page size and the opaque cursor of the previous answer; the answer carries the next cursor
// (null on the last page). Counting every row on every page costs a full scan at a million
// rows, so the total is counted once, on the first page, and only up to CURSOR_TOTAL_CAP:
// `totalCapped` says "more than that" (shown as "10,000+").
export const CURSOR_TOTAL_CAP = 10_000;

export const cursorQuery = z.object({
  pageSize: queryNumber(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(20),
  cursor: z.string().max(256).regex(/^[A-Za-z0-9_-]+$/, 'v.format').optional(),
});
export type CursorQuery = z.infer<typeof cursorQuery>;
// The same paging asked in a JSON body (a POST list with filters): a real number.
export const cursorBody = cursorQuery.extend({ pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20) });

export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    nextCursor: z.string().nullable(),
    // Counted on the first page only (null on later pages: keep the first page's figure).
    total: z.number().int().nullable(),
    totalCapped: z.boolean(),
  });
}

export interface CursorPage<T> {
  list: T[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
}
