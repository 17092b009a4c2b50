import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

// Where uploaded bytes live. Keys are made by the server ('id-card/2026-11/<hex>.jpg'), so an
// S3-compatible store can take the same keys as object names later.
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  // Rejects with FileMissingError when nothing is stored under the key.
  get(key: string): Promise<Readable>;
  // Deleting a missing key is not an error.
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileMissingError';
  }
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

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

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fs.writeFile(temporary, body, { flag: 'wx', mode: 0o640 });
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
}
