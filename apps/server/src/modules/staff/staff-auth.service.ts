import type { StaffLoginBody, StaffSignInWorkBody, TokenResult } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import type { StaffMe } from '@portal/contracts/staff';
import { ACCOUNT_ACTIVE, parseStaffRoles } from '../../db/tables/identity.js';
import { AppError } from '../../lib/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import type { SessionService } from '../sessions/session.service.js';
import type { LoginThrottle } from '../sessions/login-throttle.js';
import type { Client } from '../../lib/client.js';
import type { StaffRepository } from './staff.repository.js';

// Staff sign in with username and password, under limits per account and client network
// (LoginThrottle.beginStaff): strangers cannot lock the owner out. Each try pays a proof of work
// whose cost grows with the recent failures on the account and from the network; staff have
// no known devices (docs/sign-in-abuse.md, "Staff sign-in").
export class StaffAuthService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly deps: { sessions: SessionService; throttle: LoginThrottle },
  ) {}

  // POST /admin-api/system/auth/sign-in-work: the proof of work the next try must bring.
  async signInWork(body: StaffSignInWorkBody, client: Client): Promise<SignInWorkChallenge | null> {
    const { challenge } = await this.deps.throttle.challenge(staffAccountKey(body.username), client.ip);
    return challenge && { ...challenge, checkRequired: false };
  }

  async login(body: StaffLoginBody, client: Client): Promise<TokenResult> {
    const username = body.username.trim();
    const user = await this.staff.findByUsername(username);
    const attempt = await this.deps.throttle.beginStaff(staffAccountKey(username), client.ip, body.work);
    const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
    if (!user || !passwordOk) throw new AppError('AUTH_BAD_CREDENTIALS');
    await this.deps.throttle.succeeded(attempt);
    if (user.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.deps.sessions.create('staff', user.id, { ip: client.ip, userAgent: client.userAgent });
  }

  // The signed-in staff member (the session was resolved by the guard, so the account exists
  // and is active): name and roles for the staff console's header and menu.
  async me(staffId: number): Promise<StaffMe> {
    const user = await this.staff.findById(staffId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return { id: user.id, username: user.username, name: user.name, roles: parseStaffRoles(user.roles) };
  }
}

function staffAccountKey(username: string): string {
  return `staff:${username.trim().toLowerCase()}`;
}
