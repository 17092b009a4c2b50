import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, restoreBackup } from './backup.js';

// npm run restore <backup directory>: puts a backup made by npm run backup back in place of
// the database and the upload folder, with the server stopped. What it replaces is moved
// aside, not deleted. docs/deploy.md, "Backups".

async function main(): Promise<void> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error('Usage: npm run restore <backup directory>   (a portal-<time> directory made by npm run backup)');
    const found = fs.existsSync(config.backupDir) ? fs.readdirSync(config.backupDir).filter((name) => name.startsWith('portal-')).sort() : [];
    if (found.length > 0) console.error(`Backups in ${config.backupDir}:\n${found.map((name) => `  ${name}`).join('\n')}`);
    process.exit(1);
  }
  const backupDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  const result = await restoreBackup(config, backupDir);
  console.log(`Restored the backup of ${result.manifest.createdAt} from ${backupDir}`);
  console.log(`  database: ${result.database}`);
  console.log(`  uploads:  ${result.uploads} (${result.manifest.uploads.files} files)`);
  if (result.previousDatabase) console.log(`The database it replaced was moved to ${result.previousDatabase}`);
  if (result.previousUploads) console.log(`The upload folder it replaced was moved to ${result.previousUploads}`);
  if (result.previousDatabase || result.previousUploads) console.log('Delete them once the restored portal is checked.');
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
