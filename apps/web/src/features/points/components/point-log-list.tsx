import { RelativeTime } from '../../../components/relative-time';
import { dictLabel } from '@portal/contracts/locale';
import { POINT_OPERATION, type PointLogItem, type PointOperation } from '@portal/contracts/points';
import { Card, Flex, Tag, Typography } from 'antd';
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
          <Card size="small">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Tag color={item.amount > 0 ? 'green' : 'orange'}>{operationLabel(item.operation)}</Tag>
              <strong className={item.amount > 0 ? styles.plus : styles.minus}>{item.amount > 0 ? `+${formatNumber(item.amount, locale)}` : formatNumber(item.amount, locale)}</strong>
            </Flex>
            <Typography.Paragraph className={styles.reason}>{why(item)}</Typography.Paragraph>
            <Flex justify="space-between" wrap gap={8}>
              <Typography.Text type="secondary"><RelativeTime value={item.createTime} pattern='YYYY-MM-DD HH:mm' /></Typography.Text>
              <Typography.Text type="secondary">{t('points.log.balanceAfter', { balance: item.balanceAfter })}</Typography.Text>
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
