import type { LoginBody } from '@portal/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { Button, Input, Password } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { useSignInWork } from '../../../components/use-sign-in-work';
import { useSliderCaptcha } from '../../../components/use-slider-captcha';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { dictQueryOptions } from '../../../lib/system-api';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { askSignInWork, usePasswordLogin } from '../api/auth-api';
import { loadLoginBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useWeakPasswordNotice } from '../hooks/use-weak-password-notice';
import { KeepSignedInField } from './keep-signed-in-field';

// The error codes this form reacts to, from the contracts' table (loaded when a call fails).
async function errorCodes() {
  const { ERRORS } = await import('@portal/contracts/errors');
  return { checkRequired: ERRORS.AUTH_CHECK_REQUIRED.code, areaCodeNeeded: ERRORS.AUTH_AREA_CODE_NEEDED.code };
}

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const field = useZodFields(loadLoginBody);
  const notifyFormErrors = useFormErrorNotice();
  const login = usePasswordLogin();
  const completeSignIn = useCompleteSignIn();
  const warnIfWeak = useWeakPasswordNotice();
  const { verify, modal } = useSliderCaptcha();
  const work = useSignInWork('password');
  const queryClient = useQueryClient();
  useRevalidateOnLocaleChange(form);

  // The area codes arrive once the member starts on the form, not with the page.
  const prefetchAreaCodes = () => void queryClient.prefetchQuery(dictQueryOptions('area_code'));

  // The try pays its proof of work first (docs/sign-in-abuse.md); when the account needs the
  // slider check too, the member does it while the browser works.
  const submit = async (body: LoginBody) => {
    const needsCheck = !body.captchaVerification;
    const paid = await work.pay(
      () => askSignInWork({ method: 'password', mobile: body.mobile, areaCode: body.areaCode }),
      (challenge) => (challenge.checkRequired && needsCheck ? verify() : Promise.resolve(undefined)),
    );
    if (!paid) return;
    const captchaVerification = paid.alongside ?? body.captchaVerification;
    const tried = { ...body, ...(captchaVerification && { captchaVerification }), ...(paid.work && { work: paid.work }) };
    login.mutate(tried, {
      onSuccess: (result) => {
        completeSignIn(result);
        void warnIfWeak(body.password);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        void handleRefusal(error, body);
      },
    });
  };

  const onFinish = async (values: LoginBody) => submit((await loadLoginBody()).parse(values));

  // Several wrong passwords were tried for the account: the slider check, then the same
  // try again. The number is registered under several area codes: the member picks one.
  const handleRefusal = async (error: unknown, body: LoginBody) => {
    if (!(error instanceof ApiError)) return;
    const codes = await errorCodes();
    if (error.code === codes.areaCodeNeeded) form.setFields([{ name: 'areaCode', errors: [error.message] }]);
    if (error.code !== codes.checkRequired) return;
    const captchaVerification = await verify();
    if (captchaVerification !== null) await submit({ ...body, captchaVerification });
  };

  return (
    <Form
      form={form}
      name="password-login"
      layout="vertical"
      onFocus={prefetchAreaCodes}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={notifyFormErrors}
    >
      <Form.Item name="areaCode" label={t('auth.login.areaCodeOptional')} {...field('areaCode', false)}>
        <AreaCodeSelect deferLoad />
      </Form.Item>
      <Form.Item name="mobile" label={t('auth.login.mobile')} {...field('mobile')}>
        <Input inputMode="tel" autoComplete="username" placeholder={t('auth.login.mobilePlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('auth.login.password')} {...field('password')}>
        <Password autoComplete="current-password" placeholder={t('auth.login.passwordPlaceholder')} />
      </Form.Item>
      <KeepSignedInField />
      <Button type="primary" htmlType="submit" block loading={login.isPending || work.busy}>
        {t('auth.login.submit')}
      </Button>
      {work.hint}
      {modal}
    </Form>
  );
}
