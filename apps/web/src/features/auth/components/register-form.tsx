import type { RegisterBody } from '@portal/contracts/auth';
import { Button, Checkbox, Form } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { NeedKnowLink } from '../../../components/need-know-link';
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
import { useRegister } from '../api/auth-api';
import { loadRegisterBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { DEFAULT_AREA_CODE } from './default-area-code';

export function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<RegisterBody>();
  const password = Form.useWatch('password', form);
  const field = useZodFields(loadRegisterBody);
  const notifyFormErrors = useFormErrorNotice();
  const registration = useRegister();
  const completeSignIn = useCompleteSignIn();
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: RegisterBody) => {
    const body = (await loadRegisterBody()).parse(values);
    registration.mutate(
      { ...body, referralCode: body.referralCode || undefined },
      {
        onSuccess: (result) => {
          completeSignIn(result);
          feedback.success(t('auth.register.success'));
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    );
  };

  return (
    <Form
      form={form}
      name="register"
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
        <SmsCodeInput scene="register" placeholder={t('auth.login.codePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.register.password')}
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
      <Form.Item name="referralCode" label={t('auth.register.referralCode')} {...field('referralCode', false)}>
        <Input autoComplete="off" placeholder={t('auth.register.referralPlaceholder')} />
      </Form.Item>
      {/* The link sits beside the checkbox, not in its label, so reading does not tick it. */}
      <Form.Item>
        <Form.Item name="agreement" valuePropName="checked" noStyle {...field('agreement', false)}>
          <Checkbox>{t('auth.register.agreement')}</Checkbox>
        </Form.Item>
        <NeedKnowLink textKey="service_agreement">{t('auth.register.agreementLink')}</NeedKnowLink>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
