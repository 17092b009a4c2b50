import type { App } from '../../lib/http.js';
import type { SessionService } from '../sessions/session.service.js';
import { staffAuthAdminRoutes } from './staff-auth.admin-routes.js';
import type { StaffAuthService } from './staff-auth.service.js';
import { staffAdminRoutes } from './staff.admin-routes.js';
import type { StaffService } from './staff.service.js';

export interface StaffRouteDeps {
  staffAuth: StaffAuthService;
  staff: StaffService;
  sessions: SessionService;
}

// Staff sign-in and staff accounts.
export async function staffRoutes(app: App, { staffAuth, staff, sessions }: StaffRouteDeps) {
  staffAuthAdminRoutes(app, { staffAuth, sessions });
  staffAdminRoutes(app, staff);
}
