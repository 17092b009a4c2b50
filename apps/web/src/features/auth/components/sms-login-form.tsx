import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import type { SmsLoginBody } from '@portal/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { useSmsLogin } from '../api/auth-api';
import { loadSmsLoginBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { KeepSignedInField } from './keep-signed-in-field';
import { MobileCodeFields } from './mobile-code-fields';

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
      <MobileCodeFields scene="login" field={field} />
      <KeepSignedInField />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
