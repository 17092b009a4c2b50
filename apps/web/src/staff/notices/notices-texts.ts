import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The notices desk's texts (desk-texts.ts), `staff.notices.…`: `tn('publish')`.
export type NoticesKey = DeskTextKey<(typeof texts)['notices']>;
export type NoticesText = DeskText<NoticesKey>;

export function useNoticesText(): NoticesText {
  return useDeskText<NoticesKey>('notices');
}
