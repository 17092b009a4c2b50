import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import underPressure from '@fastify/under-pressure';
import { ERRORS, errorMessage } from '@portal/contracts/errors';
import { parseLocale } from '@portal/contracts/locale';
import { networkOf } from '../lib/network.js';

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

// JSON answers of /app-api and /admin-api get the headers OWASP's REST Security Cheat Sheet
// asks of an API: nothing may be framed, sniffed or loaded from them, and no cache keeps a
// member's data (a route that may be cached says so itself, e.g. the dictionary list). The
// page-only headers (a CSP for scripts and styles, referrer, DNS prefetch, legacy IE and Flash
// switches) are for documents and would be a third of every small answer's bytes.
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
  const hsts = pageHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

export function isApiAnswer(url: string): boolean {
  return url.startsWith('/app-api/') || url.startsWith('/admin-api/');
}

// Security headers and the rate limiter. The headers do not depend on the request (no CSP
// nonces), so helmet runs once at start and each answer gets its set in one step, not eleven
// middleware calls per request. Every route is rate-limited per client network, by
// RATE_LIMIT_DEFAULT_PER_MINUTE or by its own `config: { rateLimit: { max, timeWindow } }`;
// with REDIS_URL the counters are shared by every server process. Back-pressure answers 503.
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
  const pages = helmetHeaders(applyHelmet);
  const api = apiHeaders(pages);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : pages);
    done();
  });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Back-pressure: an overloaded process answers 503 with Retry-After at once rather than
  // queueing without bound (docs/decisions.md, "Back-pressure").
  const { maxEventLoopDelayMs, maxHeapUsedBytes, retryAfterSeconds } = config.pressure;
  if (maxEventLoopDelayMs > 0 || maxHeapUsedBytes > 0) {
    await app.register(underPressure, {
      ...(maxEventLoopDelayMs > 0 ? { maxEventLoopDelay: maxEventLoopDelayMs } : {}),
      ...(maxHeapUsedBytes > 0 ? { maxHeapUsedBytes } : {}),
      retryAfter: retryAfterSeconds,
      pressureHandler: (request, reply) => {
        const locale = parseLocale(request.headers['accept-language']);
        void reply
          .status(503)
          .header('retry-after', String(retryAfterSeconds))
          .send({ code: ERRORS.OVERLOADED.code, msg: errorMessage('OVERLOADED', locale, { seconds: retryAfterSeconds }), data: null });
      },
    });
  }

  await app.register(rateLimit, {
    // Every route is limited: by `defaultPerMinute` unless it sets its own `config.rateLimit`.
    global: true,
    max: config.rateLimits.defaultPerMinute,
    timeWindow: 60_000,
    // Counted per client network (IPv4 /24, IPv6 /64), not per exact address: rotating
    // addresses inside one network buys no fresh budget (issue 27). Routes that count per
    // member set their own keyGenerator.
    keyGenerator: (request) => networkOf(request.ip),
    ...(redis ? { redis, nameSpace: 'portal-rl-' } : {}),
  });
});
