import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

type HelmetMiddleware = ReturnType<typeof helmet>;

// The headers helmet writes, read off one run against a stand-in response.
export function helmetHeaders(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as Parameters<HelmetMiddleware>[0], response as unknown as Parameters<HelmetMiddleware>[1], (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

// Helmet's headers and the rate limiter. The headers do not depend on the request (no CSP
// nonces), so helmet runs once at start and every answer gets the same header set in one step,
// not eleven middleware calls per request. Routes opt in to limits with
// `config: { rateLimit: { max, timeWindow } }`; with REDIS_URL the counters are shared by
// every server process.
export const securityPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers = helmetHeaders(applyHelmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-rl-' } : {}),
  });
});
