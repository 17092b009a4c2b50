import type { ContactItem, GroupItem } from '@portal/contracts/address-book';
import type { Page } from '@portal/contracts/page';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isForeignKeyViolation, nowIso } from '../../db/sql.js';
import { call, registerMember, type Answer } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { ContactRepository, phonePrefixEnd } from './contact.repository.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const lei = { name: 'Li Lei', company: 'Lei Trading', areaCode: '86', phone: '13800138000' };

describe('phone prefix range', () => {
  it('ends where the prefix stops matching', () => {
    expect(phonePrefixEnd('139')).toBe('14');
    expect(phonePrefixEnd('1399')).toBe('14');
    expect(phonePrefixEnd('138')).toBe('139');
    expect(phonePrefixEnd('99')).toBeNull();
  });
});

describeEachDb('customers and suppliers', (ctx) => {
  let token: string;
  let other: string;
  const api = <T = ContactItem>(method: Method, url: string, options: { body?: unknown; query?: Record<string, string>; as?: string; locale?: string } = {}) =>
    call<T>(ctx().app, method, `/app-api/member/${url}`, { token: options.as ?? token, ...options });
  const page = async (kind: string, query: Record<string, string>, as = token) => (await api<Page<ContactItem>>('GET', `${kind}/page`, { as, query })).data;
  const newGroup = async (title: string, as = token) => (await api<GroupItem>('POST', 'customer-group/create', { as, body: { title, sort: 0 } })).data;

  beforeAll(async () => {
    token = (await registerMember(ctx())).token;
    other = (await registerMember(ctx())).token;
  });

  it('adds, reads, edits and deletes a customer with every field', async () => {
    const group = await newGroup('Wholesale');
    const full = { ...lei, nameEn: 'Lei Li', companyEn: 'Lei Trading Ltd', marks: 'LL01', email: 'li@example.com', address: 'Tianhe, Guangzhou', groupId: group.id };
    const created = await api('POST', 'customer/create', { body: full });
    expect(created).toMatchObject({ status: 200, code: 0 });
    expect(created.data).toMatchObject({ ...full, kind: 'customer', groupTitle: 'Wholesale' });
    expect(Date.parse(created.data.createTime)).toBeGreaterThan(Date.now() - 60_000);
    const id = String(created.data.id);

    const edited = await api('PUT', 'customer/update', { body: { ...lei, id: created.data.id, company: 'Lei Imports', email: '' } });
    // A full replace: fields left out are cleared, the group too.
    expect(edited.data).toMatchObject({ company: 'Lei Imports', email: null, marks: null, groupId: null, groupTitle: null });
    expect((await api('GET', 'customer/get', { query: { id } })).data.company).toBe('Lei Imports');

    expect(await api('DELETE', 'customer/delete', { query: { id } })).toMatchObject({ status: 200, code: 0 });
    expect(await api('GET', 'customer/get', { query: { id } })).toMatchObject({ status: 404, code: 404 });
  });

  it('keeps customers and suppliers apart', async () => {
    const member = (await registerMember(ctx())).token;
    const supplier = await api('POST', 'supplier/create', { as: member, body: { ...lei, name: 'Factory Wang' } });
    expect(supplier.data.kind).toBe('supplier');
    expect((await page('customer', {}, member)).total).toBe(0);
    expect((await page('supplier', {}, member)).list.map((c) => c.name)).toEqual(['Factory Wang']);
    // A supplier's id on the customer routes is as missing as any.
    expect(await api('GET', 'customer/get', { as: member, query: { id: String(supplier.data.id) } })).toMatchObject({ status: 404 });
  });

  it('accepts a landline for its area code and stores the national form', async () => {
    const res = await api('POST', 'customer/create', { body: { ...lei, phone: '02012345678' } });
    expect(res.data.phone).toBe('2012345678');
    const ivorian = await api('POST', 'supplier/create', { body: { ...lei, areaCode: '225', phone: '0701234567' } });
    expect(ivorian.data).toMatchObject({ areaCode: '225', phone: '0701234567' });
  });

  it('names the field and the rule of each bad value, in the caller language', async () => {
    const res = await api<{ fields: { field: string; rule: string; message: string }[] }>('POST', 'customer/create', {
      locale: 'en_US',
      body: { name: '', company: 'C', areaCode: '86', phone: '138x', email: 'nope', marks: '9AB' },
    });
    expect(res).toMatchObject({ status: 400, code: 400 });
    expect(res.data.fields.map((f) => `${f.field}:${f.rule}:${f.message}`)).toEqual([
      'name:v.contactName.required:Name cannot be empty',
      'phone:v.phone.numeric:Phone must be numeric',
      'marks:v.order.marks.letterFirst:The shipping mark must start with a letter A–Z, not a digit',
      'email:v.email.format:Email format wrong',
    ]);
    const wrongNumber = await api<{ fields: { field: string; rule: string }[] }>('POST', 'customer/create', { locale: 'fr_FR', body: { ...lei, phone: '1380013' } });
    expect(wrongNumber).toMatchObject({ status: 400, code: 400, data: { fields: [{ field: 'phone', rule: 'v.phone.format' }] } });
    expect(wrongNumber.msg).toContain('Format du téléphone incorrect');
    // A dial code no country uses is a wrong phone, not a server error.
    const unknownCode = await api<{ fields: { field: string; rule: string }[] }>('POST', 'customer/create', { body: { ...lei, areaCode: '999' } });
    expect(unknownCode).toMatchObject({ status: 400, data: { fields: [{ field: 'phone', rule: 'v.phone.format' }] } });
  });

  it('searches by name, company, phone or marks, filters by group and pages', async () => {
    const member = (await registerMember(ctx())).token;
    const vip = await newGroup('VIP', member);
    const rows = [
      { name: 'Zhang San', company: 'Sunrise Textiles', phone: '13912345678', marks: 'ZS01', groupId: vip.id },
      { name: 'Kofi Mensah', company: 'Accra Imports', phone: '13987654321', marks: 'KM77' },
      { name: 'Awa Diallo', company: 'Dakar 100% Cotton', phone: '15011112222', marks: 'AWA' },
    ];
    for (const row of rows) await api('POST', 'customer/create', { as: member, body: { ...lei, ...row } });
    const names = async (query: Record<string, string>) => (await page('customer', query, member)).list.map((c) => c.name);

    expect(await names({ keyword: 'zhang' })).toEqual(['Zhang San']);
    expect(await names({ keyword: 'IMPORTS' })).toEqual(['Kofi Mensah']);
    expect(await names({ keyword: '8765' })).toEqual(['Kofi Mensah']);
    expect(await names({ keyword: 'km7' })).toEqual(['Kofi Mensah']);
    // LIKE wildcards are searched as plain text.
    expect(await names({ keyword: '100%' })).toEqual(['Awa Diallo']);
    expect(await names({ keyword: '%' })).toEqual(['Awa Diallo']);
    // The picker's phone prefix.
    expect(await names({ phone: '139' })).toEqual(['Kofi Mensah', 'Zhang San']);
    expect(await names({ phone: '1501111' })).toEqual(['Awa Diallo']);
    expect(await names({ groupId: String(vip.id) })).toEqual(['Zhang San']);
    expect(await names({ groupId: '0' })).toEqual(['Awa Diallo', 'Kofi Mensah']);

    const second = await page('customer', { pageNo: '2', pageSize: '2' }, member);
    expect(second).toMatchObject({ total: 3 });
    expect(second.list.map((c) => c.name)).toEqual(['Zhang San']);
    expect((await api('GET', 'customer/page', { as: member, query: { pageSize: '101' } })).status).toBe(400);
  });

  it("treats another member's contacts and groups exactly like missing ones", async () => {
    const mine = (await api('POST', 'customer/create', { body: lei })).data;
    const myGroup = await newGroup('Mine only');
    for (const id of [mine.id, 999_999]) {
      const query = { id: String(id) };
      expect(await api('GET', 'customer/get', { as: other, query })).toMatchObject({ status: 404, code: 404 });
      expect(await api('PUT', 'customer/update', { as: other, body: { ...lei, id } })).toMatchObject({ status: 404, code: 404 });
      expect(await api('DELETE', 'customer/delete', { as: other, query })).toMatchObject({ status: 404, code: 404 });
    }
    for (const id of [myGroup.id, 999_999]) {
      expect(await api('POST', 'customer/create', { as: other, body: { ...lei, groupId: id } })).toMatchObject({ status: 404, code: 404 });
      expect(await api('PUT', 'customer-group/update', { as: other, body: { id, title: 'x', sort: 1 } })).toMatchObject({ status: 404, code: 404 });
      expect(await api('DELETE', 'customer-group/delete', { as: other, query: { id: String(id), contacts: 'ungroup' } })).toMatchObject({ status: 404, code: 404 });
    }
    expect((await page('customer', {}, other)).total).toBe(0);
    expect((await api<GroupItem[]>('GET', 'customer-group/list', { as: other })).data).toEqual([]);
    expect((await api('GET', 'customer/get', { query: { id: String(mine.id) } })).data.name).toBe('Li Lei');
  });
});

