import { ERRORS } from '@portal/contracts/errors';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-error';

// Points are hidden for this member (the member system is off, or their area code takes no
// part): the server says so with POINTS_HIDDEN, never with empty data.
export const isPointsHidden = (error: unknown) => error instanceof ApiError && error.code === ERRORS.POINTS_HIDDEN.code;

// What a points page shows instead of its content: "not available" for a member without
// points, else the failure with Retry. Loaded only then (points-frame.tsx): the error table and
// antd's Result are no part of a page that loads.
export function PointsProblem({ error, hidden, onRetry, retrying }: { error: unknown; hidden: boolean; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  if (hidden || isPointsHidden(error)) return <Result status="info" title={t('points.hidden.title')} subTitle={t('points.hidden.text')} />;
  return <LoadError onRetry={onRetry} retrying={retrying} />;
}
