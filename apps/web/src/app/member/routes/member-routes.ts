import type { AngleMark } from '@portal/contracts/account';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { prefetchBanners } from '../../../features/profile/api';
import { isMobileNow } from '../../../lib/use-media-query';
import type { RouteHandle, RouteTitle } from '../../route-handle';

// The member area's route config: it drives the router, the sidebar menu, the breadcrumb and
// the tags view (ant-design-pro style). A later issue adds a page by adding one entry here.

export const MEMBER_BASE = '/jiedao';

// A menu entry's icon by name (app/member/layouts/menu-icons.tsx draws them).
export type MenuIcon = 'home' | 'profile' | 'history' | 'orders' | 'team' | 'address' | 'verification' | 'logistics' | 'control' | 'money' | 'abnormal' | 'points' | 'gift' | 'settings' | 'message' | 'notice' | 'coupon' | 'help';

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
  // In the menu only while points show for the member (profile.showMemberSystem).
  memberSystem?: boolean;
  load: () => Promise<ComponentType>;
  // Starts the page's first request as the route matches, alongside its code.
  prefetch?: () => void;
  // Chunks the page renders only after its first paint (React.lazy parts: a list's table and
  // filters) and the request of what it first shows, started together with the page's own
  // chunk so they arrive with it rather than after the paint (docs/web.md, "A list page").
  parts?: () => Promise<unknown>[];
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
  import('../../../features/profile/pages/profile-page').then((module) => module.ProfilePage);

const loadKycPage = () => import('../../../features/kyc/pages/kyc-page').then((module) => module.KycPage);
// New and saved orders share the shipping form: one module, one chunk.
const loadDeliveryPages = () => import('../../../features/orders/delivery/pages/delivery-pages');
// On a desk, the form's route step with antd's searchable Select (a phone draws it with its own
// pickers and never loads it: delivery-form.tsx).
const deliveryParts = () => (isMobileNow() ? [] : [import('../../../features/orders/delivery/components/route-step')]);
// The three points pages share one chunk.
const loadPointsPages = () => import('../../../features/points/pages/points-pages');
// The gift pages share one chunk: they link to each other.
const loadGiftPages = () => import('../../../features/gifts/pages/gift-pages');
const loadSettingsPage = () => import('../../../features/account/pages/settings-page').then((module) => module.SettingsPage);
// The list's first page and, on a desk, the customers' and suppliers' table and group filter
// (contact-list.tsx's lazy parts; a phone shows cards instead and never loads them).
const contactListParts = (kind: 'customer' | 'supplier') => () => [
  import('../../../features/address-book/api/contact-page-query').then((m) => m.prefetchContactPage(kind)),
  ...(isMobileNow()
    ? []
    : [import('../../../features/address-book/components/contact-table'), import('../../../features/address-book/components/group-filter')]),
];

// An order list's first page and counts, and on a desk its table and transport filter
// (order-list.tsx's lazy parts; a phone shows cards and its own picker instead, and never
// loads them).
const orderListParts = (role: 'posted' | 'received') => () => [
  import('../../../features/orders/list/order-list-prefetch').then((m) => m.prefetchOrderList(role)),
  ...(isMobileNow() ? [] : [import('../../../features/orders/list/order-table'), import('../../../features/orders/list/transport-select')]),
];

