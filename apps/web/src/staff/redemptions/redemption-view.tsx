import { ArrowLeftOutlined } from '@ant-design/icons';
import type { StaffExchangeItem } from '@portal/contracts/gifts';
import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { KeyboardHelp } from '../keyboard-help';
import { useEscapeTo } from '../list-keys';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { METHOD_NAME, RedemptionStatus } from './redemption-display';
import { RedemptionSteps } from './redemption-steps';
import { useRedemption } from './redemptions-api';
import { useRedemptionsText } from './redemptions-texts';
import styles from './redemptions.module.css';

const LIST = `${STAFF_BASE}/redemptions`;

// One redemption: what was redeemed and for how many points, who receives it where, the
// courier once dispatched, and the next step. Esc (outside a field) goes back to the list.
export function RedemptionView() {
  const tr = useRedemptionsText();
  useStaffTitle('redemptions');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useRedemption(valid ? id : 0);

  if (!valid || (item.error instanceof ApiError && item.error.is('GIFT_EXCHANGE_NOT_FOUND'))) {
    return <Result status="404" title={<h1 className={styles.title}>{tr('detail.notFound')}</h1>} extra={<Link to={LIST}>{tr('detail.back')}</Link>} />;
  }
  if (item.isError && !item.data) return <LoadError onRetry={() => void item.refetch()} retrying={item.isFetching} />;
  if (!item.data) {
    return (
      <div className={styles.center}>
        <Spin aria-label={tr('detail.loading')} />
      </div>
    );
  }
  return <RedemptionDetail item={item.data} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function RedemptionDetail({ item }: { item: StaffExchangeItem }) {
  const tr = useRedemptionsText();
  const locale = useLocale();
  // The list as it was when this one was opened from it (its filters), else the list.
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : '';
  const back = `${LIST}${from.startsWith('?') ? from : ''}`;
  const points = (value: number) => formatNumber(value, locale);
  const none = tr('detail.none');

  useEscapeTo(back);

  return (
    <section aria-labelledby="staff-redemption-title">
      <Link to={back} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {tr('detail.back')}
      </Link>
      <div className={styles.head}>
        <h1 id="staff-redemption-title" className={styles.title}>
          {tr('detail.title', { number: item.exchangeNo })}
        </h1>
        <RedemptionStatus status={item.status} tr={tr} />
        <span className={styles.spacer} />
        <KeyboardHelp entries={[['Esc', tr('keys.back')]]} />
      </div>

      <div className={styles.columns}>
        <section aria-labelledby="redemption-what" className={styles.block}>
          <h2 id="redemption-what" className={styles.subtitle}>
            {tr('detail.what')}
          </h2>
          <dl className={styles.facts}>
            <Row label={tr('detail.gift')}>
              {item.giftName} {tr('quantity', { count: item.quantity })}
            </Row>
            <Row label={tr('detail.points')}>
              {tr('detail.pointsDetail', { unit: points(item.unitPoints), quantity: item.quantity, outlet: points(item.outletPoints), total: points(item.totalPoints) })}
            </Row>
            <Row label={tr('detail.member')}>{item.memberMobile}</Row>
            <Row label={tr('detail.redeemed')}>{formatDateTime(item.createTime, 'YYYY-MM-DD HH:mm')}</Row>
            <Row label={tr('detail.expected')}>
              {tr(item.expectedDispatch.rule === 'withinWeek' ? 'detail.expectedWithinWeek' : 'detail.expectedNextMonth', { date: item.expectedDispatch.date })}
            </Row>
            <Row label={tr('detail.updated')}>{formatDateTime(item.updateTime, 'YYYY-MM-DD HH:mm')}</Row>
          </dl>
          <p className={styles.note}>{tr('detail.final')}</p>
        </section>

        <section aria-labelledby="redemption-delivery" className={styles.block}>
          <h2 id="redemption-delivery" className={styles.subtitle}>
            {tr('detail.delivery')}
          </h2>
          <dl className={styles.facts}>
            <Row label={tr('detail.method')}>{tr(`methods.${METHOD_NAME[item.method]}`)}</Row>
            <Row label={tr('detail.outlet')}>
              {item.outlet.name} · {item.outlet.city}
              <p className={styles.sub}>
                {item.outlet.address} {item.outlet.phone}
              </p>
            </Row>
            <Row label={tr('detail.recipient')}>{item.recipient}</Row>
            <Row label={tr('detail.phone')}>
              +{item.areaCode} {item.phone}
            </Row>
            <Row label={tr('detail.address')}>{item.address ?? none}</Row>
            <Row label={tr('detail.remark')}>{item.remark ?? none}</Row>
            <Row label={tr('detail.courier')}>{item.courierNo ? tr('detail.courierValue', { company: item.courierCompany ?? '', number: item.courierNo }) : none}</Row>
            <Row label={tr('detail.deliveryDate')}>{item.deliveryDate ?? none}</Row>
          </dl>
          <RedemptionSteps item={item} />
        </section>
      </div>
    </section>
  );
}
