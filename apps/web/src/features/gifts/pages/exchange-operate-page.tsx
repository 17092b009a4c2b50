import type { GiftItem, RedeemResult as Redeemed } from '@portal/contracts/gifts';
import { GIFT_STATUS } from '@portal/contracts/statuses';
import { Button, Col, Empty, Row } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { PlainCard, Pill } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { useActivities, useGift, useGiftCatalogue } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { LoadingCard, ProblemCard } from '../components/page-states';
import { GIFT_STATUS_TONE, formatPoints } from '../gift-display';
import styles from '../gifts.module.css';

// The notes, the form (antd's Form, Modal, Radio, InputNumber and the contract's zod schema) and
// the result load when the member starts an exchange, not with the catalogue (docs/web.md,
// "Every page within the budget"); pointing at "Read the notes and exchange" starts them.
const loadNotesGate = () => import('../components/notes-gate');
const loadRedeemForm = () => import('../components/redeem-form');
const NotesGate = lazy(() => loadNotesGate().then((module) => ({ default: module.NotesGate })));
const RedeemForm = lazy(() => loadRedeemForm().then((module) => ({ default: module.RedeemForm })));
const RedeemResult = lazy(() => import('../components/redeem-result').then((module) => ({ default: module.RedeemResult })));
const preloadExchange = () => void Promise.all([loadNotesGate(), loadRedeemForm()]).catch(() => undefined);

// /jiedao/jd-exchange-operate: the catalogue; ?giftId= a gift, its notes (read to the end
// first), the form, the "final" confirmation and the result with the expected dispatch.
export function ExchangeOperatePage() {
  return (
    <MemberSystemGate>
      <ExchangeOperate />
    </MemberSystemGate>
  );
}

function ExchangeOperate() {
  const [params, setParams] = useSearchParams();
  const giftId = Number(params.get('giftId')) || undefined;
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('giftId');
    else next.set('giftId', String(id));
    setParams(next);
  };
  return giftId ? <GiftExchange id={giftId} onBack={() => open(null)} /> : <Catalogue onOpen={open} />;
}

function Catalogue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const catalogue = useGiftCatalogue();
  const activities = useActivities();
  const gifts = useMemo(() => catalogue.data?.pages.flatMap((p) => p.list) ?? [], [catalogue.data]);
  return (
    <PlainCard title={t('gifts.catalogue.title')} level={1} extra={<Link to="/jiedao/jd-exchange-log">{t('gifts.catalogue.myExchanges')}</Link>}>
      <div className={styles.stack}>
        <p className={styles.secondary}>{t('gifts.catalogue.intro')}</p>
        {activities.data?.length ? (
          <section aria-label={t('gifts.catalogue.activities')} className={styles.wrap}>
            {activities.data.map((a) => (
              <Link key={a.id} to={`/jiedao/jd-details-activity?id=${a.id}`}>
                <span className={styles.activity}>
                  <Pill tone="gold">{a.title}</Pill>
                </span>
              </Link>
            ))}
          </section>
        ) : null}
        <section aria-label={t('gifts.catalogue.list')}>
          {catalogue.isPending ? <TableLoading /> : null}
          {catalogue.isError && gifts.length === 0 ? <LazyLoadError onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} /> : null}
          {catalogue.isSuccess && gifts.length === 0 ? <Empty description={t('gifts.catalogue.empty')} /> : null}
          <Row gutter={[16, 16]}>
            {gifts.map((gift) => (
              <Col key={gift.id} xs={24} sm={12} lg={8} xl={6}>
                <GiftCard gift={gift} locale={locale} onOpen={onOpen} />
              </Col>
            ))}
          </Row>
          {catalogue.hasNextPage ? (
            <div className={styles.more}>
              <Button onClick={() => void catalogue.fetchNextPage()} loading={catalogue.isFetchingNextPage}>
                {t('gifts.catalogue.more')}
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </PlainCard>
  );
}

function GiftCard({ gift, locale, onOpen }: { gift: GiftItem; locale: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const out = gift.status !== GIFT_STATUS.available;
  return (
    <div className={styles.item}>
      <GiftImage src={gift.images[0]} />
      <div className={`${styles.itemBody} ${styles.tight}`}>
        <h2 className={styles.giftName}>{gift.name}</h2>
        <div className={styles.between}>
          <strong>{t('gifts.points', { count: gift.points, points: formatPoints(gift.points, locale) })}</strong>
          <Pill tone={GIFT_STATUS_TONE[gift.status]}>{out ? t(`gifts.status.${gift.status}`) : t('gifts.stock', { stock: gift.stock })}</Pill>
        </div>
        <Button type="primary" block disabled={out} onClick={() => onOpen(gift.id)} aria-label={t('gifts.catalogue.exchangeOne', { gift: gift.name })}>
          {t('gifts.catalogue.exchange')}
        </Button>
      </div>
    </div>
  );
}

type Stage = 'detail' | 'notes' | 'form';

function GiftExchange({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gift = useGift(id);
  const [stage, setStage] = useState<Stage>('detail');
  const [result, setResult] = useState<Redeemed | null>(null);

  if (result) {
    return (
      <Suspense fallback={<LoadingCard />}>
        <RedeemResult result={result} />
      </Suspense>
    );
  }

  if (gift.isError) {
    return (
      <ProblemCard
        noId={false}
        query={gift}
        notFound="GIFT_NOT_FOUND"
        missingTitle={t('gifts.detail.missing')}
        failedTitle={t('gifts.catalogue.title')}
        extra={<Button onClick={onBack}>{t('gifts.detail.back')}</Button>}
      />
    );
  }
  if (!gift.data) return <LoadingCard />;
  const data = gift.data;
  const out = data.status !== GIFT_STATUS.available;
  return (
    <PlainCard>
      <div className={styles.stack}>
        <Button type="link" onClick={onBack} style={{ justifySelf: 'start', padding: 0 }}>
          {t('gifts.detail.back')}
        </Button>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={10}>
            <GiftImage src={data.images[0]} size={260} />
          </Col>
          <Col xs={24} md={14}>
            <div className={styles.tight}>
              <h1 className={styles.heading}>{data.name}</h1>
              <p className={styles.text}>{data.description}</p>
              <div className={styles.wrap}>
                <strong className={styles.points}>{t('gifts.points', { count: data.points, points: formatPoints(data.points, locale) })}</strong>
                <Pill tone={GIFT_STATUS_TONE[data.status]}>{out ? t(`gifts.status.${data.status}`) : t('gifts.stock', { stock: data.stock })}</Pill>
              </div>
              <span>{t('gifts.detail.available', { points: formatPoints(data.availablePoints, locale) })}</span>
              {stage === 'detail' ? (
                <Button type="primary" disabled={out} onClick={() => setStage('notes')} onPointerEnter={preloadExchange} onFocus={preloadExchange} style={{ justifySelf: 'start' }}>
                  {t('gifts.detail.start')}
                </Button>
              ) : null}
            </div>
          </Col>
        </Row>
        {stage === 'form' ? (
          <section aria-label={t('gifts.form.label')}>
            <h2 className={styles.sectionTitle}>{t('gifts.form.label')}</h2>
            <Suspense fallback={<TableLoading />}>
              <RedeemForm gift={data} onDone={setResult} onCancel={() => setStage('detail')} />
            </Suspense>
          </section>
        ) : null}
      </div>
      {stage === 'notes' ? (
        <Suspense fallback={null}>
          <NotesGate onAccept={() => setStage('form')} onClose={() => setStage('detail')} />
        </Suspense>
      ) : null}
    </PlainCard>
  );
}
