import type { MemberBalanceItem } from '@portal/contracts/balance';
import { Button, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RelativeTime } from '../../components/relative-time';
import { useLocale } from '../../lib/i18n';
import { formatListTotal } from '../../lib/list-total';
import { useCurrencies, useMemberBalances, type BalanceFilters } from './money-api';
import { DeskTable, listQuery } from './desk-table';
import { BalanceLines, memberName, phoneOf, useAmountColumns } from './money-display';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// Outstanding balances by member (GET /admin-api/order/fee/member-page): one row per member and
// currency, largest first within a currency; the member opens their orders owing.

// One search box: digits search the mobile, anything else the name.
export function balanceFilters(params: URLSearchParams): BalanceFilters {
  const q = params.get('q')?.trim() ?? '';
  const currency = params.get('currency') ?? '';
  return {
    ...(q ? (/^\d+$/.test(q) ? { mobile: q } : { name: q.slice(0, 50) }) : {}),
    ...(/^[A-Z]{3}$/.test(currency) ? { currency } : {}),
  };
}

export function memberOrdersPath(row: Pick<MemberBalanceItem, 'memberId' | 'mobile'>, currency?: string): string {
  const search = new URLSearchParams({ mobile: row.mobile });
  if (currency) search.set('currency', currency);
  return `/admin/money/balances/${row.memberId}?${search.toString()}`;
}

export function BalancesArea() {
  const tm = useMoneyTexts();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = balanceFilters(params);
  const [q, setQ] = useState(params.get('q') ?? '');
  const balances = useMemberBalances(filters);
  const currencies = useCurrencies();
  const rows = balances.data?.pages.flatMap((page) => page.list) ?? [];
  const first = balances.data?.pages[0];
  const filtered = Object.keys(filters).length > 0;

  const apply = (next: { q?: string; currency?: string }) => {
    const search = new URLSearchParams();
    if (next.q?.trim()) search.set('q', next.q.trim());
    if (next.currency) search.set('currency', next.currency);
    setParams(search);
  };

  const amountColumns = useAmountColumns<MemberBalanceItem>((row) => row, [130, 130, 140]);
  const columns: TableColumnsType<MemberBalanceItem> = [
    {
      key: 'member',
      title: tm('balances.member'),
      render: (_, row) => <Link to={memberOrdersPath(row, row.currency)}>{memberName(row)}</Link>,
      ellipsis: true,
    },
    { key: 'mobile', title: tm('balances.mobile'), render: (_, row) => phoneOf(row), width: 150 },
    { key: 'currency', title: tm('currency'), dataIndex: 'currency', width: 80 },
    ...amountColumns,
    { key: 'orders', title: tm('balances.unpaidOrders'), dataIndex: 'unpaidOrders', align: 'end', width: 100 },
    { key: 'oldest', title: tm('balances.oldest'), render: (_, row) => <RelativeTime value={row.oldestUnpaidTime} />, width: 130 },
  ];

  return (
    <section aria-labelledby="money-balances-title">
      <div className={styles.subhead}>
        <h2 id="money-balances-title" className={styles.subtitle}>
          {tm('balances.title')}
        </h2>
        {first?.total != null ? <span className={styles.muted}>{tm('balances.total', { count: first.total, total: formatListTotal(first.total, first.totalCapped, locale) })}</span> : null}
      </div>
      <form
        className={styles.filters}
        role="search"
        aria-label={tm('balances.search')}
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q, currency: filters.currency });
        }}
      >
        <Input
          data-money-search
          aria-label={tm('balances.search')}
          placeholder={tm('balances.search')}
          value={q}
          allowClear
          maxLength={50}
          onChange={(event) => setQ(event.target.value)}
          className={styles.search}
        />
        <Select<string>
          aria-label={tm('currency')}
          value={filters.currency ?? ''}
          onChange={(currency) => apply({ q, currency })}
          options={[{ value: '', label: tm('allCurrencies') }, ...(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))]}
          className={styles.select}
        />
        <Button type="primary" htmlType="submit">
          {tm('search')}
        </Button>
        <Button
          disabled={!filtered}
          onClick={() => {
            setQ('');
            apply({});
          }}
        >
          {tm('reset')}
        </Button>
      </form>
      {first?.totals ? <BalanceLines balances={first.totals} label={tm('balances.totals')} /> : null}
      <DeskTable<MemberBalanceItem>
        query={listQuery(balances)}
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.memberId}-${row.currency}`}
        empty={tm(filtered ? 'balances.empty' : 'balances.emptyAll')}
        width={1000}
      />
    </section>
  );
}
