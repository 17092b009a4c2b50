import { Navigate, useSearchParams } from 'react-router';
import { loginPath, safeRedirect } from '../../../lib/redirect';
import { getToken } from '../../../lib/cookies';

// Landing point after signing in elsewhere (e.g. a link carrying ?redirect=): members with a
// session go to the target, others sign in first.
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  return <Navigate to={getToken() ? target : loginPath(target)} replace />;
}
