import { describe, expect, it } from 'vitest';
import { filtersOf, isFiltered, paramsOf } from './exception-filters';

const read = (query: string) => filtersOf(new URLSearchParams(query));

describe('exception filters', () => {
  it('shows what awaits our answer when the URL names no status, and every status with status=all', () => {
    expect(read('')).toEqual({ status: 2 });
    expect(read('status=all')).toEqual({});
    expect(read('status=0')).toEqual({ status: 0 });
    expect(read('status=1&type=4')).toEqual({ status: 1, type: '4' });
  });

  it('leaves out what the server would refuse', () => {
    expect(read('status=7&type=11')).toEqual({});
    expect(read('status=&type=')).toEqual({});
    expect(read('status=abc')).toEqual({});
  });

  it('takes the order number trimmed, in capitals, as the server matches it', () => {
    expect(read('orderNo=%20se2611250001%20')).toEqual({ status: 2, orderNo: 'SE2611250001' });
    expect(read('orderNo=%20%20')).toEqual({ status: 2 });
  });

  it('writes the filters back to the URL they are read from', () => {
    for (const filters of [{ status: 2 as const }, {}, { status: 0 as const, type: '10' as const, orderNo: 'SE2611250001' }, { type: '4' as const }]) {
      expect(read(paramsOf(filters).toString())).toEqual(filters);
    }
    expect(paramsOf({ status: 2 }).toString()).toBe('');
    expect(paramsOf({}).toString()).toBe('status=all');
  });

  it('calls the first view (awaiting our answer, nothing else) unfiltered', () => {
    expect(isFiltered({ status: 2 })).toBe(false);
    expect(isFiltered({})).toBe(true);
    expect(isFiltered({ status: 2, orderNo: 'SE1' })).toBe(true);
    expect(isFiltered({ status: 2, type: '4' })).toBe(true);
  });
});
