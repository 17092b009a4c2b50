import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ANY_STAFF, isStaffRole, staffMayCall, type RouteRoles, type StaffRole } from '@portal/contracts/staff';
import { AppError } from '../lib/app-error.js';
import { runInRequest } from '../modules/audit/audit.js';
import type { ResolvedSession, SessionService } from '../modules/sessions/session.service.js';

// Every /app-api and /admin-api route must say who may call it, and every staff route which
// roles (docs/staff-roles.md); a route that forgets fails at start-up, and routes.test.ts
// walks them all.
// 'memberOrStaff': reference data the member portal reads on /admin-api paths (countries,
// cities, levels, the points switch, the need-to-know file): any signed-in member, or staff
// with the route's roles.
export type AuthMode = 'public' | 'member' | 'staff' | 'memberOrStaff';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    // Staff and memberOrStaff routes only: the staff roles that may call it (an administrator
    // always may), or ANY_STAFF.
    roles?: RouteRoles;
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
  // Staff (and memberOrStaff) routes: which staff may call it; null for public and member routes.
  roles: RouteRoles | null;
  // The zod schemas the route validates its input with, for tests generating input from them
  // (fuzz.test.ts, authorization.test.ts).
  input: RouteInput;
}

export interface RouteInput {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
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

// On a memberOrStaff route: the calling member's id, or null when staff call (and see all).
export function memberOrNull(request: FastifyRequest): number | null {
  const s = request.session;
  if (!s) throw new AppError('TOKEN_INVALID');
  return s.subjectType === 'member' ? s.subjectId : null;
}

// The member a public call was made by, if it carried a valid member token; a missing or
// stale token is simply an anonymous call here.
export async function signedInMember(request: FastifyRequest, sessions: SessionService): Promise<number | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    const session = await sessions.resolve(token);
    return session.subjectType === 'member' ? session.subjectId : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

export function staffId(request: FastifyRequest): number {
  const s = request.session;
  if (!s || s.subjectType !== 'staff') throw new AppError('FORBIDDEN');
  return s.subjectId;
}

// The roles of the staff member calling (staff routes only).
export function staffRoles(request: FastifyRequest): readonly StaffRole[] {
  const s = request.session;
  if (!s || s.subjectType !== 'staff') throw new AppError('FORBIDDEN');
  return s.roles;
}

export const authPlugin = fp<{ sessions: SessionService }>(async (app, { sessions }) => {
  app.decorateRequest('session', null);
  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  // The rest of the request runs inside it, so the audit log finds the request id it serves.
  app.addHook('onRequest', (request, _reply, done) => runInRequest(request, done));

  // Runs before body parsing and validation, so a caller without a valid token learns
  // nothing about the route's payload.
  // The roles come with the session (one read, kept by db/read-cache.ts on SQLite), so the
  // role check costs no query.
  const guard =
    (mode: Exclude<AuthMode, 'public'>, roles: RouteRoles | null): onRequestAsyncHookHandler =>
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('TOKEN_INVALID');
      const session = await sessions.resolve(token);
      if (mode !== 'memberOrStaff' && session.subjectType !== mode) {
        throw new AppError(mode === 'staff' ? 'FORBIDDEN' : 'TOKEN_INVALID');
      }
      if (session.subjectType === 'staff' && roles !== null && !staffMayCall(session.roles, roles)) throw new AppError('STAFF_ROLE_MISSING');
      request.session = session;
    };
  const memberGuard = guard('member', null);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!GUARDED_PREFIXES.some((p) => url.startsWith(p))) return;
    const mode = route.config?.auth;
    if (!mode) throw new Error(`Route ${String(route.method)} ${url} must declare config.auth`);
    if (url.startsWith('/admin-api/') && mode === 'member') {
      throw new Error(`Route ${String(route.method)} ${url}: /admin-api routes cannot be member routes`);
    }
    const roles = routeRoles(mode, route.config?.roles);
    if (roles === undefined) {
      throw new Error(`Route ${String(route.method)} ${url}: a staff route must declare config.roles (and only a route staff may call may)`);
    }
    const schema = (route.schema ?? {}) as RouteInput;
    const input: RouteInput = Object.freeze(Object.fromEntries((['body', 'querystring', 'params', 'headers'] as const).filter((part) => schema[part]).map((part) => [part, schema[part]])));
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') guardedRoutes.push({ method, url, auth: mode, roles, input });
    }
    // The guard is the route's own first onRequest hook, so public routes (which may still
    // read a token themselves, e.g. logout) do not pay for it.
    if (mode !== 'public') {
      route.onRequest = [mode === 'member' ? memberGuard : guard(mode, roles), ...[route.onRequest ?? []].flat()];
    }
  });
});

// The roles a route declared, null where roles do not apply, undefined when the declaration is
// missing (staff, memberOrStaff) or misplaced (public, member) or names an unknown role.
function routeRoles(mode: AuthMode, declared: unknown): RouteRoles | null | undefined {
  if (mode === 'public' || mode === 'member') return declared === undefined ? null : undefined;
  if (declared === ANY_STAFF) return ANY_STAFF;
  if (!Array.isArray(declared) || declared.length === 0 || !declared.every(isStaffRole)) return undefined;
  return Object.freeze([...declared]);
}
