import type { ResetPasswordBody } from '@portal/contracts/auth';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { SmsCodeInput } from '../../../components/sms-code-input';
import {
  applyServerFieldErrors,
  sameAsRule,
  useRevalidateOnLocaleChange,
  useZodFields,
} from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { useResetPassword } from '../api/auth-api';
import { loadResetPasswordBody } from '../api/auth-schemas';
import { DEFAULT_AREA_CODE } from './default-area-code';

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetPasswordBody>();
  const password = Form.useWatch('password', form);
  const field = useZodFields(loadResetPasswordBody);
  const notifyFormErrors = useFormErrorNotice();
  const reset = useResetPassword();
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: ResetPasswordBody) => {
    reset.mutate((await loadResetPasswordBody()).parse(values), {
      onSuccess: () => {
        feedback.success(t('auth.reset.success'), 5);
        void navigate('/login', { replace: true });
      },
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="reset-password"
      layout="vertical"
      initialValues={{ areaCode: DEFAULT_AREA_CODE }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={notifyFormErrors}
    >
      <Form.Item name="areaCode" label={t('common.areaCode.label')} {...field('areaCode')}>
        <AreaCodeSelect />
      </Form.Item>
      <Form.Item name="mobile" label={t('auth.login.mobile')} {...field('mobile')}>
        <Input inputMode="tel" autoComplete="tel-national" placeholder={t('auth.login.mobilePlaceholder')} />
      </Form.Item>
      <Form.Item name="code" label={t('auth.login.code')} {...field('code')}>
        <SmsCodeInput scene="reset-password" placeholder={t('auth.login.codePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.reset.newPassword')}
        extra={<PasswordStrengthMeter password={password} />}
        {...field('password')}
      >
        <Password autoComplete="new-password" placeholder={t('auth.register.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.register.confirmPassword')}
        dependencies={['password']}
        required
        rules={[sameAsRule('password', locale)]}
      >
        <Password autoComplete="new-password" placeholder={t('auth.register.confirmPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}
