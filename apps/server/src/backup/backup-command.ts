import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, makeBackup } from './backup.js';

// npm run backup [directory]: a backup of the embedded database and the upload folder, made
// while the server runs, in a new portal-<time> directory under the directory given, else
// BACKUP_DIR (default ./backups). docs/deploy.md, "Backups".

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error('Usage: npm run backup [directory]   (default: BACKUP_DIR, else ./backups)');
    process.exit(1);
  }
  const config = loadConfig();
  // Relative to where npm was run, as DATA_DIR is (config.ts).
  const parent = args[0] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : config.backupDir;
  const { dir, manifest } = await makeBackup(config, parent);
  const by = manifest.database.copiedBy === 'server' ? 'copied by the running server' : 'copied from the file';
  console.log(`Backup written to ${dir}`);
  console.log(`  database: ${megabytes(manifest.database.bytes)}, ${by}, integrity check ok`);
  console.log(`  uploads:  ${manifest.uploads.files} files, ${megabytes(manifest.uploads.bytes)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
