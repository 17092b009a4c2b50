import type { FeeHistoryEntry, FeeItem, FeeOrderRef } from '@portal/contracts/balance';
import { Button, Descriptions, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CopyButton } from '../../components/copy-button';
import { LoadError } from '../../components/load-error';
import { PlainCard } from '../../components/plain-card';
import { RelativeTime } from '../../components/relative-time';
import { ApiError } from '../../lib/api-error';
import { memberOrdersPath } from './balances-area';
import { FeeDialog, type FeeAction } from './fee-dialogs';
import { useFeeHistory, useFeeOrder, useOrderFees } from './money-api';
import { DeskTable, listQuery } from './desk-table';
import { BalanceLines, feeBalance, memberName, phoneOf, useAmountColumns, useMoney, Who } from './money-display';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// Fees of one order, found by its number (GET /admin-api/order/fee/order): its fees with what
// is owed (fee/list), a new fee, an adjustment with its reason, a payment; and the history of
// who changed what and when (fee/history).

function OrderFees({ order }: { order: FeeOrderRef }) {
  const { t } = useTranslation();
  const tm = useMoneyTexts();
  const money = useMoney();
  const fees = useOrderFees(order.orderId);
  const history = useFeeHistory(order.orderId);
  const [action, setAction] = useState<FeeAction | null>(null);

  const amountColumns = useAmountColumns<FeeItem>(feeBalance);
  const feeColumns: TableColumnsType<FeeItem> = [
    { key: 'feeType', title: tm('feeType'), render: (_, fee) => tm(`feeTypes.${fee.feeType}`), width: 130 },
    { key: 'payer', title: tm('fees.payer'), render: (_, fee) => tm(`payers.${fee.payer}`), width: 110 },
    { key: 'currency', title: tm('currency'), dataIndex: 'currency', width: 80 },
    ...amountColumns,
    { key: 'remark', title: tm('fees.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'updated', title: tm('updated'), render: (_, fee) => <RelativeTime value={fee.updateTime} />, width: 140 },
    {
      key: 'actions',
      title: tm('actions'),
      width: 210,
      render: (_, fee) => {
        const name = tm(`feeTypes.${fee.feeType}`);
        return (
          <div className={styles.actions}>
            <Button
              size="small"
              type="primary"
              disabled={fee.outstanding <= 0}
              onClick={() => setAction({ kind: 'pay', fee, orderNo: order.orderNo })}
              aria-label={tm('fees.payFor', { fee: name, orderNo: order.orderNo })}
            >
              {tm('fees.pay')}
            </Button>
            <Button size="small" onClick={() => setAction({ kind: 'adjust', fee, orderNo: order.orderNo })} aria-label={tm('fees.adjustFor', { fee: name, orderNo: order.orderNo })}>
              {tm('fees.adjust')}
            </Button>
          </div>
        );
      },
    },
  ];

  const what = (entry: FeeHistoryEntry) => {
    if (entry.kind === 'adjust') return tm('history.adjusted', { before: money(entry.amountBefore ?? entry.amount, entry.currency), after: money(entry.amount, entry.currency) });
    if (entry.kind === 'payment') return tm('history.received', { amount: money(entry.amount, entry.currency) });
    return tm('history.charged', { amount: money(entry.amount, entry.currency) });
  };
  const historyColumns: TableColumnsType<FeeHistoryEntry> = [
    { key: 'when', title: tm('history.who'), render: (_, entry) => <Who name={entry.staffName} time={entry.time} />, width: 240 },
    { key: 'fee', title: tm('feeType'), render: (_, entry) => `${tm(`feeTypes.${entry.feeType}`)} · ${entry.currency}`, width: 150 },
    { key: 'what', title: tm('history.what'), render: (_, entry) => what(entry) },
    {
      key: 'after',
      title: tm('history.after'),
      render: (_, entry) => tm('history.afterValue', { charged: money(entry.feeAmount, entry.currency), paid: money(entry.paidAmount, entry.currency) }),
      width: 250,
    },
    { key: 'remark', title: tm('history.remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <>
      <PlainCard className={styles.card}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={tm('orderNo')}>
            <span className={styles.nowrap}>
              {order.orderNo} <CopyButton text={order.orderNo} label={tm('copyOrderNo')} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={tm('marks')}>{order.marks}</Descriptions.Item>
          <Descriptions.Item label={tm('status')}>{t(`staff.orders.statusNames.${order.status}`)}</Descriptions.Item>
          <Descriptions.Item label={tm('fees.shipper')}>
            <Link to={memberOrdersPath({ memberId: order.memberId, mobile: order.mobile })}>{memberName(order)}</Link>&nbsp;
            <span className={styles.muted}>{phoneOf(order)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={tm('fees.consignee')}>{order.consigneeName}</Descriptions.Item>
          <Descriptions.Item label={tm('created')}>
            <RelativeTime value={order.createTime} />
          </Descriptions.Item>
        </Descriptions>
      </PlainCard>
      <section aria-labelledby="money-order-fees" className={styles.section}>
        <div className={styles.subhead}>
          <h3 id="money-order-fees" className={styles.sectionTitle}>
            {tm('fees.title', { orderNo: order.orderNo })}
          </h3>
          <Button size="small" data-money-new onClick={() => setAction({ kind: 'create', order })}>
            {tm('fees.create')}
          </Button>
        </div>
        {fees.data ? <BalanceLines balances={fees.data.balances} label={tm('fees.balances')} /> : null}
        <DeskTable<FeeItem> query={listQuery(fees)} rows={fees.data?.fees ?? []} columns={feeColumns} rowKey="id" empty={tm('fees.empty')} width={1100} />
      </section>
      <section aria-labelledby="money-order-history" className={styles.section}>
        <h3 id="money-order-history" className={styles.sectionTitle}>
          {tm('history.title')}
        </h3>
        <DeskTable<FeeHistoryEntry>
          query={listQuery(history)}
          rows={history.data?.entries ?? []}
          columns={historyColumns}
          rowKey={(entry) => `${entry.feeId}-${entry.kind}-${entry.time}-${entry.amount}`}
          empty={tm('history.empty')}
          width={1000}
        />
      </section>
      {action ? <FeeDialog action={action} onClose={() => setAction(null)} /> : null}
    </>
  );
}

export function OrderFeesArea() {
  const { t } = useTranslation();
  const tm = useMoneyTexts();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() || undefined;
  const [typed, setTyped] = useState(orderNo ?? '');
  const order = useFeeOrder(orderNo);
  const missing = order.error instanceof ApiError && (order.error.is('ORDER_NOT_FOUND') || order.error.code === 400);

  return (
    <section aria-labelledby="money-fees-title">
      <div className={styles.subhead}>
        <h2 id="money-fees-title" className={styles.subtitle}>
          {tm('fees.areaTitle')}
        </h2>
      </div>
      <form
        className={styles.filters}
        role="search"
        aria-label={tm('fees.find')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { orderNo: typed.trim() } : {});
        }}
      >
        <Input
          data-money-search
          aria-label={tm('orderNo')}
          placeholder={tm('orderNo')}
          value={typed}
          allowClear
          maxLength={32}
          onChange={(event) => setTyped(event.target.value)}
          className={styles.search}
        />
        <Button type="primary" htmlType="submit">
          {tm('fees.find')}
        </Button>
      </form>
      {!orderNo ? (
        <p className={styles.muted}>{tm('fees.prompt')}</p>
      ) : order.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : missing ? (
        <p role="status">{tm('fees.notFound', { orderNo })}</p>
      ) : order.isError ? (
        <LoadError onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <OrderFees key={order.data.orderId} order={order.data} />
      )}
    </section>
  );
}
