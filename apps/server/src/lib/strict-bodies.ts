import { isQueryNumber } from '@portal/contracts/query-number';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// JSON bodies carry real numbers, so no body field may read a number from text or from an
// array (queryNumber, made for query strings, does). The validator compiler refuses such a
// body schema when the route is compiled, at start-up: a contract that reuses a query schema
// for a body fails every test at once instead of letting `quantity: "1"` through.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
}

export function textNumberPaths(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (isQueryNumber(schema)) return [path || '(body)'];
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const children: Array<[string, z.ZodType | undefined]> = [];
  if (def.shape) for (const [key, child] of Object.entries(def.shape)) children.push([at(key), child]);
  children.push([path, def.innerType], [path, def.in], [path, def.out], [at('*'), def.element], [path, def.left], [path, def.right], [at('*'), def.valueType]);
  for (const option of [...(def.options ?? []), ...(def.items ?? [])]) children.push([path, option]);
  return children.flatMap(([childPath, child]) => (child ? textNumberPaths(child, childPath, seen) : []));
}

// PostgreSQL cannot hold U+0000 in text (the insert fails, a 500), so no input may carry it,
// on either database: a value with one is refused like any malformed value, naming the field.
export function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const refusedAt = (path: PropertyKey[]) => z.unknown().superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'v.format', path }));

type Validate = (data: unknown) => { error?: FastifySchemaValidationError[]; value?: unknown };

export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'body') {
    const paths = textNumberPaths(route.schema);
    if (paths.length > 0) throw new Error(`Route ${route.method} ${route.url}: the body reads numbers from text (${paths.join(', ')}); use z.number() in bodies`);
  }
  const validate = validatorCompiler(route) as Validate;
  return (data: unknown) => {
    const result = validate(data);
    const at = result.error ? null : nulPath(result.value);
    return at ? (validatorCompiler({ ...route, schema: refusedAt(at) }) as Validate)(data) : result;
  };
};
