import { Suspense, lazy, type ReactNode } from 'react';

// Loaded with a failure only: antd's Result carries illustrations a list that loads never shows.
const LoadError = lazy(() => import('./load-error').then((module) => ({ default: module.LoadError })));
const NotFoundResult = lazy(() => import('./not-found-result').then((module) => ({ default: module.NotFoundResult })));

// The failure view with Retry (load-error.tsx), its code requested when a load has failed.
export function LazyLoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LoadError onRetry={onRetry} retrying={retrying} />
    </Suspense>
  );
}

// The "not found" view of a page showing one thing (not-found-result.tsx: antd's Result with its
// illustration), its code requested only when the thing is missing.
export function LazyNotFound({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <NotFoundResult title={title} extra={extra} />
    </Suspense>
  );
}
