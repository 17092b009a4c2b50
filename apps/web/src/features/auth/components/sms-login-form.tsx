import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import type { SmsLoginBody } from '@portal/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { useSignInWork } from '../../../components/use-sign-in-work';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { askSignInWork, useSmsLogin } from '../api/auth-api';
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
  const work = useSignInWork('sms');
  useRevalidateOnLocaleChange(form);

  // The try pays its proof of work first (docs/sign-in-abuse.md).
  const onFinish = async (values: SmsLoginBody) => {
    const body = (await loadSmsLoginBody()).parse(values);
    const paid = await work.pay(() => askSignInWork({ method: 'sms', mobile: body.mobile, areaCode: body.areaCode }));
    if (!paid) return;
    login.mutate(paid.work ? { ...body, work: paid.work } : body, {
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
      <Button type="primary" htmlType="submit" block loading={login.isPending || work.busy}>
        {t('auth.login.submit')}
      </Button>
      {work.hint}
    </Form>
  );
}
