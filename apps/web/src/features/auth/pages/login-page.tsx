import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { Tabs } from '../../../components/tabs';
import { PublicCard } from '../../../components/public-card';
import { PasswordLoginForm } from '../components/password-login-form';
import styles from './login-page.module.css';

// The SMS tab (code button, slider check) loads when first opened.
const SmsLoginForm = lazy(() =>
  import('../components/sms-login-form').then((module) => ({ default: module.SmsLoginForm })),
);

export function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <PublicCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <Link to="/reset-password">{t('auth.login.forgot')}</Link>
          <span>
            {t('auth.login.noAccount')} <Link to={`/registered${search}`}>{t('auth.login.toRegister')}</Link>
          </span>
          {/* What anyone may open without an account. */}
          <nav aria-label={t('auth.login.publicLinks')} className={styles.publicLinks}>
            <Link to="/jd-transport">{t('auth.login.trackLink')}</Link>
            <Link to="/jd-erate">{t('auth.login.ratesLink')}</Link>
          </nav>
        </>
      }
    >
      <Tabs
        label={t('auth.login.tabs')}
        items={[
          { key: 'password', label: t('auth.login.passwordTab'), children: <PasswordLoginForm /> },
          {
            key: 'sms',
            label: t('auth.login.smsTab'),
            children: (
              <Suspense fallback={<PageLoading />}>
                <SmsLoginForm />
              </Suspense>
            ),
          },
        ]}
      />
    </PublicCard>
  );
}
