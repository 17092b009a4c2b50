import { parentPort } from 'node:worker_threads';
import { AppError } from './app-error.js';
import type { ImportReply, ImportTaskMessage } from './import-workers.js';

// Worker thread of import-workers.ts: runs one module's exported function per message (reading
// and checking an uploaded workbook) and answers its result, a refusal, or a failure.

type Runner = (input: unknown) => Promise<unknown>;

async function runner(module: string, name: string): Promise<Runner> {
  const loaded = (await import(module)) as Record<string, unknown>;
  const fn = loaded[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
  return fn as Runner;
}

async function answer({ module, name, input }: ImportTaskMessage): Promise<ImportReply> {
  try {
    return { ok: true, output: await (await runner(module, name))(input) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refusal: { name: error.errorName, params: error.params, data: error.data } };
    return { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', (task: ImportTaskMessage) => {
  void answer(task).then((reply) => parentPort?.postMessage(reply));
});
