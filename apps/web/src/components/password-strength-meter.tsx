import { passwordStrength, type PasswordStrength } from '@portal/contracts/auth';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const LEVEL: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

// The weak / medium / strong meter (docs/product/identity.md), under a password input. Before anything is typed
// it shows its empty state (grey bars), so the form does not jump when the first key lands.
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const strength = password ? passwordStrength(password) : null;
  const colour = strength ? { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[strength] : token.colorTextSecondary;
  const level = strength ? LEVEL[strength] : 0;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }} aria-live="polite">
      <div style={{ display: 'flex', gap: 4, flex: 1 }} aria-hidden>
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            style={{ flex: 1, height: 4, borderRadius: 2, background: step <= level ? colour : token.colorFillSecondary }}
          />
        ))}
      </div>
      <span style={{ color: colour, fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
        {t('common.password.strength')}
        {strength ? `: ${t(`common.password.${strength}`)}` : null}
      </span>
    </div>
  );
}
