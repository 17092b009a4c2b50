import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import type { ResetPasswordBody } from '@portal/contracts/auth';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { feedback } from '../../../lib/feedback';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { useResetPassword } from '../api/auth-api';
import { loadResetPasswordBody } from '../api/auth-schemas';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from '../../../components/new-password-fields';

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetPasswordBody>();
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
      <MobileCodeFields scene="reset-password" field={field} />
      <NewPasswordFields label={t('auth.reset.newPassword')} field={field} />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}
