import { XLSX_MIME } from '@portal/contracts/constants';
import type { OrderPageQuery } from '@portal/contracts/order';
import type { OrderImportMode, OrderImportProgress, OrderImportResult } from '@portal/contracts/order-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-api';

// The order spreadsheets (docs/orders.md, "Spreadsheets"): the import template, the import
// and how far the server has got with it, the export of a list.

const BASE = '/app-api/order/order';
// Large files take longer than the usual 10 s to upload, check and save.
const FILE_TIMEOUT = 120_000;
// How often the dialog asks how far the server has got.
const PROGRESS_POLL_MS = 500;

export function importTemplate(): Promise<Blob> {
  return api.get<Blob>(`${BASE}/import-template`, undefined, { responseType: 'blob', timeout: FILE_TIMEOUT });
}

export interface ImportCall {
  file: File;
  mode: OrderImportMode;
  // The client's name for this upload (import-progress?id=).
  progressId: string;
  // The uploaded share, 0 to 100.
  onUpload: (percent: number) => void;
}

// The file is the request body. silent: the dialog shows refusals (bad rows) itself.
export function useImportOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode, progressId, onUpload }: ImportCall) =>
      api.post<OrderImportResult>(`${BASE}/import?${new URLSearchParams({ mode, progressId }).toString()}`, file, {
        headers: { 'Content-Type': XLSX_MIME },
        timeout: FILE_TIMEOUT,
        silent: true,
        onUploadProgress: (event) => onUpload(event.total ? Math.round((event.loaded * 100) / event.total) : 0),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

// The server's stage while `progressId` runs (asked only while `enabled`).
export function useImportProgress(progressId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'import-progress', progressId] as const,
    queryFn: ({ signal }) => api.get<OrderImportProgress>(`${BASE}/import-progress`, { id: progressId }, { signal, silent: true }),
    enabled,
    refetchInterval: enabled ? PROGRESS_POLL_MS : false,
    gcTime: 0,
  });
}

export type ExportFilters = Omit<Partial<OrderPageQuery>, 'cursor' | 'pageSize'>;

// The list's filters as the export takes them; `ids` narrows it to the selected orders.
export function exportParams(filters: ExportFilters, ids: readonly number[] = []): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  if (ids.length > 0) params.ids = ids.join(',');
  return params;
}

// The .xlsx of the list; `onBytes` gets the bytes received so far (the file is streamed, so
// its size is not known ahead).
export function exportOrders(filters: ExportFilters, ids: readonly number[], onBytes: (bytes: number) => void): Promise<Blob> {
  return api.get<Blob>(`${BASE}/export`, exportParams(filters, ids), {
    responseType: 'blob',
    timeout: FILE_TIMEOUT,
    onDownloadProgress: (event) => onBytes(event.loaded),
  });
}
