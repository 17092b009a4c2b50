import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver, { type S3rverEvent } from 's3rver';
import type { S3Settings } from '../config.js';

export interface TestS3 {
  // S3_* settings that reach the bucket through the counting proxy
  settings: S3Settings;
  // bytes that passed between the client and s3rver, each way, so far
  traffic: { up: number; down: number };
  // s3rver's object events, e.g. { name: 'ObjectCreated:Put', key: 'packing-list/…' }
  events: { name: string; key: string }[];
  close(): Promise<void>;
}

// A real S3-compatible server (s3rver, in this process, on a free port, keeping its objects in
// a fresh temp directory) with one bucket. Clients reach it through a TCP proxy that counts the
// bytes each way: how much of a body has really left or reached the client at a given moment.
export async function startS3(bucket = 'portal-test'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const events: TestS3['events'] = [];
  server.on('event', (event: S3rverEvent) => {
    for (const record of event.Records) events.push({ name: record.eventName, key: decodeURIComponent(record.s3.object.key) });
  });
  const target = await server.run();

  const traffic = { up: 0, down: 0 };
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => (traffic.up += chunk.length));
    upstream.on('data', (chunk: Buffer) => (traffic.down += chunk.length));
    // pipe() applies backpressure: a reader that stops reading stops the sender.
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;

  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed keys
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    traffic,
    events,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
