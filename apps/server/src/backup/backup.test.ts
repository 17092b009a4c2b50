import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { pdf } from '../test/file-fixtures.js';

// `npm run backup` and `npm run restore` as an operator runs them, against a real server
// process started here (from source, as `npm run dev` does), while requests write to its
// database; then the backup is restored into a fresh data directory and read back.
// docs/deploy.md, "Backups".

const serverDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const root = path.resolve(serverDir, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));

// The children see none of the settings of the shell the tests run in that would point them
// at another database or folder.
const { DATABASE_URL: _url, UPLOAD_DIR: _uploads, BACKUP_DIR: _backups, SQLITE_EXCLUSIVE: _exclusive, INIT_CWD: _cwd, ...baseEnv } = process.env;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function backupDirOf(ran: Ran): string {
  const dir = /Backup written to (.+)/.exec(ran.stdout)?.[1]?.trim();
  if (!dir) throw new Error(`no backup directory in the output:\n${ran.stdout}\n${ran.stderr}`);
  return dir;
}

// Integrity of a database file as SQLite sees it ('ok', or the problems found).
function integrity(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

// Writers that each send numbered writes one after another, waiting for each answer: a
// consistent copy holds, for each writer, its writes 0 … n-1 with no gap, and every write
// answered before the backup began.
class Writers {
  // For each writer, when each of its writes was answered (ms since the epoch).
  readonly answered: number[][];
  private stopped = false;
  private readonly running: Promise<void>[];

  constructor(count: number, write: (writer: number, n: number) => Promise<void>) {
    this.answered = Array.from({ length: count }, () => []);
    this.running = this.answered.map(async (times, writer) => {
      while (!this.stopped) {
        await write(writer, times.length);
        times.push(Date.now());
      }
    });
  }

  total(): number {
    return this.answered.reduce((sum, times) => sum + times.length, 0);
  }

  // For each writer, how many of its writes were answered before `time`.
  before(time: number): number[] {
    return this.answered.map((times) => times.filter((t) => t < time).length);
  }

  async until(total: number): Promise<void> {
    while (this.total() < total) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }
}

// When the backup began: the command notes the time just before it asks for the copy.
function startedAt(backupDir: string): number {
  return Date.parse((JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8')) as { createdAt: string }).createdAt);
}

// For each writer, the numbers its rows carry in a restored database ('w<writer>-<n>').
function writesIn(file: string, table: string, column: string, writers: number): number[][] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const seen: number[][] = Array.from({ length: writers }, () => []);
    for (const value of db.prepare(`select ${column} from ${table} where ${column} like 'w%-%'`).pluck().all() as string[]) {
      const [writer, n] = value.slice(1).split('-').map(Number);
      seen[writer!]!.push(n!);
    }
    return seen.map((ns) => ns.sort((a, b) => a - b));
  } finally {
    db.close();
  }
}

function expectConsistent(seen: number[][], ackedBefore: number[]): void {
  seen.forEach((ns, writer) => {
    // No gap: 0 … n-1.
    expect(ns).toEqual(ns.map((_, i) => i));
    expect(ns.length, `writer ${writer}: writes answered before the backup began`).toBeGreaterThanOrEqual(ackedBefore[writer]!);
  });
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('npm run backup against a running server (SQLite held alone, the default)', () => {
  const dataDir = path.join(work, 'live');
  let server: ChildProcess;
  let baseUrl = '';
  let serverOutput = '';

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...baseEnv,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SEED_DEMO_MEMBER: 'false',
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    baseUrl = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        serverOutput += chunk.toString();
        const port = /Member portal: http:\/\/localhost:(\d+)/.exec(serverOutput)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${serverOutput}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  async function post(url: string, body: unknown, token?: string): Promise<{ code: number; data: unknown }> {
    const res = await fetch(baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; data: unknown };
    if (res.status !== 200 || answer.code !== 0) throw new Error(`${url} answered ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  it('copies the database while requests write to it, with the uploads; the copy restores into a fresh data directory', async () => {
    const { token } = (await post('/admin-api/system/auth/login', { username: 'admin', password: 'admin1234' })).data as { token: string };

    // Uploads: stored through the server, read back as it serves them.
    const uploads: { id: string; bytes: Buffer }[] = [];
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      const body = Buffer.concat([pdf(), Buffer.from(`% upload ${i}\n`)]);
      form.append('file', new Blob([body], { type: 'application/pdf' }), `upload-${i}.pdf`);
      const res = await fetch(`${baseUrl}/admin-api/file/upload?purpose=attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const answer = (await res.json()) as { code: number; data: { id: string; url: string } };
      expect(answer.code).toBe(0);
      const served = await fetch(baseUrl + answer.data.url.replace('/app-api/', '/admin-api/'), { headers: { authorization: `Bearer ${token}` } });
      expect(served.status).toBe(200);
      uploads.push({ id: answer.data.id, bytes: Buffer.from(await served.arrayBuffer()) });
    }

    // Four writers, each a public client-error report at a time.
    const writers = new Writers(4, async (writer, n) => {
      await post('/app-api/system/client-error', { kind: 'error', message: `w${writer}-${n}`, url: '/backup-test' });
    });
    await writers.until(100);
    const beforeCommand = writers.total();
    const backup = await npmRun('backup', [path.join(work, 'backups')], { DATA_DIR: dataDir });
    const ackedDuring = writers.total() - beforeCommand;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writers.stop();

    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('copied by the running server');
    expect(backup.stdout).toContain('uploads:  3 files');
    // The writes went on while the command ran.
    expect(ackedDuring).toBeGreaterThan(0);
    const backupDir = backupDirOf(backup);
    const ackedBefore = writers.before(startedAt(backupDir));
    expect(path.basename(backupDir)).toMatch(/^portal-\d{8}T\d{6}Z$/);
    expect(integrity(path.join(backupDir, 'portal.sqlite'))).toBe('ok');

    // The server holds its database: restoring over it is refused, and nothing is touched.
    const refused = await npmRun('restore', [backupDir], { DATA_DIR: dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('is in use: stop the server');
    await post('/app-api/system/client-error', { kind: 'error', message: 'after the refused restore', url: '/backup-test' });

    const fresh = path.join(work, 'fresh');
    const restored = await npmRun('restore', [backupDir], { DATA_DIR: fresh });
    expect(restored.code, restored.stderr).toBe(0);
    const file = path.join(fresh, 'portal.sqlite');
    expect(integrity(file)).toBe('ok');
    expectConsistent(writesIn(file, 'client_error', 'message', 4), ackedBefore);

    // Opened as the server opens it, each upload's row names a stored file with the bytes served.
    const database = createDatabase({ url: file, exclusive: true });
    try {
      for (const upload of uploads) {
        const row = await database.db.selectFrom('file_object').select('storage_key').where('public_id', '=', upload.id).executeTakeFirstOrThrow();
        expect(fs.readFileSync(path.join(fresh, 'uploads', ...row.storage_key.split('/')))).toEqual(upload.bytes);
      }
    } finally {
      await database.destroy();
    }
  }, 120_000);
});

describe('npm run backup of a database the server shares (SQLITE_EXCLUSIVE=false)', () => {
  it('reads the file itself while another process writes, and restore refuses while the file is open', async () => {
    const dataDir = path.join(work, 'shared');
    // Opened as a server with SQLITE_EXCLUSIVE=false opens it, in this process.
    const database = createDatabase({ url: path.join(dataDir, 'portal.sqlite'), exclusive: false });
    try {
      await migrateToLatest(database);
      const writers = new Writers(3, async (writer, n) => {
        await database.db
          .insertInto('client_error')
          .values({ kind: 'error', message: `w${writer}-${n}`, url: '/backup-test', ip: '127.0.0.1', created_at: new Date().toISOString() })
          .execute();
        // better-sqlite3 answers at once: let the child processes' events in between.
        await new Promise((resolve) => setImmediate(resolve));
      });
      await writers.until(100);
      const beforeCommand = writers.total();
      const backup = await npmRun('backup', [path.join(work, 'shared-backups')], { DATA_DIR: dataDir, SQLITE_EXCLUSIVE: 'false' });
      const ackedDuring = writers.total() - beforeCommand;
      await writers.stop();
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('copied from the file');
      expect(ackedDuring).toBeGreaterThan(0);
      const backupDir = backupDirOf(backup);
      const ackedBefore = writers.before(startedAt(backupDir));

      const refused = await npmRun('restore', [backupDir], { DATA_DIR: dataDir, SQLITE_EXCLUSIVE: 'false' });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('is in use: stop the server');

      const fresh = path.join(work, 'shared-fresh');
      const restored = await npmRun('restore', [backupDir], { DATA_DIR: fresh });
      expect(restored.code, restored.stderr).toBe(0);
      expect(integrity(path.join(fresh, 'portal.sqlite'))).toBe('ok');
      expectConsistent(writesIn(path.join(fresh, 'portal.sqlite'), 'client_error', 'message', 3), ackedBefore);
    } finally {
      await database.destroy();
    }
  }, 120_000);
});

describe('Database.backup (SQLite)', () => {
  it('waits for a transaction in progress rather than copying nothing', async () => {
    const file = path.join(work, 'in-transaction', 'portal.sqlite');
    const database = createDatabase({ url: file, exclusive: true });
    try {
      await migrateToLatest(database);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = database.db.transaction().execute(async (tx) => {
        await tx.insertInto('client_error').values({ kind: 'error', message: 'w0-0', url: '/backup-test', ip: null, created_at: new Date().toISOString() }).execute();
        await held;
      });
      // Kysely keeps the transaction open across the await above; the backup starts meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const copy = path.join(work, 'in-transaction', 'copy.sqlite');
      const backup = database.backup!(copy);
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      await transaction;
      expect(await backup).toBeGreaterThan(1);
      expect(integrity(copy)).toBe('ok');
      expect(writesIn(copy, 'client_error', 'message', 1)).toEqual([[0]]);
    } finally {
      await database.destroy();
    }
  });
});

describe('npm run backup with PostgreSQL', () => {
  it('refuses, pointing at docs/deploy.md', async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: path.join(work, 'pg') };
    const [backup, restore, usage] = await Promise.all([
      npmRun('backup', [path.join(work, 'pg-backups')], env),
      npmRun('restore', [path.join(work, 'pg-backups')], env),
      npmRun('restore', [], { DATA_DIR: path.join(work, 'pg') }),
    ]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump');
    expect(backup.stderr).toContain('docs/deploy.md');
    expect(fs.existsSync(path.join(work, 'pg-backups'))).toBe(false);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run restore <backup directory>');
  }, 60_000);
});
