import type { DashboardSummary, DashboardWindow } from '@portal/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The dashboard's figures: GET /admin-api/dashboard/summary (administrators), read again each
// minute while the page is open.
export const dashboardKeys = {
  all: ['staff', 'dashboard'] as const,
  summary: (days: DashboardWindow) => [...dashboardKeys.all, 'summary', days] as const,
};

export function useDashboard(days: DashboardWindow) {
  return useQuery({
    queryKey: dashboardKeys.summary(days),
    queryFn: ({ signal }) => staffApi.get<DashboardSummary>('/admin-api/dashboard/summary', { days }, { signal }),
    refetchInterval: 60_000,
  });
}
