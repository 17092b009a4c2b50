import fs from 'node:fs/promises';
import type { UploadedFile } from '@portal/contracts/files';
import type { Answer } from './auth-helpers.js';
import { multipart } from './file-fixtures.js';
import type { TestApp } from './harness.js';

// Upload, fetch and count calls for tests of uploaded files.

export interface FileToSend {
  name: string;
  body: Buffer;
  type?: string;
}

export async function uploadFile(
  t: TestApp,
  token: string,
  purpose: string,
  file: FileToSend,
  options: { route?: 'upload' | 'org-name/up'; locale?: string; area?: 'app-api' | 'admin-api' } = {},
): Promise<Answer<UploadedFile>> {
  const form = await multipart([file]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/${options.area ?? 'app-api'}/file/${options.route ?? 'upload'}?purpose=${encodeURIComponent(purpose)}`,
    headers: { ...form.headers, authorization: `Bearer ${token}`, 'accept-language': options.locale ?? 'en_US' },
    payload: form.payload,
  });
  const body = res.json() as { code: number; msg: string; data: UploadedFile };
  return { status: res.statusCode, ...body };
}

export function getFile(t: TestApp, token: string, url: string, area: 'app-api' | 'admin-api' = 'app-api') {
  return t.app.inject({ method: 'GET', url: url.replace('/app-api/', `/${area}/`), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en_US' } });
}

// Files in the storage directory and rows in file_object: what an upload leaves behind.
export async function storedCounts(t: TestApp): Promise<{ files: number; rows: number }> {
  const entries = await fs.readdir(t.config.uploads.dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const rows = await t.database.db.selectFrom('file_object').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { files: entries.filter((e) => e.isFile()).length, rows: Number(rows.n) };
}

export async function memberIdOf(t: TestApp, token: string): Promise<number> {
  return (await t.services.sessions.resolve(token)).subjectId;
}
