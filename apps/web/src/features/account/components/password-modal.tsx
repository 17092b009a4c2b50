import type { UpdatePasswordBody } from '@portal/contracts/account';
import { Form, Segmented } from 'antd';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useZodFields, zodRule } from '../../../lib/form-rules';
import { useLocale } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { loadCurrentPasswordField, loadSmsCodeField, loadUpdatePasswordBody } from '../api/account-schemas';
import { FormModal } from '../../../components/form-modal';

type Proof = 'password' | 'sms';

// Change password, proven by the current password or by a code to the member's number.
// The server ends the member's other sessions.
export function PasswordModal({ onClose, maskedMobile }: { onClose: () => void; maskedMobile: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpdatePasswordBody>();
  const locale = useLocale();
  const field = useZodFields(loadUpdatePasswordBody);
  const [proof, setProof] = useState<Proof>('password');

  const submit = async (values: UpdatePasswordBody) => {
    const body = proof === 'password' ? { ...values, code: undefined } : { ...values, oldPassword: undefined };
    await accountApi.updatePassword((await loadUpdatePasswordBody()).parse(body));
  };

  return (
    <FormModal name="change-password" title={t('account.password.title')} onClose={onClose} form={form} onSubmit={submit} successText={t('account.password.success')}>
      <Segmented<Proof>
        block
        value={proof}
        onChange={setProof}
        options={[
          { value: 'password', label: t('account.password.byPassword') },
          { value: 'sms', label: t('account.password.bySms') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {proof === 'password' ? (
        <Form.Item name="oldPassword" label={t('account.password.old')} required rules={[zodRule(loadCurrentPasswordField, locale)]}>
          <Password autoComplete="current-password" />
        </Form.Item>
      ) : (
        <Form.Item name="code" label={t('account.codeTo', { to: maskedMobile })} required rules={[zodRule(loadSmsCodeField, locale)]}>
          <SmsCodeInput scene="reset-password" request={(captcha) => accountApi.sendOwnSmsCode('reset-password', captcha)} />
        </Form.Item>
      )}
      <NewPasswordFields label={t('account.password.new')} field={field} />
    </FormModal>
  );
}
