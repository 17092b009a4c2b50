import type { AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import type * as Http from './http';
import { feedback } from './feedback';
import { i18n } from './i18n';

declare module 'axios' {
  interface AxiosRequestConfig {
    // No toast and no logout dialog: the caller tells the member itself.
    silent?: boolean;
  }
}

// The one way to call the API. The axios instance and the handling of answers live in
// http.ts, which arrives with the first call: a page that calls nothing on load (the login
// page) does not carry axios up front.
type HttpModule = typeof Http;
let httpModule: Promise<HttpModule> | undefined;

export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  httpModule ??= import('./http');
  let layer: HttpModule;
  try {
    layer = await httpModule;
  } catch {
    // The request layer itself could not be fetched (offline, or a newer deploy).
    httpModule = undefined;
    const text = i18n.t('common.request.network');
    if (!config.silent) feedback.error(text);
    throw new ApiError(text, null);
  }
  return layer.send<T>(config);
}

type CallOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

export const api = {
  get: <T>(url: string, params?: object, options?: CallOptions) =>
    request<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: CallOptions) =>
    request<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options?: CallOptions) =>
    request<T>({ ...options, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: object, options?: CallOptions) =>
    request<T>({ ...options, method: 'DELETE', url, params }),
};
