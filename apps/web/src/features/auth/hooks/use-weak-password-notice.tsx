import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { claimOneTimeDialog } from '../../../lib/cookies';
import { feedback } from '../../../lib/feedback';
import { loadPasswordStrength } from '../api/auth-schemas';

// Settings, with the change-password dialog open.
const CHANGE_PASSWORD_PATH = '/jiedao/jd-setting?dialog=password';
const NOTICE_KEY = 'weak-password';

// A password that is weak by the strength meter gets a notice after login, once per browser
// session (the `show-dialog` cookie, docs/product/identity.md).
export function useWeakPasswordNotice(): (password: string) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (password: string) => {
      const passwordStrength = await loadPasswordStrength();
      if (passwordStrength(password) !== 'weak' || !claimOneTimeDialog()) return;
      // antd's button, as in the notice around it; both load only when a notice is shown.
      const { default: Button } = await import('antd/es/button');
      feedback.notify('warning', {
        key: NOTICE_KEY,
        title: t('auth.weakPassword.title'),
        description: t('auth.weakPassword.text'),
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              feedback.closeNotification(NOTICE_KEY);
              void navigate(CHANGE_PASSWORD_PATH);
            }}
          >
            {t('auth.weakPassword.action')}
          </Button>
        ),
      });
    },
    [navigate, t],
  );
}
