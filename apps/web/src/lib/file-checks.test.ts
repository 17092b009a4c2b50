import { describe, expect, it } from 'vitest';
import { selectionProblem, type Selection } from './file-checks';

const MB = 1024 * 1024;
const base: Selection = { purpose: 'packing-list', max: 5, held: 0, index: 0, name: 'list.xlsx', size: MB };

describe('selectionProblem (upload texts of docs/product/orders.md)', () => {
  it('lets an allowed file within the limits through', () => {
    expect(selectionProblem(base)).toBeNull();
    expect(selectionProblem({ ...base, size: 5 * MB })).toBeNull();
  });
  it('says the limit is reached when the field is full, and the maximum when a selection overflows it', () => {
    expect(selectionProblem({ ...base, held: 5 })).toEqual({ key: 'files.limitReached' });
    expect(selectionProblem({ ...base, held: 3, index: 2 })).toEqual({ key: 'files.maxFiles', count: 5 });
    expect(selectionProblem({ ...base, held: 3, index: 1 })).toBeNull();
  });
  it('refuses formats the purpose does not take, by name', () => {
    expect(selectionProblem({ ...base, name: 'list.csv' })).toEqual({ key: 'files.invalidFormat' });
    expect(selectionProblem({ ...base, purpose: 'id-card', max: 20, name: 'card.pdf' })).toEqual({ key: 'files.invalidFormat' });
  });
  it('refuses a file over the purpose size with its limit', () => {
    expect(selectionProblem({ ...base, size: 5 * MB + 1 })).toEqual({ key: 'files.tooLarge', mb: 5 });
    expect(selectionProblem({ ...base, purpose: 'attachment', max: 10, size: 11 * MB })).toEqual({ key: 'files.tooLarge', mb: 10 });
  });
});
