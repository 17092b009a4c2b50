import type { AngleMark } from '@portal/contracts/account';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle, RouteTitle } from './route-handle';

// The member area's route config: it drives the router, the sidebar menu, the breadcrumb and
// the tags view (ant-design-pro style). A later issue adds a page by adding one entry here.

export const MEMBER_BASE = '/jiedao';

// A menu entry's icon by name (app/layouts/menu-icons.tsx draws them).
export type MenuIcon = 'home' | 'profile' | 'history' | 'orders' | 'team' | 'address' | 'verification' | 'logistics' | 'control' | 'money' | 'abnormal' | 'settings';

export interface PageEntry {
  kind: 'page';
  // Relative to MEMBER_BASE.
  path: string;
  title: RouteTitle;
  icon?: MenuIcon;
  roles?: readonly string[];
  hideInMenu?: boolean;
  // A sidebar counter (angle-mark) shown as a badge on the entry.
  badge?: keyof AngleMark;
  load: () => Promise<ComponentType>;
}

// Menu entries that open another site in a new window; shown only when configured.
export type ExternalLinkKey = 'home' | 'legacy-orders';
export interface LinkEntry {
  kind: 'link';
  key: ExternalLinkKey;
  title: RouteTitle;
  icon?: MenuIcon;
}

// A collapsible menu group, initially open.
export interface GroupEntry {
  kind: 'group';
  key: string;
  title: RouteTitle;
  icon?: MenuIcon;
  children: MenuEntry[];
}

export type MenuEntry = PageEntry | LinkEntry | GroupEntry;

export const loadProfilePage = () =>
  import('../../features/profile/pages/profile-page').then((module) => module.ProfilePage);

const loadKycPage = () => import('../../features/kyc/pages/kyc-page').then((module) => module.KycPage);
// New and saved orders share the shipping form: one module, one chunk.
const loadDeliveryPages = () => import('../../features/orders/delivery/pages/delivery-pages');
const loadSettingsPage = () => import('../../features/account/pages/settings-page').then((module) => module.SettingsPage);

export const memberMenu: MenuEntry[] = [
  { kind: 'link', key: 'home', title: 'home', icon: 'home' },
  { kind: 'page', path: 'jd-profile', title: 'profile', icon: 'profile', load: loadProfilePage },
  { kind: 'link', key: 'legacy-orders', title: 'legacyOrders', icon: 'history' },
  {
    kind: 'group',
    key: 'my-orders',
    title: 'myOrders',
    icon: 'orders',
    children: [
      { kind: 'page', path: 'jd-postorder', title: 'postedOrders', load: () => import('../../features/orders/pages/posted-orders-page').then((m) => m.PostedOrdersPage) },
      { kind: 'page', path: 'jd-receivedorder', title: 'receivedOrders', load: () => import('../../features/orders/pages/received-orders-page').then((m) => m.ReceivedOrdersPage) },
      { kind: 'page', path: 'jd-waitmoneyorder', title: 'waitMoney', load: () => import('../../features/money/pages/wait-money-page').then((m) => m.WaitMoneyPage) },
    ],
  },
  {
    kind: 'page',
    path: 'jd-orderdetail',
    title: 'orderDetail',
    hideInMenu: true,
    // The order detail with its cargo control section: two features, put together in app/.
    load: () => import('./order-detail-route').then((m) => m.OrderDetailRoute),
  },
  {
    kind: 'group',
    key: 'customer-management',
    title: 'customerManagement',
    icon: 'team',
    children: [
      { kind: 'page', path: 'jd-customer', title: 'customers', load: () => import('../../features/address-book/pages/customer-page').then((m) => m.CustomerPage) },
      { kind: 'page', path: 'jd-supplier', title: 'suppliers', load: () => import('../../features/address-book/pages/supplier-page').then((m) => m.SupplierPage) },
    ],
  },
  {
    kind: 'page',
    path: 'jd-address-manager',
    title: 'addresses',
    icon: 'address',
    load: () => import('../../features/address-book/pages/address-page').then((m) => m.AddressPage),
  },
  { kind: 'page', path: 'jd-idcard', title: 'idcard', icon: 'verification', load: loadKycPage },
  // The shipping flow: opened by the sidebar's Ship button, not the menu.
  { kind: 'page', path: 'jd-delivery', title: 'delivery', hideInMenu: true, load: () => loadDeliveryPages().then((m) => m.DeliveryPage) },
  { kind: 'page', path: 'jd-deliveryedit', title: 'deliveryEdit', hideInMenu: true, load: () => loadDeliveryPages().then((m) => m.DeliveryEditPage) },
  {
    kind: 'page',
    path: 'jd-deliverysuccess',
    title: 'deliverySuccess',
    hideInMenu: true,
    load: () => import('../../features/orders/delivery/pages/delivery-success-page').then((m) => m.DeliverySuccessPage),
  },
  // The price check: opened by the sidebar's Price query button, not the menu.
  { kind: 'page', path: 'jd-price', title: 'price', hideInMenu: true, load: () => import('../../features/price/pages/price-page').then((m) => m.PricePage) },
  {
    kind: 'page',
    path: 'jd-controlorder',
    title: 'controlOrders',
    icon: 'control',
    badge: 'cargoControlAllNum',
    load: () => import('../../features/cargo-control/pages/control-orders-page').then((m) => m.ControlOrdersPage),
  },
  {
    kind: 'page',
    path: 'jd-abnormal',
    title: 'abnormal',
    icon: 'abnormal',
    load: () => import('../../features/abnormal/pages/abnormal-page').then((m) => m.AbnormalPage),
  },
  { kind: 'page', path: 'jd-logistics', title: 'logistics', icon: 'logistics', load: () => import('../../features/orders/pages/logistics-page').then((m) => m.LogisticsPage) },
  { kind: 'page', path: 'jd-ecash', title: 'ecash', icon: 'money', load: () => import('../../features/money/pages/ecash-page').then((m) => m.EcashPage) },
  { kind: 'page', path: 'jd-setting', title: 'settings', icon: 'settings', load: loadSettingsPage },
  {
    kind: 'page',
    path: 'jd-print',
    title: 'orderPrint',
    hideInMenu: true,
    load: () => import('../../features/orders/print/print-page').then((m) => m.PrintPage),
  },
];

export const HOME_PAGE = `${MEMBER_BASE}/jd-profile`;

export function memberPath(entry: PageEntry): string {
  return `${MEMBER_BASE}/${entry.path}`;
}

export function lazyComponent(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

function pageRoutes(entries: readonly MenuEntry[], groups: RouteTitle[]): RouteObject[] {
  return entries.flatMap((entry): RouteObject[] => {
    if (entry.kind === 'group') return pageRoutes(entry.children, [...groups, entry.title]);
    if (entry.kind === 'link') return [];
    const handle: RouteHandle = { title: entry.title, roles: entry.roles, groups };
    return [{ path: entry.path, handle, lazy: lazyComponent(entry.load) }];
  });
}

// Children of the MEMBER_BASE route.
export function memberRouteObjects(): RouteObject[] {
  return pageRoutes(memberMenu, []);
}

export function groupKeys(entries: readonly MenuEntry[] = memberMenu): string[] {
  return entries.flatMap((entry) => (entry.kind === 'group' ? [entry.key, ...groupKeys(entry.children)] : []));
}
