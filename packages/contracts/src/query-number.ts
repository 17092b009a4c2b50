import { z } from 'zod';

// A number read from a query string, where every value arrives as text: "12" is 12, "-3" is
// -3, "1.5" is 1.5. Nothing else is turned into a number: an array (the key repeated), '',
// ' 1', 'abc', true and null are refused naming the field, where z.coerce.number() read [1]
// as 1, true as 1 and '' or null as 0. Bodies are JSON and carry real numbers: their fields
// use z.number(), and the server refuses to start with a body schema that holds one of these
// (apps/server/src/lib/strict-bodies.ts).
// `inner`: the number's own rules, e.g. queryNumber(z.number().int().min(1)).
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

const made = new WeakSet<z.ZodType>();

export function queryNumber<T extends z.ZodType>(inner: T) {
  const schema = z.preprocess((value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value), inner);
  made.add(schema);
  return schema;
}

export function isQueryNumber(schema: z.ZodType): boolean {
  return made.has(schema);
}
