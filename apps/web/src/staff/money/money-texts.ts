import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The money desk's texts (desk-texts.ts), `staff.money.…`: `tm('fees.pay')`.
export type MoneyTextKey = DeskTextKey<(typeof texts)['money']>;
export type MoneyTexts = DeskText<MoneyTextKey>;

export function useMoneyTexts(): MoneyTexts {
  return useDeskText<MoneyTextKey>('money');
}
