import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

// What a query runs on: the database itself or an open transaction. Every repository method
// that writes takes one (docs/server-structure.md, "The executor rule"), so a service can put
// writes of several modules into one transaction.
export type Executor = Kysely<DB> | Transaction<DB>;

// Runs `work` in a transaction on `db`: committed when it returns, rolled back when it throws.
// Inside an open transaction, `work` joins it instead of nesting.
export function inTransaction<T>(db: Executor, work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
