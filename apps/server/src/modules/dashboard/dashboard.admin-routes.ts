import { DASHBOARD_DEFAULT_WINDOW, dashboardQuery, dashboardSummary, windowStart, type DashboardSummary } from '@portal/contracts/dashboard';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import type { DashboardRepository } from './dashboard.repository.js';

// The operations dashboard's figures, for administrators (docs/staff-console.md, "Dashboard").
// Read only. The per-day charts cover `days` UTC days ending today.
export function dashboardAdminRoutes(app: App, { dashboard }: { dashboard: DashboardRepository }) {
  app.get(
    '/admin-api/dashboard/summary',
    { config: { auth: 'staff', roles: ['administrator'] }, schema: { tags: ['staff'], querystring: dashboardQuery, response: { 200: envelope(dashboardSummary) } } },
    async (request) => {
      const now = new Date();
      const days = request.query.days ?? DASHBOARD_DEFAULT_WINDOW;
      const dateTo = now.toISOString().slice(0, 10);
      const dateFrom = windowStart(dateTo, days);
      const fromIso = `${dateFrom}T00:00:00.000Z`;
      const [orders, warehouse, containers, departures, exceptions, care, verifications] = await Promise.all([
        dashboard.ordersByDay(fromIso),
        dashboard.warehouse(now),
        dashboard.containers(),
        dashboard.departures(fromIso, now),
        dashboard.exceptions(now),
        dashboard.care(now),
        dashboard.verifications(),
      ]);
      const summary: DashboardSummary = {
        asOf: now.toISOString(),
        days,
        dateFrom,
        dateTo,
        ordersByStatus: sumBy(orders, (r) => `${r.day}|${r.status}`, (r) => ({ day: r.day, status: r.status as DashboardSummary['ordersByStatus'][number]['status'] })),
        ordersByRoute: sumBy(orders, (r) => `${r.day}|${r.transportType ?? ''}`, (r) => ({ day: r.day, transportType: r.transportType })),
        warehouse: { total: warehouse.byAge.reduce((n, r) => n + r.count, 0), byAge: warehouse.byAge, oldest: warehouse.oldest },
        containers,
        departures,
        exceptions,
        care,
        verifications,
      };
      return ok(summary);
    },
  );
}

// The rows' counts summed per key, in day order.
function sumBy<R extends { day: string; count: number }, T>(rows: R[], key: (r: R) => string, pick: (r: R) => T): Array<T & { count: number }> {
  const sums = new Map<string, T & { count: number }>();
  for (const r of [...rows].sort((a, b) => a.day.localeCompare(b.day))) {
    const k = key(r);
    const found = sums.get(k);
    if (found) found.count += r.count;
    else sums.set(k, { ...pick(r), count: r.count });
  }
  return [...sums.values()];
}
