import { dictLabel } from '@portal/contracts/locale';
import type { ScoreRule } from '@portal/contracts/points';
import { useLocale } from '../../../lib/i18n';
import { useDictEntries } from '../../../lib/system-api';

// An earning rule's kind in the member's language (the score_rule_type dictionary); '' until
// the dictionary has loaded.
export function useRuleLabel(): (type: ScoreRule) => string {
  const locale = useLocale();
  const { data: types } = useDictEntries('score_rule_type');
  return (type) => {
    const entry = types?.find((e) => e.value === String(type));
    return entry ? dictLabel(entry, locale) : '';
  };
}
