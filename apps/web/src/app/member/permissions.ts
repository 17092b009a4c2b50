import type { MemberProfile } from '@portal/contracts/auth';

// The one place that decides what a member may open (docs/product/shell.md, docs/product/identity.md).
// After login the client adds 'admin' to the member's roles whatever the server says, so
// every member sees every route; a route's `roles` list only matters to other roles.
export const ADMIN_ROLE = 'admin';

// The server must name at least one role for the member; an empty (or missing) list ends the
// session like a failed read of the member, with its own message.
export function hasRoles(profile: Pick<MemberProfile, 'roles'>): boolean {
  return Array.isArray(profile.roles) && profile.roles.length > 0;
}

export function effectiveRoles(profile: Pick<MemberProfile, 'roles'> | null | undefined): string[] {
  const roles = Array.isArray(profile?.roles) ? profile.roles : [];
  return roles.includes(ADMIN_ROLE) ? roles : [...roles, ADMIN_ROLE];
}

export function canAccess(required: readonly string[] | undefined, roles: readonly string[]): boolean {
  if (!required || required.length === 0 || roles.includes(ADMIN_ROLE)) return true;
  return required.some((role) => roles.includes(role));
}
