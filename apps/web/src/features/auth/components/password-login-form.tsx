import type { LoginBody } from '@portal/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { Button, Input, Password } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { dictQueryOptions } from '../../../lib/system-api';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { usePasswordLogin } from '../api/auth-api';
import { loadLoginBody } from '../api/auth-schemas';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useWeakPasswordNotice } from '../hooks/use-weak-password-notice';

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginBody>();
  const field = useZodFields(loadLoginBody);
  const notifyFormErrors = useFormErrorNotice();
  const login = usePasswordLogin();
  const completeSignIn = useCompleteSignIn();
  const warnIfWeak = useWeakPasswordNotice();
  const queryClient = useQueryClient();
  useRevalidateOnLocaleChange(form);

  // The area codes arrive once the member starts on the form, not with the page.
  const prefetchAreaCodes = () => void queryClient.prefetchQuery(dictQueryOptions('area_code'));

  const onFinish = async (values: LoginBody) => {
    const body = (await loadLoginBody()).parse(values);
    login.mutate(body, {
      onSuccess: (result) => {
        completeSignIn(result);
        void warnIfWeak(body.password);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        void showAreaCodeNeeded(error);
      },
    });
  };

  // The number is registered under several area codes: the member has to pick one.
  const showAreaCodeNeeded = async (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const { ERRORS } = await import('@portal/contracts/errors');
    if (error.code === ERRORS.AUTH_AREA_CODE_NEEDED.code) form.setFields([{ name: 'areaCode', errors: [error.message] }]);
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
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
