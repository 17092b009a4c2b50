import { ORDER_IDS_MAX } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describe, expect, it } from 'vitest';
import { readPrintParams } from '../print/print-params';
import { printPlan } from './print-selection';

const S = ORDER_STATUS;
const printed = (path: string) => readPrintParams(new URL(path, 'http://x').searchParams);

describe('printing the selected orders', () => {
  it('asks for a selection first', () => {
    expect(printPlan([], 'lading-bill')).toEqual({ kind: 'noneSelected' });
  });

  it('opens the print view with the document of each selected order', () => {
    const plan = printPlan([{ id: 7, status: S.awaitingWarehousing }, { id: 3, status: S.delivered }], 'lading-bill');
    expect(plan).toMatchObject({ kind: 'print', skipped: 0 });
    if (plan.kind !== 'print') return;
    expect(plan.path.startsWith('/jiedao/jd-print?')).toBe(true);
    expect(printed(plan.path)).toEqual({ type: 'lading-bill', ids: [7, 3] });
    const receipts = printPlan([{ id: 5, status: S.inTransit }], 'receipt');
    expect(receipts.kind === 'print' && printed(receipts.path)).toEqual({ type: 'receipt', ids: [5] });
  });

  it('leaves drafts and cancelled orders out, and says so', () => {
    const plan = printPlan([{ id: 1, status: S.draft }, { id: 2, status: S.inTransit }, { id: 3, status: S.cancelled }], 'lading-bill');
    expect(plan).toMatchObject({ kind: 'print', skipped: 2 });
    expect(plan.kind === 'print' && printed(plan.path).ids).toEqual([2]);
    expect(printPlan([{ id: 1, status: S.draft }], 'lading-bill')).toEqual({ kind: 'nothingPrintable' });
  });

  it('refuses more orders than one print takes', () => {
    const many = Array.from({ length: ORDER_IDS_MAX + 1 }, (_, i) => ({ id: i + 1, status: S.inWarehouse }));
    expect(printPlan(many, 'lading-bill')).toEqual({ kind: 'tooMany', max: ORDER_IDS_MAX });
  });
});
