import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { getToken } from '../../../lib/cookies';
import { loginPath } from '../../../lib/redirect';
import { TrackingLookup } from '../tracking/tracking-lookup';

// /jd-transport (public; the QR code on printed documents opens /jd-transport?no=<orderNo>).
// Drawn without antd, like the sign-in pages; logging in leads to the member's lookup page.
export function TransportPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const signedIn = Boolean(getToken());
  return (
    <PublicCard
      title={t('order-pages.tracking.title')}
      footer={
        signedIn ? null : (
          <span>
            {t('order-pages.tracking.signIn')} <Link to={loginPath(`/jiedao/jd-logistics${search}`)}>{t('order-pages.tracking.logIn')}</Link>
          </span>
        )
      }
    >
      <TrackingLookup member={signedIn} />
    </PublicCard>
  );
}
