import type { FeeItem } from '@portal/contracts/balance';
import { Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import { useOrderFees } from './money-api';

// The order's fees (for a consignee: those the consignee pays) and its balance per currency.
export function FeesBlock({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fees = useOrderFees(orderId);
  if (fees.isError) return <LazyLoadError onRetry={() => void fees.refetch()} retrying={fees.isFetching} />;
  if (!fees.data) return <Skeleton active paragraph={{ rows: 2 }} aria-label={t('order-money.fees.loading')} />;
  if (fees.data.fees.length === 0) return <Typography.Text type="secondary">{t('order-money.fees.empty')}</Typography.Text>;
  const money = (amount: number, fee: FeeItem) => formatMinor(amount, fee.currency, locale);
  return (
    <Flex vertical gap={12}>
      <DataTable<FeeItem>
        size="small"
        rowKey="id"
        pagination={false}
        load={{ failed: false, onRetry: () => undefined }}
        emptyText={t('order-money.fees.empty')}
        dataSource={fees.data.fees}
        columns={[
          { title: t('order-money.fees.type'), key: 'type', width: 120, render: (_, fee) => t(`order-money.fees.types.${fee.feeType}`) },
          { title: t('order-money.fees.payer'), key: 'payer', width: 110, render: (_, fee) => t(`order-money.fees.payers.${fee.payer}`) },
          { title: t('order-money.fees.amount'), key: 'amount', width: 110, align: 'right', render: (_, fee) => money(fee.amount, fee) },
          { title: t('order-money.fees.paid'), key: 'paid', width: 110, align: 'right', render: (_, fee) => money(fee.paidAmount, fee) },
          { title: t('order-money.fees.outstanding'), key: 'outstanding', width: 110, align: 'right', render: (_, fee) => money(fee.outstanding, fee) },
          { title: t('order-money.fees.remark'), key: 'remark', width: 160, render: (_, fee) => fee.remark ?? '' },
        ]}
      />
      <dl style={{ margin: 0 }} aria-label={t('order-money.fees.balance')}>
        {fees.data.balances.map((b) => (
          <Flex key={b.currency} gap={8} wrap>
            <dt style={{ fontWeight: 600 }}>{t('order-money.fees.balance')} ({b.currency})</dt>
            <dd style={{ margin: 0 }}>{t('money.balance.owed', { amount: formatMinor(b.outstanding, b.currency, locale) })}</dd>
          </Flex>
        ))}
      </dl>
    </Flex>
  );
}
