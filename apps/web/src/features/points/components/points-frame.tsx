import { Suspense, lazy, type ReactNode } from 'react';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { usePointsShown } from '../api/points-api';

const PointsProblem = lazy(() => import('./points-problem').then((module) => ({ default: module.PointsProblem })));

interface PointsFrameProps {
  title: string;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}

// A points page's card: its h1, then the loading, hidden or failed state, else the content.
// Plain elements (components/plain-card.tsx): the pages load no antd Card, Typography or Result
// (docs/web.md, "Every page within the budget").
export function PointsFrame({ title, error, loading, onRetry, retrying, children }: PointsFrameProps) {
  // Known hidden from the member's profile: nothing was asked of the server.
  const hidden = usePointsShown() === false;
  let body = children;
  if (error || hidden) {
    body = (
      <Suspense fallback={<TableLoading />}>
        <PointsProblem error={error} hidden={hidden} onRetry={onRetry} retrying={retrying} />
      </Suspense>
    );
  } else if (loading) body = <TableLoading />;
  return <PlainCard title={title} level={1}>{body}</PlainCard>;
}
