import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { getToken } from '../../lib/cookies';
import { useCurrentUser } from '../../lib/current-user';
import { feedback } from '../../lib/feedback';
import { loginPath } from '../../lib/redirect';
import { endSession } from '../../lib/session';
import { hasRoles } from './permissions';

// docs/product/shell.md: every route but the public ones needs a token; entering the member area
// fetches the member, and a failure or an empty answer ends the session.
export function RequireAuth() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const token = getToken();
  const { data, isPending } = useCurrentUser();
  // The member's answer arrives through a store, whose updates React renders in one go; the
  // member area's first render, the longest, follows as a deferred render that yields to the
  // browser between components instead of blocking it (docs/decisions.md, "Delivery").
  const known = useDeferredValue(Boolean(data));
  const here = `${location.pathname}${location.search}`;
  // A refetch that fails later keeps the data: the member may stay (see the logout dialog).
  const failed = Boolean(token) && !isPending && !data;
  // A member without a role: the session ends too (docs/product/identity.md).
  const roleless = Boolean(data) && !hasRoles(data!);
  const handled = useRef(false);

  useEffect(() => {
    if ((!failed && !roleless) || handled.current) return;
    handled.current = true;
    feedback.error(t(roleless ? 'common.session.rolesEmpty' : 'common.session.verifyFailed'));
    void endSession(() => navigate(loginPath(here), { replace: true }));
  }, [failed, roleless, here, navigate, t]);

  // Without a token: to /login — unless a navigation is already under way (logging out goes
  // to /login itself; redirecting now would overtake it with ?redirect=).
  if (!token) return navigation.state === 'idle' ? <Navigate to={loginPath(here)} replace /> : <PageLoading />;
  if (!data || !known || roleless) return <PageLoading />;
  return <Outlet />;
}

// A member with a session who opens /login goes to the member area.
export function GuestOnly() {
  return getToken() ? <Navigate to="/" replace /> : <Outlet />;
}
