import { ERRORS } from '@portal/contracts/errors';
import { GIFT_STATUS, type GiftItem, type RedeemResult } from '@portal/contracts/gifts';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { ApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useActivities, useGift, useGiftCatalogue } from '../api/gifts-api';
import { GiftImage } from '../components/gift-image';
import { MemberSystemGate } from '../components/member-system-gate';
import { FailedCard, LoadingCard, MissingCard } from '../components/page-states';
import { NotesGate } from '../components/notes-gate';
import { RedeemForm } from '../components/redeem-form';
import { GIFT_STATUS_COLOR, dispatchText, formatPoints } from '../gift-display';

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
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {t('gifts.catalogue.title')}
          </Typography.Title>
          <Link to="/jiedao/jd-exchange-log">{t('gifts.catalogue.myExchanges')}</Link>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('gifts.catalogue.intro')}
        </Typography.Paragraph>
        {activities.data?.length ? (
          <section aria-label={t('gifts.catalogue.activities')}>
            <Flex gap={8} wrap>
              {activities.data.map((a) => (
                <Link key={a.id} to={`/jiedao/jd-details-activity?id=${a.id}`}>
                  <Tag color="gold" style={{ padding: '4px 10px', whiteSpace: 'normal' }}>
                    {a.title}
                  </Tag>
                </Link>
              ))}
            </Flex>
          </section>
        ) : null}
        <section aria-label={t('gifts.catalogue.list')}>
          {catalogue.isPending ? <Skeleton active /> : null}
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
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Button onClick={() => void catalogue.fetchNextPage()} loading={catalogue.isFetchingNextPage}>
                {t('gifts.catalogue.more')}
              </Button>
            </Flex>
          ) : null}
        </section>
      </Flex>
    </Card>
  );
}

function GiftCard({ gift, locale, onOpen }: { gift: GiftItem; locale: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const out = gift.status !== GIFT_STATUS.available;
  return (
    <Card size="small" cover={<GiftImage src={gift.images[0]} />} style={{ height: '100%' }}>
      <Flex vertical gap={6}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {gift.name}
        </Typography.Title>
        <Flex justify="space-between" align="center" wrap gap={4}>
          <strong>{t('gifts.points', { count: gift.points, points: formatPoints(gift.points, locale) })}</strong>
          <Tag color={GIFT_STATUS_COLOR[gift.status]}>{out ? t(`gifts.status.${gift.status}`) : t('gifts.stock', { stock: gift.stock })}</Tag>
        </Flex>
        <Button type="primary" block disabled={out} onClick={() => onOpen(gift.id)} aria-label={t('gifts.catalogue.exchangeOne', { gift: gift.name })}>
          {t('gifts.catalogue.exchange')}
        </Button>
      </Flex>
    </Card>
  );
}

type Stage = 'detail' | 'notes' | 'form';

function GiftExchange({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gift = useGift(id);
  const [stage, setStage] = useState<Stage>('detail');
  const [result, setResult] = useState<RedeemResult | null>(null);

  if (result) {
    return (
      <Card>
        <Result
          status="success"
          title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('gifts.result.title')}</h1>}
          subTitle={
            <Flex vertical gap={4}>
              <span>{t('gifts.result.number', { number: result.exchange.exchangeNo })}</span>
              <span>{t('gifts.result.dispatch', { dispatch: dispatchText(t, result.exchange.expectedDispatch, locale) })}</span>
              <span>{t('gifts.result.balance', { points: formatPoints(result.availablePoints, locale) })}</span>
            </Flex>
          }
          extra={[
            <Link key="detail" to={`/jiedao/jd-exchange-details?id=${result.exchange.id}`}>
              <Button type="primary">{t('gifts.result.details')}</Button>
            </Link>,
            <Link key="log" to="/jiedao/jd-exchange-log">
              <Button>{t('gifts.result.log')}</Button>
            </Link>,
          ]}
        />
      </Card>
    );
  }

  if (gift.isPending) return <LoadingCard />;
  if (gift.error instanceof ApiError && gift.error.code === ERRORS.GIFT_NOT_FOUND.code) {
    return <MissingCard title={t('gifts.detail.missing')} extra={<Button onClick={onBack}>{t('gifts.detail.back')}</Button>} />;
  }
  if (gift.isError || !gift.data) {
    return (
      <FailedCard title={t('gifts.catalogue.title')} onRetry={() => void gift.refetch()} retrying={gift.isFetching}>
        <Button onClick={onBack}>{t('gifts.detail.back')}</Button>
      </FailedCard>
    );
  }
  const data = gift.data;
  const out = data.status !== GIFT_STATUS.available;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Button type="link" onClick={onBack} style={{ alignSelf: 'flex-start', padding: 0 }}>
          {t('gifts.detail.back')}
        </Button>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={10}>
            <GiftImage src={data.images[0]} size={260} />
          </Col>
          <Col xs={24} md={14}>
            <Flex vertical gap={8}>
              <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
                {data.name}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{data.description}</Typography.Paragraph>
              <Flex gap={8} wrap align="center">
                <strong style={{ fontSize: 18 }}>{t('gifts.points', { count: data.points, points: formatPoints(data.points, locale) })}</strong>
                <Tag color={GIFT_STATUS_COLOR[data.status]}>{out ? t(`gifts.status.${data.status}`) : t('gifts.stock', { stock: data.stock })}</Tag>
              </Flex>
              <Typography.Text>{t('gifts.detail.available', { points: formatPoints(data.availablePoints, locale) })}</Typography.Text>
              {stage === 'detail' ? (
                <Button type="primary" disabled={out} onClick={() => setStage('notes')} style={{ alignSelf: 'flex-start' }}>
                  {t('gifts.detail.start')}
                </Button>
              ) : null}
            </Flex>
          </Col>
        </Row>
        {stage === 'form' ? (
          <section aria-label={t('gifts.form.label')}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('gifts.form.label')}
            </Typography.Title>
            <RedeemForm gift={data} onDone={setResult} onCancel={() => setStage('detail')} />
          </section>
        ) : null}
      </Flex>
      {stage === 'notes' ? <NotesGate onAccept={() => setStage('form')} onClose={() => setStage('detail')} /> : null}
    </Card>
  );
}