export const memberMenu: MenuEntry[] = [
  { kind: 'link', key: 'home', title: 'home', icon: 'home' },
  { kind: 'page', path: 'jd-profile', title: 'profile', icon: 'profile', load: loadProfilePage, prefetch: prefetchBanners },
  { kind: 'link', key: 'legacy-orders', title: 'legacyOrders', icon: 'history' },
  {
    kind: 'group',
    key: 'my-orders',
    title: 'myOrders',
    icon: 'orders',
    children: [
      {
        kind: 'page',
        path: 'jd-postorder',
        title: 'postedOrders',
        load: () => import('../../../features/orders/pages/posted-orders-page').then((m) => m.PostedOrdersPage),
        parts: orderListParts('posted'),
      },
      {
        kind: 'page',
        path: 'jd-receivedorder',
        title: 'receivedOrders',
        load: () => import('../../../features/orders/pages/received-orders-page').then((m) => m.ReceivedOrdersPage),
        parts: orderListParts('received'),
      },
      { kind: 'page', path: 'jd-waitmoneyorder', title: 'waitMoney', load: () => import('../../../features/money/pages/wait-money-page').then((m) => m.WaitMoneyPage) },
    ],
  },
  {
    kind: 'page',
    path: 'jd-orderdetail',
    title: 'orderDetail',
    hideInMenu: true,
    // The order detail with its cargo control section: two features, put together in app/.
    load: () => import('./order-detail-route').then((m) => m.OrderDetailRoute),
    parts: () => [import('../../../features/orders/api/order-api').then((m) => m.prefetchOrderDetail())],
  },
  {
    kind: 'group',
    key: 'customer-management',
    title: 'customerManagement',
    icon: 'team',
    children: [
      {
        kind: 'page',
        path: 'jd-customer',
        title: 'customers',
        load: () => import('../../../features/address-book/pages/customer-page').then((m) => m.CustomerPage),
        parts: contactListParts('customer'),
      },
      {
        kind: 'page',
        path: 'jd-supplier',
        title: 'suppliers',
        load: () => import('../../../features/address-book/pages/supplier-page').then((m) => m.SupplierPage),
        parts: contactListParts('supplier'),
      },
    ],
  },
  {
    kind: 'page',
    path: 'jd-address-manager',
    title: 'addresses',
    icon: 'address',
    load: () => import('../../../features/address-book/pages/address-page').then((m) => m.AddressPage),
  },
  { kind: 'page', path: 'jd-idcard', title: 'idcard', icon: 'verification', load: loadKycPage },
  // The shipping flow: opened by the sidebar's Ship button, not the menu.
  { kind: 'page', path: 'jd-delivery', title: 'delivery', hideInMenu: true, load: () => loadDeliveryPages().then((m) => m.DeliveryPage), parts: deliveryParts },
  { kind: 'page', path: 'jd-deliveryedit', title: 'deliveryEdit', hideInMenu: true, load: () => loadDeliveryPages().then((m) => m.DeliveryEditPage), parts: deliveryParts },
  {
    kind: 'page',
    path: 'jd-deliverysuccess',
    title: 'deliverySuccess',
    hideInMenu: true,
    load: () => import('../../../features/orders/delivery/pages/delivery-success-page').then((m) => m.DeliverySuccessPage),
  },
  // The price check: opened by the sidebar's Price query button, not the menu.
  { kind: 'page', path: 'jd-price', title: 'price', hideInMenu: true, load: () => import('../../../features/price/pages/price-page').then((m) => m.PricePage) },
  {
    kind: 'page',
    path: 'jd-controlorder',
    title: 'controlOrders',
    icon: 'control',
    badge: 'cargoControlAllNum',
    load: () => import('../../../features/cargo-control/pages/control-orders-page').then((m) => m.ControlOrdersPage),
  },
  // Messages, notices and coupons (docs/notices-and-coupons.md).
  {
    kind: 'page',
    path: 'jd-message',
    title: 'messages',
    icon: 'message',
    badge: 'unreadMessageNum',
    load: () => import('../../../features/messages/pages/messages-page').then((m) => m.MessagesPage),
  },
  {
    kind: 'page',
    path: 'jd-messagedetail',
    title: 'messageDetail',
    hideInMenu: true,
    load: () => import('../../../features/messages/pages/message-detail-page').then((m) => m.MessageDetailPage),
  },
  {
    kind: 'page',
    path: 'jd-coupon',
    title: 'coupons',
    icon: 'coupon',
    badge: 'couponNum',
    load: () => import('../../../features/coupons/pages/coupons-page').then((m) => m.CouponsPage),
  },
  { kind: 'page', path: 'jd-notice', title: 'notices', icon: 'notice', load: () => import('../../../features/notices/pages/notices-page').then((m) => m.NoticesPage) },
  {
    kind: 'page',
    path: 'jd-noticedetail',
    title: 'noticeDetail',
    hideInMenu: true,
    load: () => import('../../../features/notices/pages/notice-detail-page').then((m) => m.NoticeDetailPage),
  },
  {
    kind: 'page',
    path: 'jd-bannerdetail',
    title: 'bannerDetail',
    hideInMenu: true,
    load: () => import('../../../features/notices/pages/banner-detail-page').then((m) => m.BannerDetailPage),
  },
  {
    kind: 'page',
    path: 'jd-abnormal',
    title: 'abnormal',
    icon: 'abnormal',
    load: () => import('../../../features/abnormal/pages/abnormal-page').then((m) => m.AbnormalPage),
  },
  // Consultations, suggestions and complaints: opened from the sidebar's contact widgets and the
  // customer-service dialog's complaint button, not the menu.
  {
    kind: 'page',
    path: 'jd-advice',
    title: 'advice',
    hideInMenu: true,
    load: () => import('../../../features/advice/pages/advice-page').then((m) => m.AdvicePage),
  },
  { kind: 'page', path: 'jd-logistics', title: 'logistics', icon: 'logistics', load: () => import('../../../features/orders/pages/logistics-page').then((m) => m.LogisticsPage) },
  { kind: 'page', path: 'jd-ecash', title: 'ecash', icon: 'money', load: () => import('../../../features/money/pages/ecash-page').then((m) => m.EcashPage) },
  // Points (features/points): in the menu only while points show for the member.
  { kind: 'page', path: 'jd-integral', title: 'integral', icon: 'points', memberSystem: true, load: () => loadPointsPages().then((m) => m.IntegralPage) },
  { kind: 'page', path: 'jd-integral-log', title: 'integralLog', hideInMenu: true, load: () => loadPointsPages().then((m) => m.IntegralLogPage) },
  { kind: 'page', path: 'jd-level-log', title: 'levelLog', hideInMenu: true, load: () => loadPointsPages().then((m) => m.LevelLogPage) },
  // Gift exchange (features/gifts): in the menu only while points show for the member; the
  // log, details and activity pages are reached from its links.
  { kind: 'page', path: 'jd-exchange-operate', title: 'exchangeOperate', icon: 'gift', memberSystem: true, load: () => loadGiftPages().then((m) => m.ExchangeOperatePage) },
  { kind: 'page', path: 'jd-exchange-log', title: 'exchangeLog', hideInMenu: true, load: () => loadGiftPages().then((m) => m.ExchangeLogPage) },
  { kind: 'page', path: 'jd-exchange-details', title: 'exchangeDetails', hideInMenu: true, load: () => loadGiftPages().then((m) => m.ExchangeDetailsPage) },
  { kind: 'page', path: 'jd-details-activity', title: 'activityDetails', hideInMenu: true, load: () => loadGiftPages().then((m) => m.ActivityPage) },
  { kind: 'page', path: 'jd-setting', title: 'settings', icon: 'settings', load: loadSettingsPage },
  { kind: 'page', path: 'jd-help', title: 'help', icon: 'help', load: () => import('../../../features/help/pages/help-page').then((m) => m.HelpPage) },
  {
    kind: 'page',
    path: 'jd-print',
    title: 'orderPrint',
    hideInMenu: true,
    load: () => import('../../../features/orders/print/print-page').then((m) => m.PrintPage),
  },
];

