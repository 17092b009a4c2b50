import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Reads db/migrations/*.ts (tests, tsx) or *.js (built); names sort by their timestamp.
class DirectoryMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(migrationsDir)).filter(
      (f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const mod = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = mod;
    }
    return migrations;
  }
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  // On PostgreSQL the migrator finds its own tables in any schema unless told which one, so a
  // database in another schema of the same server (parallel test runs) could hide a missing one.
  const migrationTableSchema =
    database.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db: database.db, provider: new DirectoryMigrationProvider(), migrationTableSchema });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    // Kysely looks for its tables through PostgreSQL's catalogue of every schema; a schema
    // dropped, or a table altered, by another client during that look fails it (3F000, 42703,
    // 42P01) before any migration ran (parallel test runs migrate and drop theirs). Looking
    // again is safe.
    const code = (error as { code?: unknown } | undefined)?.code;
    if (error && attempt < 3 && !results?.length && (code === '3F000' || code === '42703' || code === '42P01')) continue;
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}
