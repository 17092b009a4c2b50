import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.reset.title')} footer={<Link to="/login">{t('auth.reset.backToLogin')}</Link>}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
