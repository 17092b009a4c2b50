import fc from 'fast-check';
import { z } from 'zod';

// fast-check arbitraries drawn from a route's zod schema (through its JSON Schema, the same
// one OpenAPI shows): `shaped` follows the schema's types, lengths, patterns and ranges, so
// that many of its values pass and reach the route's code; `hostile` takes such a value and
// breaks one place of it (a wrong type, a number as text, an array for a scalar, a string
// past its limit, a missing field, an unknown key). Whether zod accepts a value is asked of
// zod itself, never assumed from how it was made.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// Long enough to cross most limits (hostile), short enough to keep cases cheap (shaped).
const LONGEST_SHAPED = 40;
const MOST_ITEMS = 4;

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const instants = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
const calendarDays = instants.map((d) => d.toISOString().slice(0, 10));

// An id (contracts/id.ts) takes a number or its text: small positive ones, which meet real
// rows, in either form (`hostile` gives the others).
const ids = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }).map(String));
const isIdLike = (s: JsonSchema) => Array.isArray(s.type) && s.type.length === 2 && s.type.includes('number') && s.type.includes('string') && Object.keys(s).length === 1;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? LONGEST_SHAPED, minLength + LONGEST_SHAPED));
  if (s.format === 'date-time') return instants.map((d) => d.toISOString());
  if (s.format === 'date') return calendarDays;
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  const patterns = [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => typeof p === 'string');
  // A day: real ones, which the pattern alone seldom gives (`hostile` gives the others).
  if (patterns.includes(DAY_PATTERN)) return calendarDays;
  if (patterns.length > 0) {
    // fast-check cannot generate from lookarounds: generate without them, keep what matches.
    const generated = new RegExp(patterns[0]!.replace(/\(\?<?[=!][^)]*\)/g, ''));
    const all = patterns.map((p) => new RegExp(p));
    return fc.stringMatching(generated).filter((text) => text.length >= minLength && text.length <= maxLength && all.every((r) => r.test(text)));
  }
  return fc.oneof(fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : 1_000_000);
  // Small values most of the time: ids and counts that meet real rows.
  const small = fc.integer({ min: Math.max(Math.ceil(min), 0), max: Math.max(Math.ceil(min), Math.min(Math.floor(max), 50)) });
  const whole = fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) });
  if (integer) return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: whole });
  return fc.oneof(small, whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

export function shaped(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map(shaped));
  if (isIdLike(s)) return ids;
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => shaped({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(shaped));
      const minLength = s.minItems ?? 0;
      return fc.array(shaped(s.items ?? {}), { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? MOST_ITEMS, MOST_ITEMS)) });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// Values that a lenient reader would take for something else, or that break a store.
const HOSTILE_VALUES: unknown[] = [
  '1',
  '-1',
  '0x10',
  '1e3',
  ' 1',
  '',
  '   ',
  'NaN',
  'null',
  [1],
  ['1'],
  [],
  {},
  { $gt: '' },
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  -(2 ** 63),
  '\u0000',
  '\u202e\u0644\u{1F600}',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(5_000),
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300, unit: 'binary' }) },
);

type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = []): Path[] {
  const paths: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...at, i])));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  return paths;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

function dropAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const parent = path.slice(0, -1);
  const key = path.at(-1)!;
  const container = parent.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value);
  if (Array.isArray(container)) return setAt(value, parent, container.filter((_, i) => i !== key));
  const { [key]: _dropped, ...rest } = container as Record<string | number, unknown>;
  return setAt(value, parent, rest);
}

// A shaped value with one place broken.
export function hostile(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(shaped(s), fc.nat(), fc.constantFrom('replace', 'replace', 'drop', 'extra'), hostileValue, fc.string({ minLength: 1, maxLength: 12 })).map(([value, pick, how, replacement, key]) => {
    const paths = pathsOf(value);
    const path = paths[pick % paths.length]!;
    if (how === 'drop') return dropAt(value, path);
    if (how === 'extra' && value && typeof value === 'object' && !Array.isArray(value)) return { ...value, [key]: replacement };
    return setAt(value, path, replacement);
  });
}

// Query strings and path parameters carry text: numbers and booleans as their text, an
// array as the key repeated, anything else as its JSON.
export type TextValue = string | string[];

export function asText(value: unknown): TextValue {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item) ?? ''));
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

export function asTextRecord(value: unknown): Record<string, TextValue> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, asText(item)]));
}

// A lone surrogate cannot be percent-encoded; it becomes U+FFFD, as a browser would send it.
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

// What Fastify's query parser gives the route for `record` sent as below: a key sent once is
// text, a key repeated an array, a key with no values absent.
export function queryString(record: Record<string, TextValue>): { text: string; parsed: Record<string, TextValue> } {
  const pairs: string[] = [];
  const parsed: Record<string, TextValue> = {};
  for (const [key, value] of Object.entries(record)) {
    const values = [value].flat();
    if (values.length === 0) continue;
    const texts = values.map(wellFormed);
    for (const item of texts) pairs.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(item)}`);
    parsed[wellFormed(key)] = texts.length === 1 ? texts[0]! : texts;
  }
  return { text: pairs.join('&'), parsed };
}
