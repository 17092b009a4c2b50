import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The verification desk's texts (desk-texts.ts), `staff.reviews.…`: `tr('actions.approve')`.
export type ReviewsKey = DeskTextKey<(typeof texts)['reviews']>;
export type ReviewsText = DeskText<ReviewsKey>;

export function useReviewsText(): ReviewsText {
  return useDeskText<ReviewsKey>('reviews');
}
