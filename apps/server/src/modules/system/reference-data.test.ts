import { expect, it } from 'vitest';
import type { AuditEntity } from '@portal/contracts/audit';
import { ERRORS } from '@portal/contracts/errors';
import { STAFF_ROLES } from '@portal/contracts/staff';
import type { DictDataItem, StaffDictData, StaffDictType, StaffNeedKnow } from '@portal/contracts/system';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const TYPE = '/admin-api/system/dict-type';
const DATA = '/admin-api/system/dict-data';
const NEED_KNOW = '/admin-api/system/need-know';
const LIST_URL = '/app-api/system/dict-data/list-all-simple?dictType=transport_type';

const memberList = (t: TestApp, etag?: string) => t.app.inject({ method: 'GET', url: LIST_URL, headers: etag ? { 'if-none-match': etag } : {} });

async function auditRows(t: TestApp, entity: AuditEntity, entityId: number) {
  const rows = await t.database.db.selectFrom('staff_audit').select(['action', 'before', 'after', 'staff_username']).where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
  return rows.map((r) => ({ action: r.action, who: r.staff_username, before: r.before === null ? null : JSON.parse(String(r.before)), after: r.after === null ? null : JSON.parse(String(r.after)) }));
}

async function transportEntry(t: TestApp, token: string, value: string): Promise<StaffDictData> {
  const list = await call<StaffDictData[]>(t.app, 'GET', `${DATA}/list`, { token, query: { dictType: 'transport_type' } });
  expect(list.code).toBe(0);
  return list.data.find((e) => e.value === value)!;
}

