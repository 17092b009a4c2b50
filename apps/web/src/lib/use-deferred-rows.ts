import { useDeferredValue, useMemo } from 'react';

// What a list or an order page draws from its answer, drawn in a render React splits into
// slices of a few milliseconds, between which the browser paints and answers taps. An answer
// arrives through TanStack Query's store, whose updates React renders in one piece: 20 order
// cards, or the order detail's sections, were one task of 100–500 ms on a phone (4× slower
// than a desk), blocking the page while it was still loading its other parts. `pending` is
// true while what is shown is older than `value` (or nothing yet): the list reads as loading
// then, never as empty (docs/decisions.md, "Answers drawn in slices").
export function useDeferredRows<T>(value: T): { shown: T | undefined; pending: boolean } {
  const box = useMemo(() => ({ value }), [value]);
  const shown = useDeferredValue<{ value: T } | null>(box, null);
  return { shown: shown?.value, pending: shown !== box };
}
