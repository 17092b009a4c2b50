import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, listQuery, listStatuses, narrowed } from './order-filters';

describe('order list filters', () => {
  it('read back from the URL what they wrote', () => {
    const filters = { status: 2, transportType: '1', dateFrom: '2026-11-01', dateTo: '2026-11-30', keyword: 'SE2611' } as const;
    expect(filtersFromParams(filtersToParams(filters), 'posted')).toEqual(filters);
    expect(filtersToParams({ status: 0 }).toString()).toBe('status=0');
  });

  it('drop what the list cannot use instead of sending it', () => {
    const params = new URLSearchParams('status=42&transportType=9&dateFrom=yesterday&dateTo=2026-13&keyword=%20%20');
    expect(filtersFromParams(params, 'posted')).toEqual({});
  });

  it('trim the keyword and cut it at 50 characters', () => {
    const filters = filtersFromParams(new URLSearchParams({ keyword: `  ${'A'.repeat(60)} ` }), 'posted');
    expect(filters.keyword).toBe('A'.repeat(50));
  });

  it('have no draft tab for received orders: a consignee never sees drafts', () => {
    expect(listStatuses('posted')).toContain(0);
    expect(listStatuses('received')).not.toContain(0);
    expect(filtersFromParams(new URLSearchParams('status=0'), 'received')).toEqual({});
    expect(filtersFromParams(new URLSearchParams('status=0'), 'posted')).toEqual({ status: 0 });
  });

  it('ask for the role, with dates given backwards swapped', () => {
    expect(listQuery('received', { keyword: 'KM01', dateFrom: '2026-12-01', dateTo: '2026-11-01' })).toEqual({
      role: 'received',
      keyword: 'KM01',
      dateFrom: '2026-11-01',
      dateTo: '2026-12-01',
    });
  });

  it('count the status tab apart from the narrowing filters', () => {
    expect(narrowed({ status: 1 })).toBe(false);
    expect(narrowed({ status: 1, keyword: 'x' })).toBe(true);
  });
});
