import { describe, expect, it } from 'vitest';
import { queryString, urlOf } from './transport';

describe('queryString', () => {
  it('leaves out undefined and null, writes the rest as text', () => {
    expect(queryString({ pageNo: 1, keyword: 'a b&c', groupId: undefined, status: null, flagged: false })).toBe('pageNo=1&keyword=a+b%26c&flagged=false');
  });

  it('repeats an array as name[] and writes dates as ISO text', () => {
    expect(queryString({ ids: [3, 4], at: new Date('2026-11-25T00:00:00.000Z') })).toBe('ids%5B%5D=3&ids%5B%5D=4&at=2026-11-25T00%3A00%3A00.000Z');
  });

  it('is empty without params', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ keyword: undefined })).toBe('');
  });
});

describe('urlOf', () => {
  it('adds the query to a path, after one the path already has', () => {
    expect(urlOf({ url: '/app-api/x', params: { a: 1 } })).toBe('/app-api/x?a=1');
    expect(urlOf({ url: '/app-api/file/upload?purpose=avatar', params: { a: 1 } })).toBe('/app-api/file/upload?purpose=avatar&a=1');
    expect(urlOf({ url: '/app-api/x' })).toBe('/app-api/x');
  });
});
