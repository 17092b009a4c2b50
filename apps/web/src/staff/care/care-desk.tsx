import { useRoutes } from 'react-router';
import { CareInbox } from './care-inbox';
import { CareThreadView } from './care-thread';

// The care desk (docs/staff-console.md, "Care desk"): /admin/care is the inbox of
// consultations, suggestions and complaints, /admin/care/<id> one thread with its reply.
export function CareDesk() {
  return useRoutes([
    { index: true, element: <CareInbox /> },
    { path: ':id', element: <CareThreadView /> },
  ]);
}
