import type { SmsLoginBody } from '@portal/contracts/auth';
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { useSmsLogin } from '../api/auth-api';
import { loadSmsLoginBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { DEFAULT_AREA_CODE } from './default-area-code';

export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginBody>();
  const field = useZodFields(loadSmsLoginBody);
  const notifyFormErrors = useFormErrorNotice();
  const login = useSmsLogin();
  const completeSignIn = useCompleteSignIn();
  useRevalidateOnLocaleChange(form);

  const onFinish = async (values: SmsLoginBody) => {
    login.mutate((await loadSmsLoginBody()).parse(values), {
      onSuccess: completeSignIn,
      onError: (error) => applyServerFieldErrors(form, error),
    });
  };

  return (
    <Form
      form={form}
      name="sms-login"
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
        <SmsCodeInput scene="login" placeholder={t('auth.login.codePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
