import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';
import { isDeepFrozen } from './frozen.js';

// Every answer is checked against its route's response schema before it is written: unknown
// keys are dropped (a row's password hash cannot leak through a spread) and a wrong shape is a
// logged 500, never sent. fastify-type-provider-zod checks with zod's encode direction, which
// has no compiled fast path (about 2.9 µs for a member profile against 0.4 µs to parse).
// The contracts hold no codecs, so parsing gives the same result; a schema zod cannot take
// directly falls back to the library's serializer. A deeply frozen answer (lib/frozen.ts: one
// built from what the read cache keeps) cannot change, so its text is kept beside it.
export const responseSerializerCompiler: typeof serializerCompiler = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType)) return serializerCompiler(route);
  const written = new WeakMap<object, string>();
  const write = (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  return (data: unknown) => {
    if (!isDeepFrozen(data)) return write(data);
    let text = written.get(data);
    if (text === undefined) written.set(data, (text = write(data)));
    return text;
  };
};
