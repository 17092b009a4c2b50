// Prints how long the address book takes to import a 5,000-row customer file (issue #4:
// "5,000 rows import in seconds"), and to export them again, through the real HTTP server.
// Then what an abusive upload costs (issue #11): a 330,000-row file, under the 10 MB upload
// limit: time to refusal, the server's peak RSS meanwhile, and how long /health takes while
// it is read. Needs a built tree (`npm run build`). Usage: node bench/address-book-import.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { demoToken, startServer, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8292);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const PROBE_ROWS = Number(process.env.BENCH_PROBE_ROWS ?? 330_000);
const base = `http://127.0.0.1:${PORT}`;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Realistic rows: every column filled, a few groups, valid Chinese mobiles.
async function customerFile(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(['Name *', 'English name', 'Company *', 'Company (English)', 'Dial code *', 'Phone *', 'Shipping mark', 'Email', 'Address', 'Group']);
  for (let i = 0; i < rows; i++) {
    sheet.addRow([`客户${i}`, `Customer ${i}`, `公司${i % 300}`, `Company ${i % 300}`, '86', `139${String(i).padStart(8, '0')}`, `M${i}`, `c${i}@example.com`, `${i} Huangpu Avenue, Guangzhou`, `Group ${i % 7}`]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

// The probe's shape: four short columns, written by exceljs's streaming writer.
async function probeFile(rows, file) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(['Name *', 'Company *', 'Dial code *', 'Phone *']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`Buyer ${i}`, `Company ${i % 500}`, '86', `139${String(i).padStart(8, '0')}`]).commit();
  await book.commit();
  return fs.readFileSync(file);
}

// Resident memory of a process (Linux), in bytes.
function rssOf(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : 0;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// Uploads the probe file and, until it is answered, samples the server's RSS and times /health.
async function probe(auth) {
  const file = await probeFile(PROBE_ROWS, path.join(dataDir, 'probe.xlsx'));
  const baseline = rssOf(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
  let done = false;
  const started = performance.now();
  const refusal = fetch(`${base}/app-api/member/customer/import-excel?mode=all`, {
    method: 'POST',
    headers: { ...auth, 'content-type': XLSX_MIME },
    body: file,
  })
    .then((r) => r.json())
    .finally(() => (done = true));
  const health = [];
  while (!done) {
    const asked = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer());
    if (!done) health.push(performance.now() - asked);
    await new Promise((r) => setTimeout(r, 20));
  }
  const answer = await refusal;
  const refuseMs = performance.now() - started;
  clearInterval(sampler);
  health.sort((a, b) => a - b);
  return { file, answer, refuseMs, baseline, peak, health };
}

const { server, dataDir } = startServer(root, PORT, 'portal-bench-import-');
try {
  await waitFor(`${base}/health`);
  const auth = { authorization: `Bearer ${await demoToken(base)}`, 'accept-language': 'en_US' };

  const file = await customerFile(ROWS);
  const started = performance.now();
  const answer = await fetch(`${base}/app-api/member/customer/import-excel?mode=all`, {
    method: 'POST',
    headers: { ...auth, 'content-type': XLSX_MIME },
    body: file,
  }).then((r) => r.json());
  const importMs = performance.now() - started;
  if (answer.code !== 0 || answer.data.imported !== ROWS) throw new Error(`import answered ${answer.code} ${answer.msg}`);

  const exportStarted = performance.now();
  const exported = await fetch(`${base}/app-api/member/customer/export-excel`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: '{}',
  });
  const bytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - exportStarted;

  console.log(`\nAddress book on SQLite (${os.cpus().length} cores):`);
  console.log(`  import ${ROWS} customers (${(file.length / 1024).toFixed(0)} KiB .xlsx): ${(importMs / 1000).toFixed(2)} s`);
  console.log(`  export ${ROWS} customers (${(bytes / 1024).toFixed(0)} KiB .xlsx): ${(exportMs / 1000).toFixed(2)} s`);

  const p = await probe(auth);
  const median = p.health[Math.floor(p.health.length / 2)] ?? 0;
  const worst = p.health.at(-1) ?? 0;
  console.log(`  refuse a ${PROBE_ROWS}-row file (${(p.file.length / 1024 / 1024).toFixed(1)} MB .xlsx): ${(p.refuseMs / 1000).toFixed(2)} s, answer ${p.answer.code} "${p.answer.msg}"`);
  console.log(`    server RSS ${mb(p.baseline)} before, peak ${mb(p.peak)} (+${mb(p.peak - p.baseline)})`);
  console.log(`    /health meanwhile: ${p.health.length} answers, median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms\n`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
