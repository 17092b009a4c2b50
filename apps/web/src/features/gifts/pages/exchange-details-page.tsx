import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardFields } from '../../../components/card-fields';
import { CopyButton } from '../../../components/copy-button';
import { PlainCard, Pill } from '../../../components/plain-card';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useExchange } from '../api/gifts-api';
import { MemberSystemGate } from '../components/member-system-gate';
import { LoadingCard, ProblemCard } from '../components/page-states';
import { EXCHANGE_STATUS_TONE, dispatchText, formatPoints } from '../gift-display';
import styles from '../gifts.module.css';

// /jiedao/jd-exchange-details?id=: one of the member's redemptions (another member's answers
// like a missing one): status, courier number (copyable), courier company, delivery date,
// outlet, recipient, address and remark.
export function ExchangeDetailsPage() {
  return (
    <MemberSystemGate>
      <ExchangeDetails />
    </MemberSystemGate>
  );
}

function ExchangeDetails() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const exchange = useExchange(id);
  const back = <Link to="/jiedao/jd-exchange-log">{t('gifts.details.back')}</Link>;

  if (!id || exchange.isError) {
    return (
      <ProblemCard
        noId={!id}
        query={exchange}
        notFound="GIFT_EXCHANGE_NOT_FOUND"
        missingTitle={t('gifts.details.missing')}
        failedTitle={t('gifts.details.title')}
        extra={back}
      />
    );
  }
  if (!exchange.data) return <LoadingCard />;
  const e = exchange.data;
  const none = t('common.notSet');
  return (
    <PlainCard title={t('gifts.details.title')} level={1} extra={back}>
      <div className={styles.stack}>
        <CardFields
          fields={[
            ['status', t('gifts.details.status'), <Pill tone={EXCHANGE_STATUS_TONE[e.status]}>{t(`gifts.exchangeStatus.${e.status}`)}</Pill>],
            ['no', t('gifts.details.number'), e.exchangeNo],
            ['gift', t('gifts.details.gift'), `${e.giftName} × ${e.quantity}`],
            [
              'points',
              t('gifts.details.points'),
              t('gifts.details.pointsBreakdown', {
                total: formatPoints(e.totalPoints, locale),
                unit: formatPoints(e.unitPoints, locale),
                quantity: e.quantity,
                outlet: formatPoints(e.outletPoints, locale),
              }),
            ],
            ['method', t('gifts.details.method'), t(`gifts.method.${e.method}`)],
            ['outlet', t('gifts.details.outlet'), `${e.outlet.name} — ${e.outlet.address}${e.outlet.phone ? ` (${e.outlet.phone})` : ''}`],
            [
              'courierNo',
              t('gifts.details.courierNo'),
              e.courierNo ? (
                <span className={styles.wrap}>
                  {e.courierNo}
                  <CopyButton text={e.courierNo} label={t('gifts.details.copyCourierNo')} />
                </span>
              ) : (
                none
              ),
            ],
            ['courierCompany', t('gifts.details.courierCompany'), e.courierCompany ?? none],
            ['deliveryDate', t('gifts.details.deliveryDate'), e.deliveryDate ?? none],
            ['dispatch', t('gifts.details.dispatch'), dispatchText(t, e.expectedDispatch, locale)],
            ['recipient', t('gifts.details.recipient'), `${e.recipient} +${e.areaCode} ${e.phone}`],
            ['address', t('gifts.details.address'), e.address ?? none],
            ['remark', t('gifts.details.remark'), e.remark ?? none],
            ['time', t('gifts.details.time'), formatDateTime(e.createTime)],
          ]}
        />
        <p className={styles.secondary}>{t('gifts.details.final')}</p>
        <Link to="/jiedao/jd-exchange-operate">
          <Button>{t('gifts.log.toCatalogue')}</Button>
        </Link>
      </div>
    </PlainCard>
  );
}
