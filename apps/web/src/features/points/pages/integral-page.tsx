import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PlainCard, Pill } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';
import { usePointSummary, usePointsShown, useShareClick } from '../api/points-api';
import { EarnRules } from '../components/earn-rules';
import { InviteCard } from '../components/invite-card';
import { PointsFrame } from '../components/points-frame';
import styles from '../components/points.module.css';

// /jiedao/jd-integral: the member's points (total, available, spent), level and the way to the
// next, how to earn, and the invite code and links. Opened with ?share=CODE (another member's
// share link) it records the click once, then drops the parameter. Plain elements: no antd
// Statistic, Progress, Card or Typography (docs/web.md, "Every page within the budget").
export function IntegralPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = usePointSummary();
  useShareParameter();
  const data = summary.data;
  const figure = (label: string, value: number) => (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{formatNumber(value, locale)}</dd>
    </div>
  );
  return (
    <div className={styles.stack}>
      <PointsFrame title={t('points.title')} error={summary.error} loading={!data} onRetry={() => void summary.refetch()} retrying={summary.isFetching}>
        {data ? (
          <div className={styles.stack}>
            <section aria-label={t('points.balance')}>
              <dl className={styles.stats}>
                {figure(t('points.available'), data.available)}
                {figure(t('points.total'), data.total)}
                {figure(t('points.spent'), data.spent)}
              </dl>
            </section>
            <section aria-labelledby="points-level">
              <h2 id="points-level" className={styles.levelTitle}>
                {t('points.level.title')} {data.level ? <Pill tone="gold">{data.level.name}</Pill> : null}
              </h2>
              {data.nextLevel ? (
                <>
                  <LevelProgress
                    percent={Math.floor(((data.total - (data.level?.minScore ?? 0)) * 100) / Math.max(data.nextLevel.minScore - (data.level?.minScore ?? 0), 1))}
                    label={t('points.level.progress', { next: data.nextLevel.name })}
                    locale={locale}
                  />
                  <span>{t('points.level.toNext', { count: data.toNextLevel, points: data.toNextLevel, next: data.nextLevel.name })}</span>
                </>
              ) : (
                <span>{t('points.level.highest')}</span>
              )}
            </section>
            <div className={styles.links}>
              <Link to="/jiedao/jd-integral-log">{t('points.links.log')}</Link>
              <Link to="/jiedao/jd-level-log">{t('points.links.levels')}</Link>
            </div>
          </div>
        ) : null}
      </PointsFrame>
      {data ? (
        <>
          <PlainCard title={t('points.rules.title')} level={2}>
            <EarnRules rules={data.rules} />
          </PlainCard>
          <PlainCard title={t('points.invite.title')} level={2}>
            <p className={styles.secondary}>{t('points.invite.intro')}</p>
            <InviteCard code={data.inviteCode} />
          </PlainCard>
        </>
      ) : null}
    </div>
  );
}

// The way to the next level as a bar and its percentage (antd's Progress without its code).
function LevelProgress({ percent, label, locale }: { percent: number; label: string; locale: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div className={styles.progress}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span>{formatNumber(value / 100, locale, { style: 'percent' })}</span>
    </div>
  );
}

function useShareParameter() {
  const [params, setParams] = useSearchParams();
  const click = useShareClick();
  const sent = useRef(false);
  const code = params.get('share');
  const shown = usePointsShown();
  useEffect(() => {
    // A visitor without points counts for nobody (the server refuses); the link is dropped.
    if (!code || sent.current || shown === undefined) return;
    sent.current = true;
    if (shown) click.mutate(code);
    setParams(
      (current) => {
        current.delete('share');
        return current;
      },
      { replace: true },
    );
  }, [code, click, setParams, shown]);
}
