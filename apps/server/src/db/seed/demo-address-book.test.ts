import { expect, it } from 'vitest';
import { call, memberToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { nationalPhone } from '../../lib/phone.js';

interface Listed {
  list: { name: string; areaCode: string; phone: string; groupId?: number | null }[];
  total: number;
}

describeEachDb('demo address book', (ctx) => {
  it('gives the demo member grouped customers, suppliers and a default address, each phone as the API would store it', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const customers = await call<Listed>(t.app, 'GET', '/app-api/member/customer/page', { token, query: { pageNo: '1', pageSize: '50' } });
    const suppliers = await call<Listed>(t.app, 'GET', '/app-api/member/supplier/page', { token, query: { pageNo: '1', pageSize: '50' } });
    const groups = await call<{ id: number; title: string }[]>(t.app, 'GET', '/app-api/member/customer-group/list', { token });
    const addresses = await call<{ list: { isDefault: boolean }[] }>(t.app, 'GET', '/app-api/member/address/page', { token, query: { pageNo: '1', pageSize: '50' } });
    expect([customers.code, suppliers.code, groups.code, addresses.code]).toEqual([0, 0, 0, 0]);
    expect(customers.data.list.length).toBeGreaterThanOrEqual(6);
    expect(suppliers.data.list.length).toBeGreaterThanOrEqual(3);
    expect(groups.data.length).toBe(2);
    expect(addresses.data.list.filter((a) => a.isDefault)).toHaveLength(1);
    for (const contact of [...customers.data.list, ...suppliers.data.list]) {
      expect([contact.name, nationalPhone(contact.areaCode, contact.phone)]).toEqual([contact.name, contact.phone]);
    }
  });
});
