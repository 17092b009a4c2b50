import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicCard title={t('auth.reset.title')} footer={<Link to="/login">{t('auth.reset.backToLogin')}</Link>}>
      <ResetPasswordForm />
    </PublicCard>
  );
}
