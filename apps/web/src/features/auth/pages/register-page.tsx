import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <PublicCard
      title={t('auth.register.title')}
      footer={
        <span>
          {t('auth.register.haveAccount')} <Link to={`/login${search}`}>{t('auth.register.toLogin')}</Link>
        </span>
      }
    >
      <RegisterForm />
    </PublicCard>
  );
}
