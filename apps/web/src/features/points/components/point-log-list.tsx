import { RelativeTime } from '../../../components/relative-time';
import { dictLabel } from '@portal/contracts/locale';
import type { PointLogItem, PointOperation } from '@portal/contracts/points';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useDictEntries } from '../../../lib/system-api';
import styles from './points.module.css';

// One ledger row a card: what happened (member_user_score_log_operate_type), the signed
// amount, the balance after it, the reason and the time. Cards read well at 390 px and at a desk.
export function PointLogList({ items }: { items: readonly PointLogItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: operations } = useDictEntries('member_user_score_log_operate_type');
  const operationLabel = (value: PointOperation): string => {
    const entry = operations?.find((e) => e.value === String(value));
    return entry ? dictLabel(entry, locale) : t(`points.operation.${value}` as const);
  };
  return (
    <ul className={styles.list} aria-label={t('points.log.listLabel')}>
      {items.map((item) => (
        <li key={item.id}>
          <Card size="small">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Tag color={item.amount > 0 ? 'green' : 'orange'}>{operationLabel(item.operation)}</Tag>
              <strong className={item.amount > 0 ? styles.plus : styles.minus}>{item.amount > 0 ? `+${item.amount}` : String(item.amount)}</strong>
            </Flex>
            <Typography.Paragraph className={styles.reason}>{item.reason}</Typography.Paragraph>
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
