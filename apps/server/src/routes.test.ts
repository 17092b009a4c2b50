import { expect, it } from 'vitest';
import { ERRORS } from '@portal/contracts/errors';
import { ANY_STAFF, STAFF_ROLES, type StaffRole } from '@portal/contracts/staff';
import { hashToken } from './modules/sessions/session.service.js';
import { changedTables, fingerprint } from './test/fingerprint.js';
import { describeEachDb, type TestApp } from './test/harness.js';

// Routes anyone may call. A new public route must be added here on purpose; every other
// /app-api and /admin-api route is proven below to refuse callers without the right token.
const PUBLIC_ROUTES = new Set<string>([
  'GET /app-api/system/captcha/get',
  'POST /app-api/system/captcha/check',
  'POST /app-api/member/send-sms-code',
  'POST /app-api/member/sign-in-work',
  'POST /app-api/member/login',
  'POST /app-api/member/sms-login',
  'POST /app-api/member/reg',
  'POST /app-api/member/reset-password',
  'GET /app-api/system/client-config',
  'POST /admin-api/system/auth/sign-in-work',
  'POST /admin-api/system/auth/login',
  'GET /app-api/system/dict-data/list-all-simple',
  'GET /app-api/system/dict-data/page',
  'GET /app-api/system/need-know/getByKey',
  'GET /app-api/param/validator/mobile',
  'GET /app-api/locale/show',
  'GET /app-api/member/score-rule/switch/get',
  'GET /app-api/ecw/country/list-all',
  'GET /app-api/ecw/region/getListTree',
  'GET /app-api/ecw/region/get',
  'GET /app-api/ecw/region/getTradeCityList',
  'GET /app-api/ecw/region/check/dest-currency/area-code/',
  'GET /app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList',
  'POST /app-api/ecw/warehouse/openedRouterList',
  'GET /app-api/ecw/currency/list',
  'GET /app-api/ecw/currency-ecash/page',
  'GET /app-api/app/unit/list',
  'GET /app-api/ecw/product-attr/list',
  'GET /app-api/ecw/channel/select',
  'GET /app-api/ecw/product/page',
  'GET /app-api/ecw/product/get',
  'GET /app-api/order/track',
  // Browsers report their errors signed in or not (docs/client-errors.md).
  'POST /app-api/system/client-error',
  // Help is read before signing in too (docs/help-centre.md).
  'GET /app-api/system/help/category/list',
  'GET /app-api/system/help/page',
  'GET /app-api/system/help/get',
  'GET /app-api/system/help/search',
]);

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}

async function demoMemberId(t: TestApp): Promise<number> {
  const row = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
  return row.id;
}

