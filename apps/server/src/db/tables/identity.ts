import { ACCOUNT_STATUS, type AccountStatus } from '@portal/contracts/statuses';
import type { Generated } from 'kysely';
import { isStaffRole, type StaffRole } from '@portal/contracts/staff';
import { fromJson } from '../sql.js';

// Members, staff and their sessions (docs/product/identity.md).

// member_user.status and staff_user.status (contracts/statuses.ts).
export const ACCOUNT_ACTIVE = ACCOUNT_STATUS.active;
export const ACCOUNT_DISABLED = ACCOUNT_STATUS.disabled;

export interface MemberUserTable {
  id: Generated<number>;
  area_code: string;
  mobile: string;
  password_hash: string;
  nickname: string;
  avatar: string | null;
  email: string | null;
  status: AccountStatus;
  referral_code: string;
  referrer_id: number | null;
  register_ip: string | null;
  login_ip: string | null;
  login_at: string | null;
  password_changed_at: string;
  // argon2id hash of the control password that releases held cargo (docs/product/orders.md)
  control_password_hash: string | null;
  control_password_set_at: string | null;
  created_at: string;
  updated_at: string;
  // The assigned customer-service contact (migration 20261127500000_advice_contacts).
  service_contact_id: number | null;
  // While disabled: the administrator's reason, who and when (migration 20261129400000).
  disabled_reason: string | null;
  disabled_by: number | null;
  disabled_at: string | null;
}

// staff_user.roles as known roles; a name no longer in STAFF_ROLES grants nothing.
export function parseStaffRoles(json: string | null): StaffRole[] {
  const value = fromJson<unknown>(json, []);
  return Array.isArray(value) ? value.filter(isStaffRole) : [];
}

export interface StaffUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  // JSON array of role names (contracts/staff.ts STAFF_ROLES); read with parseStaffRoles
  roles: string;
  status: number;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
}

export const STAFF_AUDIT_ACTIONS = ['create', 'set-roles', 'disable', 'enable', 'reset-password'] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

// Who changed which staff account, how and when (migration 20261124140000_staff_roles).
export interface StaffAuditLogTable {
  id: Generated<number>;
  actor_id: number;
  target_id: number;
  action: StaffAuditAction;
  // JSON of what changed; never a password
  detail: string | null;
  created_at: string;
}

export type SessionSubject = 'member' | 'staff';

export interface AuthSessionTable {
  id: Generated<number>;
  // sha256 of the bearer token; the token itself is never stored
  token_hash: string;
  subject_type: SessionSubject;
  subject_id: number;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  // 1: "Keep me signed in" (the longer idle and absolute limits)
  keep_signed_in: Generated<number>;
}

// A browser a member signed in from: the hash of its `portal-device` cookie. One browser may
// be known for several members (a shared computer), one row each.
export interface MemberDeviceTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
}

export interface SystemMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface IdentityTables {
  member_user: MemberUserTable;
  staff_user: StaffUserTable;
  staff_audit_log: StaffAuditLogTable;
  auth_session: AuthSessionTable;
  member_device: MemberDeviceTable;
  system_meta: SystemMetaTable;
}
