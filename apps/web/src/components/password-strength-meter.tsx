import { passwordStrength, type PasswordStrength } from '@portal/contracts/auth';
import { useTranslation } from 'react-i18next';

const LEVEL: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
// antd's default error, warning, success, secondary text and fill colours (the meter is drawn
// without antd on the sign-in pages).
const COLOURS: Record<PasswordStrength, string> = { weak: '#ff4d4f', medium: '#faad14', strong: '#52c41a' };
const NONE = 'rgba(0, 0, 0, 0.65)';
const EMPTY_BAR = 'rgba(0, 0, 0, 0.06)';

// The weak / medium / strong meter (docs/product/identity.md), under a password input. Before anything is typed
// it shows its empty state (grey bars), so the form does not jump when the first key lands.
export function PasswordStrengthMeter({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const strength = password ? passwordStrength(password) : null;
  const colour = strength ? COLOURS[strength] : NONE;
  const level = strength ? LEVEL[strength] : 0;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }} aria-live="polite">
      <div style={{ display: 'flex', gap: 4, flex: 1 }} aria-hidden>
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            style={{ flex: 1, height: 4, borderRadius: 2, background: step <= level ? colour : EMPTY_BAR }}
          />
        ))}
      </div>
      <span style={{ color: colour, fontSize: 12, whiteSpace: 'nowrap' }}>
        {t('common.password.strength')}
        {strength ? `: ${t(`common.password.${strength}`)}` : null}
      </span>
    </div>
  );
}
