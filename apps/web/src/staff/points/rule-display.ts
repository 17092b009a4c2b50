import type { ScoreRule, ScoreRuleItem } from '@portal/contracts/points';
import { SCORE_RULE } from '@portal/contracts/statuses';
import { formatMinor } from '../../lib/money';

// An earning rule's kind as the desk's texts name it (`types.<name>`), the score_rule_type
// dictionary's kinds.
export const RULE_TYPE_NAME: Record<ScoreRule, 'registration' | 'invitedSignIn' | 'shareClick' | 'orderAmount'> = {
  [SCORE_RULE.registration]: 'registration',
  [SCORE_RULE.invitedSignIn]: 'invitedSignIn',
  [SCORE_RULE.shareClick]: 'shareClick',
  [SCORE_RULE.orderAmount]: 'orderAmount',
};

// An order amount rule's range in its currency: [from, to), or from alone when it has no upper
// bound; null for the other kinds.
export function ruleRange(rule: Pick<ScoreRuleItem, 'type' | 'amountMin' | 'amountMax' | 'currency'>, locale: string): { from: string; to: string | null } | null {
  if (rule.type !== SCORE_RULE.orderAmount || rule.amountMin === null || !rule.currency) return null;
  return { from: formatMinor(rule.amountMin, rule.currency, locale), to: rule.amountMax === null ? null : formatMinor(rule.amountMax, rule.currency, locale) };
}
