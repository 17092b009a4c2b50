import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Waits until a server answers `url` (any answer but a refused connection or a 5xx), polling
// every 200 ms; shared by the benches that start their own servers.
export async function waitFor(url, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.ok || res.status === 404) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

// Signs a member (+86, the demo password, as the benches seed them) in on a server started by
// a bench; answers the bearer token.
export async function memberToken(base, mobile) {
  const login = await fetch(`${base}/app-api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'demo1234', areaCode: '86' }),
  }).then((r) => r.json());
  if (login.code !== 0) throw new Error(`login ${mobile} failed: ${login.msg}`);
  return login.data.token;
}

// The demo member's token.
export function demoToken(base) {
  return memberToken(base, '13800138000');
}

// Starts the built server (apps/server/dist) on `port` with a fresh SQLite data directory named
// after `prefix`; NODE_ENV=test raises the per-IP sign-in limits. Answers the child and the
// directory (the caller kills one and removes the other).
export function startServer(root, port, prefix, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { server, dataDir };
}
