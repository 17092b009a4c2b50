import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

// Serialises the transactions that check and then write the counters of one key (an SMS
// number, a sign-in account), so that parallel requests cannot all pass a limit. PostgreSQL
// takes a transaction-scoped advisory lock; SQLite runs one transaction at a time anyway.
export async function lockKey(tx: Transaction<DB>, key: string): Promise<void> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
  }
}
