import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The points desk's texts (desk-texts.ts), `staff.points.…`: `tp('rules.new')`.
export type PointsKey = DeskTextKey<(typeof texts)['points']>;
export type PointsText = DeskText<PointsKey>;

export function usePointsText(): PointsText {
  return useDeskText<PointsKey>('points');
}
