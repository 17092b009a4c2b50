import { ORDER_IDS_MAX } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describe, expect, it } from 'vitest';
import { exportParams } from '../api/order-sheet-api';
import { batches, draftsOf, importPercent, importStep } from './sheet-logic';

describe('the import progress bar', () => {
  it('follows the upload, then the server, and never goes back', () => {
    const steps = [
      importStep(0, undefined),
      importStep(50, undefined),
      // The file has arrived; the server has not said anything yet.
      importStep(100, undefined),
      importStep(100, { stage: 'waiting', done: 0, total: 0 }),
      importStep(100, { stage: 'reading', done: 0, total: 0 }),
      importStep(100, { stage: 'checking', done: 300, total: 1000 }),
      importStep(100, { stage: 'saving', done: 0, total: 1000 }),
      importStep(100, { stage: 'saving', done: 500, total: 1000 }),
      importStep(100, { stage: 'finished', done: 0, total: 0 }),
    ];
    const percents = steps.map(importPercent);
    expect(percents).toEqual([0, 20, 40, 40, 40, 53, 60, 80, 100]);
    expect(steps[5]).toEqual({ step: 'checking', done: 300, total: 1000 });
    expect(steps[1]).toEqual({ step: 'uploading', percent: 50 });
  });
});

describe('submit selected', () => {
  it('takes the drafts only, in batches the API accepts', () => {
    const selected = [
      { id: 1, status: ORDER_STATUS.draft },
      { id: 2, status: ORDER_STATUS.awaitingWarehousing },
      { id: 3, status: ORDER_STATUS.draft },
    ];
    expect(draftsOf(selected).map((o) => o.id)).toEqual([1, 3]);
    const ids = Array.from({ length: ORDER_IDS_MAX * 2 + 1 }, (_, i) => i + 1);
    expect(batches(ids).map((b) => b.length)).toEqual([ORDER_IDS_MAX, ORDER_IDS_MAX, 1]);
    expect(batches(ids).flat()).toEqual(ids);
    expect(batches([])).toEqual([]);
  });
});

describe('the export', () => {
  it("sends the list's filters without blanks, and the selection as one ids list", () => {
    expect(exportParams({ role: 'posted', status: 0, keyword: '', transportType: undefined, dateFrom: '2026-11-01' })).toEqual({
      role: 'posted',
      status: '0',
      dateFrom: '2026-11-01',
    });
    expect(exportParams({ role: 'received' }, [4, 9])).toEqual({ role: 'received', ids: '4,9' });
  });
});
