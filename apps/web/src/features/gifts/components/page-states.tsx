import { Card, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LazyLoadError } from '../../../components/lazy-load-error';

// The gift pages' states before their content: loading, a failed load (never shown as "not
// found"), and a record that is not there (or not the member's).

export function LoadingCard() {
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}

export function FailedCard({ title, onRetry, retrying, children }: { title: string; onRetry: () => void; retrying: boolean; children?: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <LazyLoadError onRetry={onRetry} retrying={retrying} />
      {children}
    </Card>
  );
}

export function MissingCard({ title, extra }: { title: string; extra: ReactNode }) {
  return (
    <Card>
      <Result status="404" title={<h1 style={{ fontSize: 20, margin: 0 }}>{title}</h1>} extra={extra} />
    </Card>
  );
}
