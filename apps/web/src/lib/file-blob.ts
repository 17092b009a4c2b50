import { api } from './api-client';

// A private file's bytes, fetched through the api client with the member's token (files are
// never linked directly). Apart from file-api.ts, which carries the upload rules and the
// error table: the member avatar on every page needs only this.
export function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(url, undefined, { responseType: 'blob', silent: true, signal });
}
