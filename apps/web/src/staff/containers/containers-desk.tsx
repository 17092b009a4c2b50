import { useRoutes } from 'react-router';
import { ContainerView } from './container-view';
import { ContainersList } from './containers-list';

// The containers desk (docs/staff-console.md, "Containers desk"): /admin/containers lists the
// containers and air shipments, /admin/containers/<id> is one of them (its orders, the scan to
// load, the move along the chain).
export function ContainersDesk() {
  return useRoutes([
    { index: true, element: <ContainersList /> },
    { path: ':id', element: <ContainerView /> },
  ]);
}
