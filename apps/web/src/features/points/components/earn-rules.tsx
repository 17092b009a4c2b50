import type { PointSummary } from '@portal/contracts/points';
import { SCORE_RULE } from '@portal/contracts/statuses';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import styles from './points.module.css';
import { useRuleLabel } from './rule-label';

type Rule = PointSummary['rules'][number];

// "How to earn": the enabled earning rules, by type (score_rule_type), with their points, the
// order amount range and the cumulative maximum, all in the member's language. The rule's
// title is staff's own label (one language, theirs): members read the kind and the range.
export function EarnRules({ rules }: { rules: readonly Rule[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeLabel = useRuleLabel();
  const range = (rule: Rule) => {
    if (rule.type !== SCORE_RULE.orderAmount || rule.amountMin === null || !rule.currency) return null;
    const from = formatMinor(rule.amountMin, rule.currency, locale);
    return rule.amountMax === null ? t('points.rules.from', { from }) : t('points.rules.range', { from, to: formatMinor(rule.amountMax, rule.currency, locale) });
  };
  if (rules.length === 0) return <Empty description={t('points.rules.empty')} />;
  return (
    <ul className={styles.rules} aria-label={t('points.rules.title')}>
      {rules.map((rule) => (
        <li key={rule.id} className={styles.rule}>
          <span className={styles.ruleText}>
            <strong>{typeLabel(rule.type) || rule.title}</strong>
            <br />
            <span className={styles.secondary}>
              {[range(rule), rule.maxTotal !== null ? t('points.rules.max', { count: rule.maxTotal, max: rule.maxTotal }) : null].filter(Boolean).join(' · ')}
            </span>
          </span>
          <strong>{t('points.rules.points', { count: rule.points, points: rule.points })}</strong>
        </li>
      ))}
    </ul>
  );
}
