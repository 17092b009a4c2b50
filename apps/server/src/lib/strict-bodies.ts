import { isQueryNumber } from '@portal/contracts/query-number';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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

export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'body') {
    const paths = textNumberPaths(route.schema);
    if (paths.length > 0) throw new Error(`Route ${route.method} ${route.url}: the body reads numbers from text (${paths.join(', ')}); use z.number() in bodies`);
  }
  return validatorCompiler(route);
};
