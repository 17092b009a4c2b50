import { Suspense, lazy } from 'react';

// Loaded with a failure only: antd's Result carries illustrations a list that loads never shows.
const LoadError = lazy(() => import('./load-error').then((module) => ({ default: module.LoadError })));

// The failure view with Retry (load-error.tsx), its code requested when a load has failed.
export function LazyLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Suspense fallback={null}>
      <LoadError onRetry={onRetry} retrying={retrying} />
    </Suspense>
  );
}