async function staffId(t: TestApp, username = 'admin'): Promise<number> {
  const row = await t.database.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

// The seeded demo staff: one account per role, named after it (`admin` for administrator).
const staffUsername = (role: StaffRole) => (role === 'administrator' ? 'admin' : role);

const client = { ip: null, userAgent: null };

// The /admin-api reference reads the member portal makes too: any signed-in member, or staff
// with the route's roles. A new one must be added here on purpose.
const MEMBER_OR_STAFF_ROUTES = [
  'GET /admin-api/system/need-know/download',
  'POST /admin-api/member/level-details/page',
  'GET /admin-api/ecw/region/getCityListByParent',
  'GET /admin-api/ecw/region/getTradeCountryList',
  'GET /admin-api/member/score-rule/switch/get',
  'GET /admin-api/ecw/country/list-all',
];

describeEachDb('route guards', (ctx) => {
  const routes = () => ctx().app.guardedRoutes;
  const guarded = (auth: 'member' | 'staff' | 'memberOrStaff') => routes().filter((r) => r.auth === auth);
  // Routes staff may call, with their roles.
  const staffRoutes = () => routes().filter((r) => r.auth === 'staff' || r.auth === 'memberOrStaff');

  async function call(method: string, url: string, token?: string) {
    const res = await ctx().app.inject({
      method: method as 'GET',
      url: concreteUrl(url),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
  }

  it('has member and staff routes to check', () => {
    expect(guarded('member').length).toBeGreaterThan(0);
    expect(guarded('staff').length).toBeGreaterThan(0);
  });

  it('guards the cargo control routes: members for the controller\'s calls, operators for staff', () => {
    const guardOf = (method: string, url: string) => routes().find((r) => r.method === method && r.url === url);
    const base = '/app-api/order/order-cargo-control';
    for (const [method, path] of [
      ['GET', 'page'],
      ['GET', 'get'],
      ['GET', 'history'],
      ['POST', 'release'],
      ['POST', 'transfer'],
      ['POST', 'transfer-check'],
      ['POST', 'apply'],
      ['GET', 'controlPassword/:id'],
    ] as const) {
      expect([path, guardOf(method, `${base}/${path}`)?.auth]).toEqual([path, 'member']);
    }
    for (const [method, url] of [
      ['POST', '/admin-api/order/cargo-control/dates'],
      ['GET', '/admin-api/order/cargo-control/history'],
    ] as const) {
      expect([url, guardOf(method, url)?.auth, guardOf(method, url)?.roles]).toEqual([url, 'staff', ['operator']]);
    }
  });

  it('makes a route public only on purpose', () => {
    const publicRoutes = routes()
      .filter((r) => r.auth === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.has(r))).toEqual([]);
  });

  it('answers members on exactly the reference reads of /admin-api the member portal makes, read only', async () => {
    const t = ctx();
    expect(guarded('memberOrStaff').map((r) => `${r.method} ${r.url}`).sort()).toEqual([...MEMBER_OR_STAFF_ROUTES].sort());
    const member = await t.services.sessions.create('member', await demoMemberId(t), client);
    const query: Record<string, string> = {
      '/admin-api/system/need-know/download': '?key=delivery_notes',
      '/admin-api/ecw/region/getCityListByParent': `?parentId=${(await t.database.db.selectFrom('region').select('id').where('code', '=', 'CN').executeTakeFirstOrThrow()).id}`,
    };
    for (const r of guarded('memberOrStaff')) {
      const res = await ctx().app.inject({ method: r.method as 'GET', url: `${r.url}${query[r.url] ?? ''}`, headers: { authorization: `Bearer ${member.token}` }, ...(r.method === 'POST' ? { payload: {} } : {}) });
      expect([r.url, res.statusCode]).toEqual([r.url, 200]);
      expect([r.url, (await call(r.method, r.url)).body.code]).toEqual([r.url, 50008]);
      expect([r.url, (await call(r.method, r.url, 'garbage-token')).body.code]).toEqual([r.url, 50008]);
    }
    // Nothing else under /admin-api answers a member (the walk below), and nothing here writes.
    expect(guarded('memberOrStaff').every((r) => r.method === 'GET' || r.url.endsWith('/page'))).toBe(true);
  });

  it('answers every member route without a token or with a bad one with 50008', async () => {
    for (const r of guarded('member')) {
      for (const token of [undefined, 'garbage-token']) {
        const { status, body } = await call(r.method, r.url, token);
        expect({ route: `${r.method} ${r.url}`, status, code: body.code }).toEqual({ route: `${r.method} ${r.url}`, status: 401, code: 50008 });
      }
    }
  });

  it('answers expired member tokens with 50014 and revoked ones with 50012', async () => {
    const t = ctx();
    const id = await demoMemberId(t);
    const expired = await t.services.sessions.create('member', id, client);
    await t.database.db
      .updateTable('auth_session')
      .set({ idle_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', hashToken(expired.token))
      .execute();
    const revoked = await t.services.sessions.create('member', id, client);
    const session = await t.services.sessions.resolve(revoked.token);
    await t.services.sessions.revoke(session.id, 'logout');
    for (const r of guarded('member')) {
      expect([r.url, (await call(r.method, r.url, expired.token)).body.code]).toEqual([r.url, 50014]);
      expect([r.url, (await call(r.method, r.url, revoked.token)).body.code]).toEqual([r.url, 50012]);
    }
  });

  it('refuses member tokens on every staff route, and staff tokens on member routes', async () => {
    const t = ctx();
    const member = await t.services.sessions.create('member', await demoMemberId(t), client);
    const staff = await t.services.sessions.create('staff', await staffId(t), client);
    for (const r of guarded('staff')) {
      const { status, body } = await call(r.method, r.url, member.token);
      expect([r.url, status, body.code]).toEqual([r.url, 403, 403]);
      const anonymous = await call(r.method, r.url);
      expect([r.url, anonymous.body.code]).toEqual([r.url, 50008]);
    }
    for (const r of guarded('member')) {
      expect([r.url, (await call(r.method, r.url, staff.token)).body.code]).toEqual([r.url, 50008]);
    }
  });

  // The staff console draws its header and menu from it: every staff member reads their own.
  it('answers every staff role who they are, and no member', async () => {
    const t = ctx();
    const guard = routes().find((r) => r.method === 'GET' && r.url === '/admin-api/system/auth/me');
    expect([guard?.auth, guard?.roles]).toEqual(['staff', ANY_STAFF]);
    for (const role of STAFF_ROLES) {
      const session = await t.services.sessions.create('staff', await staffId(t, staffUsername(role)), client);
      const res = await t.app.inject({ method: 'GET', url: '/admin-api/system/auth/me', headers: { authorization: `Bearer ${session.token}` } });
      expect([role, res.statusCode, (res.json() as { data: { roles: string[] } }).data.roles]).toEqual([role, 200, [role]]);
    }
    const member = await t.services.sessions.create('member', await demoMemberId(t), client);
    expect((await call('GET', '/admin-api/system/auth/me', member.token)).status).toBe(403);
  });

  // Routes whose guard is part of their product rule: listed here so that loosening one fails.
  it('keeps the abnormal-item routes to the shipper and to operators', () => {
    const guards = Object.fromEntries(routes().filter((r) => r.url.includes('/order/abnormal/')).map((r) => [`${r.method} ${r.url}`, [r.auth, r.roles ?? null]]));
    expect(guards).toEqual({
      'GET /app-api/order/abnormal/page': ['member', null],
      'GET /app-api/order/abnormal/get': ['member', null],
      'POST /app-api/order/abnormal/handle': ['member', null],
      'GET /app-api/order/abnormal/file/:id': ['member', null],
      'GET /app-api/order/abnormal/claim/check': ['member', null],
      'POST /app-api/order/abnormal/claim/create': ['member', null],
      'GET /admin-api/order/abnormal/page': ['staff', ['operator']],
      'GET /admin-api/order/abnormal/get': ['staff', ['operator']],
      'POST /admin-api/order/abnormal/create': ['staff', ['operator']],
      'POST /admin-api/order/abnormal/answer': ['staff', ['operator']],
      'POST /admin-api/order/abnormal/claim/answer': ['staff', ['operator']],
    });
    // Every uploader passes the guard; each purpose's own roles are checked by the handler
    // (operators and service: attachments; administrators: gift pictures).
    expect(routes().find((r) => r.url === '/admin-api/file/upload')).toMatchObject({ method: 'POST', auth: 'staff', roles: ['operator', 'service', 'administrator'] });
  });

  it('keeps the container and air shipment routes to operators', () => {
    const guards = Object.fromEntries(routes().filter((r) => r.url.startsWith('/admin-api/shipment/')).map((r) => [`${r.method} ${r.url}`, [r.auth, r.roles ?? null]]));
    const operators = ['staff', ['operator']];
    expect(guards).toEqual({
      'GET /admin-api/shipment/page': operators,
      'GET /admin-api/shipment/get': operators,
      'POST /admin-api/shipment/create': operators,
      'POST /admin-api/shipment/update': operators,
      'POST /admin-api/shipment/load': operators,
      'POST /admin-api/shipment/unload': operators,
      'POST /admin-api/shipment/advance': operators,
    });
  });

  it('keeps the consultation routes to the member and to customer service', () => {
    const guards = Object.fromEntries(routes().filter((r) => r.url.includes('/member/advice/')).map((r) => [`${r.method} ${r.url}`, [r.auth, r.roles ?? null]]));
    expect(guards).toEqual({
      'POST /app-api/member/advice/create': ['member', null],
      'GET /app-api/member/advice/page': ['member', null],
      'GET /app-api/member/advice/get': ['member', null],
      'POST /app-api/member/advice/reply': ['member', null],
      'POST /app-api/member/advice/cancel': ['member', null],
      'POST /app-api/member/advice/rate': ['member', null],
      'GET /app-api/member/advice/file/:id': ['member', null],
      'GET /admin-api/member/advice/page': ['staff', ['service']],
      'GET /admin-api/member/advice/get': ['staff', ['service']],
      'POST /admin-api/member/advice/reply': ['staff', ['service']],
      'POST /admin-api/member/advice/close': ['staff', ['service']],
      'POST /admin-api/member/advice/publish': ['staff', ['service']],
    });
    expect(routes().find((r) => r.url === '/app-api/member/user/getContact')).toMatchObject({ method: 'GET', auth: 'member' });
    // The care desk's member context beside a thread: read only, customer service's.
    expect(routes().find((r) => r.url === '/admin-api/member/context')).toMatchObject({ method: 'GET', auth: 'staff', roles: ['service'] });
  });

  it('has every route staff may call declare its roles, and no other route', () => {
    for (const r of routes()) {
      const declared = r.roles === ANY_STAFF || (Array.isArray(r.roles) && r.roles.length > 0);
      expect([r.method, r.url, declared]).toEqual([r.method, r.url, r.auth === 'staff' || r.auth === 'memberOrStaff']);
    }
  });

  it('refuses staff without the route\'s role (not the data) and lets staff with it past the guard', async () => {
    const t = ctx();
    const now = new Date().toISOString();
    const roleless = await t.database.db
      .insertInto('staff_user')
      .values({ username: 'no-roles', password_hash: 'x', name: 'No roles', roles: '[]', status: 0, password_changed_at: now, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const callers: { held: StaffRole[]; id: number }[] = [{ held: [], id: roleless.id }];
    for (const role of STAFF_ROLES) callers.push({ held: [role], id: await staffId(t, staffUsername(role)) });

    // Every refused call first, each with a session of its own made beforehand, so that one
    // picture of the database before and after shows that none of them changed anything.
    const calls = staffRoutes().flatMap((r) =>
      callers.map((caller) => ({ r, caller, mayCall: r.roles === ANY_STAFF || caller.held.some((role) => role === 'administrator' || r.roles!.includes(role)) })),
    );
    const refusedCalls = await Promise.all(calls.filter((c) => !c.mayCall).map(async (c) => ({ ...c, token: (await t.services.sessions.create('staff', c.caller.id, client)).token })));
    const before = await fingerprint(t.database);
    for (const { r, caller, token } of refusedCalls) {
      const res = await call(r.method, r.url, token);
      const route = `${r.method} ${r.url} as [${caller.held.join()}]`;
      expect({ route, status: res.status, code: res.body.code, data: (res.body as { data?: unknown }).data }).toEqual({
        route,
        status: 403,
        code: ERRORS.STAFF_ROLE_MISSING.code,
        data: null,
      });
    }
    expect(changedTables(before, await fingerprint(t.database))).toEqual([]);
    for (const { r, caller } of calls.filter((c) => c.mayCall)) {
      // A fresh session per call: sign-out routes end the one they are called with.
      const { token } = await t.services.sessions.create('staff', caller.id, client);
      const res = await call(r.method, r.url, token);
      const route = `${r.method} ${r.url} as [${caller.held.join()}]`;
      expect({ route, passed: res.status !== 401 && res.status !== 403 }).toEqual({ route, passed: true });
    }
    const refused = refusedCalls.length;
    expect(refused).toBeGreaterThan(0);
  });
});

describeEachDb('route guard declaration', (ctx) => {
  it('stops the server when an API route forgets to declare its guard', async () => {
    const { buildApp } = await import('./app.js');
    const { testConfig } = await import('./test/harness.js');
    const { app } = await buildApp({ config: testConfig(), database: ctx().database, logger: false });
    expect(() => app.get('/app-api/forgot-guard', async () => ({}))).toThrow(/must declare config.auth/);
    expect(() => app.get('/admin-api/member-only', { config: { auth: 'member' } }, async () => ({}))).toThrow(/cannot be member routes/);
    expect(() => app.get('/admin-api/forgot-roles', { config: { auth: 'staff' } }, async () => ({}))).toThrow(/must declare config.roles/);
    expect(() => app.get('/admin-api/no-roles', { config: { auth: 'staff', roles: [] } }, async () => ({}))).toThrow(/must declare config.roles/);
    const unknownRole = { auth: 'staff', roles: ['clerk'] } as unknown as { auth: 'staff'; roles: StaffRole[] };
    expect(() => app.get('/admin-api/unknown-role', { config: unknownRole }, async () => ({}))).toThrow(/must declare config.roles/);
    expect(() => app.get('/app-api/member-with-roles', { config: { auth: 'member', roles: ['operator'] } }, async () => ({}))).toThrow(/must declare config.roles/);
    expect(() => app.get('/admin-api/reference-no-roles', { config: { auth: 'memberOrStaff' } }, async () => ({}))).toThrow(/must declare config.roles/);
    await app.close();
  });
});
