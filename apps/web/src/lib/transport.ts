import { getToken } from './cookies';
import { requestLocale } from './i18n';

// One HTTP exchange with the API, over XMLHttpRequest: the only browser call that reports an
// upload's progress, and small enough to ride with the first page, so a page's first requests
// leave as soon as its route runs instead of after a request library has downloaded
// (docs/decisions.md, "The request layer"). api-client.ts / http.ts give the answers meaning.

export interface TransferProgress {
  loaded: number;
  // Absent when the size is not known ahead (a streamed file).
  total?: number;
}

export interface RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  // Query values; undefined and null are left out, an array repeats `name[]`.
  params?: object | undefined;
  // A plain value is sent as JSON; FormData, Blob and strings as they are.
  data?: unknown;
  headers?: Record<string, string>;
  // Milliseconds; DEFAULT_TIMEOUT_MS when not given.
  timeout?: number;
  signal?: AbortSignal | undefined;
  // 'blob': the answer's bytes (a file), else its text read as JSON where it is JSON.
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: TransferProgress) => void;
  onDownloadProgress?: (progress: TransferProgress) => void;
  // No toast and no logout dialog: the caller tells the member itself.
  silent?: boolean;
  // The session token to send instead of the member's (the staff console's, apps/web/src/staff);
  // null sends none.
  token?: string | null;
  // A refused token (50008, 50012, 50014) calls this instead of the member's logout dialog.
  onTokenRefused?: () => void;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

const baseUrl: string = import.meta.env.VITE_API_BASE || '';

// Why an exchange gave no successful answer: no answer at all (network), none in time, called
// off by the caller, or an HTTP error status (with whatever body came with it).
export type TransportFailure = 'network' | 'timeout' | 'canceled' | 'status';

export class TransportError extends Error {
  override readonly name = 'TransportError';

  constructor(
    readonly kind: TransportFailure,
    readonly status: number | null = null,
    readonly body: unknown = undefined,
  ) {
    super(kind === 'status' ? `HTTP ${status}` : kind);
  }
}

export function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item);
      search.append(Array.isArray(value) ? `${name}[]` : name, text);
    }
  }
  return search.toString();
}

export function urlOf(config: Pick<RequestConfig, 'url' | 'params'>): string {
  const query = queryString(config.params);
  const url = /^https?:\/\//.test(config.url) ? config.url : `${baseUrl}${config.url}`;
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function bodyOf(data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | null {
  if (data === undefined) return null;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams || typeof data === 'string') return data;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(data);
}

function answerOf(xhr: XMLHttpRequest): unknown {
  if (xhr.responseType === 'blob') return xhr.response as Blob;
  const text = xhr.responseText;
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const progressOf = (event: ProgressEvent): TransferProgress => (event.lengthComputable ? { loaded: event.loaded, total: event.total } : { loaded: event.loaded });

// Resolves with the answer's body on a 2xx, else rejects with a TransportError. Every call
// carries the member's language and, when signed in, their token (or the one the call names).
export function exchange(config: RequestConfig): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (config.signal?.aborted) return reject(new TransportError('canceled'));
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, urlOf(config), true);
    xhr.timeout = config.timeout ?? DEFAULT_TIMEOUT_MS;
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', 'Accept-Language': requestLocale() };
    const token = config.token === undefined ? getToken() : config.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, config.headers);
    const body = bodyOf(config.data, headers);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const { onUploadProgress, onDownloadProgress, signal } = config;
    if (onUploadProgress) xhr.upload.onprogress = (event) => onUploadProgress(progressOf(event));
    if (onDownloadProgress) xhr.onprogress = (event) => onDownloadProgress(progressOf(event));
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (fn: () => void) => () => {
      signal?.removeEventListener('abort', abort);
      fn();
    };
    xhr.onload = settle(() => {
      const answer = answerOf(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else reject(new TransportError('status', xhr.status, answer));
    });
    xhr.onerror = settle(() => reject(new TransportError('network')));
    xhr.ontimeout = settle(() => reject(new TransportError('timeout')));
    xhr.onabort = settle(() => reject(new TransportError('canceled')));
    xhr.send(body);
  });
}
