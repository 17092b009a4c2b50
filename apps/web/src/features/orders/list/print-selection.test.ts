import { ORDER_IDS_MAX } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describe, expect, it } from 'vitest';
import { printPath, printPlan } from './print-selection';

const S = ORDER_STATUS;

describe('printing the selected orders', () => {
  it('asks for a selection first', () => {
    expect(printPlan([])).toEqual({ kind: 'noneSelected' });
  });

  it('opens the print view with the bills of lading of the selected orders', () => {
    const plan = printPlan([
      { id: 7, status: S.awaitingWarehousing },
      { id: 3, status: S.delivered },
    ]);
    expect(plan).toEqual({ kind: 'print', path: '/jiedao/jd-print?type=lading-bill&ids=7,3', skipped: 0 });
  });

  it('leaves drafts and cancelled orders out, and says so', () => {
    const plan = printPlan([
      { id: 1, status: S.draft },
      { id: 2, status: S.inTransit },
      { id: 3, status: S.cancelled },
    ]);
    expect(plan).toMatchObject({ kind: 'print', skipped: 2 });
    expect(plan.kind === 'print' && new URL(plan.path, 'http://x').searchParams.get('ids')).toBe('2');
    expect(printPlan([{ id: 1, status: S.draft }])).toEqual({ kind: 'nothingPrintable' });
  });

  it('refuses more orders than one print takes', () => {
    const many = Array.from({ length: ORDER_IDS_MAX + 1 }, (_, i) => ({ id: i + 1, status: S.inWarehouse }));
    expect(printPlan(many)).toEqual({ kind: 'tooMany', max: ORDER_IDS_MAX });
  });

  it('names one order the same way for either document', () => {
    expect(printPath('warehouse-receipt', [12])).toBe('/jiedao/jd-print?type=warehouse-receipt&ids=12');
  });
});
