import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export class StaffRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByUsername(username: string) {
    return this.db.selectFrom('staff_user').selectAll().where('username', '=', username).executeTakeFirst();
  }
}
