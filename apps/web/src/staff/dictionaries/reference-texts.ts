import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The reference-data desk's texts (desk-texts.ts), `staff.reference.…`: `tr('types.title')`.
export type ReferenceKey = DeskTextKey<(typeof texts)['reference']>;
export type ReferenceText = DeskText<ReferenceKey>;

export function useReferenceText(): ReferenceText {
  return useDeskText<ReferenceKey>('reference');
}
