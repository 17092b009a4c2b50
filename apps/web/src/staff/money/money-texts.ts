import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type texts from './texts/en_US.json';

// The desk's texts (texts/<lang>.json, the `staff.money` branch), with their keys checked against
// the English file: the console's text types (i18next.d.ts) know the shell's file only, and the
// desk keeps to its own folder. `tm('fees.pay')` reads `staff.money.fees.pay`; a plural text is
// named without its suffix (`tm('refunds.total', { count })`).

type Leaves<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T & string];
type Singular<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
export type MoneyTextKey = Singular<Leaves<(typeof texts)['money']>>;

export type MoneyTexts = (key: MoneyTextKey, options?: TOptions) => string;

export function useMoneyTexts(): MoneyTexts {
  const { t } = useTranslation();
  return useCallback((key: MoneyTextKey, options?: TOptions) => String(t(`staff.money.${key}` as never, options as never)), [t]);
}
