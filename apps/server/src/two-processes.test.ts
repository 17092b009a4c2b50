import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_KINDS } from '@portal/contracts/client-errors';
import { pdf } from './test/file-fixtures.js';
import { startS3, type TestS3 } from './test/s3-server.js';
import { freePort } from './test/free-port.js';

// Two real server processes (server.ts from source, as graceful-shutdown.test.ts runs one) on
// one PostgreSQL database, one Redis and one S3-compatible bucket, started at the same moment
// so that they race each other's migrations and seeding: what a deployment with several
// instances behind a load balancer relies on (docs/deploy.md). Every check talks HTTP to both.

const serverSource = fileURLToPath(new URL('./server.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(serverSource), '../../..');
const CLIENT_ERRORS_PER_MINUTE = 6;
const ADMIN_PASSWORD = 'two-processes-admin';

interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  stderr: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let addresses = 0;
// The servers trust X-Forwarded-For (TRUST_PROXY): each call comes from a network (/24) of its
// own inside a /16 of its run, so per-network limits and Redis keys never meet another test run's.
const runBlock = `10.${randomBytes(1)[0]}`;
function newAddress(): string {
  addresses += 1;
  return `${runBlock}.${addresses % 256}.${1 + Math.floor(addresses / 256)}`;
}

async function call<T = unknown>(server: Server, method: 'GET' | 'POST' | 'PUT', url: string, options: { body?: unknown; token?: string; address?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'accept-language': 'en_US', 'x-forwarded-for': options.address ?? newAddress() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as { code?: number; msg?: string; data?: T };
  return { status: response.status, code: body.code ?? -1, msg: body.msg ?? text, data: body.data as T };
}

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('two server processes on one database, Redis and bucket', () => {
  const databaseName = `tp_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  let db: pg.Client | undefined;
  let s3: TestS3 | undefined;
  let dataDir: string | undefined;
  let created = false;
  const servers: Server[] = [];
  let a!: Server;
  let b!: Server;
  let counter = 0;
  // A fresh mobile of this run (national form), so reruns on a shared Redis never meet.
  const newMobile = () => `139${String((Number.parseInt(databaseName.slice(3, 9), 16) % 9000) * 100 + (counter += 1)).padStart(8, '0')}`;

  async function smsRows(mobile: string): Promise<{ scene: string; content: string }[]> {
    return (await db!.query<{ scene: string; content: string }>('select scene, content from sms_log where mobile = $1 order by id', [mobile])).rows;
  }

  async function lastCode(mobile: string): Promise<string> {
    const rows = await smsRows(mobile);
    const code = /\d{6}/.exec(rows.at(-1)?.content ?? '')?.[0];
    if (!code) throw new Error(`no code for ${mobile} in ${JSON.stringify(rows)}`);
    return code;
  }

  async function register(through: Server, mobile: string): Promise<string> {
    expect((await call(through, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'register' } })).code).toBe(0);
    const code = await lastCode(mobile);
    const reg = await call<{ token: string }>(through, 'POST', '/app-api/member/reg', { body: { areaCode: '86', mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true } });
    expect(reg.code, reg.msg).toBe(0);
    return reg.data.token;
  }

  function start(name: string, port: number): Server {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir!, name),
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL,
      S3_BUCKET: s3!.settings.bucket,
      S3_ENDPOINT: s3!.settings.endpoint!,
      S3_REGION: s3!.settings.region,
      S3_ACCESS_KEY_ID: s3!.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3!.settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      TRUST_PROXY: 'true',
      CAPTCHA_ENABLED: 'false',
      CLIENT_ERRORS_PER_MINUTE: String(CLIENT_ERRORS_PER_MINUTE),
      ADMIN_PASSWORD,
      // The demo accounts' password hashes would only slow the start.
      SEED_DEMO_MEMBER: 'false',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverSource], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const server = { name, port, child, stderr: () => stderr };
    servers.push(server);
    return server;
  }

  async function ready(server: Server, by: number) {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited with ${server.child.exitCode} while starting:\n${server.stderr()}`);
      if (Date.now() > by) throw new Error(`server ${server.name} did not start in time:\n${server.stderr()}`);
      const answer = await fetch(`http://127.0.0.1:${server.port}/health/ready`).catch(() => null);
      if (answer?.status === 200) return;
      await sleep(100);
    }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${databaseName}`);
      created = true;
    } finally {
      await admin.end();
    }
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    s3 = await startS3();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-two-'));
    const [portA, portB] = [await freePort(), await freePort()];
    // Both at once: each migrates and seeds an empty database while the other does too.
    a = start('a', portA);
    b = start('b', portB);
    const by = Date.now() + 45_000;
    await Promise.all([ready(a, by), ready(b, by)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(10_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }),
    );
    await db?.end();
    await s3?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    if (created) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${databaseName} with (force)`);
      } finally {
        await admin.end();
      }
    }
  }, 30_000);

  it('migrated and seeded once between them', async () => {
    const admins = await db!.query<{ n: string }>("select count(*) as n from staff_user where username = 'admin'");
    expect(Number(admins.rows[0]!.n)).toBe(1);
  });

  it('accepts through B the SMS code A sent, and B knows the member A signed in', async () => {
    const mobile = newMobile();
    // Registered through A, code sent by A.
    await register(a, mobile);
    // An SMS sign-in code sent by A, used through B.
    expect((await call(a, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'login' } })).code).toBe(0);
    const code = await lastCode(mobile);
    const smsLogin = await call<{ token: string }>(b, 'POST', '/app-api/member/sms-login', { body: { areaCode: '86', mobile, code } });
    expect(smsLogin.code, smsLogin.msg).toBe(0);

    // Signed in through A with the password; the token is good on B.
    const login = await call<{ token: string }>(a, 'POST', '/app-api/member/login', { body: { areaCode: '86', mobile, password: 'kite4sail' } });
    expect(login.code).toBe(0);
    const profile = await call<{ mobile: string }>(b, 'GET', '/app-api/member/user/get', { token: login.data.token });
    expect([profile.status, profile.code]).toEqual([200, 0]);
    expect(profile.data.mobile).toContain(mobile.slice(-4));
    // And signed out through B, it is refused by A.
    expect((await call(b, 'POST', '/app-api/member/logout', { token: login.data.token })).code).toBe(0);
    expect((await call(a, 'GET', '/app-api/member/user/get', { token: login.data.token })).status).toBe(401);
  });

  it('serves through B, byte for byte, a file uploaded through A', async () => {
    const token = await register(a, newMobile());
    // A PDF is kept as sent (images are re-encoded to drop their metadata).
    const body = pdf();
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'application/pdf' }), 'packing list.pdf');
    const uploaded = await fetch(`http://127.0.0.1:${a.port}/app-api/file/upload?purpose=attachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en_US', 'x-forwarded-for': newAddress() },
      body: form,
    });
    const answer = (await uploaded.json()) as { code: number; msg: string; data: { url: string } };
    expect(answer.code, answer.msg).toBe(0);
    // Kept in the bucket, not on A's disk.
    expect(s3!.events.some((event) => event.name.startsWith('ObjectCreated'))).toBe(true);

    const download = await fetch(`http://127.0.0.1:${b.port}${answer.data.url}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newAddress() } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
  });

  it('counts a per-network rate limit across both processes (Redis)', async () => {
    const address = newAddress();
    const report = (server: Server, n: number) =>
      call(server, 'POST', '/app-api/system/client-error', { address, body: { kind: CLIENT_ERROR_KINDS[0], message: `two processes ${n}`, url: '/two' } });
    // Half the allowance through each: each process alone would allow all of it again.
    const statuses: number[] = [];
    for (let n = 0; n < CLIENT_ERRORS_PER_MINUTE; n++) statuses.push((await report(n % 2 === 0 ? a : b, n)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    expect((await report(a, 100)).status).toBe(429);
    expect((await report(b, 101)).status).toBe(429);
    // Another network is not touched.
    expect((await call(b, 'POST', '/app-api/system/client-error', { body: { kind: CLIENT_ERROR_KINDS[0], message: 'other', url: '/two' } })).status).toBe(200);
  });

  it('answers through B, with a new entity tag, the dictionary label an administrator changed through A', async () => {
    const list = async (server: Server, etag?: string) => {
      const headers: Record<string, string> = { 'x-forwarded-for': newAddress(), ...(etag ? { 'if-none-match': etag } : {}) };
      const response = await fetch(`http://127.0.0.1:${server.port}/app-api/system/dict-data/list-all-simple?dictType=transport_type`, { headers });
      const body = response.status === 200 ? ((await response.json()) as { data: { value: string; labelEn: string }[] }) : null;
      return { status: response.status, etag: response.headers.get('etag') ?? '', entries: body?.data ?? [] };
    };
    // B has answered the list and keeps it; its tag is current.
    const before = await list(b);
    expect(before.status).toBe(200);
    expect((await list(b, before.etag)).status).toBe(304);

    const staff = await call<{ token: string }>(a, 'POST', '/admin-api/system/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    const entries = await call<{ id: number; value: string; label: string; labelFr: string; colorType: string; sort: number; remark: string | null }[]>(a, 'GET', '/admin-api/system/dict-data/list?dictType=transport_type', { token: staff.data.token });
    const air = entries.data.find((entry) => entry.value === '2')!;
    const edited = await call(a, 'POST', '/admin-api/system/dict-data/update', {
      token: staff.data.token,
      body: { id: air.id, label: air.label, labelEn: 'Air freight (two processes)', labelFr: air.labelFr, colorType: air.colorType, sort: air.sort, remark: air.remark },
    });
    expect(edited.code, edited.msg).toBe(0);

    const after = await list(b, before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.entries.find((entry) => entry.value === '2')?.labelEn).toBe('Air freight (two processes)');
  });

  it('delivers a notification once, with both processes running the delivery job', async () => {
    const mobile = newMobile();
    const token = await register(b, mobile);
    const channels = { email: false, sms: true };
    const settings = await call(b, 'PUT', '/app-api/member/user/notification-settings', { token, body: { order: channels, delivery: channels, reminder: channels } });
    expect(settings.code).toBe(0);
    const memberId = Number((await db!.query<{ id: string }>('select id from member_user where mobile = $1', [mobile])).rows[0]!.id);

    const staff = await call<{ token: string }>(a, 'POST', '/admin-api/system/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(staff.code).toBe(0);
    // Recorded through A (which wakes the job); both processes work the queue.
    const adjusted = await call(a, 'POST', '/admin-api/member/point/adjust', { token: staff.data.token, body: { memberId, amount: 25, reason: 'Two processes' } });
    expect(adjusted.code, adjusted.msg).toBe(0);
    // Once more through B, while the first may still be in flight.
    const again = await call(b, 'POST', '/admin-api/member/point/adjust', { token: staff.data.token, body: { memberId, amount: 5, reason: 'Two processes again' } });
    expect(again.code).toBe(0);

    const notices = async () => (await smsRows(mobile)).filter((row) => row.scene.startsWith('notification-'));
    const by = Date.now() + 40_000;
    while ((await notices()).length < 2 && Date.now() < by) await sleep(200);
    // Both processes had time to run the job again and find nothing more to send.
    await sleep(1500);
    const sent = await notices();
    expect(sent).toHaveLength(2);
    const deliveries = await db!.query<{ state: string; attempts: number }>(
      "select d.state, d.attempts from notification_delivery d join notification n on n.id = d.notification_id where n.member_id = $1 and d.channel = 'sms'",
      [memberId],
    );
    expect(deliveries.rows).toEqual([
      { state: 'sent', attempts: 1 },
      { state: 'sent', attempts: 1 },
    ]);
  }, 50_000);
});
