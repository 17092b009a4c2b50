import { Navigate, useLocation, useParams } from 'react-router';

// /redirect/<path> goes to /<path>: leaving and re-entering a page renders it afresh.
export function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
