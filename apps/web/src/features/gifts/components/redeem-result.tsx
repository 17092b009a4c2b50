import type { RedeemResult as Redeemed } from '@portal/contracts/gifts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainCard } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { dispatchText, formatPoints } from '../gift-display';
import styles from '../gifts.module.css';

// What a redemption ends with: its number, the expected dispatch and the points left, and the
// ways to its details and the log. Loaded with the form (exchange-operate-page.tsx).
export function RedeemResult({ result }: { result: Redeemed }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <PlainCard>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('gifts.result.title')}</h1>}
        subTitle={
          <span className={styles.tight}>
            <span>{t('gifts.result.number', { number: result.exchange.exchangeNo })}</span>
            <span>{t('gifts.result.dispatch', { dispatch: dispatchText(t, result.exchange.expectedDispatch, locale) })}</span>
            <span>{t('gifts.result.balance', { points: formatPoints(result.availablePoints, locale) })}</span>
          </span>
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
    </PlainCard>
  );
}