describeEachDb('consignor/consignee picker', (ctx) => {
  it('finds contacts by the start of their phone through the phone index', async () => {
    const { db, dialect } = ctx().database;
    const member = await registerMember(ctx());
    const { id: memberId } = await db.selectFrom('member_user').select('id').where('mobile', '=', member.mobile).executeTakeFirstOrThrow();
    const now = nowIso();
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      member_id: memberId,
      kind: 'customer' as const,
      name: `c${i}`,
      company: 'co',
      area_code: '86',
      // Spread over the number space, as real phones are.
      phone: `1${String((i * 2_654_435_761) % 10_000_000_000).padStart(10, '0')}`,
      created_at: now,
      updated_at: now,
    }));
    await db.transaction().execute((tx) => new ContactRepository(tx).insertMany(rows, tx));
    await sql.raw(dialect === 'sqlite' ? 'analyze' : 'analyze member_contact').execute(db);

    const executor = db.getExecutor();
    const queries: CompiledQuery[] = [];
    // Compiles every query the repository runs, to ask the database how it would run it.
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => (queries.push(executor.compileQuery(node, queryId)), node),
      transformResult: async ({ result }) => result,
    };
    const prefix = rows[7]!.phone.slice(0, 5);
    const found = await new ContactRepository(db.withPlugin(capture)).page({ memberId, kind: 'customer' }, { phone: prefix }, 0, 10);
    expect(found.rows.map((c) => c.phone).sort()).toEqual(rows.filter((r) => r.phone.startsWith(prefix)).map((r) => r.phone).sort());
    const list = queries.find((q) => q.sql.includes('order by'));
    if (!list) throw new Error('no list query');
    const explain = dialect === 'sqlite' ? 'explain query plan' : 'explain';
    const plan = JSON.stringify((await db.executeQuery(CompiledQuery.raw(`${explain} ${list.sql}`, [...list.parameters]))).rows);
    expect(plan).toContain('member_contact_phone_idx');
  });
});

