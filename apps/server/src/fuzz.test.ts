import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { GuardedRoute, RouteInput } from './plugins/auth.js';
import { hashToken } from './modules/sessions/session.service.js';
import { changedTables, fingerprint, type Fingerprint } from './test/fingerprint.js';
import { describeEachDb, type TestApp } from './test/harness.js';
import { asTextRecord, hostile, jsonSchemaOf, queryString, shaped, wellFormed } from './test/schema-arbitrary.js';

// Property-based fuzzing of every /app-api and /admin-api route from the zod schemas it is
// registered with (GuardedRoute.input): each case is the route's body, query, path parameters
// and headers, each part either shaped after the schema or shaped and then broken in one place,
// sent by the caller the route expects. Whatever the input:
// - the answer is never a 5xx;
// - when zod refuses the input (asked directly, with the value exactly as the route receives
//   it), the answer is a 4xx envelope and no table of the database changed;
// - when the route itself refuses input zod accepted (a 4xx of its own: a missing record, a
//   rule), no table changed either, except the few refusals that are records in their own
//   right (REFUSALS_THAT_WRITE).
// `npm test` runs FUZZ_RUNS (default 3) cases per route on each database; `FUZZ_RUNS=1000`
// is the bench run (bench/README.md), which prints a table per route.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const BENCH = process.env.FUZZ_RUNS !== undefined;
// A run's seed is printed with any failure; FUZZ_SEED replays it.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

// Refusals that are themselves records: the route writes them on purpose, in these tables only.
// A wrong password is counted in login_attempt, a wrong code on the code it was tried against
// (verification_code): those counts are what slow a guesser down (docs/sign-in-abuse.md,
// docs/verification-codes.md).
const WRONG_PASSWORD = ['login_attempt'];
const WRONG_CODE = ['verification_code'];
const REFUSALS_THAT_WRITE: Record<string, string[]> = {
  'POST /app-api/member/login': WRONG_PASSWORD,
  'POST /admin-api/system/auth/login': WRONG_PASSWORD,
  'POST /app-api/member/sms-login': [...WRONG_PASSWORD, ...WRONG_CODE],
  'POST /app-api/member/reg': WRONG_CODE,
  'POST /app-api/member/reset-password': WRONG_CODE,
  'POST /app-api/member/update-password': [...WRONG_PASSWORD, ...WRONG_CODE],
  'POST /app-api/member/user/update-mobile': WRONG_CODE,
  'POST /app-api/member/user/bind-email': WRONG_CODE,
  'POST /app-api/member/reset-control-password': WRONG_CODE,
  'POST /app-api/order/order-cargo-control/release': [...WRONG_PASSWORD, ...WRONG_CODE],
  'POST /app-api/order/order-cargo-control/transfer': WRONG_CODE,
  'POST /app-api/order/order-cargo-control/transfer-check': WRONG_CODE,
};

type Part = keyof RouteInput;
const PARTS: Part[] = ['body', 'querystring', 'params', 'headers'];

interface Case {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
}

interface Tally {
  route: string;
  cases: number;
  // Cases zod accepted: those reached the route's own code.
  passedSchema: number;
  ok: number;
  refusedBySchema: number;
  refusedByRoute: number;
  serverErrors: number;
}

function caseArbitrary(input: RouteInput): fc.Arbitrary<Case> {
  const model: Partial<Record<Part, fc.Arbitrary<unknown>>> = {};
  for (const part of PARTS) {
    const schema = input[part];
    if (!schema) continue;
    const json = jsonSchemaOf(schema);
    model[part] = fc.oneof(shaped(json), hostile(json));
  }
  return fc.record(model) as fc.Arbitrary<Case>;
}

const PRINTABLE = /[^\x20-\x7e]/g;

// The request for a case, and each part as the route will receive it.
function request(route: GuardedRoute, c: Case, token: string | undefined) {
  const params = asTextRecord(c.params);
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(wellFormed([params[name] ?? ''].flat()[0] ?? '')));
  const query = queryString(asTextRecord(c.querystring));
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(asTextRecord(c.headers)).map(([name, value]) => [name.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'x-empty', [value].flat().join(',').replace(PRINTABLE, '?')]),
  );
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = 'body' in c && c.body !== undefined ? JSON.stringify(c.body) : undefined;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const received: Record<Part, unknown> = {
    body: payload === undefined ? undefined : JSON.parse(payload),
    querystring: query.parsed,
    params: Object.fromEntries(Object.keys(params).filter((name) => route.url.includes(`:${name}`)).map((name) => [name, wellFormed([params[name] ?? ''].flat()[0] ?? '')])),
    headers,
  };
  return { url: query.text ? `${url}?${query.text}` : url, headers, payload, received };
}

function schemaAccepts(input: RouteInput, received: Record<Part, unknown>): boolean {
  return PARTS.every((part) => {
    const schema: z.ZodType | undefined = input[part];
    return !schema || schema.safeParse(received[part]).success;
  });
}

