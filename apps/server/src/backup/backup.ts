import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFile, type Config } from '../config.js';
import { backupSocketPath, requestServerBackup, serverListening } from './backup-socket.js';

// `npm run backup` and `npm run restore` (docs/deploy.md, "Backups"; the design in
// docs/decisions.md, "Backups of the embedded database").
//
// A backup is one directory, `portal-<UTC time>`, holding `portal.sqlite` (a consistent copy
// of the database, one self-contained file that passed SQLite's integrity check), `uploads/`
// (the local upload folder) and `backup.json` (what was copied, when and how). It is made
// under a hidden name and renamed when complete, so a directory named `portal-…` is whole.

// A refusal or failure the operator can act on: the commands print the message alone.
export class BackupError extends Error {}

export const BACKUP_FORMAT = 1;
const DATABASE_NAME = 'portal.sqlite';
const UPLOADS_NAME = 'uploads';
const MANIFEST_NAME = 'backup.json';

export const POSTGRES_BACKUP_REFUSAL =
  'DATABASE_URL points at PostgreSQL, and npm run backup copies the embedded SQLite database only. Back PostgreSQL up with pg_dump, and uploads in object storage with bucket versioning or aws s3 sync: docs/deploy.md, "Backups".';
export const POSTGRES_RESTORE_REFUSAL =
  'DATABASE_URL points at PostgreSQL, and npm run restore puts back the embedded SQLite database only. Restore PostgreSQL with pg_restore: docs/deploy.md, "Backups".';

export interface Manifest {
  format: number;
  createdAt: string;
  database: { file: string; pages: number; bytes: number; integrity: 'ok'; copiedBy: 'server' | 'file' };
  uploads: { dir: string; files: number; bytes: number };
  source: { database: string; uploads: string };
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

// 20261127T174005Z: sorts by time, and no character a file system or a shell minds.
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function sqliteCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

export async function makeBackup(config: Config, parent: string): Promise<BackupResult> {
  const databaseFile = sqliteFile(config);
  if (!databaseFile) throw new BackupError(POSTGRES_BACKUP_REFUSAL);
  if (isInside(parent, config.uploads.dir)) {
    throw new BackupError(`the backup directory ${parent} is inside the upload folder ${config.uploads.dir}, which the backup copies: choose another`);
  }
  fs.mkdirSync(parent, { recursive: true });
  const partial = path.join(parent, `.portal-${stamp(new Date())}-${randomBytes(4).toString('hex')}.partial`);
  // Backups hold password hashes and identity documents: readable by their owner only.
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const databaseCopy = path.join(partial, DATABASE_NAME);
    const { pages, copiedBy, startedAt } = await copyDatabase(databaseFile, databaseCopy);
    const bytes = finishCopy(databaseCopy);
    // After the database: every upload its rows name was stored before the row was written
    // (modules/files), so it is in the folder now. Files uploaded since are copied too, unnamed
    // by any row of the copy, which does no harm.
    const uploads = copyTree(config.uploads.dir, path.join(partial, UPLOADS_NAME));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: startedAt.toISOString(),
      database: { file: DATABASE_NAME, pages, bytes, integrity: 'ok', copiedBy },
      uploads: { dir: UPLOADS_NAME, ...uploads },
      source: { database: databaseFile, uploads: config.uploads.dir },
    };
    fs.writeFileSync(path.join(partial, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return { dir: publish(partial, path.join(parent, `portal-${stamp(startedAt)}`)), manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

// The complete backup takes its name; a second backup within the same second gets `-2`.
function publish(partial: string, name: string): string {
  for (let n = 1; ; n++) {
    const target = n === 1 ? name : `${name}-${n}`;
    if (fs.existsSync(target)) continue;
    fs.renameSync(partial, target);
    return target;
  }
}

// `startedAt`: the time just before the copy was asked for. Every write committed before it is
// in the copy (the manifest's createdAt, which the test checks).
async function copyDatabase(databaseFile: string, destination: string): Promise<{ pages: number; copiedBy: 'server' | 'file'; startedAt: Date }> {
  // A running server holding the file copies it through its own connection.
  let startedAt = new Date();
  const socket = backupSocketPath(databaseFile);
  const made = await requestServerBackup(socket).catch((error: unknown) => {
    const reason = (error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied: run the command as the server\'s user' : error instanceof Error ? error.message : String(error);
    throw new BackupError(`the running server's backup socket ${socket}: ${reason}`);
  });
  if (made) {
    moveFile(made.file, destination);
    return { pages: made.pages, copiedBy: 'server', startedAt };
  }
  if (!fs.existsSync(databaseFile)) throw new BackupError(`there is no database at ${databaseFile} (DATA_DIR or DATABASE_URL)`);
  const source = new SQLite(databaseFile, { fileMustExist: true, timeout: 2000 });
  try {
    try {
      source.prepare('select count(*) from sqlite_master').get();
    } catch (error) {
      if (sqliteCode(error) !== 'SQLITE_BUSY') throw error;
      throw new BackupError(
        `${databaseFile} is held by a running server, whose backup socket ${backupSocketPath(databaseFile)} does not answer. Check that the server runs as this user and that it logged no "backup socket not opened" warning; or stop the server and back up then.`,
      );
    }
    // Every page in one step, so under one read transaction: the copy is one moment of the
    // database even while a server sharing the file (SQLITE_EXCLUSIVE=false) writes, which in
    // smaller steps would start the copy again at each write.
    startedAt = new Date();
    const { totalPages } = await source.backup(destination, { progress: () => 0x7fffffff });
    if (totalPages < 1) throw new BackupError(`${databaseFile} could not be read (busy): try again`);
    return { pages: totalPages, copiedBy: 'file', startedAt };
  } finally {
    source.close();
  }
}

function moveFile(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system than the database's: copied, then the server's copy removed.
    fs.copyFileSync(from, to);
    fs.rmSync(from);
  }
}

// The copy becomes one self-contained file (rollback journal rather than WAL, which the server
// turns back on when it opens it), checked page by page. Answers its size.
function finishCopy(file: string): number {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const problems = copy.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      throw new BackupError(`the copy of the database failed SQLite's integrity check: ${problems.map((p) => p.integrity_check).join('; ')}`);
    }
  } finally {
    copy.close();
  }
  fs.chmodSync(file, 0o600);
  return fs.statSync(file).size;
}

// Copies a directory tree of regular files; a missing source gives an empty directory.
// `.part` files are uploads being written (modules/files/file-storage.ts): not yet stored.
function copyTree(from: string, to: string): { files: number; bytes: number } {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  const count = { files: 0, bytes: 0 };
  if (!fs.existsSync(from)) return count;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = copyTree(source, target);
      count.files += inner.files;
      count.bytes += inner.bytes;
    } else if (entry.isFile() && !entry.name.endsWith('.part')) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        // Deleted while the backup ran (a member removed an unused upload): nothing to keep.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      count.files++;
      count.bytes += fs.statSync(target).size;
    }
  }
  return count;
}

