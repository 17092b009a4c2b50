import { useRoutes } from 'react-router';
import { RedemptionView } from './redemption-view';
import { RedemptionsList } from './redemptions-list';

// The gift redemptions desk (docs/staff-console.md, "Gift redemptions"): /admin/redemptions
// lists members' redemptions; /admin/redemptions/<id> is one of them, with its next step.
export function RedemptionsDesk() {
  return useRoutes([
    { index: true, element: <RedemptionsList /> },
    { path: ':id', element: <RedemptionView /> },
  ]);
}
