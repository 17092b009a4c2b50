import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from './config.js';
import { seed } from './db/seed/seed.js';
import type { GuardedRoute } from './plugins/auth.js';
import { memberToken } from './test/auth-helpers.js';
import { pdf } from './test/file-fixtures.js';
import { uploadFile } from './test/file-helpers.js';
import { changedTables, fingerprint } from './test/fingerprint.js';
import { describeEachDb, testConfig, type TestApp } from './test/harness.js';
import { newMember, orderPlaces, validOrder, type TestMember } from './test/order-helpers.js';
import { asTextRecord, jsonSchemaOf, queryString, shaped } from './test/schema-arbitrary.js';

// The authorization matrix, members' half (routes.test.ts walks staff roles): every member
// route that takes an id (in its path, query or body, found in the zod schema it validates
// with) is called by member B with member A's real ids, and must answer exactly what it answers
// B for an id that exists nowhere — same status, code, message and data — and change nothing.
//
// Member A is the demo member with everything the demo seed gives it (orders sent and received,
// cargo under control, addresses, contacts, files, messages, exceptions, claims, refunds,
// redemptions, consultations), seeded after every table's ids were moved to a range of its
// own: an id of A's cannot also be a row of another table that B may legitimately reach.
// A's real ids are those A's own pages show and B's do not (a public row, such as a gift of the
// catalogue, shows on both). The suite tries up to PER_TABLE of them per table on each field;
// AUTHZ_ALL=1 tries every one (bench/README.md).
const ALL = process.env.AUTHZ_ALL === '1';
const PER_TABLE = ALL ? Infinity : 1;
const MISSING = 987_654_321_012;
const MISSING_FILE = 'f0000000000000000000000000000000';

const isIdName = (name: string) => /^ids?$|[a-z]Ids?$/.test(name);

// Every table's ids move to a range of their own: table k's next id is 10^9 + k·10^6 + 1.
async function spreadIds(t: TestApp): Promise<Map<string, number>> {
  const tables = (await t.database.db.introspection.getTables()).filter((table) => !table.isView && table.columns.some((c) => c.name === 'id') && !table.name.startsWith('kysely_'));
  const bases = new Map<string, number>();
  for (const [k, table] of tables.entries()) {
    const base = 1_000_000_000 + (k + 1) * 1_000_000;
    bases.set(table.name, base);
    if (t.database.dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, 'id'), ${base})`.execute(t.database.db);
    } else {
      await sql`delete from sqlite_sequence where name = ${table.name}`.execute(t.database.db);
      await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${base})`.execute(t.database.db);
    }
  }
  return bases;
}