async function tokens(t: TestApp) {
  const db = t.database.db;
  const member = await db.selectFrom('member_user').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
  const staff = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const client = { ip: null, userAgent: null };
  const made: string[] = [];
  return {
    async make(route: GuardedRoute): Promise<string | undefined> {
      if (route.auth === 'public') return undefined;
      const session = route.auth === 'staff' ? await t.services.sessions.create('staff', staff.id, client) : await t.services.sessions.create('member', member.id, client);
      made.push(hashToken(session.token));
      return session.token;
    },
    // The sessions made so far, gone: a thousand cases per route would otherwise pile them up.
    async clear(): Promise<void> {
      if (made.length > 0) await db.deleteFrom('auth_session').where('token_hash', 'in', made.splice(0)).execute();
    },
  };
}

function printTable(tallies: Tally[], target: string): void {
  const rows = tallies.map((t) => `| ${t.route} | ${t.cases} | ${t.passedSchema} | ${t.ok} | ${t.refusedBySchema + t.refusedByRoute} | ${t.serverErrors} |`);
  const sum = (key: keyof Omit<Tally, 'route'>) => tallies.reduce((total, t) => total + t[key], 0);
  console.log(
    [
      `\nfuzz [${target}], ${RUNS} cases per route, seed ${SEED}`,
      '| route | cases | passed the schema | 2xx | 4xx | 5xx |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      `| ${tallies.length} routes | ${sum('cases')} | ${sum('passedSchema')} | ${sum('ok')} | ${sum('refusedBySchema') + sum('refusedByRoute')} | ${sum('serverErrors')} |`,
      `refused by the schema: ${sum('refusedBySchema')}, by the route: ${sum('refusedByRoute')}; routes no case passed the schema of: ${tallies.filter((t) => t.passedSchema === 0).length}`,
    ].join('\n'),
  );
}

describeEachDb('fuzzed input on every route', (ctx) => {
  it('never answers 5xx, never succeeds on input its schema refuses, and changes nothing when it refuses', { timeout: BENCH ? 7_200_000 : 60_000 }, async () => {
    const t = ctx();
    const sessions = await tokens(t);
    const failures: string[] = [];
    const tallies: Tally[] = [];
    let picture: Fingerprint;
    for (const route of t.app.guardedRoutes) {
      const name = `${route.method} ${route.url}`;
      const tally: Tally = { route: name, cases: 0, passedSchema: 0, ok: 0, refusedBySchema: 0, refusedByRoute: 0, serverErrors: 0 };
      tallies.push(tally);
      // A fresh session per case (some routes end the one they are called with), made before
      // the cases so that one picture of the database serves as the next case's "before".
      const unused = route.auth === 'public' ? [] : await Promise.all(Array.from({ length: RUNS }, () => sessions.make(route)));
      picture = await fingerprint(t.database);
      const property = fc.asyncProperty(caseArbitrary(route.input), async (c) => {
        let token = unused.pop();
        if (route.auth !== 'public' && !token) {
          token = await sessions.make(route);
          picture = await fingerprint(t.database);
        }
        const before = picture;
        const req = request(route, c, token);
        const accepted = schemaAccepts(route.input, req.received);
        const res = await t.app.inject({ method: route.method as 'GET', url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
        picture = await fingerprint(t.database);
        tally.cases += 1;
        if (accepted) tally.passedSchema += 1;
        const status = res.statusCode;
        if (status >= 500) tally.serverErrors += 1;
        else if (status < 300) tally.ok += 1;
        else if (accepted) tally.refusedByRoute += 1;
        else tally.refusedBySchema += 1;
        const changed = changedTables(before, picture).filter((table) => !(accepted && REFUSALS_THAT_WRITE[name]?.includes(table)));
        const answer = `${status} ${res.body.slice(0, 200)}`;
        expect(status, answer).toBeLessThan(500);
        if (!accepted) expect(status, `the schema refuses this input, the route answered ${answer}`).toBeGreaterThanOrEqual(400);
        if (status >= 400) expect(changed, `refused (${answer}) yet changed`).toEqual([]);
      });
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: !BENCH });
      } catch (error) {
        const { message, cause } = error as Error;
        const counterexample = message.split('\n').find((line) => line.startsWith('Counterexample')) ?? message;
        failures.push(`${name}: ${(cause as Error | undefined)?.message.split('\n')[0] ?? ''}\n  ${counterexample}\n  seed ${SEED}`);
      }
      await sessions.clear();
    }
    if (BENCH) printTable(tallies, t.database.dialect);
    expect(tallies.length).toBeGreaterThan(200);
    // Each allowance names a real route.
    expect(Object.keys(REFUSALS_THAT_WRITE).filter((route) => !tallies.some((t) => t.route === route))).toEqual([]);
    expect(failures).toEqual([]);
  });
});
