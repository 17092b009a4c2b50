import type { CouponItem } from '@portal/contracts/coupons';
import { COUPON_STATUS } from '@portal/contracts/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { STATUS_COLOR, STATUS_TEXT, TYPE_TEXT, couponCondition, couponValue } from '../coupon-display';
import styles from './coupon-list.module.css';

// The coupons as tickets: value, type, condition, validity, status.
export function CouponList({ coupons }: { coupons: CouponItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={styles.grid}>
      {coupons.map((coupon) => (
        <li
          key={coupon.id}
          className={`${styles.coupon} ${coupon.status === COUPON_STATUS.unused ? '' : styles.inactive}`}
          aria-label={`${t(TYPE_TEXT[coupon.type])} ${couponValue(coupon, t, locale)}`}
        >
          <span className={styles.value}>{couponValue(coupon, t, locale)}</span>
          <span className={styles.line}>
            <strong>{t(TYPE_TEXT[coupon.type])}</strong> <Tag color={STATUS_COLOR[coupon.status]}>{t(STATUS_TEXT[coupon.status])}</Tag>
          </span>
          <span className={styles.line}>{couponCondition(coupon, t, locale)}</span>
          <span className={`${styles.line} ${styles.meta}`}>
            {coupon.status === COUPON_STATUS.used && coupon.usedTime
              ? t('coupons.usedOn', { date: formatDateTime(coupon.usedTime, 'YYYY-MM-DD') })
              : t('coupons.validity', { from: formatDateTime(coupon.validFrom, 'YYYY-MM-DD'), to: formatDateTime(coupon.validTo, 'YYYY-MM-DD') })}
          </span>
        </li>
      ))}
    </ul>
  );
}
