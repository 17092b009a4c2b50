import type { AnyDb } from '../migration-helpers.js';

// The slider check gains a proof-of-work challenge per puzzle (docs/captcha.md) and records
// which rule refused a check, so the rules can be tuned against what real members do.
const COLUMNS = [
  ['pow_challenge', 'text'],
  ['pow_secret', 'varchar(64)'],
  ['refused_for', 'varchar(32)'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('captcha_challenge').addColumn(name, type).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of COLUMNS) {
    await db.schema.alterTable('captcha_challenge').dropColumn(name).execute();
  }
}
