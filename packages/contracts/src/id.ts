import { z } from 'zod';
import type { ValidationKey } from './validation.js';

// Every record id a client sends, in a path, a query or a body: a positive safe integer, as
// a JSON number or as its plain decimal text ("42"). Anything else ("0x2", "2e0", " 2",
// "02", "+2", 2.5, [2]) is refused, naming the field, instead of being read as a number.
const ID_TEXT = /^[1-9]\d{0,15}$/;

function asId(value: number | string): number | undefined {
  const n = typeof value === 'number' ? value : ID_TEXT.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

// `requiredKey`: the rule named when the id is missing or 0 (e.g. 'v.country.required').
export function idSchema(requiredKey: ValidationKey = 'v.required') {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : 'v.id') })
    .transform((value, ctx) => {
      const id = asId(value);
      if (id !== undefined) return id;
      // 0 is how a select with nothing chosen often says so.
      ctx.addIssue({ code: 'custom', message: value === 0 || value === '0' ? requiredKey : 'v.id', input: value });
      return z.NEVER;
    });
}

// A filter that takes an id, or 0 for "none" (e.g. contacts without a group).
export function idOrNoneSchema() {
  return z.union([z.literal(0), z.literal('0').transform(() => 0 as const), idSchema()], { error: 'v.id' });
}
