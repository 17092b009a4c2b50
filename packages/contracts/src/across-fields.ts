import type { z } from 'zod';

// A rule that reads several fields of one object and names the field it blames (the card
// number checked against the card type, a confirmation against the password). Contracts write
// each such rule once; the server lists its problem with the others, and the web form shows it
// under the field the rule names (docs/web.md).
//
// By default zod skips an object's refinements while any field fails, so the member would see
// the rule only after fixing every other field. This one runs as soon as the fields it reads
// are valid.
export function acrossFields<S extends z.ZodObject>(
  schema: S,
  reads: readonly (keyof S['shape'] & string)[],
  rule: (value: z.output<S>, ctx: z.RefinementCtx<z.output<S>>) => void,
): S {
  const read = new Set<PropertyKey>(reads);
  return schema.superRefine(rule, {
    // An issue without a path is the object itself (not an object at all).
    when: (payload) => !payload.issues.some((issue) => !issue.path?.length || read.has(issue.path[0]!)),
  });
}
