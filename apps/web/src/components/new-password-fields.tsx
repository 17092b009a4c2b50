import { Form } from 'antd';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { FieldsOf } from '../lib/form-rules';

// A new password with its strength meter, and its confirmation (registration, reset,
// change password, control password). That the two match is the schema's rule across both
// fields, shown under the confirmation.
export function NewPasswordFields({ label, field }: { label: string; field: FieldsOf<'password' | 'confirmPassword'> }) {
  const { t } = useTranslation();
  const password = Form.useWatch<string | undefined>('password');
  return (
    <>
      <Form.Item name="password" label={label} extra={<PasswordStrengthMeter password={password} />} {...field('password')}>
        <Password autoComplete="new-password" placeholder={t('common.password.newPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('common.password.confirm')} dependencies={['password']} {...field('confirmPassword')}>
        <Password autoComplete="new-password" placeholder={t('common.password.confirmPlaceholder')} />
      </Form.Item>
    </>
  );
}
