// What `npm test` runs before the journeys: the contracts' build, then the type checks of every
// workspace and of the journeys, the lint and the build the journeys serve (and with `--unit`
// the unit and integration tests beside them), as many at a time as
// the machine has cores (at least two). Each is one single-threaded process (tsc, eslint), so
// on a 2-core machine this takes about half the time of running them one after another, and
// 20 minutes is the whole suite's limit (docs/decisions.md, "The suite's time"). Each task's
// output is printed whole when it ends, with its time; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const width = Math.max(2, Number(process.env.CHECKS_PARALLEL ?? os.availableParallelism()));

// Longest first, so the last to start are the short ones (CPU seconds on a 2-core machine:
// lint 80, server types 54, web types 44, server build 42, web build 30, the rest under 15).
const tasks = [
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'types: server', args: ['run', 'typecheck', '-w', '@portal/server'] },
  { name: 'types: web', args: ['run', 'typecheck', '-w', '@portal/web'] },
  { name: 'build: server', args: ['run', 'build', '-w', '@portal/server'] },
  { name: 'build: web', args: ['run', 'build', '-w', '@portal/web'] },
  { name: 'types: journeys', cmd: 'npx', args: ['tsc', '-p', 'e2e/tsconfig.json'] },
  { name: 'types: contracts', args: ['run', 'typecheck', '-w', '@portal/contracts'] },
];

// `tail`: lines of a passing task's output printed all the same (a test run's summary).
function run({ name, cmd = 'npm', args, tail = 0 }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = Buffer.concat(output).toString().trim();
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (text && (code !== 0 || process.env.CHECKS_VERBOSE)) console.log(text);
      else if (text && tail > 0) console.log(text.split('\n').slice(-tail).join('\n'));
      resolve(code === 0);
    });
  });
}

const first = await run({ name: 'build: contracts', args: ['run', 'build', '-w', '@portal/contracts'] });
if (!first) process.exit(1);

const queue = [...tasks];
const results = [];
// `--unit`: the unit and integration tests run beside the checks rather than after them. They
// read the sources, not the builds, and wait on PostgreSQL about a third of their time, which
// the checks then fill: `npm test` is about three minutes shorter on a 2-core machine
// (docs/decisions.md, "The suite's time").
const unit = process.argv.includes('--unit') ? run({ name: 'unit and integration tests', args: ['run', 'test:unit'], tail: 8 }) : null;
await Promise.all([
  ...Array.from({ length: width }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
  }),
  unit?.then((ok) => results.push(ok)),
]);
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `\n${failed} of ${results.length} checks failed` : `\nall ${results.length} checks passed`);
process.exit(failed ? 1 : 0);
