import type { Kysely } from 'kysely';
import type { StaffPageQuery, StaffRole } from '@portal/contracts/staff';
import type { DB } from '../../db/schema.js';
import { containsInsensitive, toCount, toJson } from '../../db/sql.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import type { Executor } from '../../db/executor.js';

export interface NewStaff {
  username: string;
  name: string;
  passwordHash: string;
  roles: readonly StaffRole[];
  now: string;
}

export class StaffRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByUsername(username: string) {
    return this.db.selectFrom('staff_user').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findById(id: number, tx: Executor = this.db) {
    return tx.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // Oldest first; username matches any part, role any of the account's roles.
  async page(filter: StaffPageQuery) {
    let query = this.db.selectFrom('staff_user');
    const { username } = filter;
    if (username) query = query.where((eb) => containsInsensitive(eb.ref('username'), username));
    // The role is one of STAFF_ROLES (checked by the route), stored quoted in a JSON array.
    if (filter.role) query = query.where('roles', 'like', `%"${filter.role}"%`);
    if (filter.status) query = query.where('status', filter.status === 'active' ? '=' : '!=', ACCOUNT_ACTIVE);
    const [rows, total] = await Promise.all([
      query
        .select(['id', 'username', 'name', 'roles', 'status', 'created_at', 'updated_at'])
        .orderBy('id')
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.n) };
  }

  // Active accounts with their roles, to count administrators (staff are few).
  activeAccounts(tx: Executor) {
    return tx.selectFrom('staff_user').select(['id', 'roles']).where('status', '=', ACCOUNT_ACTIVE).execute();
  }

  async insert(s: NewStaff, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('staff_user')
      .values({
        username: s.username,
        password_hash: s.passwordHash,
        name: s.name,
        roles: toJson(s.roles),
        status: ACCOUNT_ACTIVE,
        password_changed_at: s.now,
        created_at: s.now,
        updated_at: s.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setRoles(id: number, roles: readonly StaffRole[], now: string, tx: Executor) {
    await tx.updateTable('staff_user').set({ roles: toJson(roles), updated_at: now }).where('id', '=', id).execute();
  }

  // Moves the account from one status to the other; false when it was not in `from` (already
  // moved by a parallel call, or gone).
  async changeStatus(id: number, from: number, to: number, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('staff_user')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setPassword(id: number, passwordHash: string, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('staff_user')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
