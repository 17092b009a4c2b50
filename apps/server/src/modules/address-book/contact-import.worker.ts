import { parentPort } from 'node:worker_threads';
import type { ErrorName } from '@portal/contracts/errors';
import type { Locale } from '@portal/contracts/locale';
import { AppError } from '../../lib/app-error.js';
import { checkContactFile, type CheckedRows } from './contact-import-rows.js';

// Worker thread of contact-import-workers.ts: reads and checks one uploaded file per message.

export interface ContactImportTask {
  file: Uint8Array;
  locale: Locale;
}

export type ContactImportReply =
  | { ok: true; rows: CheckedRows }
  | { ok: false; refusal: { name: ErrorName; params?: Record<string, string | number>; data: unknown } }
  | { ok: false; failure: string };

async function answer({ file, locale }: ContactImportTask): Promise<ContactImportReply> {
  try {
    const rows = await checkContactFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), locale);
    return { ok: true, rows };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refusal: { name: error.errorName, params: error.params, data: error.data } };
    return { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', (task: ContactImportTask) => {
  void answer(task).then((reply) => parentPort?.postMessage(reply));
});
