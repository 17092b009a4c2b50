import type { AbnormalClaim } from '@portal/contracts/abnormal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';

// A member's claim in the drawer: what happened and on which basis (rows of its description
// list), and the amount claimed with staff's compensation once answered.
export function claimRows(claim: AbnormalClaim | null, t: TFunction) {
  if (!claim) return [];
  return [
    { key: 'claimKind', label: t('abnormal.claim.kind'), children: t(`abnormal.claim.kinds.${claim.kind}`) },
    { key: 'claimBasis', label: t('abnormal.claim.basis'), children: t(claim.insurance ? 'abnormal.claim.basisInsurance' : 'abnormal.claim.basisStandard') },
  ];
}

export function ClaimAmounts({ claim }: { claim: AbnormalClaim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMinor(cents, claim.currency, locale);
  const answer =
    claim.compensation === null
      ? t('abnormal.claim.awaitingAnswer')
      : claim.compensation === 0
        ? t('abnormal.claim.rejected')
        : t('abnormal.claim.compensation', { amount: money(claim.compensation) });
  return (
    <>
      {t('abnormal.claim.claimed', { amount: money(claim.amount) })} · {answer}
    </>
  );
}
