import { EnvironmentOutlined, HistoryOutlined, HomeOutlined, SafetyCertificateOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle, RouteTitle } from './route-handle';

// The member area's route config: it drives the router, the sidebar menu, the breadcrumb and
// the tags view (ant-design-pro style). A later issue adds a page by adding one entry here.

export const MEMBER_BASE = '/jiedao';

export interface PageEntry {
  kind: 'page';
  // Relative to MEMBER_BASE.
  path: string;
  title: RouteTitle;
  icon?: ReactNode;
  roles?: readonly string[];
  hideInMenu?: boolean;
  load: () => Promise<ComponentType>;
}

// Menu entries that open another site in a new window; shown only when configured.
export type ExternalLinkKey = 'home' | 'legacy-orders';
export interface LinkEntry {
  kind: 'link';
  key: ExternalLinkKey;
  title: RouteTitle;
  icon?: ReactNode;
}

// A collapsible menu group, initially open.
export interface GroupEntry {
  kind: 'group';
  key: string;
  title: RouteTitle;
  icon?: ReactNode;
  children: MenuEntry[];
}

export type MenuEntry = PageEntry | LinkEntry | GroupEntry;

export const loadProfilePage = () =>
  import('../../features/profile/pages/profile-page').then((module) => module.ProfilePage);

const loadKycPage = () => import('../../features/kyc/pages/kyc-page').then((module) => module.KycPage);
const loadSettingsPage = () => import('../../features/account/pages/settings-page').then((module) => module.SettingsPage);

export const memberMenu: MenuEntry[] = [
  { kind: 'link', key: 'home', title: 'home', icon: <HomeOutlined /> },
  { kind: 'page', path: 'jd-profile', title: 'profile', icon: <UserOutlined />, load: loadProfilePage },
  { kind: 'link', key: 'legacy-orders', title: 'legacyOrders', icon: <HistoryOutlined /> },
  {
    kind: 'group',
    key: 'customer-management',
    title: 'customerManagement',
    icon: <TeamOutlined />,
    children: [
      { kind: 'page', path: 'jd-customer', title: 'customers', load: () => import('../../features/address-book/pages/customer-page').then((m) => m.CustomerPage) },
      { kind: 'page', path: 'jd-supplier', title: 'suppliers', load: () => import('../../features/address-book/pages/supplier-page').then((m) => m.SupplierPage) },
    ],
  },
  {
    kind: 'page',
    path: 'jd-address-manager',
    title: 'addresses',
    icon: <EnvironmentOutlined />,
    load: () => import('../../features/address-book/pages/address-page').then((m) => m.AddressPage),
  },
  { kind: 'page', path: 'jd-idcard', title: 'idcard', icon: <SafetyCertificateOutlined />, load: loadKycPage },
  { kind: 'page', path: 'jd-setting', title: 'settings', icon: <SettingOutlined />, load: loadSettingsPage },
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
