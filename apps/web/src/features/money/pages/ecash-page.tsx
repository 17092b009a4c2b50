import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEcashRates } from '../api/ecash-api';
import { EcashTable } from '../components/ecash-table';

// /jiedao/jd-ecash: the same rates in the member area, with what they mean for paying.
export function EcashPage() {
  const { t } = useTranslation();
  const rates = useEcashRates();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('money.ecash.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('money.ecash.memberIntro')}</Typography.Paragraph>
      <EcashTable rates={rates} />
    </Card>
  );
}