describeEachDb('dictionaries and need-to-know texts as administrators edit them', (ctx) => {
  it('edits an entry’s labels: the member list answers the new label with a new entity tag at once, and one audit row is written', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const air = await transportEntry(t, admin, '2');
    // A row stamped ahead of the clock (an import, a skewed server) must not hide the edit.
    await t.database.db.updateTable('dict_data').set({ updated_at: new Date(Date.now() + 3_600_000).toISOString() }).where('dict_type', '=', 'area_code').execute();

    const first = await memberList(t);
    const etag = first.headers.etag as string;
    expect((await memberList(t, etag)).statusCode).toBe(304);

    const body = { id: air.id, label: air.label, labelEn: 'Air freight (express)', labelFr: 'Fret aérien (express)', colorType: 'success', sort: air.sort, remark: air.remark };
    const updated = await call<StaffDictData>(t.app, 'POST', `${DATA}/update`, { token: admin, body });
    expect(updated).toMatchObject({ status: 200, code: 0, data: { id: air.id, value: '2', labelEn: 'Air freight (express)', colorType: 'success', enabled: true } });

    const after = await memberList(t, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.find((i: DictDataItem) => i.value === '2')).toMatchObject({ labelEn: 'Air freight (express)', labelFr: 'Fret aérien (express)', colorType: 'success' });
    const page = await call<{ list: DictDataItem[] }>(t.app, 'GET', '/app-api/system/dict-data/page', { query: { dictType: 'transport_type' } });
    expect(page.data.list.find((i) => i.value === '2')?.labelEn).toBe('Air freight (express)');

    // The same body again changes nothing and records nothing.
    expect((await call(t.app, 'POST', `${DATA}/update`, { token: admin, body })).code).toBe(0);
    expect(await auditRows(t, 'dictData', air.id)).toEqual([
      {
        action: 'update',
        who: 'admin',
        before: { labelEn: air.labelEn, labelFr: air.labelFr, colorType: air.colorType },
        after: { labelEn: 'Air freight (express)', labelFr: 'Fret aérien (express)', colorType: 'success' },
      },
    ]);
  });

  it('creates a type and its entries, disables and enables them instead of deleting, and refuses duplicates', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const type = 'pack_kind';
    const created = await call<{ id: number }>(t.app, 'POST', `${TYPE}/create`, { token: admin, body: { type, name: '包装类型', remark: '' } });
    expect(created.code).toBe(0);
    expect(await call(t.app, 'POST', `${TYPE}/create`, { token: admin, body: { type, name: 'again' } })).toMatchObject({ status: 409, code: ERRORS.DICT_TYPE_DUPLICATE.code });

    const entry = { dictType: type, value: 'box', label: '纸箱', labelEn: 'Box', labelFr: 'Carton', colorType: '', sort: 1 };
    const box = await call<{ id: number }>(t.app, 'POST', `${DATA}/create`, { token: admin, body: entry });
    expect(box.code).toBe(0);
    expect(await call(t.app, 'POST', `${DATA}/create`, { token: admin, body: entry })).toMatchObject({ status: 409, code: ERRORS.DICT_DATA_DUPLICATE.code });
    expect(await call(t.app, 'POST', `${DATA}/create`, { token: admin, body: { ...entry, dictType: 'no_such_type' } })).toMatchObject({ status: 404, code: ERRORS.DICT_TYPE_NOT_FOUND.code });

    const types = await call<StaffDictType[]>(t.app, 'GET', `${TYPE}/list`, { token: admin });
    expect(types.data.find((x) => x.type === type)).toMatchObject({ id: created.data.id, name: '包装类型', enabled: true, remark: null, entries: 1 });

    const members = async () => (await call<DictDataItem[]>(t.app, 'GET', '/app-api/system/dict-data/list-all-simple', { query: { dictType: type } })).data.map((i) => i.value);
    expect(await members()).toEqual(['box']);
    expect((await call(t.app, 'POST', `${DATA}/set-status`, { token: admin, body: { id: box.data.id, enabled: false } })).code).toBe(0);
    expect(await members()).toEqual([]);
    // Still there for staff, disabled; disabling again is refused (one change recorded).
    expect((await call<StaffDictData[]>(t.app, 'GET', `${DATA}/list`, { token: admin, query: { dictType: type } })).data).toEqual([expect.objectContaining({ value: 'box', enabled: false })]);
    expect(await call(t.app, 'POST', `${DATA}/set-status`, { token: admin, body: { id: box.data.id, enabled: false } })).toMatchObject({ status: 409, code: ERRORS.REFERENCE_STATE_UNCHANGED.code });
    expect((await call(t.app, 'POST', `${DATA}/set-status`, { token: admin, body: { id: box.data.id, enabled: true } })).code).toBe(0);
    expect(await members()).toEqual(['box']);

    // A disabled type takes its entries out of members' lists.
    expect((await call(t.app, 'POST', `${TYPE}/set-status`, { token: admin, body: { id: created.data.id, enabled: false } })).code).toBe(0);
    expect(await members()).toEqual([]);
    expect((await call(t.app, 'POST', `${TYPE}/update`, { token: admin, body: { id: created.data.id, name: 'Packing', remark: 'Cartons and pallets' } })).code).toBe(0);

    expect(await auditRows(t, 'dictType', created.data.id)).toEqual([
      { action: 'create', who: 'admin', before: null, after: { type, name: '包装类型', remark: null } },
      { action: 'disable', who: 'admin', before: { enabled: true }, after: { enabled: false } },
      { action: 'update', who: 'admin', before: { name: '包装类型', remark: null }, after: { name: 'Packing', remark: 'Cartons and pallets' } },
    ]);
    expect((await auditRows(t, 'dictData', box.data.id)).map((r) => r.action)).toEqual(['create', 'disable', 'enable']);
    expect(await call(t.app, 'POST', `${DATA}/set-status`, { token: admin, body: { id: 99_999_999, enabled: false } })).toMatchObject({ status: 404, code: ERRORS.DICT_DATA_NOT_FOUND.code });
  });

  it('names the field and the rule in the caller’s language, and writes nothing', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const air = await transportEntry(t, admin, '2');
    const before = await t.database.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();

    const blank = await call(t.app, 'POST', `${DATA}/update`, { token: admin, locale: 'fr_FR', body: { id: air.id, label: '空运', labelEn: ' ', labelFr: 'Fret', colorType: 'pink', sort: 10_000 } });
    expect(blank.status).toBe(400);
    const text = JSON.stringify(blank);
    expect(text).toContain('labelEn');
    expect(text).toContain("Saisissez l'intitulé");
    expect(text).toContain('colorType');
    expect(text).toContain('Choisissez une couleur');
    expect(text).toContain('sort');

    const badType = await call(t.app, 'POST', `${TYPE}/create`, { token: admin, locale: 'en_US', body: { type: 'Bad-Type', name: '' } });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType)).toContain('Type must start with a lower-case letter');
    expect(JSON.stringify(badType)).toContain('Enter the dictionary name');

    const badText = await call(t.app, 'POST', `${NEED_KNOW}/update`, { token: admin, locale: 'zh_CN', body: { key: 'service_agreement', texts: { zh_CN: { title: '', content: 'x' } } } });
    expect(badText.status).toBe(400);
    expect(JSON.stringify(badText)).toContain('请填写标题');
    expect(JSON.stringify(badText)).toContain('en_US');

    const afterCount = await t.database.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(afterCount.n)).toBe(Number(before.n));
    expect((await transportEntry(t, admin, '2')).labelEn).toBe(air.labelEn);
  });

  it('edits a need-to-know text in three languages; the member reads the new text at once; one audit row', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const list = await call<StaffNeedKnow[]>(t.app, 'GET', `${NEED_KNOW}/list`, { token: admin });
    expect(list.data.map((n) => n.key)).toContain('warehouse_rules');
    const current = await call<StaffNeedKnow>(t.app, 'GET', `${NEED_KNOW}/get`, { token: admin, query: { key: 'warehouse_rules' } });
    expect(Object.keys(current.data.texts).sort()).toEqual(['en_US', 'fr_FR', 'zh_CN']);

    const texts = { ...current.data.texts, en_US: { title: 'Warehouse rules (2027)', content: 'Opening hours: 9:00 to 18:00.\n\nNo dangerous goods.' } } as Required<StaffNeedKnow['texts']>;
    const saved = await call<StaffNeedKnow>(t.app, 'POST', `${NEED_KNOW}/update`, { token: admin, body: { key: 'warehouse_rules', texts } });
    expect(saved).toMatchObject({ code: 0, data: { key: 'warehouse_rules', texts: { en_US: texts.en_US, zh_CN: current.data.texts.zh_CN } } });

    const member = await call<{ title: string; content: string }>(t.app, 'GET', '/app-api/system/need-know/getByKey', { query: { key: 'warehouse_rules', lang: 'en_US' } });
    expect(member.data).toMatchObject(texts.en_US);

    const zh = await t.database.db.selectFrom('need_know').select('id').where('key', '=', 'warehouse_rules').where('locale', '=', 'zh_CN').executeTakeFirstOrThrow();
    expect(await auditRows(t, 'needKnow', Number(zh.id))).toEqual([
      { action: 'update', who: 'admin', before: { en_US: current.data.texts.en_US }, after: { en_US: texts.en_US } },
    ]);
    expect(await call(t.app, 'GET', `${NEED_KNOW}/get`, { token: admin, query: { key: 'nope' } })).toMatchObject({ status: 400 });
  });

  it('turns the member system off and on: members read the switch at once; one audit row each; the same state again is refused', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const read = async () => (await call<{ enabled: boolean }>(t.app, 'GET', '/app-api/member/score-rule/switch/get')).data.enabled;
    const set = (enabled: unknown, token = admin) => call(t.app, 'POST', '/admin-api/member/score-rule/switch/update', { token, body: { enabled } });
    const was = await read();
    expect((await set(!was)).code).toBe(0);
    expect(await read()).toBe(!was);
    expect(await set(!was)).toMatchObject({ status: 409, code: ERRORS.REFERENCE_STATE_UNCHANGED.code });
    expect((await set(was)).code).toBe(0);
    expect(await read()).toBe(was);
    expect(await set('yes')).toMatchObject({ status: 400 });
    const finance = await staffToken(t, 'finance', 'finance1234');
    expect(await set(!was, finance)).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
    expect(await auditRows(t, 'memberSystem', 1)).toEqual([
      { action: was ? 'disable' : 'enable', who: 'admin', before: { enabled: was }, after: { enabled: !was } },
      { action: was ? 'enable' : 'disable', who: 'admin', before: { enabled: !was }, after: { enabled: was } },
    ]);
  });

  it('refuses every other role and members', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const air = await transportEntry(t, admin, '2');
    for (const role of STAFF_ROLES.filter((r) => r !== 'administrator')) {
      const token = await staffToken(t, role, `${role}1234`);
      expect(await call(t.app, 'GET', `${TYPE}/list`, { token })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
      expect(await call(t.app, 'POST', `${DATA}/update`, { token, body: { id: air.id, label: 'x', labelEn: 'x', labelFr: 'x', sort: 1 } })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
      expect(await call(t.app, 'GET', `${NEED_KNOW}/get`, { token, query: { key: 'warehouse_rules' } })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
    }
    expect((await transportEntry(t, admin, '2')).label).toBe(air.label);
  });
});
