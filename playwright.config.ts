import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser journeys against the real server (built by `npm run build`, which `test:e2e` runs
// first) on Debian's Chromium. E2E_BASE_URL points the journeys at a server already running
// instead of starting one.
const port = Number(process.env.E2E_PORT ?? 8181);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
// A fresh database per run (outside test-results/, which Playwright empties at start). Kept
// in the environment so that the workers, which load this file again, read the same one:
// e2e/support.ts reads slider answers from it (see e2e/README.md).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// Debian's Chromium in its headless-only build (package chromium-headless-shell, the build
// Playwright itself runs headless) takes about 40 % less time per journey than the full
// browser run headless; the full one still serves where the shell is not installed.
// E2E_CHROMIUM names another binary. docs/decisions.md, "Browser journeys".
const chromium =
  process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) => existsSync(binary)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // A journey with a member and a staff member (an exception raised and answered, a complaint
  // answered) takes about 35 s alone on a 2-core machine and twice that beside a second worker:
  // two minutes each, while every expectation keeps its own 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two journeys at a time even on a 2-core machine: a journey waits on the server and on
  // animations as much as it computes (the suite takes about three quarters of the time of one
  // worker). E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(os.availableParallelism() / 2))),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // The journeys' browser asks for reduced motion, which the portal honours (no zooming
    // dialogs, no sliding drawers): a click is not lost on a dialog still zooming in on a busy
    // machine. The journeys about what moves ask for motion again. docs/decisions.md,
    // "Browser journeys on Chromium's headless build".
    reducedMotion: 'reduce',
    // Recording a trace of every journey costs about a third of the suite's time; a failure
    // still leaves its screenshot and page snapshot. E2E_TRACE=1 records traces again.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'node apps/server/dist/server.js',
        url: `${baseURL}/health`,
        // SQLITE_EXCLUSIVE=false lets the journeys open the database to read slider answers; the
        // service desk shown on /myInfo is an installation's own (these numbers are examples).
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          SQLITE_EXCLUSIVE: 'false',
          SERVICE_PHONE: '+86 20 8888 0000',
          SERVICE_WHATSAPP: '+86 138 0000 0000',
          SERVICE_EMAIL: 'service@example.com',
        },
        reuseExistingServer: false,
        // The server's start (migrations and demo data on a fresh database) on a loaded machine.
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
