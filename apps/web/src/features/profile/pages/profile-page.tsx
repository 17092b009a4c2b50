import { Button, Card, Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { MemberCard } from '../components/member-card';

// antd's Result carries its illustrations (30 KB): it loads only when the member's data fails to.
const Result = lazy(() => import('antd/es/result'));

// /jiedao/jd-profile (and /dashboard): the personal-center landing page.
export function ProfilePage() {
  const { t } = useTranslation();
  const { data, isPending, refetch, isFetching } = useCurrentUser();

  if (isPending) {
    return (
      <Card aria-busy>
        <Skeleton avatar active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (!data) {
    return (
      <Suspense fallback={null}>
        <Result
          status="error"
          title={t('profile.loadFailed')}
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </Suspense>
    );
  }
  return <MemberCard profile={data} />;
}
