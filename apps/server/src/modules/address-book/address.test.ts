import type { AddressItem } from '@portal/contracts/address-book';
import type { Page } from '@portal/contracts/page';
import { beforeAll, expect, it } from 'vitest';
import { call, registerMember } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

async function regionId(t: TestApp, code: string): Promise<number> {
  const row = await t.database.db.selectFrom('region').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

describeEachDb('addresses', (ctx) => {
  let token: string;
  let other: string;
  let china: number;
  let guangzhou: number;
  let abidjan: number;
  const body = () => ({ name: 'Li Lei', areaCode: '86', phone: '13800138000', countryId: china, cityId: guangzhou, address: '88 Huangpu Avenue, Tianhe' });
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; query?: Record<string, string>; as?: string; locale?: string } = {}) =>
    call<AddressItem>(ctx().app, method, `/app-api/member/address/${url}`, { token: options.as ?? token, ...options });
  const list = async (as = token) => (await call<Page<AddressItem>>(ctx().app, 'GET', '/app-api/member/address/page', { token: as, query: { pageSize: '100' } })).data;

  beforeAll(async () => {
    token = (await registerMember(ctx())).token;
    other = (await registerMember(ctx())).token;
    china = await regionId(ctx(), 'CN');
    guangzhou = await regionId(ctx(), 'CN-GUANGZHOU');
    abidjan = await regionId(ctx(), 'CI-ABIDJAN');
  });

  it('adds, reads, edits and deletes an address, with names of the country and city in three languages', async () => {
    const created = await api('POST', 'create', { body: body() });
    expect(created).toMatchObject({ status: 200, code: 0 });
    expect(created.data).toMatchObject({
      name: 'Li Lei',
      areaCode: '86',
      phone: '13800138000',
      country: { id: china, code: 'CN', nameZh: '中国', nameEn: 'China' },
      city: { id: guangzhou, code: 'CN-GUANGZHOU', nameZh: '广州', nameEn: 'Guangzhou' },
      address: '88 Huangpu Avenue, Tianhe',
      isDefault: true,
    });
    const id = String(created.data.id);
    expect((await api('GET', 'get', { query: { id } })).data.address).toBe('88 Huangpu Avenue, Tianhe');

    const edited = await api('PUT', 'update', { body: { ...body(), id: created.data.id, name: 'Han Meimei', phone: '02012345678' } });
    // A landline is accepted and kept in national form, the trunk zero dropped.
    expect(edited.data).toMatchObject({ name: 'Han Meimei', phone: '2012345678' });

    expect(await api('DELETE', 'delete', { query: { id } })).toMatchObject({ status: 200, code: 0 });
    expect(await api('GET', 'get', { query: { id } })).toMatchObject({ status: 404, code: 404 });
  });

  it('keeps exactly one default: the first address, then the chosen one, then the newest after a delete', async () => {
    const member = (await registerMember(ctx())).token;
    const add = async (name: string, isDefault?: boolean) =>
      (await api('POST', 'create', { as: member, body: { ...body(), name, ...(isDefault === undefined ? {} : { isDefault }) } })).data;
    const defaults = async () => (await list(member)).list.filter((a) => a.isDefault).map((a) => a.name);

    const first = await add('first');
    const second = await add('second', false);
    expect(await defaults()).toEqual(['first']);
    const third = await add('third', true);
    expect(await defaults()).toEqual(['third']);
    // The default comes first in the list.
    expect((await list(member)).list.map((a) => a.name)).toEqual(['third', 'second', 'first']);

    expect((await api('PUT', 'set-default', { as: member, body: { id: first.id } })).data.isDefault).toBe(true);
    expect(await defaults()).toEqual(['first']);
    // Unticking the default does not leave the member without one.
    await api('PUT', 'update', { as: member, body: { ...body(), id: first.id, name: 'first', isDefault: false } });
    expect(await defaults()).toEqual(['first']);

    await api('DELETE', 'delete', { as: member, query: { id: String(first.id) } });
    expect(await defaults()).toEqual(['third']);
    await api('DELETE', 'delete', { as: member, query: { id: String(third.id) } });
    expect(await defaults()).toEqual(['second']);
    expect(second.isDefault).toBe(false);
  });

  it('keeps one default when several are chosen at once', async () => {
    const member = (await registerMember(ctx())).token;
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c', 'd']) ids.push((await api('POST', 'create', { as: member, body: { ...body(), name } })).data.id);
    const answers = await Promise.all(ids.map((id) => api('PUT', 'set-default', { as: member, body: { id } })));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0]);
    expect((await list(member)).list.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('names the field and the rule of each bad value', async () => {
    const res = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'POST', '/app-api/member/address/create', {
      token,
      locale: 'en_US',
      body: { name: '', areaCode: '86', phone: '138-0013', countryId: 0, address: 'x'.repeat(101) },
    });
    expect(res).toMatchObject({ status: 400, code: 400 });
    expect(res.data.fields.map((f) => `${f.field}:${f.rule}`)).toEqual([
      'name:v.contactName.required',
      'phone:v.phone.numeric',
      'countryId:v.country.required',
      'cityId:v.city.required',
      'address:v.fullAddress.max',
    ]);
    expect(res.msg).toContain('Full address is at most 100 characters');
  });

  it('refuses a phone that is not a number of its area code, and a city outside the country', async () => {
    const phone = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'POST', '/app-api/member/address/create', {
      token,
      body: { ...body(), phone: '12345' },
    });
    expect(phone).toMatchObject({ status: 400, code: 400, data: { fields: [{ field: 'phone', rule: 'v.phone.format' }] } });
    const region = await call(ctx().app, 'POST', '/app-api/member/address/create', { token, locale: 'en_US', body: { ...body(), cityId: abidjan } });
    expect(region).toMatchObject({ status: 400, code: 1_004_001, data: { fields: [{ field: 'cityId', rule: 'v.city.outsideCountry' }] } });
    // A country is not a city.
    expect((await call(ctx().app, 'POST', '/app-api/member/address/create', { token, body: { ...body(), cityId: china } })).code).toBe(1_004_001);
  });

  it("treats another member's address exactly like a missing one", async () => {
    const mine = (await api('POST', 'create', { body: body() })).data;
    const missing = 999_999;
    for (const id of [mine.id, missing]) {
      const query = { id: String(id) };
      expect(await api('GET', 'get', { as: other, query })).toMatchObject({ status: 404, code: 404 });
      expect(await api('PUT', 'update', { as: other, body: { ...body(), id } })).toMatchObject({ status: 404, code: 404 });
      expect(await api('PUT', 'set-default', { as: other, body: { id } })).toMatchObject({ status: 404, code: 404 });
      expect(await api('DELETE', 'delete', { as: other, query })).toMatchObject({ status: 404, code: 404 });
    }
    expect((await list(other)).total).toBe(0);
    expect((await api('GET', 'get', { query: { id: String(mine.id) } })).data.name).toBe('Li Lei');
  });

  it('pages the list', async () => {
    const member = (await registerMember(ctx())).token;
    for (const name of ['p1', 'p2', 'p3']) await api('POST', 'create', { as: member, body: { ...body(), name } });
    const page = await call<Page<AddressItem>>(ctx().app, 'GET', '/app-api/member/address/page', { token: member, query: { pageNo: '2', pageSize: '2' } });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((a) => a.name)).toEqual(['p2']);
    expect((await call(ctx().app, 'GET', '/app-api/member/address/page', { token: member, query: { pageSize: '101' } })).status).toBe(400);
  });
});
