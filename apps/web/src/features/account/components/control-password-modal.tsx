import type { ResetControlPasswordBody } from '@portal/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useZodFields } from '../../../lib/form-rules';
import { accountApi, accountKeys } from '../api/account-api';
import { loadResetControlPasswordBody } from '../api/account-schemas';
import { FormModal } from '../../../components/form-modal';

// Set or reset the control password that releases held cargo, with a code to the own number.
export function ControlPasswordModal(props: { onClose: () => void; maskedMobile: string; memberId: number; isSet: boolean }) {
  const { onClose, maskedMobile, memberId, isSet } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ResetControlPasswordBody>();
  const field = useZodFields(loadResetControlPasswordBody);

  const submit = async (values: ResetControlPasswordBody) => {
    await accountApi.resetControlPassword((await loadResetControlPasswordBody()).parse(values));
    await queryClient.invalidateQueries({ queryKey: accountKeys.controlPassword(memberId) });
  };

  return (
    <FormModal
      name="control-password"
      title={t(isSet ? 'account.control.reset' : 'account.control.set')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      successText={t('account.control.success')}
    >
      <Typography.Paragraph type="secondary">{t('account.control.explain')}</Typography.Paragraph>
      <Form.Item name="code" label={t('account.codeTo', { to: maskedMobile })} {...field('code')}>
        <SmsCodeInput scene="control-password" request={(captcha) => accountApi.sendOwnSmsCode('control-password', captcha)} />
      </Form.Item>
      <NewPasswordFields label={t('account.control.new')} field={field} />
    </FormModal>
  );
}
