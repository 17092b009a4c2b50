import './v8-flags.js';
import path from 'node:path';
import { buildApp } from './app.js';
import { openBackupSocket } from './backup/backup-socket.js';
import { loadConfig, productionProblems, sqliteFile } from './config.js';
import { DatabaseInUseError, createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/seed.js';
import { defaultAdminProblem } from './modules/staff/default-admin.js';
import { createShutdown, shutdownOnSignals } from './lib/shutdown.js';

async function main() {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }

  const database = createDatabase({ url: config.databaseUrl ?? path.join(config.dataDir, 'portal.sqlite'), exclusive: config.sqliteExclusive });
  await migrateToLatest(database);
  const seeded = await seed(database, config);
  const adminProblem = await defaultAdminProblem(config, database.db);
  if (adminProblem) {
    console.error(`Refusing to start in production:\n- ${adminProblem}`);
    await database.destroy();
    process.exit(1);
  }

  const { app, services, readiness } = await buildApp({ config, database });
  app.addHook('onClose', async () => database.destroy());
  // `npm run backup` asks this server for the copy while it holds the file alone; a file
  // shared by several servers (SQLITE_EXCLUSIVE=false) is read by the command itself.
  const databaseFile = sqliteFile(config);
  if (databaseFile && database.backup && config.sqliteExclusive) {
    const backupSocket = await openBackupSocket({ databaseFile, backup: database.backup, log: app.log });
    if (backupSocket) app.addHook('onClose', async () => backupSocket.close());
  }

  // Not ready at once, a drain, then close and exit (lib/shutdown.ts, docs/deploy.md).
  shutdownOnSignals(createShutdown({ app, readiness, drainMs: config.shutdownDrainMs, exit: (code) => process.exit(code) }));

  await app.listen({ host: config.host, port: config.port });
  // Background jobs (jobs/README.md); app.close() stops them before the database closes.
  await services.jobs.start();
  const where = databaseFile ? `SQLite at ${databaseFile}` : 'PostgreSQL';
  // The port listened on, which PORT=0 leaves to the system.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nMember portal: http://localhost:${port}  (API docs: /api-docs, database: ${where})`);
  if (seeded.demoAccounts) {
    console.log(
      `Demo member: area code ${seeded.demoAccounts.member.areaCode}, mobile ${seeded.demoAccounts.member.mobile}, password ${seeded.demoAccounts.member.password}, control password ${seeded.demoAccounts.member.controlPassword}`,
    );
    console.log('Staff accounts (username / password, role):');
    for (const s of seeded.demoAccounts.staff) console.log(`  ${s.username} / ${s.password}  (${s.role})`);
    console.log('');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
