import { Button } from 'antd';
import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { AfterFirstPaint } from '../../../components/after-paint';
import { bannersQuery } from '../api';
import { BannerSlot } from '../components/banner-slot';
import { MemberCard, MemberCardLoading } from '../components/member-card';
import styles from './profile-page.module.css';

// antd's Result carries its illustrations (30 KB): it loads only when the member's data fails to.
const Result = lazy(() => import('antd/es/result'));
// The carousel's code (slides, arrows) waits for the page's first paint; until then the page
// draws the first banner itself (BannerSlot).
const BannerCarousel = lazy(() => import('../components/banner-carousel').then((m) => ({ default: m.BannerCarousel })));

// /jiedao/jd-profile (and /dashboard): the personal-center landing page.
export function ProfilePage() {
  const { t } = useTranslation();
  const { data, isPending, refetch, isFetching } = useCurrentUser();
  // Asked for with the member's data, so the first banner's image does not wait for the
  // carousel's code (it is the largest thing the page paints on a phone).
  const banners = useQuery(bannersQuery(useLocale()));

  if (isPending) return <MemberCardLoading />;
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
  return (
    <div className={styles.page}>
      <MemberCard profile={data} />
      <AfterFirstPaint fallback={<BannerSlot banners={banners.isPending ? 'pending' : banners.data} />}>
        <BannerCarousel />
      </AfterFirstPaint>
    </div>
  );
}
