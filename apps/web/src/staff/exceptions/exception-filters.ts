import { ABNORMAL_STATUS, ABNORMAL_STATUSES, ABNORMAL_TYPES, type AbnormalStatus, type AbnormalType } from '@portal/contracts/abnormal';

// The list's filters, kept in the URL (a reload, a link or the back button keeps them). With no
// status in the URL the desk shows what awaits our answer (disputes and claims); `status=all`
// shows every status.
export interface ExceptionFilters {
  status?: AbnormalStatus;
  type?: AbnormalType;
  orderNo?: string;
}

export const AWAITING_US = ABNORMAL_STATUS.disputed;

export function filtersOf(params: URLSearchParams): ExceptionFilters {
  const filters: ExceptionFilters = {};
  const status = params.get('status');
  if (status === null) filters.status = AWAITING_US;
  else if (status !== 'all' && (ABNORMAL_STATUSES as readonly number[]).includes(Number(status)) && status.trim() !== '') filters.status = Number(status) as AbnormalStatus;
  const type = params.get('type');
  if (type && (ABNORMAL_TYPES as readonly string[]).includes(type)) filters.type = type as AbnormalType;
  // The server matches the number whole, in any case.
  const orderNo = params.get('orderNo')?.trim().toUpperCase();
  if (orderNo) filters.orderNo = orderNo.slice(0, 32);
  return filters;
}

export function paramsOf(filters: ExceptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status === undefined) params.set('status', 'all');
  else if (filters.status !== AWAITING_US) params.set('status', String(filters.status));
  if (filters.type) params.set('type', filters.type);
  const orderNo = filters.orderNo?.trim().toUpperCase();
  if (orderNo) params.set('orderNo', orderNo);
  return params;
}

// Whether the list shows anything but its first view (what awaits our answer).
export function isFiltered(filters: ExceptionFilters): boolean {
  return filters.status !== AWAITING_US || filters.type !== undefined || filters.orderNo !== undefined;
}
