import type { BindEmailBody } from '@portal/contracts/account';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useZodFields } from '../../../lib/form-rules';
import { accountApi, useProfileMutation } from '../api/account-api';
import { loadBindEmailBody } from '../api/account-schemas';
import { FormModal } from '../../../components/form-modal';

// Bind (or change) the e-mail address: a code is sent to the address itself.
export function EmailModal({ onClose, current }: { onClose: () => void; current: string | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindEmailBody>();
  const field = useZodFields(loadBindEmailBody);
  const bind = useProfileMutation(accountApi.bindEmail);

  const submit = async (values: BindEmailBody) => bind.mutateAsync((await loadBindEmailBody()).parse(values));
  const sendCode = async (captcha: string | undefined) => {
    const email = (await loadBindEmailBody()).shape.email.parse(form.getFieldValue('email'));
    return accountApi.sendEmailCode(email, captcha);
  };

  return (
    <FormModal name="bind-email" title={t(current ? 'account.email.change' : 'account.email.bind')} onClose={onClose} form={form} onSubmit={submit} successText={t('account.email.success')}>
      <Form.Item name="email" label={t('account.email.address')} {...field('email')}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="code" label={t('account.email.code')} {...field('code')}>
        <SmsCodeInput scene="bind-email" request={sendCode} checkFields={['email']} />
      </Form.Item>
    </FormModal>
  );
}
