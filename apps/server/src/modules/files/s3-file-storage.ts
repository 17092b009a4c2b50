import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config, S3Settings } from '../../config.js';
import { FileMissingError, KEY_PATTERN, LocalFileStorage, type FileStorage } from './file-storage.js';

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

// The SDK's client for the settings. A custom endpoint (MinIO, Ceph, a cloud's S3-compatible
// service) gets checksums only where S3 requires them: since 3.729 the SDK adds CRC32
// checksums to every upload and asks for them on every download by default, which several
// S3-compatible stores refuse or answer wrongly. Amazon S3 itself keeps the SDK's defaults.
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // Without keys, the SDK's own chain (AWS_* variables, an instance or task role).
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

// An S3-compatible bucket (S3_BUCKET set): several server processes on several machines then
// see the same files. Members never reach the bucket: every download still passes the
// service's access checks and is streamed through the server.
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;
  // Where a stream of unknown length waits for its PUT (the system's temporary directory).
  private readonly spoolDir: string;

  constructor(settings: S3Settings, options: { spoolDir?: string } = {}) {
    this.bucket = settings.bucket;
    this.client = s3Client(settings);
    this.spoolDir = options.spoolDir ?? os.tmpdir();
  }

  // Keys are server-made; the check keeps object names the same as the local store's paths.
  private checked(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return key;
  }

  // S3 takes a body only with its length known beforehand (a PUT's Content-Length; a multipart
  // upload's parts of at least 5 MB each, which the SDK's Upload fills in memory). A stream,
  // whose length is known only at its end (an upload being received), is therefore written to a
  // temporary file first and sent from there: nothing is held whole in memory, whatever its
  // size. The object appears only when complete; the temporary file is removed either way.
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType }));
      return;
    }
    this.checked(key);
    const dir = await fs.mkdtemp(path.join(this.spoolDir, 'portal-upload-'));
    try {
      const file = path.join(dir, 'body');
      await pipeline(body, createWriteStream(file, { mode: 0o600 }));
      await this.putSized(key, createReadStream(file), (await fs.stat(file)).size, contentType);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  // A stream of known length (a file on disk) in one PUT, sent as it is read. One PUT takes up
  // to 5 GB; uploads are at most 10 MB.
  async putSized(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: body, ContentLength: size, ContentType: contentType }));
  }

  // The object's body as the SDK receives it: bytes flow to the caller as they arrive.
  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
      return answer.Body;
    } catch (error) {
      throw isNotFound(error) ? new FileMissingError(key) : error;
    }
  }

  // S3 answers a delete of a missing object with success too.
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  // The stored object's size, or null when there is none.
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

// The store the configuration names: the bucket when S3_BUCKET is set, else the directory.
export function createFileStorage(uploads: Config['uploads']): FileStorage {
  return uploads.s3 ? new S3FileStorage(uploads.s3) : new LocalFileStorage(uploads.dir);
}
