import { CLAIM_REPORT_DAYS, CLAIM_TYPES, LOST_PARCEL_COMPENSATION_MAX, type AbnormalType } from '@portal/contracts/abnormal';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';

// The compensation and claim rules, shown on damage and loss exceptions.
export function ClaimRules({ type }: { type: AbnormalType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!CLAIM_TYPES.includes(type)) return null;
  const amount = formatMinor(LOST_PARCEL_COMPENSATION_MAX.amount, LOST_PARCEL_COMPENSATION_MAX.currency, locale);
  return (
    <Alert
      type="info"
      showIcon
      title={t('abnormal.claims.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>{t('abnormal.claims.lost', { amount })}</li>
          <li>{t('abnormal.claims.intact')}</li>
          <li>{t('abnormal.claims.deadline', { days: CLAIM_REPORT_DAYS })}</li>
        </ul>
      }
    />
  );
}
