import { Result } from 'antd';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { feedback } from '../lib/feedback';
import { whenTextsReady } from '../lib/i18n';
import { onStaffTokenRefused, useStaffMe } from './staff-api';
import { RequireStaff, StaffGuestOnly, StaffPageGate } from './staff-guard';
import { StaffLayout } from './staff-layout';
import { StaffLoginPage } from './staff-login-page';
import { STAFF_BASE, staffLanding, staffLoginPath, staffPages } from './staff-routes';
import { endStaffSession, getStaffToken } from './staff-session';
import { loadStaffTexts } from './staff-texts';
import { useStaffTitle } from './staff-title';

// The staff console under /admin (docs/staff-console.md): one lazy chunk the member pages
// never load. Its routes are relative to /admin.

// The console's texts before its first render, in the staff member's language: that is known
// once the first texts have settled (lib/i18n.ts). Asked earlier, the console loaded the default
// language's texts and, when its chunk came after the language switch, never the chosen one.
export function staffReady(): Promise<void> {
  return whenTextsReady()
    .then(() => loadStaffTexts())
    .catch(() => undefined);
}

// /admin: the staff member's first page, or word that no desk is built for their roles yet.
function StaffHome() {
  const { t } = useTranslation();
  const { data } = useStaffMe();
  const landing = data ? staffLanding(data.roles) : null;
  useStaffTitle('noDesk');
  if (landing) return <Navigate to={landing} replace />;
  return <Result status="info" title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('staff.noDesk.title')}</h1>} subTitle={t('staff.noDesk.text')} />;
}

const routes: RouteObject[] = [
  { element: <StaffGuestOnly />, children: [{ path: 'login', element: <StaffLoginPage /> }] },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <StaffLayout />,
        children: [
          { index: true, element: <StaffHome /> },
          ...staffPages.map((page) => {
            const Page = lazy(() => page.load().then((Component) => ({ default: Component })));
            return {
              path: `${page.path}/*`,
              element: (
                <StaffPageGate page={page}>
                  <Page />
                </StaffPageGate>
              ),
            };
          }),
          { path: '*', element: <Navigate to={STAFF_BASE} replace /> },
        ],
      },
    ],
  },
];

export function StaffApp() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  // A staff call refused for its token (expired, revoked): once, the notice and /admin/login.
  useEffect(() => {
    onStaffTokenRefused(() => {
      if (!getStaffToken()) return;
      feedback.error(t('staff.session.ended'));
      void endStaffSession(() => navigate(staffLoginPath(here), { replace: true }));
    });
  }, [here, navigate, t]);

  return useRoutes(routes);
}
