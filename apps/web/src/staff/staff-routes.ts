import { staffMayCall, type StaffRole } from '@portal/contracts/staff';
import type { ComponentType } from 'react';
import type staffTexts from './texts/en_US.json';

// The staff console's route table: it drives the router, the menu and the 403 page. Only real
// pages are listed; a desk not built yet has no entry (docs/staff-console.md). A page's roles
// are those of the /admin-api calls it makes (docs/staff-roles.md), so a staff member sees
// in the menu exactly the pages the server will answer.

export const STAFF_BASE = '/admin';
export const STAFF_LOGIN = `${STAFF_BASE}/login`;

export type StaffRouteTitle = keyof (typeof staffTexts)['routes'];
export type StaffMenuIcon = 'orders' | 'warehouse' | 'containers' | 'exceptions' | 'money' | 'reviews' | 'care' | 'outbox' | 'members' | 'accounts' | 'audit' | 'notices' | 'help' | 'coupons' | 'gifts' | 'points' | 'reference' | 'dashboard';

export interface StaffPage {
  // Relative to STAFF_BASE.
  path: string;
  title: StaffRouteTitle;
  roles: readonly StaffRole[];
  icon: StaffMenuIcon;
  load: () => Promise<ComponentType>;
}

export const staffPages: readonly StaffPage[] = [
  {
    // The operations dashboard, administrators' first page (so listed first):
    // /admin-api/dashboard/summary (docs/staff-console.md, "Dashboard").
    path: 'dashboard',
    title: 'dashboard',
    roles: ['administrator'],
    icon: 'dashboard',
    load: () => import('./dashboard/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    // The operator's order desk: /admin-api/order/… (page, get, scan, transition, flag), fee/list, refund/page.
    path: 'orders',
    title: 'orders',
    roles: ['operator'],
    icon: 'orders',
    load: () => import('./orders/orders-desk').then((m) => m.StaffOrdersDesk),
  },
  {
    // The operator's warehouse desk: receiving in lots, labels, exceptions, hand-over
    // (docs/staff-console.md, "Warehouse desk").
    path: 'warehouse',
    title: 'warehouse',
    roles: ['operator'],
    icon: 'warehouse',
    load: () => import('./warehouse/warehouse-page').then((m) => m.WarehousePage),
  },
  {
    // Containers and air shipments: /admin-api/shipment/* (docs/containers.md).
    path: 'containers',
    title: 'containers',
    roles: ['operator'],
    icon: 'containers',
    load: () => import('./containers/containers-desk').then((m) => m.ContainersDesk),
  },
  {
    // Exceptions: members' disputes and claims answered, /admin-api/order/abnormal/* (page, get,
    // answer, claim/answer; docs/abnormal-items.md).
    path: 'exceptions',
    title: 'exceptions',
    roles: ['operator'],
    icon: 'exceptions',
    load: () => import('./exceptions/exceptions-desk').then((m) => m.ExceptionsDesk),
  },
  {
    // The finance money desk: balances, fees, refunds, e-cash rates, price lines (staff/money/).
    path: 'money',
    title: 'money',
    roles: ['finance'],
    icon: 'money',
    load: () => import('./money/money-desk-page').then((m) => m.MoneyDeskPage),
  },
  {
    // The reviewers' desk: real-name and company verifications, /admin-api/member/kyc/… and the
    // members' files they show (docs/staff-console.md, "Verification desk").
    path: 'reviews',
    title: 'reviews',
    roles: ['reviewer'],
    icon: 'reviews',
    load: () => import('./reviews/reviews-desk').then((m) => m.ReviewsDesk),
  },
  {
    // Customer service's inbox of consultations, suggestions and complaints: /admin-api/member/advice/…
    // (page, get, reply, close, publish) and /admin-api/file/upload (docs/staff-console.md, "Care desk").
    path: 'care',
    title: 'care',
    roles: ['service'],
    icon: 'care',
    load: () => import('./care/care-desk').then((m) => m.CareDesk),
  },
  {
    // What the portal sent members: the SMS and e-mail outboxes with each message's state,
    // /admin-api/system/sms-log/page and …/mail-log/page (docs/staff-console.md, "Outbox desk").
    path: 'outbox',
    title: 'outbox',
    roles: ['service'],
    icon: 'outbox',
    load: () => import('./outbox/outbox-desk').then((m) => m.OutboxDesk),
  },
  {
    // Members as customer service, reviewers and finance find them; administrators disable and
    // enable them: /admin-api/member/user/… (docs/staff-console.md, "Members").
    path: 'members',
    title: 'members',
    roles: ['service', 'reviewer', 'finance'],
    icon: 'members',
    load: () => import('./members/members-desk').then((m) => m.MembersDesk),
  },
  {
    // Notices and banners customer service writes to every member: /admin-api/system/notice/…
    // (page, create, update, publish, withdraw) and …/banner/… (docs/staff-console.md, "Notices").
    path: 'notices',
    title: 'notices',
    roles: ['service'],
    icon: 'notices',
    load: () => import('./notices/notices-desk').then((m) => m.NoticesDesk),
  },
  {
    // The help centre's categories and articles: /admin-api/system/help/category/… and
    // …/article/… (docs/staff-console.md, "Help centre").
    path: 'help',
    title: 'help',
    roles: ['service'],
    icon: 'help',
    load: () => import('./help/help-desk').then((m) => m.HelpDesk),
  },
  {
    // Coupons issued to members, and issuing one: /admin-api/member/coupon/page and …/issue, the
    // member found with /admin-api/member/user/page (docs/staff-console.md, "Coupons").
    path: 'coupons',
    title: 'coupons',
    roles: ['service', 'finance'],
    icon: 'coupons',
    load: () => import('./coupons/coupons-desk').then((m) => m.CouponsDesk),
  },
  {
    // The gift catalogue, its stock, outlets and activities: /admin-api/member/gift/… (page,
    // save, stock, set-status, outlet/…, activity/…; docs/staff-console.md, "Gifts").
    path: 'gifts',
    title: 'gifts',
    roles: ['administrator'],
    icon: 'gifts',
    load: () => import('./gifts/gifts-desk').then((m) => m.GiftsDesk),
  },
  {
    // Points earning rules: /admin-api/member/score-rule/… (list for finance and customer
    // service; create, update for finance) and the member-system switch's state
    // (docs/staff-console.md, "Points rules").
    path: 'points',
    title: 'points',
    roles: ['finance', 'service'],
    icon: 'points',
    load: () => import('./points/points-desk').then((m) => m.PointsDesk),
  },
  {
    // The administrators' staff accounts: /admin-api/system/staff/… (page, create, set roles,
    // disable, enable, reset password; docs/staff-console.md, "Staff accounts").
    path: 'staff',
    title: 'accounts',
    roles: ['administrator'],
    icon: 'accounts',
    load: () => import('./accounts/accounts-desk').then((m) => m.AccountsDesk),
  },
  {
    // The administrators' reference data: dictionaries and need-to-know texts,
    // /admin-api/system/dict-type/…, dict-data/…, need-know/… (docs/staff-console.md, "Reference data").
    path: 'dictionaries',
    title: 'reference',
    roles: ['administrator'],
    icon: 'reference',
    load: () => import('./dictionaries/reference-desk').then((m) => m.ReferenceDesk),
  },
  {
    // The staff audit log, administrators only: /admin-api/system/audit/page (docs/audit.md).
    path: 'audit',
    title: 'audit',
    roles: ['administrator'],
    icon: 'audit',
    load: () => import('./audit/audit-page').then((m) => m.AuditPage),
  },
];

// The pages a staff member may open, in menu order; the same rule as the server's guard.
export function staffMenu(roles: readonly StaffRole[], pages: readonly StaffPage[] = staffPages): StaffPage[] {
  return pages.filter((page) => staffMayCall(roles, page.roles));
}

// The page a console path shows (`/admin/orders/12`: the order desk), if any.
export function staffPageAt(pathname: string, pages: readonly StaffPage[] = staffPages): StaffPage | undefined {
  return pages.find((page) => pathname === `${STAFF_BASE}/${page.path}` || pathname.startsWith(`${STAFF_BASE}/${page.path}/`));
}

export function mayOpen(page: Pick<StaffPage, 'roles'>, roles: readonly StaffRole[]): boolean {
  return staffMayCall(roles, page.roles);
}

// Where /admin leads a staff member: their first page, or none when no desk is built for
// their roles yet.
export function staffLanding(roles: readonly StaffRole[], pages: readonly StaffPage[] = staffPages): string | null {
  const first = staffMenu(roles, pages)[0];
  return first ? `${STAFF_BASE}/${first.path}` : null;
}

export function staffLoginPath(redirect?: string): string {
  return redirect && redirect.startsWith(`${STAFF_BASE}/`) && !redirect.startsWith(STAFF_LOGIN)
    ? `${STAFF_LOGIN}?redirect=${encodeURIComponent(redirect)}`
    : STAFF_LOGIN;
}

// Only a console page may be where the sign-in leads.
export function staffRedirect(target: string | null): string {
  const inside = target && (target === STAFF_BASE || target.startsWith(`${STAFF_BASE}/`)) && !/\.\.|\\|\/\//.test(target);
  return inside ? target : STAFF_BASE;
}
