import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Where uploaded bytes live: a local directory (LocalFileStorage) or an S3-compatible bucket
// (S3FileStorage, s3-file-storage.ts). Keys are made by the server ('id-card/2026-11/<hex>.jpg')
// and are the same in both: the object name in a bucket, the relative path on disk.
export interface FileStorage {
  // A stream is written as it is read, never held whole in memory.
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  // Rejects with FileMissingError when nothing is stored under the key.
  get(key: string): Promise<Readable>;
  // Deleting a missing key is not an error.
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  // Lets go of connections; the storage is not used afterwards.
  close(): Promise<void>;
}

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileMissingError';
  }
}

export const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

// A directory on the server's disk (default `<DATA_DIR>/uploads`, `UPLOAD_DIR` overrides).
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  // Keys are server-made; the check keeps a future caller from reaching outside the root.
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body, { flag: 'wx', mode: 0o640 });
      else await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const target = this.pathOf(key);
    // Opened first so a missing file is an error here, not later in the answer's stream.
    const handle = await fs.open(target, 'r').catch((error: unknown) => {
      throw isNotFound(error) ? new FileMissingError(key) : error;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {}

  // Every stored file's key and size, for moving the directory into a bucket
  // (files-to-object-storage.ts). Anything that is not a key (a '.part' left by a crash, a
  // stray file) is listed apart.
  async list(): Promise<{ files: { key: string; size: number }[]; others: string[] }> {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    });
    const files: { key: string; size: number }[] = [];
    const others: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      if (KEY_PATTERN.test(key)) files.push({ key, size: (await fs.stat(full)).size });
      else others.push(key);
    }
    files.sort((a, b) => a.key.localeCompare(b.key));
    return { files, others };
  }
}
