import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import type { RegisterBody } from '@portal/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Input } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { NeedKnowLink } from '../../../components/need-know-link';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { useRegister } from '../api/auth-api';
import { loadRegisterBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';

// An invitation link (/registered?invite=CODE, from the inviter's points page) fills the code in.
function inviteCode(): string | undefined {
  return new URLSearchParams(window.location.search).get('invite')?.trim().slice(0, 32) || undefined;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterBody>();
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
      initialValues={{ areaCode: DEFAULT_AREA_CODE, referralCode: inviteCode() }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={notifyFormErrors}
    >
      <MobileCodeFields scene="register" field={field} />
      <NewPasswordFields label={t('auth.register.password')} field={field} />
      <Form.Item name="referralCode" label={t('auth.register.referralCode')} {...field('referralCode', false)}>
        <Input autoComplete="off" placeholder={t('auth.register.referralPlaceholder')} />
      </Form.Item>
      {/* The link sits beside the checkbox, not in its label, so reading does not tick it. */}
      <Form.Item
        name="agreement"
        valuePropName="checked"
        after={<NeedKnowLink textKey="service_agreement">{t('auth.register.agreementLink')}</NeedKnowLink>}
        {...field('agreement', false)}
      >
        <Checkbox>{t('auth.register.agreement')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}
