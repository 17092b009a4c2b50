import { Suspense, lazy } from 'react';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import type { GiftProblemProps } from './gift-problem';

const GiftProblem = lazy(() => import('./gift-problem').then((module) => ({ default: module.GiftProblem })));

// The gift pages' states before their content: loading, and a record that did not load (a
// failure with Retry, never shown as "not found", or a record that is not there or not the
// member's), whose code loads only then.

export function LoadingCard() {
  return (
    <PlainCard>
      <TableLoading />
    </PlainCard>
  );
}

export function ProblemCard(props: GiftProblemProps) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <GiftProblem {...props} />
    </Suspense>
  );
}
