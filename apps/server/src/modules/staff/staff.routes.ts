import type { App } from '../../lib/http.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { staffAuthAdminRoutes } from './staff-auth.admin-routes.js';
import { StaffAuthService } from './staff-auth.service.js';
import { staffAdminRoutes } from './staff.admin-routes.js';
import { StaffService } from './staff.service.js';

// Staff sign-in and staff accounts.
export async function staffRoutes(app: App) {
  const { db, sessions } = app;
  staffAuthAdminRoutes(app, new StaffAuthService(db, { sessions, throttle: new LoginThrottle(db) }));
  staffAdminRoutes(app, new StaffService(db, { sessions }));
}
