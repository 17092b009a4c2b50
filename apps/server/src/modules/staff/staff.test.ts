import { expect, it } from 'vitest';
import type { TokenResult } from '@portal/contracts/auth';
import { ERRORS } from '@portal/contracts/errors';
import type { StaffItem, StaffRole } from '@portal/contracts/staff';
import { call, newIp, staffToken, type Answer } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const STAFF = '/admin-api/system/staff';
const PASSWORD = 'secret123';

let counter = 0;
const newUsername = () => `clerk.${++counter}`;

async function adminToken(t: TestApp) {
  return staffToken(t);
}

async function createStaff(t: TestApp, token: string, roles: StaffRole[], username = newUsername()): Promise<{ id: number; username: string }> {
  const answer = await call<{ id: number }>(t.app, 'POST', `${STAFF}/create`, { token, body: { username, name: 'Clerk', password: PASSWORD, roles } });
  if (answer.code !== 0) throw new Error(`create answered ${answer.code} ${answer.msg}`);
  return { id: answer.data.id, username };
}

const login = (t: TestApp, username: string, password = PASSWORD) =>
  call<TokenResult>(t.app, 'POST', '/admin-api/system/auth/login', { body: { username, password }, ip: newIp() });

const page = (t: TestApp, token: string, query: Record<string, string> = {}) =>
  call<{ list: StaffItem[]; total: number }>(t.app, 'GET', `${STAFF}/page`, { token, query: { pageSize: '100', ...query } });

const act = (t: TestApp, token: string, id: number, action: 'set-roles' | 'disable' | 'enable' | 'reset-password', body?: object): Promise<Answer> =>
  call(t.app, 'POST', `${STAFF}/${id}/${action}`, { token, ...(body ? { body } : {}) });

async function auditOf(t: TestApp, targetId: number) {
  return t.database.db
    .selectFrom('staff_audit')
    .select(['staff_id', 'staff_username', 'action', 'before', 'after'])
    .where('entity', '=', 'staff')
    .where('entity_id', '=', targetId)
    .orderBy('id')
    .execute();
}

