import { describe, expect, it } from 'vitest';
import { changeRows } from './audit-change';

describe('an audit entry’s change', () => {
  it('lists each field either side names, marking those that changed', () => {
    expect(changeRows({ roles: ['reviewer'] }, { roles: ['service'] })).toEqual([{ field: 'roles', before: ['reviewer'], after: ['service'], changed: true }]);
    // A whole snapshot (a price line): the fields left alone are there, not marked.
    expect(changeRows({ rate: 100, currency: 'USD' }, { rate: 120, currency: 'USD' })).toEqual([
      { field: 'rate', before: 100, after: 120, changed: true },
      { field: 'currency', before: 'USD', after: 'USD', changed: false },
    ]);
  });

  it('reads a creation, a deletion, an older row’s bare value and an entry without change', () => {
    expect(changeRows(null, { status: 1 })).toEqual([{ field: 'status', before: undefined, after: 1, changed: true }]);
    expect(changeRows({ rate: 100 }, null)).toEqual([{ field: 'rate', before: 100, after: undefined, changed: true }]);
    expect(changeRows(null, 'disabled')).toEqual([{ field: '', before: null, after: 'disabled', changed: true }]);
    expect(changeRows(null, null)).toEqual([]);
  });
});
