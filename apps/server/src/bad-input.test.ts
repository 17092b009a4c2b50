import { expect, it } from 'vitest';
import { describeEachDb, type TestApp } from './test/harness.js';

// "Bad input is never a 500" (docs/product/api.md), for every route at once: each /app-api and
// /admin-api route gets malformed bodies, queries and path parameters from the caller it
// expects, and must answer a 4xx envelope. A new route is covered without being listed.

const BODIES: { label: string; payload: string; type?: string }[] = [
  { label: 'empty object', payload: '{}' },
  { label: 'array', payload: '[1,2,3]' },
  { label: 'JSON string', payload: '"text"' },
  { label: 'null', payload: 'null' },
  { label: 'broken JSON', payload: '{"a":' },
  {
    label: 'wrong types everywhere',
    payload: JSON.stringify({
      id: 'x',
      ids: 'x',
      pageNo: -1,
      pageSize: 100000,
      mobile: { $gt: '' },
      areaCode: '99999',
      email: 12,
      password: ['a'],
      code: 1.5,
      nickname: 'x'.repeat(5000),
      name: null,
      avatar: '../../etc/passwd',
      img1: 'javascript:alert(1)',
      attachments: [{}],
      countryId: 'NaN',
      cityId: Number.MAX_VALUE,
      groupId: -5,
    }),
  },
  { label: 'form text', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
];

const QUERIES = ['pageNo=abc&pageSize=100000&status=x&id=-1', 'purpose=../../x&avatar=%00&mobile[]=1&areaCode=abc'];
const PARAMS = ['abc', '-1', '99999999999999999999', '%2e%2e%2f', 'x'.repeat(300)];

// The suite sends each route a rotating share of the forms above (each form still reaches a
// share of every kind of route, and the two databases take different shares); BAD_INPUT_ALL=1 sends
// every form to every route, as `npm run bench` does (bench/README.md). The whole set on both
// databases took about four minutes of the suite's twenty on a 2-core machine.
const ALL = process.env.BAD_INPUT_ALL === '1';
function share<T>(forms: readonly T[], count: number, turn: number): T[] {
  if (ALL || count >= forms.length) return [...forms];
  return Array.from({ length: count }, (_, i) => forms[(turn + i) % forms.length]!);
}

function withParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);
}

async function tokens(t: TestApp) {
  const member = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
  const staff = await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const client = { ip: null, userAgent: null };
  return {
    member: async () => (await t.services.sessions.create('member', member.id, client)).token,
    staff: async () => (await t.services.sessions.create('staff', staff.id, client)).token,
  };
}

describeEachDb('bad input on every route', (ctx) => {
  it('answers a 4xx envelope, never a 5xx', { timeout: 120_000 }, async () => {
    const t = ctx();
    const make = await tokens(t);
    const failures: string[] = [];
    const offset = t.database.dialect === 'postgres' ? 3 : 0;
    for (const [index, route] of t.app.guardedRoutes.entries()) {
      // A fresh session per route: a route that signs out must not spoil the next ones.
      const token = route.auth === 'public' ? undefined : await (route.auth === 'staff' ? make.staff() : make.member());
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const attempts: { what: string; url: string; payload?: string; type?: string }[] = [];
      const turn = index + offset;
      // A route without path parameters answers every param form alike: one is enough.
      for (const value of share(PARAMS, route.url.includes(':') || route.url.endsWith('*') ? 2 : 1, turn)) {
        attempts.push({ what: `param ${value.slice(0, 20)}`, url: withParams(route.url, value) });
      }
      for (const query of share(QUERIES, 1, turn)) attempts.push({ what: `query ${query}`, url: `${withParams(route.url, '1')}?${query}` });
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        for (const body of share(BODIES, 4, turn)) attempts.push({ what: `body ${body.label}`, url: withParams(route.url, '1'), payload: body.payload, type: body.type });
      }
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: attempt.url,
          headers: { ...headers, ...(attempt.payload !== undefined ? { 'content-type': attempt.type ?? 'application/json' } : {}) },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        const contentType = String(res.headers['content-type'] ?? '');
        const envelope = contentType.includes('json') ? (res.json() as { code?: unknown }) : null;
        // Files and exports may answer bytes; anything else must be the envelope.
        if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof envelope?.code !== 'number')) {
          failures.push(`${route.method} ${route.url} ${attempt.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

// Ids are strict (contracts/id.ts): a positive integer, or its plain decimal text. Every id a
// route takes (found in its OpenAPI schema by name: id, ids, …Id, …Ids; string ids such as
// captchaId and file ids excepted) is sent in forms a lenient parser would read as 2, and
// must be answered 400 naming that field.
const BAD_ID_TEXTS = ['0x2', '2e0', '2.0', ' 2', '02', '+2', '-2', '2abc', '99999999999999999999'];
const BAD_ID_JSON = ['"0x2"', '"2e0"', '[2]', '[[2]]', '2.5', '-2', '"02"', '" 2"', '1e400', 'true', '{"n":2}'];

interface JsonSchema {
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface IdField {
  where: 'path' | 'query' | 'body';
  name: string;
  list: boolean;
}

const isIdName = (name: string) => /^ids?$|[a-z]Ids?$/.test(name);
const isTextOnly = (schema: JsonSchema | undefined) => schema?.type === 'string';

function idFieldsOf(operation: Operation): IdField[] {
  const fields: IdField[] = [];
  for (const p of operation.parameters ?? []) {
    if ((p.in === 'path' || p.in === 'query') && isIdName(p.name) && !isTextOnly(p.schema)) fields.push({ where: p.in, name: p.name, list: false });
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    if (!isIdName(name)) continue;
    const list = schema.type === 'array';
    if (!isTextOnly(list ? schema.items : schema)) fields.push({ where: 'body', name, list });
  }
  return fields;
}

describeEachDb('strict ids on every route', (ctx) => {
  it('refuses every lenient form of an id with a 400 naming the field', { timeout: 120_000 }, async () => {
    const t = ctx();
    const make = await tokens(t);
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.guardedRoutes) {
      const operation = spec.paths[route.url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue;
      // One session per route: every form below is refused before the route runs.
      const token = route.auth === 'public' ? undefined : await (route.auth === 'staff' ? make.staff() : make.member());
      for (const field of idFieldsOf(operation)) {
        checked += 1;
        const forms = field.where === 'body' ? BAD_ID_JSON : [...BAD_ID_TEXTS, ...(field.where === 'query' ? ['2&x'] : [])];
        for (const form of forms) {
          let url = withParams(route.url, field.where === 'path' ? encodeURIComponent(form) : '1');
          if (field.where === 'query') url += form === '2&x' ? `?${field.name}=2&${field.name}=2` : `?${field.name}=${encodeURIComponent(form)}`;
          const payload = field.where === 'body' ? `{"${field.name}":${field.list ? `[${form}]` : form}}` : undefined;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
            ...(payload ? { payload } : {}),
          });
          const answer = res.json() as { data?: { fields?: { field: string }[] } | null };
          const named = answer.data?.fields?.some((f) => f.field === field.name || f.field.startsWith(`${field.name}.`));
          if (res.statusCode !== 400 || !named) failures.push(`${route.method} ${route.url} ${field.where} ${field.name}=${form}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  });
});
