// Prints how long the server takes to import 1,000 orders from the .xlsx template (issue 13:
// "1,000 orders import in under 10 s"), through the real HTTP server as the demo member: the
// template is downloaded, filled as a member would (two goods lines per order), uploaded; then
// the same orders are exported. SQLite by default; BENCH_POSTGRES_URL=postgres://… runs it on a
// fresh PostgreSQL database made (and dropped) for the run. BENCH_ORDERS changes the count.
// Needs a built tree (`npm run build`). Usage: node bench/order-import.mjs
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { demoToken, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8293);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const POSTGRES = process.env.BENCH_POSTGRES_URL;
const base = `http://127.0.0.1:${PORT}`;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Writes `rows` under the template's headers (the "*" of required ones left out).
function fill(sheet, rows) {
  const head = sheet.getRow(1).values.slice(1).map((h) => String(h).replace(/\s*\*$/, ''));
  rows.forEach((values, i) => {
    for (const [header, value] of Object.entries(values)) sheet.getCell(i + 2, head.indexOf(header) + 1).value = value;
  });
}

// Realistic orders: every required column and a few choices, two goods lines each.
async function filledTemplate(template, count) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template);
  const orders = [];
  const goods = [];
  for (let i = 0; i < count; i++) {
    const ref = `R${i + 1}`;
    orders.push({
      'Row reference': ref,
      'Order type': 'Cargo service (collection)',
      Transport: 'Sea freight (LCL)',
      'Origin city': i % 2 ? 'Guangzhou' : 'Yiwu',
      'Destination country': 'Ghana',
      'Destination city': 'Accra',
      'Consignor name': `发货人${i}`,
      'Consignor dial code': '86',
      'Consignor phone': `139${String(i).padStart(8, '0')}`,
      'Consignee name': `Consignee ${i}`,
      'Consignee dial code': '233',
      'Consignee phone': `24${String(1000000 + i).slice(-7)}`,
      'Shipping mark': `BM${i}`,
      'Estimated delivery date': '2026-12-01',
      'Receiving area': 'Osu',
      'Detailed address': `${i} Oxford Street, Accra`,
      Insurance: i % 3 ? 'No' : 'Yes',
    });
    goods.push(
      { 'Row reference': ref, 'Item name (Chinese)': '陶瓷杯', 'Item name (English)': 'Ceramic cups', Pieces: 3, Unit: 'Carton', Quantity: 300, 'Volume (m³)': 0.45, 'Weight (kg)': 36.5, Worth: 420 },
      { 'Row reference': ref, 'Item name (Chinese)': '餐盘', 'Item name (English)': 'Plates', Pieces: 2, Unit: 'Carton', Quantity: 120, 'Volume (m³)': 0.3, 'Weight (kg)': 28, Worth: 260.5 },
    );
  }
  fill(book.worksheets[0], orders);
  fill(book.worksheets[1], goods);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function freshPostgres() {
  const name = `bench_orders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-orders-'));
const database = POSTGRES ? await freshPostgres() : null;
const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error', ...(database ? { DATABASE_URL: database.url } : {}) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${base}/health`, 300);
  const auth = { authorization: `Bearer ${await demoToken(base)}`, 'accept-language': 'en_US' };

  const templateStarted = performance.now();
  const template = Buffer.from(await (await fetch(`${base}/app-api/order/order/import-template`, { headers: auth })).arrayBuffer());
  const templateMs = performance.now() - templateStarted;
  const file = await filledTemplate(template, ORDERS);

  // Asks how far the server has got while the import runs, as the web dialog does.
  const progressId = `bench${randomBytes(6).toString('hex')}`;
  // Each stage and when it was first seen, from the upload's start.
  const stages = new Map();
  let done = false;
  const started = performance.now();
  const poll = (async () => {
    while (!done) {
      const answer = await fetch(`${base}/app-api/order/order/import-progress?id=${progressId}`, { headers: auth }).then((r) => r.json());
      if (answer.code === 0 && !stages.has(answer.data.stage)) stages.set(answer.data.stage, performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const answer = await fetch(`${base}/app-api/order/order/import?mode=all&progressId=${progressId}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': XLSX_MIME },
    body: file,
  }).then((r) => r.json());
  const importMs = performance.now() - started;
  done = true;
  await poll;
  if (answer.code !== 0 || answer.data.imported !== ORDERS) throw new Error(`import answered ${answer.code} ${answer.msg} ${JSON.stringify(answer.data?.errors?.slice(0, 3))}`);

  const exportStarted = performance.now();
  const exported = await fetch(`${base}/app-api/order/order/export?role=posted&status=0`, { headers: auth });
  const bytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - exportStarted;
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);

  console.log(`\nOrder import on ${database ? 'PostgreSQL' : 'SQLite'} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`  template: ${(templateMs / 1000).toFixed(2)} s (${(template.length / 1024).toFixed(0)} KiB)`);
  console.log(`  import ${ORDERS} orders, ${ORDERS * 2} goods lines (${(file.length / 1024).toFixed(0)} KiB .xlsx): ${(importMs / 1000).toFixed(2)} s (target < 10 s)`);
  console.log(`    stages seen while polling: ${[...stages].map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(2)} s`).join(' → ')}`);
  console.log(`  export the ${ORDERS} drafts (${(bytes / 1024).toFixed(0)} KiB .xlsx): ${(exportMs / 1000).toFixed(2)} s\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
