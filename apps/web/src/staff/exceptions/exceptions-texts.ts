import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The exceptions desk's texts (desk-texts.ts), `staff.exceptions.…`.
export type ExceptionsKey = DeskTextKey<(typeof texts)['exceptions']>;
export type ExceptionsText = DeskText<ExceptionsKey>;

export function useExceptionsText(): ExceptionsText {
  return useDeskText<ExceptionsKey>('exceptions');
}