export interface RestoreResult {
  database: string;
  uploads: string;
  // Where the database and the upload folder that were replaced were moved (null: none).
  previousDatabase: string | null;
  previousUploads: string | null;
  manifest: Manifest;
}

export async function restoreBackup(config: Config, backupDir: string, now = new Date()): Promise<RestoreResult> {
  const databaseFile = sqliteFile(config);
  if (!databaseFile) throw new BackupError(POSTGRES_RESTORE_REFUSAL);
  const manifest = readManifest(backupDir);
  // The names are this version's own, whatever the manifest says: restore reads inside the
  // backup directory only.
  const copy = path.join(backupDir, DATABASE_NAME);
  checkCopy(copy);
  await assertNotInUse(databaseFile);

  const suffix = `before-restore-${stamp(now)}`;
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  let previousDatabase: string | null = null;
  if (fs.existsSync(databaseFile)) {
    previousDatabase = `${databaseFile}.${suffix}`;
    fs.renameSync(databaseFile, previousDatabase);
  }
  // A WAL or journal left beside the old file would be applied to the restored one: each goes
  // with its database, under the name SQLite looks for beside the moved file.
  for (const companion of ['-wal', '-journal']) {
    if (!fs.existsSync(databaseFile + companion)) continue;
    if (previousDatabase) fs.renameSync(databaseFile + companion, previousDatabase + companion);
    else fs.rmSync(databaseFile + companion);
  }
  fs.rmSync(`${databaseFile}-shm`, { force: true });
  const incoming = `${databaseFile}.restore-part`;
  fs.copyFileSync(copy, incoming);
  fs.renameSync(incoming, databaseFile);

  const uploads = config.uploads.dir;
  let previousUploads: string | null = null;
  if (fs.existsSync(uploads)) {
    if (fs.readdirSync(uploads).length > 0) {
      previousUploads = `${uploads}.${suffix}`;
      fs.renameSync(uploads, previousUploads);
    } else {
      fs.rmdirSync(uploads);
    }
  }
  const incomingUploads = `${uploads}.restore-part`;
  fs.rmSync(incomingUploads, { recursive: true, force: true });
  copyTree(path.join(backupDir, UPLOADS_NAME), incomingUploads);
  fs.renameSync(incomingUploads, uploads);
  return { database: databaseFile, uploads, previousDatabase, previousUploads, manifest };
}

function readManifest(backupDir: string): Manifest {
  const file = path.join(backupDir, MANIFEST_NAME);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? `it has no ${MANIFEST_NAME}` : `its ${MANIFEST_NAME} cannot be read`;
    throw new BackupError(`${backupDir} is not a backup made by npm run backup: ${why}`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${backupDir} is a backup of format ${String(manifest.format)}; this version restores format ${BACKUP_FORMAT}`);
  return manifest;
}

function checkCopy(copy: string): void {
  if (!fs.existsSync(copy)) throw new BackupError(`the backup has no database file (${copy})`);
  const db = new SQLite(copy, { readonly: true, fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      throw new BackupError(`the backup's database fails SQLite's integrity check: ${problems.map((p) => p.integrity_check).join('; ')}`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the backup's database cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
}

// Refuses while any process has the database open: a server holding it answers on its
// backup socket (or keeps its lock), and a server sharing it (SQLITE_EXCLUSIVE=false) or an
// sqlite3 shell keeps the exclusive lock from being taken even while idle. Once the lock is
// held, the WAL is folded into the file, so the file moved aside is whole by itself.
async function assertNotInUse(databaseFile: string): Promise<void> {
  const inUse = `${databaseFile} is in use: stop the server (and any other program using the database, such as an sqlite3 shell) before restoring`;
  if (await serverListening(backupSocketPath(databaseFile))) throw new BackupError(`${inUse}; a server answers on ${backupSocketPath(databaseFile)}`);
  if (!fs.existsSync(databaseFile)) return;
  const db = new SQLite(databaseFile, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if (sqliteCode(error) === 'SQLITE_BUSY' || sqliteCode(error) === 'SQLITE_LOCKED') throw new BackupError(inUse);
    throw new BackupError(`${databaseFile} cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
}
