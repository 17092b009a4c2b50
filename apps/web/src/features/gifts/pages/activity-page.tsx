import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PlainCard } from '../../../components/plain-card';
import { useActivity } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { LoadingCard, ProblemCard } from '../components/page-states';
import styles from '../gifts.module.css';

// /jiedao/jd-details-activity?id=: a campaign's page (title, picture, dates, text) with a way
// to its gift.
export function ActivityPage() {
  return (
    <MemberSystemGate>
      <Activity />
    </MemberSystemGate>
  );
}

function Activity() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const activity = useActivity(id);
  const back = <Link to="/jiedao/jd-exchange-operate">{t('gifts.log.toCatalogue')}</Link>;
  if (!id || activity.isError) {
    return (
      <ProblemCard
        noId={!id}
        query={activity}
        notFound="GIFT_ACTIVITY_NOT_FOUND"
        missingTitle={t('gifts.activity.missing')}
        failedTitle={t('gifts.activity.title')}
        extra={back}
      />
    );
  }
  if (!activity.data) return <LoadingCard />;
  const a = activity.data;
  return (
    <PlainCard>
      <div className={styles.stack} style={{ maxWidth: 760 }}>
        <h1 className={styles.heading}>{a.title}</h1>
        {a.startDate || a.endDate ? <p className={styles.secondary}>{t('gifts.activity.dates', { start: a.startDate ?? '…', end: a.endDate ?? '…' })}</p> : null}
        {a.image ? <GiftImage src={a.image} size={240} /> : null}
        <p className={styles.text}>{a.content}</p>
        <div className={styles.wrap}>
          {a.giftId ? (
            <Link to={`/jiedao/jd-exchange-operate?giftId=${a.giftId}`}>
              <Button type="primary">{t('gifts.activity.toGift')}</Button>
            </Link>
          ) : null}
          {back}
        </div>
      </div>
    </PlainCard>
  );
}
