import { TOKEN_ERROR_CODES } from '@portal/contracts/token-codes';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { ApiError } from '../lib/api-error';
import { feedback } from '../lib/feedback';
import { ForbiddenPage } from './forbidden-page';
import { useStaffMe } from './staff-api';
import { mayOpen, staffLoginPath, staffPageAt, staffRedirect, type StaffPage } from './staff-routes';
import { endStaffSession, getStaffToken } from './staff-session';

// Every console page but the sign-in needs a staff session: without the staff token, to
// /admin/login (a member's token does not count); the staff member is read from the server
// (name, roles) before anything is drawn, and a failed read ends the staff session.
export function RequireStaff() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = getStaffToken();
  const me = useStaffMe();
  const here = `${location.pathname}${location.search}`;
  // The desk at the address starts loading beside the session check instead of after it: a
  // signed-in staff member's first page is one round of requests shorter. The page's own lazy
  // import later finds the module loaded.
  const [opening] = useState(() => (token ? staffPageAt(location.pathname) : undefined));
  useEffect(() => {
    void opening?.load().catch(() => undefined);
  }, [opening]);
  const failed = Boolean(token) && me.isError;
  const handled = useRef(false);

  useEffect(() => {
    if (!failed || handled.current) return;
    handled.current = true;
    const refused = me.error instanceof ApiError && me.error.code !== null && TOKEN_ERROR_CODES.includes(me.error.code);
    feedback.error(t(refused ? 'staff.session.ended' : 'staff.session.verifyFailed'));
    void endStaffSession(() => navigate(staffLoginPath(here), { replace: true }));
  }, [failed, me.error, here, navigate, t]);

  if (!token) return <Navigate to={staffLoginPath(here)} replace />;
  if (!me.data) return <PageLoading />;
  return <Outlet />;
}

// A staff member with a session who opens /admin/login goes where the sign-in would lead.
export function StaffGuestOnly() {
  const location = useLocation();
  if (!getStaffToken()) return <Outlet />;
  return <Navigate to={staffRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
}

// A page the staff member's roles do not reach is the 403 page, whatever the URL; the page
// itself (a lazy component) is not rendered, so its code is never loaded.
export function StaffPageGate({ page, children }: { page: Pick<StaffPage, 'roles'>; children: ReactNode }) {
  const { data } = useStaffMe();
  if (!data || !mayOpen(page, data.roles)) return <ForbiddenPage />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
