import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { FileMissingError, LocalFileStorage, type FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

const MB = 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// What every FileStorage does, whichever place it keeps the bytes in.
function describeFileStorage(name: string, open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage;
    let close = async () => {};
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await storage.close();
      await close();
    });

    it('gives back the bytes put under a key, from a buffer or a stream', async () => {
      const body = randomBytes(70_000);
      await storage.put('attachment/2026-11/aa11.pdf', body, 'application/pdf');
      expect((await bytesOf(await storage.get('attachment/2026-11/aa11.pdf'))).equals(body)).toBe(true);
      const streamed = randomBytes(200_000);
      await storage.put('attachment/2026-11/bb22.pdf', Readable.from([streamed.subarray(0, 1000), streamed.subarray(1000)]), 'application/pdf');
      expect((await bytesOf(await storage.get('attachment/2026-11/bb22.pdf'))).equals(streamed)).toBe(true);
      expect(await storage.exists('attachment/2026-11/bb22.pdf')).toBe(true);
    });

    it('replaces what was under a key', async () => {
      await storage.put('avatar/2026-11/cc33.png', Buffer.from('first'), 'image/png');
      await storage.put('avatar/2026-11/cc33.png', Buffer.from('second'), 'image/png');
      expect((await bytesOf(await storage.get('avatar/2026-11/cc33.png'))).toString()).toBe('second');
    });

    it('answers a missing key with FileMissingError, and exists() false', async () => {
      await expect(storage.get('attachment/2026-11/nothing.pdf')).rejects.toBeInstanceOf(FileMissingError);
      expect(await storage.exists('attachment/2026-11/nothing.pdf')).toBe(false);
    });

    it('deletes, and deleting a missing key is no error', async () => {
      await storage.put('refund/2026-11/dd44.jpg', Buffer.from('x'), 'image/jpeg');
      await storage.delete('refund/2026-11/dd44.jpg');
      expect(await storage.exists('refund/2026-11/dd44.jpg')).toBe(false);
      await expect(storage.get('refund/2026-11/dd44.jpg')).rejects.toBeInstanceOf(FileMissingError);
      await expect(storage.delete('refund/2026-11/dd44.jpg')).resolves.toBeUndefined();
    });

    it('keeps nothing under a key whose stream fails midway', async () => {
      async function* broken() {
        yield randomBytes(100_000);
        throw new Error('the client went away');
      }
      await expect(storage.put('attachment/2026-11/ee55.pdf', Readable.from(broken()), 'application/pdf')).rejects.toThrow('the client went away');
      expect(await storage.exists('attachment/2026-11/ee55.pdf')).toBe(false);
    });

    it('refuses keys the server does not make', async () => {
      for (const key of ['../etc/passwd.txt', 'a/../../b.pdf', 'Upper/x.pdf', 'no-extension']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describeFileStorage('local directory', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
  return { storage: new LocalFileStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) };
});

describeFileStorage('S3 bucket (s3rver)', async () => {
  const s3 = await startS3();
  return { storage: new S3FileStorage(s3.settings), close: () => s3.close() };
});

// A body of `size` bytes made as it is read, 64 KiB at a time.
function generated(size: number) {
  const hash = createHash('sha256');
  let produced = 0;
  const stream = new Readable({
    read() {
      if (produced >= size) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, size - produced));
      produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

describe('S3FileStorage streams', () => {
  let s3: TestS3;
  let storage: S3FileStorage;
  const SIZE = 48 * MB;
  let digest = '';
  let spoolDir = '';

  beforeAll(async () => {
    s3 = await startS3();
    spoolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-spool-'));
    storage = new S3FileStorage(s3.settings, { spoolDir });
  });
  afterAll(async () => {
    await storage.close();
    await s3.close();
    await fs.rm(spoolDir, { recursive: true, force: true });
  });

  it('uploads a stream of unknown length through a temporary file, in one PUT', async () => {
    const source = generated(SIZE);
    await storage.put('attachment/2026-11/big1.pdf', source.stream, 'application/pdf');
    digest = source.digest();
    expect(await storage.size('attachment/2026-11/big1.pdf')).toBe(SIZE);
    expect(s3.events.filter((e) => e.key === 'attachment/2026-11/big1.pdf').map((e) => e.name)).toEqual(['ObjectCreated:Put']);
    expect(await fs.readdir(spoolDir)).toEqual([]);
  }, 60_000);

  it('hands out the object as a stream before its bytes have arrived', async () => {
    const before = s3.traffic.down;
    const body = await storage.get('attachment/2026-11/big1.pdf');
    // Nobody reads yet: backpressure stops the transfer well short of the object.
    await sleep(300);
    expect(s3.traffic.down - before).toBeLessThan(24 * MB);
    const hash = createHash('sha256');
    let received = 0;
    for await (const chunk of body) {
      hash.update(chunk as Buffer);
      received += (chunk as Buffer).length;
    }
    expect(received).toBe(SIZE);
    expect(hash.digest('hex')).toBe(digest);
    expect(s3.traffic.down - before).toBeGreaterThanOrEqual(SIZE);
  }, 60_000);
});
