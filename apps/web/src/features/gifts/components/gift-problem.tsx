import { ERRORS } from '@portal/contracts/errors';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PlainCard } from '../../../components/plain-card';
import { ApiError } from '../../../lib/api-error';

export interface GiftProblemProps {
  // No id in the address: nothing to ask the server for.
  noId: boolean;
  // The record's query: its error, and Retry.
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  // The server's answer for a record that is not there (or not the member's).
  notFound: 'GIFT_NOT_FOUND' | 'GIFT_EXCHANGE_NOT_FOUND' | 'GIFT_ACTIVITY_NOT_FOUND';
  missingTitle: string;
  failedTitle: string;
  // The way back, under either state.
  extra: ReactNode;
}

// A gift page's record that did not load: "not found" when there is none, else the failure with
// Retry (never shown as "not found"). Loaded only then (page-states.tsx): the error table and
// antd's Result are no part of a page that loads.
export function GiftProblem({ noId, query, notFound, missingTitle, failedTitle, extra }: GiftProblemProps) {
  if (noId || (query.error instanceof ApiError && query.error.code === ERRORS[notFound].code)) {
    return (
      <PlainCard>
        <Result status="404" title={<h1 style={{ fontSize: 20, margin: 0 }}>{missingTitle}</h1>} extra={extra} />
      </PlainCard>
    );
  }
  return (
    <PlainCard title={failedTitle} level={1}>
      <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      {extra}
    </PlainCard>
  );
}

// Points and gifts are off for this member (member-system-gate.tsx).
export function GiftsOff() {
  const { t } = useTranslation();
  return (
    <PlainCard>
      <Result status="info" title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('gifts.off.title')}</h1>} subTitle={t('gifts.off.text')} />
    </PlainCard>
  );
}
