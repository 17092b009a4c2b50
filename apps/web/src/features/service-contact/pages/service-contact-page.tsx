import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { PublicCard } from '../../../components/public-card';
import { getToken } from '../../../lib/cookies';
import { useClientConfig } from '../../../lib/system-api';
import { ContactLines } from '../components/contact-lines';

// /myInfo (public): how to reach customer service — the desk's phone, WhatsApp, e-mail and
// hours — for anyone, signed in or not (docs/decisions.md, "/myInfo").
export function ServiceContactPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useClientConfig();
  const contact = data?.serviceContact;
  const nothingSet = contact && !contact.phone && !contact.whatsapp && !contact.email;
  const signedIn = Boolean(getToken());

  return (
    <PublicCard
      title={t('service-contact.title')}
      subtitle={t('service-contact.subtitle')}
      footer={signedIn ? <Link to="/">{t('service-contact.toMemberArea')}</Link> : <Link to="/login">{t('service-contact.toLogin')}</Link>}
    >
      {isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {isError ? <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data && contact ? (
        <>
          {nothingSet ? <Alert type="info" showIcon title={t('service-contact.notSet')} style={{ marginBottom: 16 }} /> : null}
          <ContactLines contact={contact} />
        </>
      ) : null}
    </PublicCard>
  );
}
