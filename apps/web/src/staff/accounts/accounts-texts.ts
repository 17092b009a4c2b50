import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The staff accounts desk's texts (desk-texts.ts), `staff.accounts.…`: `ta('actions.disable')`.
export type AccountsKey = DeskTextKey<(typeof texts)['accounts']>;
export type AccountsText = DeskText<AccountsKey>;

export function useAccountsText(): AccountsText {
  return useDeskText<AccountsKey>('accounts');
}
