import { expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contracts/audit';
import type { CursorPage } from '@portal/contracts/cursor';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const PAGE = '/admin-api/system/audit/page';
const STAFF = '/admin-api/system/staff';

let counter = 0;
const newUsername = () => `audited.${++counter}`;

const rowCount = async (t: TestApp) =>
  Number((await t.database.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const page = (t: TestApp, token: string, query: Record<string, string> = {}) => call<CursorPage<AuditEntry>>(t.app, 'GET', PAGE, { token, query });

async function createStaff(t: TestApp, admin: string): Promise<number> {
  const answer = await call<{ id: number }>(t.app, 'POST', `${STAFF}/create`, {
    token: admin,
    body: { username: newUsername(), name: 'Clerk', password: 'secret123', roles: ['reviewer'] },
  });
  if (answer.code !== 0) throw new Error(`create answered ${answer.code} ${answer.msg}`);
  return answer.data.id;
}

describeEachDb('staff audit log', (ctx) => {
  it('writes one row per staff write, with who, roles, before, after and the request id', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const id = await createStaff(t, admin);
    const before = await rowCount(t);
    expect((await call(t.app, 'POST', `${STAFF}/${id}/set-roles`, { token: admin, body: { roles: ['service', 'finance'] } })).code).toBe(0);
    expect(await rowCount(t)).toBe(before + 1);

    const answer = await page(t, admin, { entity: 'staff', entityId: String(id) });
    expect(answer.status).toBe(200);
    expect(answer.data.total).toBe(2);
    const [latest, created] = answer.data.list;
    expect(latest).toMatchObject({
      staffUsername: 'admin',
      action: 'set-roles',
      entity: 'staff',
      entityId: id,
      before: { roles: ['reviewer'] },
      after: { roles: ['service', 'finance'] },
      reason: null,
    });
    expect(latest!.staffRoles).toContain('administrator');
    expect(latest!.requestId).toEqual(expect.any(String));
    expect(latest!.requestId).not.toBe(created!.requestId);
    expect(created).toMatchObject({ action: 'create', before: null, after: { name: 'Clerk', roles: ['reviewer'] } });
  });

  it('writes nothing for a refused call: bad input, or a 409', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const id = await createStaff(t, admin);
    expect((await call(t.app, 'POST', `${STAFF}/${id}/disable`, { token: admin })).code).toBe(0);
    const before = await rowCount(t);
    expect((await call(t.app, 'POST', `${STAFF}/${id}/set-roles`, { token: admin, body: { roles: ['nobody'] } })).status).toBe(400);
    expect((await call(t.app, 'POST', `${STAFF}/${id}/disable`, { token: admin })).status).toBe(409);
    expect(await rowCount(t)).toBe(before);
  });

  it('logs an order flag with its reason, and nothing for a flag refused for lack of one', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const order = await t.database.db.selectFrom('ship_order').select('id').where('flagged', '=', 0).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const before = await rowCount(t);
    expect((await call(t.app, 'POST', '/admin-api/order/flag', { token: admin, body: { orderId: order.id, flagged: true } })).status).toBe(400);
    expect(await rowCount(t)).toBe(before);
    expect((await call(t.app, 'POST', '/admin-api/order/flag', { token: admin, body: { orderId: order.id, flagged: true, reason: 'Cartons wet' } })).code).toBe(0);
    expect(await rowCount(t)).toBe(before + 1);
    const [row] = (await page(t, admin, { entity: 'order', entityId: String(order.id), action: 'flag' })).data.list;
    expect(row).toMatchObject({ before: { flagged: false }, after: { flagged: true, reason: 'Cartons wet' }, reason: 'Cartons wet', staffUsername: 'admin' });
  });

  it('is for administrators only, filtered and paged newest first', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const finance = await staffToken(t, 'finance', 'finance1234');
    const operator = await staffToken(t, 'operator', 'operator1234');
    expect((await page(t, finance)).status).toBe(403);
    expect((await page(t, operator)).status).toBe(403);
    expect((await call(t.app, 'GET', PAGE)).status).toBe(401);

    const ids = [await createStaff(t, admin), await createStaff(t, admin), await createStaff(t, admin)];
    const first = await page(t, admin, { entity: 'staff', action: 'create', pageSize: '2' });
    expect(first.data.list.map((e) => e.entityId).slice(0, 2)).toEqual([ids[2], ids[1]]);
    expect(first.data.nextCursor).not.toBeNull();
    const second = await page(t, admin, { entity: 'staff', action: 'create', pageSize: '2', cursor: first.data.nextCursor! });
    expect(second.data.list[0]?.entityId).toBe(ids[0]);
    expect(second.data.total).toBeNull();

    const adminId = first.data.list[0]!.staffId;
    const today = new Date().toISOString().slice(0, 10);
    const mine = await page(t, admin, { staffId: String(adminId), dateFrom: today, dateTo: today, entity: 'staff' });
    expect(mine.data.list.length).toBeGreaterThanOrEqual(3);
    expect(mine.data.list.every((e) => e.staffId === adminId)).toBe(true);
    expect((await page(t, admin, { dateTo: '2000-01-01' })).data).toMatchObject({ list: [], total: 0 });
    expect((await page(t, admin, { entity: 'planet' })).status).toBe(400);
    expect((await page(t, admin, { dateFrom: '2026-02-30' })).status).toBe(400);
  });
});

