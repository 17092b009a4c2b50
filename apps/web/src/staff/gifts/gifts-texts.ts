import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The gifts desk's texts (desk-texts.ts), `staff.gifts.…`: `tg('catalogue.new')`.
export type GiftsKey = DeskTextKey<(typeof texts)['gifts']>;
export type GiftsText = DeskText<GiftsKey>;

export function useGiftsText(): GiftsText {
  return useDeskText<GiftsKey>('gifts');
}
