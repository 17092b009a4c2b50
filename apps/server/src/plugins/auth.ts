import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { ResolvedSession, SessionService } from '../modules/sessions/session.service.js';

// Every /app-api and /admin-api route must say who may call it; a route that forgets fails
// at start-up, and routes.test.ts walks them all.
export type AuthMode = 'public' | 'member' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
  interface FastifyInstance {
    // Every /app-api and /admin-api route with its guard, for routes.test.ts.
    guardedRoutes: GuardedRoute[];
  }
}

export interface GuardedRoute {
  method: string;
  url: string;
  auth: AuthMode;
}

export const GUARDED_PREFIXES = ['/app-api/', '/admin-api/'] as const;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

// The member id of an authenticated member call (routes with auth 'member' only).
export function memberId(request: FastifyRequest): number {
  const s = request.session;
  if (!s || s.subjectType !== 'member') throw new AppError('TOKEN_INVALID');
  return s.subjectId;
}

export function staffId(request: FastifyRequest): number {
  const s = request.session;
  if (!s || s.subjectType !== 'staff') throw new AppError('FORBIDDEN');
  return s.subjectId;
}

export const authPlugin = fp<{ sessions: SessionService }>(async (app, { sessions }) => {
  app.decorateRequest('session', null);
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);

  // Runs before body parsing and validation, so a caller without a valid token learns
  // nothing about the route's payload.
  const guard = (mode: 'member' | 'staff'): onRequestAsyncHookHandler => async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('TOKEN_INVALID');
    const session = await sessions.resolve(token);
    if (session.subjectType !== mode) {
      throw new AppError(mode === 'staff' ? 'FORBIDDEN' : 'TOKEN_INVALID');
    }
    request.session = session;
  };
  const guards = { member: guard('member'), staff: guard('staff') };

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!GUARDED_PREFIXES.some((p) => url.startsWith(p))) return;
    const mode = route.config?.auth;
    if (!mode) throw new Error(`Route ${String(route.method)} ${url} must declare config.auth`);
    if (url.startsWith('/admin-api/') && mode === 'member') {
      throw new Error(`Route ${String(route.method)} ${url}: /admin-api routes cannot be member routes`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') guardedRoutes.push({ method, url, auth: mode });
    }
    // The guard is the route's own first onRequest hook, so public routes (which may still
    // read a token themselves, e.g. logout) do not pay for it.
    if (mode !== 'public') route.onRequest = [guards[mode], ...[route.onRequest ?? []].flat()];
  });
});
