import type { Kysely } from 'kysely';
import { DEFAULT_ADMIN_USERNAME, type Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';

// Production refuses to start while an active staff account is named `admin`: the same
// username in every install is half the password a stranger needs. ADMIN_USERNAME only names
// the administrator of a new database (config.ts refuses its default in production); a database
// made before it was set keeps its `admin` until someone renames or disables it.
export async function defaultAdminProblem(config: Config, db: Kysely<DB>): Promise<string | null> {
  if (config.env !== 'production') return null;
  const row = await db
    .selectFrom('staff_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', DEFAULT_ADMIN_USERNAME))
    .where('status', '=', ACCOUNT_ACTIVE)
    .executeTakeFirst();
  return row
    ? `an active staff account is named "${DEFAULT_ADMIN_USERNAME}": rename it (or disable it and sign in as the ADMIN_USERNAME administrator) before starting in production`
    : null;
}
