import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';

describe('the member routes’ page modules', () => {
  it('reads inline imports and named loaders', () => {
    const source = `
      const loadKyc = () => import('../kyc/page').then((m) => m.KycPage);
      const loadShared = () => import('../shared/pages');
      export const menu = [
        { kind: 'page', path: 'jd-idcard', load: loadKyc },
        { kind: 'group', children: [{ kind: 'page', path: 'jd-customer', load: () => import('../book/customer-page').then((m) => m.CustomerPage) }] },
        { kind: 'page', path: 'jd-delivery', load: () => loadShared().then((m) => m.DeliveryPage) },
        { kind: 'link', key: 'home' },
      ];`;
    expect(Object.fromEntries(routeModules(source))).toEqual({
      'jd-idcard': '../kyc/page',
      'jd-customer': '../book/customer-page',
      'jd-delivery': '../shared/pages',
    });
  });

  it('finds every page of the real route table', () => {
    const file = new URL('../src/app/member/routes/member-routes.ts', import.meta.url);
    const routes = routeModules(fs.readFileSync(file, 'utf8'));
    expect(routes.get('jd-profile')).toBe('../../../features/profile/pages/profile-page');
    expect(routes.get('jd-customer')).toBe('../../../features/address-book/pages/customer-page');
    expect(routes.get('jd-delivery')).toBe('../../../features/orders/delivery/pages/delivery-pages');
    expect(routes.size).toBeGreaterThan(20);
  });
});
