import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The care desk's texts (desk-texts.ts), `staff.care.…`.
export type CareKey = DeskTextKey<(typeof texts)['care']>;
export type CareText = DeskText<CareKey>;

export function useCareText(): CareText {
  return useDeskText<CareKey>('care');
}
