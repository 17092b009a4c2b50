import { ERRORS } from '@portal/contracts/errors';
import { Card, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { ApiError } from '../../../lib/api-error';
import { usePointsShown } from '../api/points-api';

// Points are hidden for this member (the member system is off, or their area code takes no
// part): the server says so with POINTS_HIDDEN, never with empty data.
export const isPointsHidden = (error: unknown) => error instanceof ApiError && error.code === ERRORS.POINTS_HIDDEN.code;

interface PointsFrameProps {
  title: string;
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}

// A points page's card: its h1, then the loading, hidden or failed state, else the content.
export function PointsFrame({ title, error, loading, onRetry, retrying, children }: PointsFrameProps) {
  const { t } = useTranslation();
  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
      {title}
    </Typography.Title>
  );
  // Known hidden from the member's profile: nothing was asked of the server.
  const hidden = usePointsShown() === false;
  if (error || hidden) {
    return (
      <Card>
        {heading}
        {hidden || isPointsHidden(error) ? <Result status="info" title={t('points.hidden.title')} subTitle={t('points.hidden.text')} /> : <LazyLoadError onRetry={onRetry} retrying={retrying} />}
      </Card>
    );
  }
  if (loading) {
    return (
      <Card>
        {heading}
        <Skeleton active aria-busy />
      </Card>
    );
  }
  return (
    <Card>
      {heading}
      {children}
    </Card>
  );
}
