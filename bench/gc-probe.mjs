// What one hot GET costs the server's garbage collector: starts the built server with
// `--trace-gc` (demo data on SQLite, or DATABASE_URL as given), sends `path` at a steady rate as
// the demo member, and prints the scavenges, the full collections and the bytes the young
// generation promoted into the old one per answer (the growth that brings full collections on).
// Usage: node bench/gc-probe.mjs [path] — BENCH_RATE (200), BENCH_SECONDS (20), BENCH_MOBILE,
// BENCH_NODE_FLAGS (extra flags for the server's node, space-separated).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { steadyRate } from './steady-rate.mjs';
import { memberToken, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? '/app-api/order/order/page?role=posted&pageSize=20';
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8296);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-probe-'));
const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const server = spawn('node', ['--trace-gc', ...flags, 'apps/server/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: process.env.DATA_DIR ?? dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let marker = null;
const lines = [];
server.stdout.setEncoding('utf8');
let buffer = '';
server.stdout.on('data', (chunk) => {
  buffer += chunk;
  let at;
  while ((at = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, at);
    buffer = buffer.slice(at + 1);
    if (marker !== null && line.includes('ms: ')) lines.push(line);
    if (marker !== null && process.env.BENCH_RAW) fs.appendFileSync(process.env.BENCH_RAW, line + '\n');
  }
});

try {
  await waitFor(`${base}/health`);
  const token = await memberToken(base, process.env.BENCH_MOBILE ?? '13800138000');
  const headers = { authorization: `Bearer ${token}` };
  await steadyRate({ url: `${base}${target}`, headers, rate: RATE, seconds: 3 });
  marker = 0;
  const result = await steadyRate({ url: `${base}${target}`, headers, rate: RATE, seconds: SECONDS });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const answers = result.answered;
  // "Scavenge 61.2 (75.0) -> 45.1 (76.0) MB, 1.2 / 0.0 ms": heap used before -> after.
  const parse = (line) => {
    const m = /(Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ ([\d.]+) ms/.exec(line);
    return m ? { kind: m[1], before: Number(m[2]), after: Number(m[4]), pause: Number(m[6]) } : null;
  };
  const events = lines.map(parse).filter(Boolean);
  const scavenges = events.filter((e) => e.kind === 'Scavenge' || e.kind === 'Minor Mark-Compact');
  const majors = events.filter((e) => e.kind !== 'Scavenge' && e.kind !== 'Minor Mark-Compact');
  // Old-generation growth: each scavenge's floor minus the previous one's (a full collection
  // resets the floor).
  let promoted = 0;
  let floor = null;
  for (const e of events) {
    if (e.kind === 'Scavenge' || e.kind === 'Minor Mark-Compact') {
      if (floor !== null && e.after > floor) promoted += e.after - floor;
      floor = e.after;
    } else floor = e.after;
  }
  console.log(`${target} at ${RATE}/s for ${SECONDS} s: ${answers} answers (${result.non2xx} not 2xx), p50 ${result.p50} ms, p99 ${result.p99} ms`);
  console.log(`  scavenges ${scavenges.length} (mean pause ${(scavenges.reduce((s, e) => s + e.pause, 0) / Math.max(1, scavenges.length)).toFixed(2)} ms), full collections ${majors.length}`);
  console.log(`  young generation allocated ≈ ${((scavenges.reduce((s, e) => s + (e.before - e.after), 0) * 1024) / answers).toFixed(1)} KB per answer (freed by scavenges)`);
  console.log(`  old generation grew ${promoted.toFixed(1)} MB: ≈ ${((promoted * 1024) / answers).toFixed(2)} KB per answer`);
  if (process.env.BENCH_VERBOSE === '1') for (const line of lines) console.log('   ', line.trim());
} finally {
  server.kill('SIGTERM');
  if (!process.env.DATA_DIR) setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500);
}
