import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { InProcessJobRunner } from './in-process-runner.js';
import type { JobLog, JobRunner } from './job-runner.js';
import { PgBossJobRunner } from './pg-boss-runner.js';

// pg-boss's tables live beside the app's, in their own schema: `pgboss`, or `<schema>_jobs`
// when the app works in a schema of its own (each test run does).
export function jobsSchemaOf(database: Database): string {
  return database.schema ? `${database.schema}_jobs` : 'pgboss';
}

// pg-boss runs its SQL through the app's pool (one pool per process, no second set of
// connections). A statement without parameters goes as a simple query, so pg-boss's
// multi-statement scripts pass too. Some of those open a transaction (BEGIN; …; COMMIT;): when
// one fails midway (two processes installing at once, which pg-boss expects and tolerates) the
// connection would go back to the pool inside an aborted transaction, so it is rolled back first.
function poolOf(database: Database): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      database.db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: [...result.rows] };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
          throw error;
        }
      }),
  };
}

export function createJobRunner(database: Database, log: JobLog, options: { pollingIntervalSeconds?: number } = {}): JobRunner {
  if (database.dialect === 'sqlite') return new InProcessJobRunner(log);
  return new PgBossJobRunner({ db: poolOf(database), schema: jobsSchemaOf(database), log, ...options });
}
