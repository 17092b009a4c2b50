import { useRoutes } from 'react-router';
import { ExceptionView } from './exception-view';
import { ExceptionsList } from './exceptions-list';

// The exceptions desk (docs/staff-console.md, "Exceptions desk"): /admin/exceptions lists the
// exceptions, those awaiting our answer first; /admin/exceptions/<id> is one of them, with its
// photos, history and the answer to a member's dispute or claim.
export function ExceptionsDesk() {
  return useRoutes([
    { index: true, element: <ExceptionsList /> },
    { path: ':id', element: <ExceptionView /> },
  ]);
}