// Every id (table → ids) at or above its table's base.
async function spreadRows(t: TestApp, bases: Map<string, number>): Promise<Map<number, string>> {
  const owner = new Map<number, string>();
  for (const [table, base] of bases) {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where id >= ${base}`.execute(t.database.db);
    for (const row of rows) owner.set(Number(row.id), table);
  }
  return owner;
}

// The numbers and file ids in everything a member's GET routes answer with their defaults.
async function seenBy(t: TestApp, token: string, routes: GuardedRoute[]): Promise<{ numbers: Set<number>; files: Set<string> }> {
  const numbers = new Set<number>();
  const files = new Set<string>();
  for (const route of routes) {
    if (route.method !== 'GET' || route.url.includes(':')) continue;
    const res = await t.app.inject({ method: 'GET', url: `${route.url}?pageSize=100`, headers: { authorization: `Bearer ${token}` } });
    if (!String(res.headers['content-type'] ?? '').includes('json')) continue;
    JSON.parse(res.body, (_key, value: unknown) => {
      if (typeof value === 'number') numbers.add(value);
      if (typeof value === 'string') for (const match of value.matchAll(/\/file\/get\/([A-Za-z0-9_-]+)/g)) files.add(match[1]!);
      return value;
    });
  }
  return { numbers, files };
}

interface IdField {
  part: 'params' | 'querystring' | 'body';
  name: string;
  list: boolean;
  text: boolean;
}

function idFieldsOf(route: GuardedRoute): IdField[] {
  const fields: IdField[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.input[part];
    if (!schema) continue;
    for (const [name, property] of Object.entries(jsonSchemaOf(schema).properties ?? {})) {
      if (!isIdName(name) && part !== 'params') continue;
      fields.push({ part, name, list: property.type === 'array', text: property.type === 'string' || (property.type === 'array' && property.items?.type === 'string') });
    }
  }
  return fields;
}

type Input = Partial<Record<'params' | 'querystring' | 'body' | 'headers', Record<string, unknown>>>;

function withId(input: Input, field: IdField, value: number | string): Input {
  const part = { ...input[field.part], [field.name]: field.list ? (field.part === 'body' ? [value] : String(value)) : field.part === 'body' ? value : String(value) };
  return { ...input, [field.part]: part };
}

// Complete inputs for the routes whose cross-field rules a drawn input seldom meets.
async function knownInputs(t: TestApp, b: TestMember): Promise<Record<string, Input>> {
  const order = validOrder(await orderPlaces(t)) as unknown as Record<string, unknown>;
  const packingList = await uploadFile(t, b.token, 'packing-list', { name: 'packing.pdf', body: pdf(), type: 'application/pdf' });
  return {
    'POST /app-api/order/order/create': { body: order, headers: { 'idempotency-key': 'set-per-call' } },
    'PUT /app-api/order/order/update': { body: { ...order, id: MISSING } },
    'POST /app-api/order/order/packing-list/add': { body: { orderId: MISSING, url: packingList.data.url } },
  };
}

// An input the route's schemas accept with `field` set to a missing id: a known one, or drawn
// from the schemas until one passes, so that the id, not a malformed neighbour, decides the
// answer.
function baseInput(route: GuardedRoute, field: IdField, missing: number | string, known: Input | undefined): Input | null {
  const parts = (['params', 'querystring', 'body', 'headers'] as const).filter((part) => route.input[part]);
  const arbitrary = fc.record(Object.fromEntries(parts.map((part) => [part, shaped(jsonSchemaOf(route.input[part]!))])) as Record<string, fc.Arbitrary<unknown>>);
  for (const drawn of [...(known ? [known] : []), ...fc.sample(arbitrary, { numRuns: 300, seed: 42 })]) {
    const input = withId(drawn as Input, field, missing);
    const textual = (part: 'params' | 'querystring') => (input[part] ? queryString(asTextRecord(input[part])).parsed : undefined);
    const received = { body: input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body)), querystring: textual('querystring') ?? {}, params: textual('params') ?? {}, headers: input.headers ?? {} };
    if (parts.every((part) => route.input[part]!.safeParse(received[part]).success)) return input;
  }
  return null;
}

let keys = 0;
async function send(t: TestApp, route: GuardedRoute, input: Input, token: string) {
  const params = asTextRecord(input.params);
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = queryString(asTextRecord(input.querystring)).text;
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'en_US' };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name] = String(value);
  // A fresh key per call: a key seen before would answer from its first call.
  if (headers['idempotency-key'] !== undefined) headers['idempotency-key'] = `authz-${(keys += 1)}-key`;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: { ...headers, ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

// An answer with the id it was asked about written as <id>, so that "order 12 not found" and
// "order 987654321012 not found" read alike.
const answerOf = (answer: { status: number; body: string }, id: number | string) => ({
  status: answer.status,
  body: answer.body.length > 2000 ? createHash('sha256').update(answer.body).digest('hex') : answer.body.replaceAll(String(id), '<id>'),
});

describeEachDb(
  'cross-member ids',
  (ctx) => {
    it("answers member B with member A's ids exactly as with a missing id, and changes nothing", { timeout: ALL ? 1_800_000 : 60_000 }, async () => {
      const t = ctx();
      // A's world, seeded after the ids were spread (this app's database was seeded without it).
      const bases = await spreadIds(t);
      await t.database.db.deleteFrom('system_meta').where('key', '=', 'accounts_seeded_at').execute();
      await t.database.db.deleteFrom('staff_user').execute();
      await seed(t.database, { ...t.config, demo: { ...t.config.demo, seedMember: true } });
      const owners = await spreadRows(t, bases);

      const routes = t.app.guardedRoutes.filter((route) => route.auth === 'member' || route.auth === 'memberOrStaff');
      const a = await memberToken(t, DEMO_MEMBER);
      const b = await newMember(t);
      const seenByA = await seenBy(t, a, routes);
      const seenByB = await seenBy(t, b.token, routes);
      const known = await knownInputs(t, b);
      const perTable = new Map<string, number[]>();
      for (const id of seenByA.numbers) {
        const table = owners.get(id);
        if (!table || seenByB.numbers.has(id)) continue;
        perTable.set(table, [...(perTable.get(table) ?? []), id]);
      }
      const numbers = [...perTable.values()].flatMap((ids) => ids.slice(0, PER_TABLE));
      const files = [...seenByA.files].filter((id) => !seenByB.files.has(id)).slice(0, ALL ? undefined : PER_TABLE);
      // A's world is there to be tried: orders, addresses, contacts, messages, files and more.
      expect(perTable.size).toBeGreaterThan(8);
      expect(files.length).toBeGreaterThan(0);

      const failures: string[] = [];
      let attempts = 0;
      let fields = 0;
      for (const route of routes) {
        for (const field of idFieldsOf(route)) {
          const missing = field.text && route.url.includes('/file') ? MISSING_FILE : MISSING;
          const base = baseInput(route, field, missing, known[`${route.method} ${route.url}`]);
          const name = `${route.method} ${route.url} ${field.part}.${field.name}`;
          if (!base) {
            failures.push(`${name}: no input its schema accepts was found`);
            continue;
          }
          fields += 1;
          const before = await fingerprint(t.database);
          const expected = answerOf(await send(t, route, base, b.token), missing);
          for (const id of field.text && route.url.includes('/file') ? files : numbers) {
            attempts += 1;
            const got = answerOf(await send(t, route, withId(base, field, id), b.token), id);
            if (got.status !== expected.status || got.body !== expected.body) failures.push(`${name}=${id} (${owners.get(Number(id)) ?? 'file'}): ${got.status} ${got.body.slice(0, 160)}, a missing id: ${expected.status} ${expected.body.slice(0, 160)}`);
          }
          // A refused call changes nothing (a route that succeeds for B with a missing id, such as
          // a filter, may write B's own rows: none here does).
          const changed = changedTables(before, await fingerprint(t.database));
          if (changed.length > 0) failures.push(`${name}: changed ${changed.join(', ')} (B's answer for a missing id: ${expected.status})`);
        }
      }
      if (ALL) console.log(`cross-member ids [${t.database.dialect}]: ${fields} id fields on ${routes.length} member routes, ${numbers.length} of A's ids in ${perTable.size} tables and ${files.length} files, ${attempts} attempts, ${failures.length} answered otherwise than for a missing id`);
      expect(fields).toBeGreaterThan(60);
      expect(failures).toEqual([]);
    });
  },
  { demo: { ...testConfig().demo, seedMember: false } },
);
