import type { Kysely, Transaction } from 'kysely';
import type { StaffCreateBody, StaffItem, StaffPageQuery, StaffRole } from '@portal/contracts/staff';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation, nowIso, toIso } from '../../db/sql.js';
import { ACCOUNT_ACTIVE, ACCOUNT_DISABLED, parseStaffRoles } from '../../db/tables/identity.js';
import { AppError } from '../../lib/app-error.js';
import { lockKey } from '../../lib/key-lock.js';
import { hashPassword } from '../../lib/password.js';
import { writeAudit } from '../audit/audit.js';
import type { SessionService } from '../sessions/session.service.js';
import type { StaffRepository } from './staff.repository.js';

// Changes that could take away the last active administrator run one at a time (PostgreSQL
// advisory lock; SQLite runs one transaction at a time anyway), so two administrators
// demoting each other at once cannot both succeed.
const ADMINISTRATORS_LOCK = 'staff:administrators';

const isAdministrator = (roles: string) => parseStaffRoles(roles).includes('administrator');

// Staff accounts, managed by administrators (docs/staff-roles.md). Every change is written
// to the staff audit log (modules/audit) with who made it, in the same transaction.
export class StaffService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: StaffRepository,
    private readonly deps: { sessions: SessionService },
  ) {}

  async page(query: StaffPageQuery): Promise<{ list: StaffItem[]; total: number }> {
    const { rows, total } = await this.repo.page(query);
    const list = rows.map((r) => ({
      id: r.id,
      username: r.username,
      name: r.name,
      roles: parseStaffRoles(r.roles),
      status: r.status === ACCOUNT_ACTIVE ? ('active' as const) : ('disabled' as const),
      createTime: toIso(r.created_at),
      updateTime: toIso(r.updated_at),
    }));
    return { list, total };
  }

  async create(actorId: number, body: StaffCreateBody): Promise<{ id: number }> {
    const passwordHash = await hashPassword(body.password);
    const now = nowIso();
    try {
      const id = await inTransaction(this.db, async (tx) => {
        const created = await this.repo.insert({ username: body.username, name: body.name, passwordHash, roles: body.roles, now }, tx);
        await writeAudit(tx, { staffId: actorId, action: 'create', entity: 'staff', entityId: created, after: { username: body.username, name: body.name, roles: body.roles }, at: now });
        return created;
      });
      return { id };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STAFF_USERNAME_TAKEN');
      throw error;
    }
  }

  async setRoles(actorId: number, id: number, roles: readonly StaffRole[]) {
    await inTransaction(this.db, async (tx) => {
      await lockKey(tx, ADMINISTRATORS_LOCK);
      const target = await this.existing(id, tx);
      const from = parseStaffRoles(target.roles);
      if (!roles.includes('administrator')) await this.keepAnAdministrator(target, tx);
      const now = nowIso();
      await this.repo.setRoles(id, roles, now, tx);
      await writeAudit(tx, { staffId: actorId, action: 'set-roles', entity: 'staff', entityId: id, before: { roles: from }, after: { roles }, at: now });
    });
  }

  // The account's sessions end with it: its next call answers TOKEN_REVOKED.
  async disable(actorId: number, id: number) {
    await inTransaction(this.db, async (tx) => {
      await lockKey(tx, ADMINISTRATORS_LOCK);
      const target = await this.existing(id, tx);
      if (target.status !== ACCOUNT_ACTIVE) throw new AppError('STAFF_ALREADY_DISABLED');
      await this.keepAnAdministrator(target, tx);
      const now = nowIso();
      if (!(await this.repo.changeStatus(id, ACCOUNT_ACTIVE, ACCOUNT_DISABLED, now, tx))) throw new AppError('STAFF_ALREADY_DISABLED');
      await this.deps.sessions.revokeAllFor('staff', id, 'disabled', undefined, tx);
      await writeAudit(tx, { staffId: actorId, action: 'disable', entity: 'staff', entityId: id, before: { status: 'active' }, after: { status: 'disabled' }, at: now });
    });
  }

  async enable(actorId: number, id: number) {
    await inTransaction(this.db, async (tx) => {
      await this.existing(id, tx);
      const now = nowIso();
      if (!(await this.repo.changeStatus(id, ACCOUNT_DISABLED, ACCOUNT_ACTIVE, now, tx))) throw new AppError('STAFF_ALREADY_ACTIVE');
      await writeAudit(tx, { staffId: actorId, action: 'enable', entity: 'staff', entityId: id, before: { status: 'disabled' }, after: { status: 'active' }, at: now });
    });
  }

  // A new password ends the account's sessions, as a member's password change does.
  async resetPassword(actorId: number, id: number, password: string) {
    const passwordHash = await hashPassword(password);
    await inTransaction(this.db, async (tx) => {
      const now = nowIso();
      if (!(await this.repo.setPassword(id, passwordHash, now, tx))) throw new AppError('NOT_FOUND');
      await this.deps.sessions.revokeAllFor('staff', id, 'password-reset', undefined, tx);
      // The password itself is never logged.
      await writeAudit(tx, { staffId: actorId, action: 'reset-password', entity: 'staff', entityId: id, at: now });
    });
  }

  private async existing(id: number, tx: Transaction<DB>) {
    const row = await this.repo.findById(id, tx);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  // Before `target` stops being an active administrator: throws unless another one remains.
  private async keepAnAdministrator(target: { id: number; roles: string; status: number }, tx: Transaction<DB>) {
    if (target.status !== ACCOUNT_ACTIVE || !isAdministrator(target.roles)) return;
    const others = (await this.repo.activeAccounts(tx)).filter((a) => a.id !== target.id && isAdministrator(a.roles));
    if (others.length === 0) throw new AppError('STAFF_LAST_ADMINISTRATOR');
  }
}
