import { STAFF_ROLES } from '@portal/contracts/staff';
import { describe, expect, it } from 'vitest';
import { mayOpen, staffLanding, staffLoginPath, staffMenu, staffPageAt, staffPages, staffRedirect, type StaffPage } from './staff-routes';

const page = (path: string, roles: StaffPage['roles']): StaffPage => ({ path, title: 'orders', roles, icon: 'orders', load: () => Promise.reject(new Error('not loaded')) });
const desks = [page('orders', ['operator']), page('money', ['finance', 'operator']), page('kyc', ['reviewer'])];

describe('the staff menu follows the roles', () => {
  it('lists the pages a role reaches, in table order', () => {
    expect(staffMenu(['operator'], desks).map((p) => p.path)).toEqual(['orders', 'money']);
    expect(staffMenu(['finance'], desks).map((p) => p.path)).toEqual(['money']);
    expect(staffMenu(['reviewer', 'finance'], desks).map((p) => p.path)).toEqual(['money', 'kyc']);
    expect(staffMenu(['service'], desks)).toEqual([]);
    expect(staffMenu([], desks)).toEqual([]);
  });

  it('gives an administrator every page', () => {
    expect(staffMenu(['administrator'], desks).map((p) => p.path)).toEqual(['orders', 'money', 'kyc']);
  });

  it('opens by URL exactly what the menu lists', () => {
    for (const role of STAFF_ROLES) {
      for (const desk of desks) expect([role, desk.path, mayOpen(desk, [role])]).toEqual([role, desk.path, staffMenu([role], desks).includes(desk)]);
    }
  });

  it('lands on the first page of the menu, or nowhere when no desk is built for the roles', () => {
    expect(staffLanding(['finance'], desks)).toBe('/admin/money');
    expect(staffLanding(['service'], desks)).toBeNull();
  });

  it('lists only real pages today: the dashboard, the operator, finance, reviewer, care, outbox, members, content and administrator desks, the audit log', () => {
    expect(staffPages.map((p) => [p.path, p.roles])).toEqual([
      ['dashboard', ['administrator']],
      ['orders', ['operator']],
      ['warehouse', ['operator']],
      ['containers', ['operator']],
      ['exceptions', ['operator']],
      ['money', ['finance']],
      ['reviews', ['reviewer']],
      ['care', ['service']],
      ['outbox', ['service']],
      ['members', ['service', 'reviewer', 'finance']],
      ['notices', ['service']],
      ['help', ['service']],
      ['coupons', ['service', 'finance']],
      ['gifts', ['administrator']],
      ['points', ['finance', 'service']],
      ['staff', ['administrator']],
      ['dictionaries', ['administrator']],
      ['audit', ['administrator']],
    ]);
    expect(staffLanding(['operator'])).toBe('/admin/orders');
    expect(staffLanding(['finance'])).toBe('/admin/money');
    expect(staffLanding(['reviewer'])).toBe('/admin/reviews');
    expect(staffLanding(['service'])).toBe('/admin/care');
    // Only an administrator sees the audit log, and it comes last in their menu.
    expect(staffMenu(['operator', 'finance', 'reviewer', 'service']).map((p) => p.path)).not.toContain('audit');
    expect(staffMenu(['administrator']).at(-1)?.path).toBe('audit');
    // An administrator lands on the dashboard, which no other role sees.
    expect(staffLanding(['administrator'])).toBe('/admin/dashboard');
    expect(staffLanding(['operator', 'service'])).toBe('/admin/orders');
    expect(staffMenu(['operator', 'finance', 'reviewer', 'service']).map((p) => p.path)).not.toContain('dashboard');
  });
});

describe('the page at a console path', () => {
  it('is the desk the path is under, itself or deeper, and no other', () => {
    expect(staffPageAt('/admin/orders')?.path).toBe('orders');
    expect(staffPageAt('/admin/orders/12')?.path).toBe('orders');
    expect(staffPageAt('/admin/ordersx')).toBeUndefined();
    expect(staffPageAt('/admin')).toBeUndefined();
    expect(staffPageAt('/jiedao/jd-order')).toBeUndefined();
  });
});

describe('the staff sign-in redirect', () => {
  it('comes back to a console page only', () => {
    expect(staffLoginPath('/admin/orders?status=2')).toBe('/admin/login?redirect=%2Fadmin%2Forders%3Fstatus%3D2');
    expect(staffLoginPath('/jiedao/jd-profile')).toBe('/admin/login');
    expect(staffLoginPath('/admin/login?redirect=x')).toBe('/admin/login');
    expect(staffRedirect('/admin/orders?x=1')).toBe('/admin/orders?x=1');
    for (const outside of [null, '', '/jiedao', '//evil.example', 'https://evil.example/admin', '/admin/../jiedao', '/admin//evil', '/administrator']) {
      expect([outside, staffRedirect(outside)]).toEqual([outside, '/admin']);
    }
  });
});
