import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { prefetchCurrentUser } from '../lib/current-user';
import { loadFeatureTexts } from '../lib/i18n';
import { prefetchClientConfig } from '../lib/system-api';
import { isMobileNow } from '../lib/use-media-query';
import { RedirectRoute } from './redirect-route';
import { RootRoute } from './root-route';
import { GuestOnly, RequireAuth } from './member/route-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { HOME_PAGE, MEMBER_BASE, lazyComponent, loadProfilePage, memberRouteObjects } from './member/routes/member-routes';

// Pages drawn with antd get its configuration (theme colour, size, language) around them;
// the sign-in pages are drawn without antd and load none of it (docs/decisions.md, "Delivery").
function withAntd(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [{ AntdConfig, antdReady }, Page] = await Promise.all([import('./antd-config'), load()]);
    await antdReady();
    return function AntdPage() {
      return (
        <AntdConfig>
          <Page />
        </AntdConfig>
      );
    };
  };
}

// Every page and the member layout load on demand, so the login page stays small.
function page(path: string, title: RouteHandle['title'], load: () => Promise<ComponentType>): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: lazyComponent(load) };
}

const publicRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [page('/login', 'login', () => import('../features/auth/pages/login-page').then((m) => m.LoginPage))],
  },
  page('/registered', 'register', () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage)),
  page('/reset-password', 'resetPassword', () =>
    import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
  page('/auth-redirect', 'authRedirect', () =>
    import('../features/auth/pages/auth-redirect-page').then((m) => m.AuthRedirectPage),
  ),
  page('/404', 'notFound', withAntd(() => import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage))),
  page('/401', 'unauthorized', withAntd(() => import('../features/errors/pages/unauthorized-page').then((m) => m.UnauthorizedPage))),
  {
    // Public: the customer-service desk (its texts come with the product areas' texts).
    path: '/myInfo',
    handle: { title: 'serviceContact' } satisfies RouteHandle,
    lazy: lazyComponent(
      withAntd(() =>
        Promise.all([import('../features/service-contact/pages/service-contact-page'), loadFeatureTexts()]).then(([m]) => m.ServiceContactPage),
      ),
    ),
  },
  {
    // Public: the logistics lookup (the QR code on printed documents opens it), drawn without antd;
    // its texts come with the product areas' texts.
    path: '/jd-transport',
    handle: { title: 'transport' } satisfies RouteHandle,
    lazy: lazyComponent(() =>
      Promise.all([import('../features/orders/pages/transport-page'), loadFeatureTexts()]).then(([m]) => m.TransportPage),
    ),
  },
  {
    // Public: e-cash rates, drawn without antd (light for phones on slow networks); its texts
    // come with the product areas' texts.
    path: '/jd-erate',
    handle: { title: 'erate' } satisfies RouteHandle,
    lazy: lazyComponent(() => Promise.all([import('../features/money/pages/erate-page'), loadFeatureTexts()]).then(([m]) => m.EratePage)),
  },
  { path: '/redirect/*', handle: { title: 'redirect' } satisfies RouteHandle, element: <RedirectRoute /> },
];

// The staff console (apps/web/src/staff, docs/staff-console.md): one lazy route with its own
// routes, session and sign-in; nothing of it loads with a member page.
const staffRoute: RouteObject = {
  path: '/admin/*',
  handle: { ownTitle: true } satisfies RouteHandle,
  lazy: lazyComponent(
    withAntd(() =>
      import('../staff/staff-app').then(async (m) => {
        await m.staffReady();
        return m.StaffApp;
      }),
    ),
  ),
};

const memberRoutes: RouteObject = {
  element: <RequireAuth />,
  // Returns at once: the member's request (and on a desk the sidebar's settings) runs while the
  // layout and page load.
  loader: () => {
    prefetchCurrentUser();
    if (!isMobileNow()) prefetchClientConfig();
    return null;
  },
  children: [
    { index: true, element: <Navigate to={MEMBER_BASE} replace /> },
    {
      // The member pages' texts arrive with their layout (lib/i18n.ts).
      lazy: lazyComponent(withAntd(() => Promise.all([import('./member/layouts/member-layout'), loadFeatureTexts()]).then(([m]) => m.MemberLayout))),
      children: [
        page('/dashboard', 'dashboard', loadProfilePage),
        {
          path: MEMBER_BASE,
          handle: { title: 'memberCenter' } satisfies RouteHandle,
          children: [{ index: true, element: <Navigate to={HOME_PAGE} replace /> }, ...memberRouteObjects()],
        },
      ],
    },
  ],
};

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [...publicRoutes, staffRoute, memberRoutes, { path: '*', element: <Navigate to="/404" replace /> }],
  },
]);
