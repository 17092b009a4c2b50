import type { FeeItem, MemberOrderItem } from '@portal/contracts/balance';
import { Button, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FeeDialog, type FeeAction } from './fee-dialogs';
import { useCurrencies, useMemberBalances, useMemberOrders } from './money-api';
import { DeskTable, listQuery } from './desk-table';
import { BalanceLines, feeBalance, memberName, phoneOf, useAmountColumns } from './money-display';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// One member's orders owing (GET /admin-api/order/fee/member-orders): each open fee the member
// owes, with "Record payment" and "Adjust". The member's outstanding per currency (their rows of
// the balances list) sits above and drops as payments are recorded: every fee write refreshes
// both.

type FeeRow = FeeItem & { order: MemberOrderItem };

export function MemberOrdersArea() {
  const { t } = useTranslation();
  const tm = useMoneyTexts();
  const memberId = Number(useParams().memberId);
  const [params, setParams] = useSearchParams();
  const mobile = params.get('mobile') ?? '';
  const currencyParam = params.get('currency') ?? '';
  const currency = /^[A-Z]{3}$/.test(currencyParam) ? currencyParam : undefined;
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const orders = useMemberOrders(valid ? memberId : 0, currency);
  // The member's own rows of the balances list: name, phone, what they owe.
  const balances = useMemberBalances({ mobile }, /^\d+$/.test(mobile));
  const currencies = useCurrencies();
  const mine = (balances.data?.pages.flatMap((page) => page.list) ?? []).filter((row) => row.memberId === memberId);
  const member = mine[0];
  const [action, setAction] = useState<FeeAction | null>(null);

  const rows: FeeRow[] = (orders.data?.pages.flatMap((page) => page.list) ?? []).flatMap((order) => order.fees.map((fee) => ({ ...fee, order })));
  const back = `/admin/money/balances${currency ? `?currency=${currency}` : ''}`;
  const title = member ? memberName(member) : tm('memberOrders.member', { id: memberId });

  const amountColumns = useAmountColumns<FeeRow>(feeBalance, [110, 110, 120]);
  const columns: TableColumnsType<FeeRow> = [
    {
      key: 'orderNo',
      title: tm('orderNo'),
      render: (_, row) => <Link to={`/admin/money/fees?orderNo=${encodeURIComponent(row.order.orderNo)}`}>{row.order.orderNo}</Link>,
      width: 150,
    },
    { key: 'marks', title: tm('marks'), render: (_, row) => row.order.marks, ellipsis: true, width: 110 },
    { key: 'status', title: tm('status'), render: (_, row) => t(`staff.orders.statusNames.${row.order.status}`), width: 120 },
    { key: 'role', title: tm('memberOrders.as'), render: (_, row) => tm(`payers.${row.order.payerRole}`), width: 90 },
    { key: 'feeType', title: tm('feeType'), render: (_, row) => tm(`feeTypes.${row.feeType}`), width: 100 },
    ...amountColumns,
    {
      key: 'actions',
      title: tm('actions'),
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <div className={styles.actions}>
          <Button size="small" type="primary" onClick={() => setAction({ kind: 'pay', fee: row, orderNo: row.order.orderNo })} aria-label={tm('fees.payFor', { fee: tm(`feeTypes.${row.feeType}`), orderNo: row.order.orderNo })}>
            {tm('fees.pay')}
          </Button>
          <Button size="small" onClick={() => setAction({ kind: 'adjust', fee: row, orderNo: row.order.orderNo })} aria-label={tm('fees.adjustFor', { fee: tm(`feeTypes.${row.feeType}`), orderNo: row.order.orderNo })}>
            {tm('fees.adjust')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="money-member-title">
      <div className={styles.subhead}>
        <Link to={back}>{tm('memberOrders.back')}</Link>
        <h2 id="money-member-title" className={styles.subtitle}>
          {tm('memberOrders.title', { name: title })}
        </h2>
        {member ? <span className={styles.muted}>{phoneOf(member)}</span> : null}
      </div>
      <BalanceLines balances={mine} label={tm('memberOrders.owes')} />
      {!member && balances.isSuccess && orders.isSuccess && rows.length === 0 ? <p className={styles.muted}>{tm('memberOrders.settled')}</p> : null}
      <div className={styles.filters}>
        <Select<string>
          aria-label={tm('currency')}
          value={currency ?? ''}
          onChange={(next) => {
            const search = new URLSearchParams(params);
            if (next) search.set('currency', next);
            else search.delete('currency');
            setParams(search);
          }}
          options={[{ value: '', label: tm('allCurrencies') }, ...(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))]}
          className={styles.select}
        />
      </div>
      {!valid ? (
        <p>{tm('memberOrders.invalid')}</p>
      ) : (
        <DeskTable<FeeRow> query={listQuery(orders)} rows={rows} columns={columns} rowKey="id" empty={tm('memberOrders.empty')} width={1130} />
      )}
      {action ? <FeeDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
