import type { CurrencyBalance, WaitMoneyItem } from '@portal/contracts/balance';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import styles from './balance-list.module.css';

// What is owed in each currency: charged, paid, still owed.
export function BalanceLines({ balances }: { balances: readonly CurrencyBalance[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className={styles.lines}>
      {balances.map((b) => (
        <div key={b.currency} className={styles.line}>
          <dt>{b.currency}</dt>
          <dd>
            <strong>{t('money.balance.owed', { amount: formatMinor(b.outstanding, b.currency, locale) })}</strong>
            <span className={styles.detail}>
              {t('money.balance.charged', { amount: formatMinor(b.amount, b.currency, locale) })} ·{' '}
              {t('money.balance.paid', { amount: formatMinor(b.paid, b.currency, locale) })}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

// One order a card: number (to its detail), mark, status, whether the member owes as shipper or
// consignee, and the balances per currency. Cards read well at 390 px and at a desk.
export function BalanceList({ items }: { items: readonly WaitMoneyItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('money.waitMoney.listLabel')}>
      {items.map((item) => (
        <li key={item.orderId}>
          <Card size="small">
            <Flex wrap align="center" gap={8} className={styles.head}>
              <Link to={`/jiedao/jd-orderdetail?id=${item.orderId}`} className={styles.orderNo}>
                {item.orderNo}
              </Link>
              <Tag>{t(`orders.status.${item.status}`)}</Tag>
              <Tag color={item.payerRole === 'shipper' ? 'blue' : 'gold'}>{t(`money.waitMoney.as.${item.payerRole}`)}</Tag>
            </Flex>
            <Typography.Text type="secondary" className={styles.meta}>
              {t('money.waitMoney.meta', { marks: item.marks ?? '-', time: formatDateTime(item.createTime, 'YYYY-MM-DD') })}
            </Typography.Text>
            <BalanceLines balances={item.balances} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