export const HOME_PAGE = `${MEMBER_BASE}/jd-profile`;

export function memberPath(entry: PageEntry): string {
  return `${MEMBER_BASE}/${entry.path}`;
}

// `parts` start downloading beside the page and are not waited for: the page's React.lazy
// imports of the same modules pick them up (a failure shows there, not here).
export function lazyComponent(load: () => Promise<ComponentType>, parts?: () => Promise<unknown>[]): RouteObject['lazy'] {
  return async () => {
    for (const part of parts?.() ?? []) part.catch(() => undefined);
    return { Component: await load() };
  };
}

function pageRoutes(entries: readonly MenuEntry[], groups: RouteTitle[]): RouteObject[] {
  return entries.flatMap((entry): RouteObject[] => {
    if (entry.kind === 'group') return pageRoutes(entry.children, [...groups, entry.title]);
    if (entry.kind === 'link') return [];
    const handle: RouteHandle = { title: entry.title, roles: entry.roles, groups };
    const prefetch = entry.prefetch;
    const loader = prefetch
      ? () => {
          prefetch();
          return null;
        }
      : undefined;
    return [{ path: entry.path, handle, lazy: lazyComponent(entry.load, entry.parts), ...(loader ? { loader } : {}) }];
  });
}

// Children of the MEMBER_BASE route.
export function memberRouteObjects(): RouteObject[] {
  return pageRoutes(memberMenu, []);
}

export function groupKeys(entries: readonly MenuEntry[] = memberMenu): string[] {
  return entries.flatMap((entry) => (entry.kind === 'group' ? [entry.key, ...groupKeys(entry.children)] : []));
}
