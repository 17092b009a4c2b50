import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The redemptions desk's texts (desk-texts.ts), `staff.redemptions.…`: `tr('steps.dispatch')`.
export type RedemptionsKey = DeskTextKey<(typeof texts)['redemptions']>;
export type RedemptionsText = DeskText<RedemptionsKey>;

export function useRedemptionsText(): RedemptionsText {
  return useDeskText<RedemptionsKey>('redemptions');
}
