import { Card, Flex, Progress, Statistic, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePointSummary, usePointsShown, useShareClick } from '../api/points-api';
import { EarnRules } from '../components/earn-rules';
import { InviteCard } from '../components/invite-card';
import { PointsFrame } from '../components/points-frame';
import styles from '../components/points.module.css';

// /jiedao/jd-integral: the member's points (total, available, spent), level and the way to the
// next, how to earn, and the invite code and links. Opened with ?share=CODE (another member's
// share link) it records the click once, then drops the parameter.
export function IntegralPage() {
  const { t } = useTranslation();
  const summary = usePointSummary();
  useShareParameter();
  const data = summary.data;
  return (
    <Flex vertical gap={16}>
      <PointsFrame title={t('points.title')} error={summary.error} loading={!data} onRetry={() => void summary.refetch()} retrying={summary.isFetching}>
        {data ? (
          <Flex vertical gap={16}>
            <section aria-label={t('points.balance')} className={styles.stats}>
              <Statistic title={t('points.available')} value={data.available} />
              <Statistic title={t('points.total')} value={data.total} />
              <Statistic title={t('points.spent')} value={data.spent} />
            </section>
            <section aria-labelledby="points-level">
              <Typography.Title level={2} id="points-level" style={{ fontSize: 16 }}>
                {t('points.level.title')} {data.level ? <Tag color="gold">{data.level.name}</Tag> : null}
              </Typography.Title>
              {data.nextLevel ? (
                <>
                  <Progress
                    percent={Math.floor(((data.total - (data.level?.minScore ?? 0)) * 100) / Math.max(data.nextLevel.minScore - (data.level?.minScore ?? 0), 1))}
                    aria-label={t('points.level.progress', { next: data.nextLevel.name })}
                  />
                  <Typography.Text>{t('points.level.toNext', { count: data.toNextLevel, points: data.toNextLevel, next: data.nextLevel.name })}</Typography.Text>
                </>
              ) : (
                <Typography.Text>{t('points.level.highest')}</Typography.Text>
              )}
            </section>
            <Flex wrap gap={16}>
              <Link to="/jiedao/jd-integral-log">{t('points.links.log')}</Link>
              <Link to="/jiedao/jd-level-log">{t('points.links.levels')}</Link>
            </Flex>
          </Flex>
        ) : null}
      </PointsFrame>
      {data ? (
        <>
          <Card title={<h2 className="ant-card-head-title" style={{ margin: 0, fontSize: 16 }}>{t('points.rules.title')}</h2>}>
            <EarnRules rules={data.rules} />
          </Card>
          <Card title={<h2 className="ant-card-head-title" style={{ margin: 0, fontSize: 16 }}>{t('points.invite.title')}</h2>}>
            <Typography.Paragraph type="secondary">{t('points.invite.intro')}</Typography.Paragraph>
            <InviteCard code={data.inviteCode} />
          </Card>
        </>
      ) : null}
    </Flex>
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
