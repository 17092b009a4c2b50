import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

// How `npm run backup` reaches a running server (docs/decisions.md, "Backups of the embedded
// database"). A server holding its SQLite file (SQLITE_EXCLUSIVE, the default) is the only
// process that can read it, so the backup command asks the server, over a Unix socket beside
// the database file, to copy the database; the server answers with the copy's path. The
// socket is made readable and writable by the server's own user only, and all a caller can
// have is a copy of the database written beside it, under a name the server picks.

export function backupSocketPath(databaseFile: string): string {
  return `${databaseFile}.backup.sock`;
}

// The server's copies, beside the database until the command moves them into the backup.
function partPath(databaseFile: string): string {
  return `${databaseFile}.backup-${randomBytes(6).toString('hex')}.part`;
}

function isPart(databaseFile: string, name: string): boolean {
  const base = path.basename(databaseFile);
  return name.startsWith(`${base}.backup-`) && name.endsWith('.part');
}

interface Request {
  op: 'backup';
}

export type Answer = { ok: true; file: string; pages: number } | { ok: false; error: string };

// A request is one short JSON line; anything longer is not from the backup command.
const REQUEST_MAX = 1024;

export interface BackupSocket {
  path: string;
  close(): Promise<void>;
}

// Listens on the database's backup socket; null (and a warning in the log) when it cannot,
// e.g. when the path is longer than a socket's name may be (about 100 characters).
export async function openBackupSocket(options: {
  databaseFile: string;
  backup: (destination: string) => Promise<number>;
  log: FastifyBaseLogger;
}): Promise<BackupSocket | null> {
  const { databaseFile, backup, log } = options;
  const socketPath = backupSocketPath(databaseFile);
  const dir = path.dirname(databaseFile);
  // Left by a server that stopped mid-way (or a command that did): this server holds the
  // database alone, so nobody else is using them.
  for (const name of fs.readdirSync(dir)) {
    if (isPart(databaseFile, name)) fs.rmSync(path.join(dir, name), { force: true });
  }
  fs.rmSync(socketPath, { force: true });

  const server = net.createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > REQUEST_MAX) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });

  async function answer(line: string): Promise<Answer> {
    let request: Request;
    try {
      request = JSON.parse(line) as Request;
    } catch {
      return { ok: false, error: 'not a request' };
    }
    if (request.op !== 'backup') return { ok: false, error: `unknown request ${String(request.op)}` };
    const file = partPath(databaseFile);
    const started = Date.now();
    try {
      const pages = await backup(file);
      log.info({ file, pages, ms: Date.now() - started }, 'database backup written');
      return { ok: true, file, pages };
    } catch (error) {
      fs.rmSync(file, { force: true });
      log.error({ err: error }, 'database backup failed');
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  // The socket file is made with no rights for group and others; process.umask is the only
  // way to have it so from the start, and listen() makes the file before it returns.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    log.warn({ err: error, socket: socketPath }, 'backup socket not opened: npm run backup cannot reach this server');
    return null;
  } finally {
    process.umask(previous);
  }
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

// The backup command's side. Null when no server listens (no socket file, or one left by a
// server that is gone); the server's refusal or failure is thrown.
export async function requestServerBackup(socketPath: string): Promise<{ file: string; pages: number } | null> {
  const socket = await connect(socketPath);
  if (!socket) return null;
  return new Promise((resolve, reject) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(received) as Answer;
        if (reply.ok) resolve({ file: reply.file, pages: reply.pages });
        else reject(new Error(`the server could not back up its database: ${reply.error}`));
      } catch {
        reject(new Error('the server closed the backup socket without an answer (did it stop?)'));
      }
    });
    socket.write(`${JSON.stringify({ op: 'backup' } satisfies Request)}\n`);
  });
}

// Whether a server answers on the socket (restore refuses then).
export async function serverListening(socketPath: string): Promise<boolean> {
  const socket = await connect(socketPath);
  socket?.destroy();
  return socket !== null;
}

function connect(socketPath: string): Promise<net.Socket | null> {
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Refused: the file outlived its server (killed, or the machine stopped).
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}