describeEachDb('customer groups', (ctx) => {
  let token: string;
  const api = <T = GroupItem>(method: Method, url: string, options: { body?: unknown; query?: Record<string, string>; as?: string } = {}): Promise<Answer<T>> =>
    call<T>(ctx().app, method, `/app-api/member/${url}`, { token: options.as ?? token, ...options });
  const groups = async () => (await api<GroupItem[]>('GET', 'customer-group/list')).data;

  beforeAll(async () => {
    token = (await registerMember(ctx())).token;
  });

  it('adds, lists in sort order, edits and requires title and sort', async () => {
    await api('POST', 'customer-group/create', { body: { title: 'Second', sort: 2 } });
    const first = (await api('POST', 'customer-group/create', { body: { title: 'First', sort: 1, remark: 'top' } })).data;
    expect((await groups()).map((g) => [g.title, g.remark, g.contactCount])).toEqual([
      ['First', 'top', 0],
      ['Second', null, 0],
    ]);
    const edited = await api('PUT', 'customer-group/update', { body: { id: first.id, title: 'Premier', sort: 3 } });
    expect(edited.data).toMatchObject({ title: 'Premier', remark: null, sort: 3 });
    expect((await groups()).map((g) => g.title)).toEqual(['Second', 'Premier']);

    const bad = await api<{ fields: { field: string; rule: string }[] }>('POST', 'customer-group/create', { body: { title: '' } });
    expect(bad.data.fields.map((f) => `${f.field}:${f.rule}`)).toEqual(['title:v.groupTitle.required', 'sort:v.groupSort.required']);
    const taken = await api('POST', 'customer-group/create', { body: { title: 'Second', sort: 0 } });
    expect(taken).toMatchObject({ status: 409, code: 1_004_010 });
    expect((await api('PUT', 'customer-group/update', { body: { id: first.id, title: 'Second', sort: 0 } })).code).toBe(1_004_010);
  });

  it('asks what to do with the contacts of a group being deleted, then moves or ungroups them', async () => {
    const old = (await api('POST', 'customer-group/create', { body: { title: 'Old', sort: 0 } })).data;
    const next = (await api('POST', 'customer-group/create', { body: { title: 'Next', sort: 0 } })).data;
    const customer = (await api<ContactItem>('POST', 'customer/create', { body: { ...lei, groupId: old.id } })).data;
    const supplier = (await api<ContactItem>('POST', 'supplier/create', { body: { ...lei, groupId: old.id } })).data;
    expect((await groups()).find((g) => g.id === old.id)?.contactCount).toBe(2);

    const asked = await api<{ contactCount: number }>('DELETE', 'customer-group/delete', { query: { id: String(old.id) } });
    expect(asked).toMatchObject({ status: 409, code: 1_004_011, data: { contactCount: 2 } });
    expect(asked.msg).toContain('2');
    const noTarget = await api('DELETE', 'customer-group/delete', { query: { id: String(old.id), contacts: 'move' } });
    expect(noTarget).toMatchObject({ status: 400, code: 400 });

    expect(await api('DELETE', 'customer-group/delete', { query: { id: String(old.id), contacts: 'move', targetGroupId: String(next.id) } })).toMatchObject({ code: 0 });
    expect((await api<ContactItem>('GET', 'customer/get', { query: { id: String(customer.id) } })).data).toMatchObject({ groupId: next.id, groupTitle: 'Next' });
    expect((await api<ContactItem>('GET', 'supplier/get', { query: { id: String(supplier.id) } })).data.groupId).toBe(next.id);
    expect((await groups()).find((g) => g.id === old.id)).toBeUndefined();

    expect(await api('DELETE', 'customer-group/delete', { query: { id: String(next.id), contacts: 'ungroup' } })).toMatchObject({ code: 0 });
    expect((await api<ContactItem>('GET', 'customer/get', { query: { id: String(customer.id) } })).data).toMatchObject({ groupId: null, groupTitle: null });
    // An empty group needs no choice.
    const empty = (await api('POST', 'customer-group/create', { body: { title: 'Empty', sort: 0 } })).data;
    expect(await api('DELETE', 'customer-group/delete', { query: { id: String(empty.id) } })).toMatchObject({ code: 0 });
  });

  it('refuses to move contacts to a group of another member', async () => {
    const stranger = (await registerMember(ctx())).token;
    const theirs = (await api('POST', 'customer-group/create', { as: stranger, body: { title: 'Theirs', sort: 0 } })).data;
    const mine = (await api('POST', 'customer-group/create', { body: { title: 'Mine', sort: 0 } })).data;
    await api('POST', 'customer/create', { body: { ...lei, groupId: mine.id } });
    const res = await api('DELETE', 'customer-group/delete', { query: { id: String(mine.id), contacts: 'move', targetGroupId: String(theirs.id) } });
    expect(res).toMatchObject({ status: 404, code: 404 });
    expect((await groups()).find((g) => g.id === mine.id)?.contactCount).toBe(1);
  });

  it('lets the database refuse a contact whose group is gone', async () => {
    const member = await ctx().database.db.selectFrom('member_user').select('id').executeTakeFirstOrThrow();
    const now = nowIso();
    const error = await ctx()
      .database.db.insertInto('member_contact')
      .values({ member_id: member.id, kind: 'customer', name: 'n', company: 'c', area_code: '86', phone: '1', group_id: 999_999, created_at: now, updated_at: now })
      .execute()
      .catch((e: unknown) => e);
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(new Error('other'))).toBe(false);
  });
});
