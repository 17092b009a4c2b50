import { useDeskText, type DeskText, type DeskTextKey } from '../desk-texts';
import type texts from './texts/en_US.json';

// The help desk's texts (desk-texts.ts), `staff.help.…`: `th('articles.new')`.
export type HelpKey = DeskTextKey<(typeof texts)['help']>;
export type HelpText = DeskText<HelpKey>;

export function useHelpText(): HelpText {
  return useDeskText<HelpKey>('help');
}
