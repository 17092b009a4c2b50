import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The coupons desk's texts (desk-texts.ts), `staff.coupons.…`: `tc('issue')`.
export type CouponsKey = DeskTextKey<(typeof texts)['coupons']>;
export type CouponsText = DeskText<CouponsKey>;

export function useCouponsText(): CouponsText {
  return useDeskText<CouponsKey>('coupons');
}
