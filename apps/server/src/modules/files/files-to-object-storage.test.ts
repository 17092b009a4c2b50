import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { LocalFileStorage } from './file-storage.js';
import { copyToObjectStorage } from './files-to-object-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../../..');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('moving the upload directory into the bucket (npm run files:to-s3)', () => {
  let s3: TestS3;
  let dir: string;
  let local: LocalFileStorage;
  let bucket: S3FileStorage;
  const files: Record<string, Buffer> = {
    'id-card/2026-10/0a1b2c.png': randomBytes(3000),
    'packing-list/2026-11/3d4e5f.pdf': randomBytes(6 * 1024 * 1024),
    'attachment/2026-11/6a7b8c.xlsx': randomBytes(500),
  };

  beforeAll(async () => {
    s3 = await startS3();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-move-'));
    local = new LocalFileStorage(dir);
    bucket = new S3FileStorage(s3.settings);
    for (const [key, body] of Object.entries(files)) await local.put(key, body);
    // What a crash during an upload leaves: not a stored file, never copied.
    await fs.writeFile(path.join(dir, 'attachment/2026-11/6a7b8c.xlsx.1f2e3d.part'), 'half');
    // A copy cut short earlier: the object is there but not whole, so it is copied again.
    await bucket.put('id-card/2026-10/0a1b2c.png', Buffer.from('cut'), 'image/png');
  });
  afterAll(async () => {
    await bucket.close();
    await s3.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies every stored file under its key, and a second run copies nothing', async () => {
    const first = await copyToObjectStorage(local, bucket);
    expect(first).toEqual({ copied: 3, present: 0, bytes: 3000 + 6 * 1024 * 1024 + 500, ignored: ['attachment/2026-11/6a7b8c.xlsx.1f2e3d.part'] });
    for (const [key, body] of Object.entries(files)) expect((await bytesOf(await bucket.get(key))).equals(body)).toBe(true);
    // The 6 MB file went up in one PUT streamed from disk, its length known from the directory.
    expect(s3.events.filter((e) => e.key === 'packing-list/2026-11/3d4e5f.pdf').map((e) => e.name)).toEqual(['ObjectCreated:Put']);
    // The directory stays as it was: the way back until the bucket is trusted.
    expect((await local.list()).files.map((f) => f.key).sort()).toEqual(Object.keys(files).sort());

    const created = s3.events.length;
    expect(await copyToObjectStorage(local, bucket)).toEqual({ copied: 0, present: 3, bytes: 0, ignored: ['attachment/2026-11/6a7b8c.xlsx.1f2e3d.part'] });
    expect(s3.events.length).toBe(created);
  });

  it('is the command npm run files:to-s3 runs, reading the S3_* settings', async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      UPLOAD_DIR: dir,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const { stdout } = await run('npx', ['tsx', '--conditions=source', 'src/files-to-s3.ts'], { cwd: serverDir, env });
    expect(stdout).toContain(`Copying ${dir} into bucket ${s3.settings.bucket} at ${s3.settings.endpoint}`);
    expect(stdout).toContain('Copied 0 files (0 bytes); 3 already in the bucket; 1 ignored');

    const refused = await run('npx', ['tsx', '--conditions=source', 'src/files-to-s3.ts'], { cwd: serverDir, env: { ...env, S3_BUCKET: '' } }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('set S3_BUCKET') });
  }, 60_000);
});
