import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// The Fastify instance type every module registers its routes on.
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export function ok<T>(data: T): { code: 0; msg: string; data: T } {
  return { code: 0, msg: '', data };
}

// Sends an answer serialised earlier (a string of JSON): Fastify sends a string with a JSON
// content type as it is, without the route's serializer.
export function sendSerialized(reply: { type(contentType: string): FastifyReply }, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