describeEachDb('staff audit migration', (ctx) => {
  it('copies every row of the older audit tables into the one log', async () => {
    const t = ctx();
    const db = t.database.db;
    const migration = await import('../../db/migrations/20261130100000_staff_audit.js');
    await migration.down(db);

    const admin = await db.selectFrom('staff_user').select(['id', 'username']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const finance = await db.selectFrom('staff_user').select(['id', 'username']).where('username', '=', 'finance').executeTakeFirstOrThrow();
    const order = await db.selectFrom('ship_order').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = '2026-11-20T08:00:00.000Z';
    await db
      .insertInto('staff_audit_log')
      .values([
        { actor_id: admin.id, target_id: finance.id, action: 'set-roles', detail: '{"from":["finance"],"to":["finance","service"]}', created_at: at },
        { actor_id: admin.id, target_id: finance.id, action: 'disable', detail: null, created_at: at },
      ])
      .execute();
    await db.insertInto('ship_order_audit').values({ order_id: order.id, staff_id: admin.id, action: 'flag', detail: '{"reason":"Wet cartons"}', created_at: at }).execute();
    await db
      .insertInto('price_line_audit')
      .values({ line_id: 987_654, actor_id: finance.id, action: 'delete', before: '{"rate":120}', after: null, created_at: at })
      .execute();
    const old = {
      staff: await db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute(),
      order: await db.selectFrom('ship_order_audit').selectAll().orderBy('id').execute(),
      priceLine: await db.selectFrom('price_line_audit').selectAll().orderBy('id').execute(),
    };

    await migration.up(db);
    const copied = await db.selectFrom('staff_audit').selectAll().orderBy('id').execute();
    const shape = (r: (typeof copied)[number]) => [r.entity, Number(r.staff_id), r.action, Number(r.entity_id), r.before, r.after, new Date(r.created_at).toISOString()];
    const names = new Map([
      [Number(admin.id), admin.username],
      [Number(finance.id), finance.username],
    ]);
    expect(copied.map(shape)).toEqual([
      ...old.staff.map((r) => ['staff', Number(r.actor_id), r.action, Number(r.target_id), null, r.detail, new Date(r.created_at).toISOString()]),
      ...old.order.map((r) => ['order', Number(r.staff_id), r.action, Number(r.order_id), null, r.detail, new Date(r.created_at).toISOString()]),
      ...old.priceLine.map((r) => ['priceLine', Number(r.actor_id), r.action, Number(r.line_id), r.before, r.after, new Date(r.created_at).toISOString()]),
    ]);
    expect(copied.length).toBeGreaterThanOrEqual(4);
    for (const row of copied) {
      if (names.has(Number(row.staff_id))) expect(row.staff_username).toBe(names.get(Number(row.staff_id)));
      expect(row.staff_roles).toBeNull();
    }
    // The old rows stay where they were.
    expect(await db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute()).toEqual(old.staff);

    // The log takes new rows again, and the order's own trail reads the copied one.
    const admin2 = await staffToken(t);
    const detail = await call<{ list: { action: string; detail: Record<string, unknown> }[] }>(t.app, 'GET', '/admin-api/order/audit', { token: admin2, query: { id: String(order.id) } });
    expect(detail.data.list).toContainEqual(expect.objectContaining({ action: 'flag', detail: { reason: 'Wet cartons' } }));
  });
});
