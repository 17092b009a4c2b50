import { AUDIT_ENTITIES, type AuditEntity } from '@portal/contracts/audit';
import { filterParams } from '../url-filters';

// The audit log's filters, kept in the page's URL so a search can be shared and reloaded.
export interface AuditFilters {
  staffId?: number;
  entity?: AuditEntity;
  entityId?: number;
  action?: string;
  dateFrom?: string;
  dateTo?: string;
}

const positive = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};
const day = (value: string | null): string | undefined => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const isEntity = (value: string | null): value is AuditEntity => (AUDIT_ENTITIES as readonly (string | null)[]).includes(value);

// Anything the server would refuse is dropped, so a hand-edited URL lists rather than fails.
export function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  const staffId = positive(params.get('staffId'));
  if (staffId) filters.staffId = staffId;
  const entity = params.get('entity');
  if (isEntity(entity)) filters.entity = entity;
  const entityId = positive(params.get('entityId'));
  if (entityId) filters.entityId = entityId;
  const action = params.get('action')?.trim();
  if (action && /^[A-Za-z-]{1,32}$/.test(action)) filters.action = action;
  const dateFrom = day(params.get('dateFrom'));
  if (dateFrom) filters.dateFrom = dateFrom;
  const dateTo = day(params.get('dateTo'));
  if (dateTo) filters.dateTo = dateTo;
  return filters;
}

export const paramsOf = (filters: AuditFilters): URLSearchParams => filterParams(filters);

export const isFiltered = (filters: AuditFilters) => Object.keys(filters).length > 0;
