import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { getToken } from '../../../lib/cookies';
import { loginPath } from '../../../lib/redirect';
import { useEcashRates } from '../api/ecash-api';
import { EcashTable } from '../components/ecash-table';

// /jd-erate (public): the e-cash rates in effect, for anyone, drawn without antd like the
// sign-in pages, so it opens fast on a phone on a slow network.
export function EratePage() {
  const { t } = useTranslation();
  const rates = useEcashRates();
  const signedIn = Boolean(getToken());
  return (
    <PublicCard
      title={t('money.ecash.title')}
      footer={
        signedIn ? (
          <Link to="/jiedao/jd-ecash">{t('money.ecash.toMember')}</Link>
        ) : (
          <span>
            {t('money.ecash.signIn')} <Link to={loginPath('/jiedao/jd-ecash')}>{t('money.ecash.logIn')}</Link>
          </span>
        )
      }
    >
      <p>{t('money.ecash.intro')}</p>
      <EcashTable rates={rates} />
    </PublicCard>
  );
}
