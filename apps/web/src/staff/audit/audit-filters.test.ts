import { describe, expect, it } from 'vitest';
import { filtersOf, isFiltered, paramsOf } from './audit-filters';

describe('audit log filters', () => {
  it('read back what they wrote', () => {
    const filters = { staffId: 3, entity: 'order' as const, entityId: 42, action: 'flag', dateFrom: '2026-11-01', dateTo: '2026-11-30' };
    expect(filtersOf(paramsOf(filters))).toEqual(filters);
    expect(isFiltered(filters)).toBe(true);
  });

  it('drop what the server would refuse', () => {
    const params = new URLSearchParams({ staffId: '-1', entity: 'planet', entityId: 'x', action: 'drop table', dateFrom: '26-11-01', dateTo: '' });
    expect(filtersOf(params)).toEqual({});
    expect(isFiltered(filtersOf(params))).toBe(false);
  });
});