async function adminId(t: TestApp) {
  return (await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
}

const reviewPage = (t: TestApp, token: string) => call(t.app, 'GET', '/admin-api/member/kyc/real-name/page', { token });
const smsLogPage = (t: TestApp, token: string) => call(t.app, 'GET', '/admin-api/system/sms-log/page', { token });

describeEachDb('staff accounts', (ctx) => {
  it('lets an administrator create an account that signs in with its roles, and records who did it', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const { id, username } = await createStaff(t, admin, ['service', 'reviewer', 'reviewer']);

    const listed = await page(t, admin, { username });
    expect(listed.data).toEqual({
      total: 1,
      list: [{ id, username, name: 'Clerk', roles: ['reviewer', 'service'], status: 'active', createTime: expect.any(String), updateTime: expect.any(String) }],
    });
    const token = (await login(t, username)).data.token;
    expect((await reviewPage(t, token)).code).toBe(0);
    expect((await smsLogPage(t, token)).code).toBe(0);
    expect(await auditOf(t, id)).toEqual([{ staff_id: await adminId(t), staff_username: 'admin', action: 'create', before: null, after: expect.stringContaining('"roles":["reviewer","service"]') as string }]);
  });

  it('checks username, password and roles by the contract, in the caller\'s language', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const create = (body: object) => call<{ fields: { field: string; rule: string }[] }>(t.app, 'POST', `${STAFF}/create`, { token: admin, body, locale: 'fr_FR' });
    const bad = await create({ username: 'Ab', name: '', password: 'short', roles: ['clerk'] });
    expect(bad.status).toBe(400);
    expect(bad.data.fields.map((f) => [f.field, f.rule])).toEqual(
      expect.arrayContaining([
        ['username', 'v.staff.username.format'],
        ['name', 'v.staff.name.required'],
        ['password', 'v.staff.password.min'],
        ['roles.0', 'v.staff.roles.oneOf'],
      ]),
    );
    expect(bad.msg).toContain('Un mot de passe du personnel compte au moins 8 caractères');
    expect((await create({ username: 'lettersonly', name: 'X', password: 'abcdefghij', roles: ['finance'] })).data.fields).toEqual([
      expect.objectContaining({ field: 'password', rule: 'v.staff.password.mix' }),
    ]);
    expect((await create({ username: 'noroles', name: 'X', password: PASSWORD, roles: [] })).data.fields).toEqual([
      expect.objectContaining({ field: 'roles', rule: 'v.staff.roles.required' }),
    ]);
    const taken = await create({ username: 'reviewer', name: 'X', password: PASSWORD, roles: ['finance'] });
    expect(taken).toMatchObject({ status: 409, code: ERRORS.STAFF_USERNAME_TAKEN.code, msg: "Ce nom d'utilisateur est déjà pris" });
  });

  it('is for administrators only', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const { id, username } = await createStaff(t, await adminToken(t), ['operator']);
    for (const answer of [
      await page(t, finance),
      await call(t.app, 'POST', `${STAFF}/create`, { token: finance, body: { username: newUsername(), name: 'X', password: PASSWORD, roles: ['finance'] } }),
      await act(t, finance, id, 'set-roles', { roles: ['administrator'] }),
      await act(t, finance, id, 'disable'),
      await act(t, finance, id, 'reset-password', { password: 'taken0ver' }),
    ]) {
      expect(answer).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code, data: null });
    }
    // Nothing changed: still active, same password, same roles.
    expect((await login(t, username)).code).toBe(0);
    expect((await page(t, await adminToken(t), { username })).data.list[0]).toMatchObject({ roles: ['operator'], status: 'active' });
  });

  it('applies new roles to the signed-in account at its next call', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const { id, username } = await createStaff(t, admin, ['reviewer']);
    const token = (await login(t, username)).data.token;
    expect((await reviewPage(t, token)).code).toBe(0);
    expect((await smsLogPage(t, token)).code).toBe(ERRORS.STAFF_ROLE_MISSING.code);

    expect((await act(t, admin, id, 'set-roles', { roles: ['service'] })).code).toBe(0);
    expect((await reviewPage(t, token)).code).toBe(ERRORS.STAFF_ROLE_MISSING.code);
    expect((await smsLogPage(t, token)).code).toBe(0);
    expect((await auditOf(t, id)).at(-1)).toEqual({ staff_id: await adminId(t), staff_username: 'admin', action: 'set-roles', before: '{"roles":["reviewer"]}', after: '{"roles":["service"]}' });
    expect((await act(t, admin, 999_999, 'set-roles', { roles: ['service'] })).status).toBe(404);
  });

  it('ends a disabled account\'s sessions at once and refuses its sign-in, once', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const { id, username } = await createStaff(t, admin, ['operator']);
    const token = (await login(t, username)).data.token;
    const logout = () => call(t.app, 'POST', '/admin-api/system/auth/logout', { token });

    expect((await act(t, admin, id, 'disable')).code).toBe(0);
    expect(await logout()).toMatchObject({ status: 401, code: ERRORS.TOKEN_REVOKED.code });
    expect(await login(t, username)).toMatchObject({ code: ERRORS.AUTH_ACCOUNT_DISABLED.code });
    expect(await act(t, admin, id, 'disable')).toMatchObject({ status: 409, code: ERRORS.STAFF_ALREADY_DISABLED.code });
    expect((await page(t, admin, { username, status: 'disabled' })).data.list.map((s) => s.id)).toEqual([id]);

    expect((await act(t, admin, id, 'enable')).code).toBe(0);
    expect(await act(t, admin, id, 'enable')).toMatchObject({ status: 409, code: ERRORS.STAFF_ALREADY_ACTIVE.code });
    // The old session stays ended; a new sign-in works.
    expect((await logout()).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await login(t, username)).code).toBe(0);
    expect((await auditOf(t, id)).map((a) => a.action)).toEqual(['create', 'disable', 'enable']);
  });

  it('resets a password: the old one and the sessions made with it stop working', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const { id, username } = await createStaff(t, admin, ['finance']);
    const token = (await login(t, username)).data.token;
    expect((await act(t, admin, id, 'reset-password', { password: 'short' })).status).toBe(400);
    expect((await act(t, admin, id, 'reset-password', { password: 'fresh2024pass' })).code).toBe(0);
    expect((await call(t.app, 'POST', '/admin-api/system/auth/logout', { token })).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await login(t, username)).code).toBe(ERRORS.AUTH_BAD_CREDENTIALS.code);
    expect((await login(t, username, 'fresh2024pass')).code).toBe(0);
    // The audit says who reset it, never the password.
    expect((await auditOf(t, id)).at(-1)).toEqual({ staff_id: await adminId(t), staff_username: 'admin', action: 'reset-password', before: null, after: null });
  });

  it('keeps at least one active administrator, even when two demote each other at once', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    const self = await adminId(t);
    expect(await act(t, admin, self, 'disable')).toMatchObject({ status: 409, code: ERRORS.STAFF_LAST_ADMINISTRATOR.code });
    expect(await act(t, admin, self, 'set-roles', { roles: ['finance'] })).toMatchObject({ status: 409, code: ERRORS.STAFF_LAST_ADMINISTRATOR.code });

    const other = await createStaff(t, admin, ['administrator']);
    const otherToken = (await login(t, other.username)).data.token;
    const [a, b] = await Promise.all([
      act(t, admin, other.id, 'set-roles', { roles: ['operator'] }),
      act(t, otherToken, self, 'set-roles', { roles: ['operator'] }),
    ]);
    // One wins. The other is refused as the last administrator when both passed the role check
    // together, or for want of the role when the winner had already demoted its author.
    const refused = a.code === 0 ? b.code : a.code;
    expect([a.code === 0 || b.code === 0, a.code === 0 && b.code === 0]).toEqual([true, false]);
    expect([ERRORS.STAFF_LAST_ADMINISTRATOR.code, ERRORS.STAFF_ROLE_MISSING.code]).toContain(refused);
    // Whichever won is the one administrator left; it puts the demo admin back if that lost.
    const winner = a.code === 0 ? admin : otherToken;
    const admins = (await page(t, winner, { role: 'administrator', status: 'active' })).data.list;
    expect(admins.map((s) => s.id)).toEqual([a.code === 0 ? self : other.id]);
    if (b.code === 0) expect((await act(t, winner, self, 'set-roles', { roles: ['administrator'] })).code).toBe(0);
  });

  it('answers bad and unknown ids with 400 and 404', async () => {
    const t = ctx();
    const admin = await adminToken(t);
    expect((await call(t.app, 'POST', `${STAFF}/abc/disable`, { token: admin })).status).toBe(400);
    expect((await act(t, admin, 999_999, 'disable')).status).toBe(404);
    expect((await act(t, admin, 999_999, 'enable')).status).toBe(404);
    expect((await act(t, admin, 999_999, 'reset-password', { password: PASSWORD })).status).toBe(404);
  });
});
