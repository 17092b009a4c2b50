import { ERRORS } from '@portal/contracts/errors';
import { isImagePurpose, type FilePurpose, type UploadedFile } from '@portal/contracts/files';
import { api } from './api-client';
import { ApiError } from './api-error';
import { fetchFileBlob } from './file-blob';
import { feedback } from './feedback';
import { i18n } from './i18n';

// Calls of the files module (server modules/files). Files are served only with the bearer
// token, so they are fetched as blobs through the api client, never by <img src> or a link.

// The 10 s timeout of other calls is too short for 10 MB on a slow line.
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  // org-name/up keeps the member's file name; upload gives a made-up one (docs/decisions.md)
  keepName?: boolean;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

// Silent: the Upload component phrases failures itself.
export function uploadFile(purpose: FilePurpose, file: Blob, name: string, options: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  const keepName = options.keepName ?? !isImagePurpose(purpose);
  const path = keepName ? '/app-api/file/org-name/up' : '/app-api/file/upload';
  return api.post<UploadedFile>(`${path}?purpose=${encodeURIComponent(purpose)}`, form, {
    silent: true,
    timeout: UPLOAD_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    },
  });
}

// Removes the member's file. A file a saved record still uses stays on the server (it answers
// "in use"); for the form it is gone either way, so that answer is not an error here.
export async function deleteFile(id: string): Promise<void> {
  try {
    await api.delete<null>(`/app-api/file/delete/${encodeURIComponent(id)}`, undefined, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && (error.code === ERRORS.FILE_IN_USE.code || error.code === ERRORS.FILE_NOT_FOUND.code)) return;
    throw error;
  }
}

// Saves a private file under its name; tells the member when it fails ('Download failed').
export async function downloadFile(file: Pick<UploadedFile, 'url' | 'name'>): Promise<void> {
  let blob: Blob;
  try {
    blob = await fetchFileBlob(file.url);
  } catch {
    feedback.error(i18n.t('files.downloadFailed'));
    return;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

// Shows a private file in a new tab (a PDF, say); 'Failed to open file' when it cannot. The tab
// opens at once, inside the click, so popup blockers let it through.
export async function openFile(file: Pick<UploadedFile, 'url'>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFileBlob(file.url);
    if (!tab) throw new Error('popup blocked');
    const href = URL.createObjectURL(blob);
    tab.location.href = href;
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    tab?.close();
    feedback.error(i18n.t('files.openFailed'));
  }
}
