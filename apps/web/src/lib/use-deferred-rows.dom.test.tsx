// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredRows } from './use-deferred-rows';

afterEach(cleanup);

// What each render of a list drew: the rows shown, and whether it read as loading.
function recorder() {
  const renders: { shown: string[] | undefined; pending: boolean }[] = [];
  function List({ rows }: { rows: string[] | undefined }) {
    const { shown, pending } = useDeferredRows(rows);
    renders.push({ shown, pending });
    return <p>{pending ? 'loading' : (shown ?? []).join(',') || 'empty'}</p>;
  }
  return { renders, List };
}

describe('useDeferredRows', () => {
  it('first draws nothing, as loading, then the rows in a later render', () => {
    const { renders, List } = recorder();
    const rows = ['a', 'b'];
    const view = render(<List rows={rows} />);
    expect(renders[0]).toEqual({ shown: undefined, pending: true });
    expect(renders.at(-1)).toEqual({ shown: rows, pending: false });
    expect(view.container.textContent).toBe('a,b');
  });

  it('keeps the rows shown, as loading, until new ones are drawn, and never reads as empty meanwhile', () => {
    const { renders, List } = recorder();
    const view = render(<List rows={['a']} />);
    renders.length = 0;
    view.rerender(<List rows={[]} />);
    expect(renders[0]).toEqual({ shown: ['a'], pending: true });
    expect(renders.filter((r) => !r.pending && r.shown?.length === 0)).toHaveLength(1);
    expect(view.container.textContent).toBe('empty');
  });
});
