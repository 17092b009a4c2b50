import { z } from 'zod';
import { pageQuery } from './envelope.js';

// Staff accounts and their roles (docs/staff-roles.md). Each /admin-api route names the roles
// that may call it; an administrator may call every one.

export const STAFF_ROLES = ['operator', 'reviewer', 'service', 'finance', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// A route any signed-in staff member may call whatever their roles (sign out, shared
// reference reads).
export const ANY_STAFF = 'any';
export type RouteRoles = readonly StaffRole[] | typeof ANY_STAFF;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

// The one rule the server's guard applies, and the staff console may use to draw its menus.
export function staffMayCall(held: readonly StaffRole[], needed: RouteRoles): boolean {
  if (needed === ANY_STAFF || held.includes('administrator')) return true;
  return needed.some((role) => held.includes(role));
}

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 64;

// Lower case so that "Alice" and "alice" cannot be two accounts.
export const staffUsernameField = z
  .string('v.staff.username.required')
  .trim()
  .min(1, { error: 'v.staff.username.required', abort: true })
  .regex(/^[a-z][a-z0-9._-]{2,31}$/, 'v.staff.username.format');

// Staff reach members' identity papers and money: longer than a member's password, and
// letters with digits.
export const staffPasswordField = z
  .string('v.password.required')
  .min(1, { error: 'v.password.required', abort: true })
  .min(STAFF_PASSWORD_MIN, 'v.staff.password.min')
  .max(STAFF_PASSWORD_MAX, 'v.staff.password.max')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'v.staff.password.mix');

export const staffRolesField = z
  .array(z.enum(STAFF_ROLES, 'v.staff.roles.oneOf'), 'v.staff.roles.required')
  .min(1, 'v.staff.roles.required')
  .transform((roles) => STAFF_ROLES.filter((r) => roles.includes(r)));

export const staffNameField = z
  .string('v.staff.name.required')
  .trim()
  .min(1, { error: 'v.staff.name.required', abort: true })
  .max(100, 'v.maxLength');

export const staffCreateBody = z.object({
  username: staffUsernameField,
  name: staffNameField,
  password: staffPasswordField,
  roles: staffRolesField,
});
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

export const staffRolesBody = z.object({ roles: staffRolesField });
export const staffPasswordBody = z.object({ password: staffPasswordField });

export const staffPageQuery = pageQuery.extend({
  username: z.string().trim().max(32).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffPageQuery = z.infer<typeof staffPageQuery>;

export const staffItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  status: z.enum(STAFF_STATUSES),
  createTime: z.string(),
  updateTime: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;

export const staffCreated = z.object({ id: z.number().int() });

// The signed-in staff member, as the staff console draws its header and menu
// (`GET /admin-api/system/auth/me`): the roles as they stand now.
export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffMe = z.infer<typeof staffMe>;
