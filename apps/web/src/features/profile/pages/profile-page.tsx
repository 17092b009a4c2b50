import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { MemberCard } from '../components/member-card';

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
      <Result
        status="error"
        title={t('profile.loadFailed')}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <MemberCard profile={data} />;
}
