import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { XLSX_MIME } from '@portal/contracts/address-book';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { bench, describe } from 'vitest';
import { seed } from './db/seed/seed.js';
import { registerMember, staffToken } from './test/auth-helpers.js';
import { createTestApp, DB_TARGETS, type DbTarget, type TestApp } from './test/harness.js';
import { insertOrders, newMember } from './test/order-helpers.js';

// The durations the integration tests used to bound (a bound on elapsed time fails on a busy
// machine for reasons of its own): figures here, correctness there. Not part of `npm test`:
// `npx vitest bench --run --project server apps/server/src/timings.bench.ts` (bench/README.md),
// on both databases with TEST_DATABASE_URL.
const ROUNDS = 3;

// A fresh app for one bench, made (with its fixture) before the measured rounds and closed after.
function onApp(target: DbTarget, prepare: (t: TestApp) => Promise<void> = async () => {}) {
  let current: TestApp | undefined;
  return {
    app: () => current!,
    options: {
      iterations: ROUNDS,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      setup: async () => {
        if (current) return;
        current = await createTestApp(target);
        await prepare(current);
      },
      teardown: async (_task: unknown, mode: 'warmup' | 'run') => {
        if (mode !== 'run' || !current) return;
        await current.close();
        current = undefined;
      },
    },
  };
}

async function probeFile(dir: string): Promise<Buffer> {
  const file = path.join(dir, 'probe.xlsx');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(['Name *', 'Company *', 'Dial code *', 'Phone *']).commit();
  for (let i = 0; i < 330_000; i++) sheet.addRow([`Buyer ${i}`, `Company ${i % 500}`, '86', `139${String(i).padStart(8, '0')}`]).commit();
  await book.commit();
  return fs.readFile(file);
}

for (const target of DB_TARGETS) {
  describe(`timings [${target}]`, () => {
    // order-staff.test.ts: 500 orders (the batch limit) moved in one call.
    let batches: number[][] = [];
    let operator = '';
    const transition = onApp(target, async (t) => {
      operator = await staffToken(t, 'operator', 'operator1234');
      const shipper = await newMember(t);
      batches = [];
      for (let round = 0; round < ROUNDS; round++) {
        batches.push((await insertOrders(t, Array.from({ length: 500 }, () => ({ memberId: shipper.id, status: ORDER_STATUS.inTransit })))).map((o) => o.id));
      }
    });
    bench(
      'transition: 500 orders arrived in one call',
      async () => {
        const res = await transition.app().app.inject({
          method: 'POST',
          url: '/admin-api/order/transition',
          headers: { authorization: `Bearer ${operator}` },
          payload: { orderIds: batches.shift()!, toStatus: ORDER_STATUS.arrived, place: 'Dakar port' },
        });
        if ((res.json() as { data: { moved: number[] } }).data.moved.length !== 500) throw new Error(res.body);
      },
      transition.options,
    );

    // system.test.ts: the seed run at every start, on a database already seeded.
    const reseed = onApp(target);
    bench('seed again on a seeded database', async () => void (await seed(reseed.app().database, reseed.app().config)), reseed.options);

    // contact-import-limits.test.ts: a 330,000-row workbook refused at the row cap, and the
    // slowest /health answer while it is read (printed).
    let probe: Buffer = Buffer.alloc(0);
    let member = '';
    const importing = onApp(target, async (t) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-timings-'));
      probe = await probeFile(dir);
      await fs.rm(dir, { recursive: true, force: true });
      member = (await registerMember(t)).token;
    });
    bench(
      'customer import: a 330,000-row file refused at the row cap',
      async () => {
        const app = importing.app().app;
        let done = false;
        const upload = app
          .inject({ method: 'POST', url: '/app-api/member/customer/import-excel', headers: { authorization: `Bearer ${member}`, 'content-type': XLSX_MIME }, payload: probe })
          .finally(() => (done = true));
        let slowest = 0;
        while (!done) {
          const started = performance.now();
          await app.inject({ method: 'GET', url: '/health' });
          if (!done) slowest = Math.max(slowest, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        if ((await upload).statusCode !== 400) throw new Error('the file was not refused');
        console.log(`[${target}] slowest /health while the file was read: ${slowest.toFixed(1)} ms`);
      },
      importing.options,
    );
  });
}
