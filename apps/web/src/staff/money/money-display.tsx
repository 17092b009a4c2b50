import type { CurrencyBalance } from '@portal/contracts/balance';
import type { TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { RelativeTime } from '../../components/relative-time';
import { useLocale } from '../../lib/i18n';
import { currencyDigits, formatMinor } from '../../lib/money';
import { useCurrencies } from './money-api';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// How the desk shows money and who did what: amounts through lib/money.ts with the digits the
// server keeps for each currency (Intl's until the list has come).

export function useDigits(): (currency: string) => number {
  const { data } = useCurrencies();
  return useCallback((currency: string) => data?.find((c) => c.code === currency)?.digits ?? currencyDigits(currency), [data]);
}

export function useMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  const digits = useDigits();
  return useCallback((minor: number, currency: string) => formatMinor(minor, currency, locale, digits(currency)), [locale, digits]);
}

// A member as the desk names them: the real name of their verification, else their nickname.
export function memberName(member: { realName?: string | null; nickname: string }): string {
  return member.realName || member.nickname;
}

export function phoneOf(member: { areaCode: string; mobile: string }): string {
  return `+${member.areaCode} ${member.mobile}`;
}

// "Demo finance, 5 minutes ago" (the full time on hover); the system when no one is named.
export function Who({ name, time }: { name: string | null | undefined; time: string | null | undefined }) {
  const tm = useMoneyTexts();
  if (!time) return null;
  return (
    <span className={styles.nowrap}>
      {name ?? tm('system')}, <RelativeTime value={time} />
    </span>
  );
}

// Owed per currency: "USD 320.00 owed (charged 520.00, paid 200.00)".
export function BalanceLines({ balances, label }: { balances: readonly CurrencyBalance[]; label: string }) {
  const tm = useMoneyTexts();
  const money = useMoney();
  if (balances.length === 0) return null;
  return (
    <ul className={styles.totals} aria-label={label}>
      {balances.map((b) => (
        <li key={b.currency}>
          <span className={styles.owed}>{tm('owedIn', { currency: b.currency, amount: money(b.outstanding, b.currency) })}</span>{' '}
          <span className={styles.muted}>{tm('chargedPaid', { charged: money(b.amount, b.currency), paid: money(b.paid, b.currency) })}</span>
        </li>
      ))}
    </ul>
  );
}

// The charged, paid and outstanding columns of rows in one currency each.
export function useAmountColumns<T>(get: (row: T) => CurrencyBalance, widths: [number, number, number] = [120, 120, 130]): TableColumnsType<T> {
  const tm = useMoneyTexts();
  const money = useMoney();
  return [
    { key: 'amount', title: tm('charged'), render: (_, row) => money(get(row).amount, get(row).currency), align: 'end', width: widths[0] },
    { key: 'paid', title: tm('paid'), render: (_, row) => money(get(row).paid, get(row).currency), align: 'end', width: widths[1] },
    {
      key: 'outstanding',
      title: tm('outstanding'),
      render: (_, row) => <span className={get(row).outstanding > 0 ? styles.owed : undefined}>{money(get(row).outstanding, get(row).currency)}</span>,
      align: 'end',
      width: widths[2],
    },
  ];
}

// A fee's figures as a balance.
export const feeBalance = (fee: { currency: string; amount: number; paidAmount: number; outstanding: number }): CurrencyBalance => ({
  currency: fee.currency,
  amount: fee.amount,
  paid: fee.paidAmount,
  outstanding: fee.outstanding,
});
