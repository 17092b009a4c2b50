import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The members desk's texts (desk-texts.ts), `staff.members.…`: `tm('disable')`.
export type MembersKey = DeskTextKey<(typeof texts)['members']>;
export type MembersText = DeskText<MembersKey>;

export function useMembersText(): MembersText {
  return useDeskText<MembersKey>('members');
}
