import { z } from 'zod';
import { queryNumber } from './query-number.js';

// Every answer is { code, msg, data }; code 0 is success (docs/product/api.md).
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelope = envelope(z.null());

export const PAGE_SIZE_MAX = 100;

export const pageQuery = z.object({
  pageNo: queryNumber(z.number().int().min(1)).default(1),
  pageSize: queryNumber(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function pageResult<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

export type Envelope<T> = { code: number; msg: string; data: T };
