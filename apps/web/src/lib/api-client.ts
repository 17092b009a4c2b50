import { send } from './http';
import type { RequestConfig } from './transport';

export type { RequestConfig, TransferProgress } from './transport';

// The one way to call the API (docs/product/api.md): the envelope and the member's feedback in
// http.ts, the exchange in transport.ts. Both are small and load with the shell, so a page's
// first calls leave while its own code is still downloading.
export function request<T>(config: RequestConfig): Promise<T> {
  return send<T>(config);
}

type CallOptions = Omit<RequestConfig, 'url' | 'method' | 'params' | 'data'>;

export const api = {
  get: <T>(url: string, params?: object, options?: CallOptions) => request<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: CallOptions) => request<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options?: CallOptions) => request<T>({ ...options, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: object, options?: CallOptions) => request<T>({ ...options, method: 'DELETE', url, params }),
};
