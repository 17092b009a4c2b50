import { RelativeTime } from '../../../components/relative-time';
import { dictLabel } from '@portal/contracts/locale';
import type { PointLogItem } from '@portal/contracts/points';
import { POINT_OPERATION, type PointOperation } from '@portal/contracts/statuses';
import { Pill } from '../../../components/plain-card';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';
import { useDictEntries } from '../../../lib/system-api';
import styles from './points.module.css';
import { useRuleLabel } from './rule-label';

// One ledger row a card: what happened (member_user_score_log_operate_type), the signed
// amount, the balance after it, why and the time. Cards read well at 390 px and at a desk.
// Why is worded in the member's language from the row's rule and the number it is about;
// only staff's additions and deductions show their reason as staff wrote it.
export function PointLogList({ items }: { items: readonly PointLogItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: operations } = useDictEntries('member_user_score_log_operate_type');
  const operationLabel = (value: PointOperation): string => {
    const entry = operations?.find((e) => e.value === String(value));
    return entry ? dictLabel(entry, locale) : t(`points.operation.${value}` as const);
  };
  const ruleLabel = useRuleLabel();
  const why = (item: PointLogItem): string => {
    if (item.operation === POINT_OPERATION.staffAdded || item.operation === POINT_OPERATION.staffDeducted) return item.reason;
    if (item.operation === POINT_OPERATION.earned && item.rule !== null) return [ruleLabel(item.rule), item.detail].filter(Boolean).join(' · ');
    if (item.operation === POINT_OPERATION.giftRedemption && item.detail) return t('points.log.redemption', { number: item.detail });
    return operationLabel(item.operation);
  };
  return (
    <ul className={styles.list} aria-label={t('points.log.listLabel')}>
      {items.map((item) => (
        <li key={item.id}>
          <div className={styles.item}>
            <div className={styles.row}>
              <Pill tone={item.amount > 0 ? 'green' : 'orange'}>{operationLabel(item.operation)}</Pill>
              <strong className={item.amount > 0 ? styles.plus : styles.minus}>{item.amount > 0 ? `+${formatNumber(item.amount, locale)}` : formatNumber(item.amount, locale)}</strong>
            </div>
            <p className={styles.reason}>{why(item)}</p>
            <div className={`${styles.row} ${styles.secondary}`}>
              <RelativeTime value={item.createTime} pattern="YYYY-MM-DD HH:mm" />
              <span>{t('points.log.balanceAfter', { balance: item.balanceAfter })}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
