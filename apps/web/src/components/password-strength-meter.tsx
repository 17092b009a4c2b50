import { passwordStrength, type PasswordStrength } from '@portal/contracts/auth';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

const LEVEL: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

// The spec's weak / medium / strong meter, under a password input.
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!password) return null;
  const strength = passwordStrength(password);
  const colour = { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[strength];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }} aria-live="polite">
      <div style={{ display: 'flex', gap: 4, flex: 1 }} aria-hidden>
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            style={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              background: step <= LEVEL[strength] ? colour : token.colorFillSecondary,
            }}
          />
        ))}
      </div>
      <span style={{ color: colour, fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
        {t('common.password.strength')}: {t(`common.password.${strength}`)}
      </span>
    </div>
  );
}
