import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deepFreeze, isDeepFrozen } from './frozen.js';

// The Fastify instance type every module registers its routes on.
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Envelope<T> = { code: 0; msg: string; data: T };

// The envelope around deeply frozen data (an answer kept by db/read-cache.ts) is made once and
// frozen too, so the route's serializer writes it once (lib/serializer.ts).
const frozenEnvelopes = new WeakMap<object, Envelope<unknown>>();

export function ok<T>(data: T): Envelope<T> {
  if (!isDeepFrozen(data)) return { code: 0, msg: '', data };
  let envelope = frozenEnvelopes.get(data);
  if (!envelope) frozenEnvelopes.set(data, (envelope = deepFreeze({ code: 0 as const, msg: '', data })));
  return envelope as Envelope<T>;
}

// Sends an answer serialised earlier (a string of JSON): Fastify sends a string with a JSON
// content type as it is, without the route's serializer.
export function sendSerialized(reply: { type(contentType: string): FastifyReply }, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
