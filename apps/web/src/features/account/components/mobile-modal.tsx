import type { UpdateMobileBody } from '@portal/contracts/account';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useZodFields } from '../../../lib/form-rules';
import { accountApi, useProfileMutation } from '../api/account-api';
import { loadUpdateMobileBody } from '../api/account-schemas';
import { FormModal } from '../../../components/form-modal';

// Change mobile: a code to the current number proves the owner, a code to the new number
// proves it can receive. The server ends the member's other sessions.
export function MobileModal({ onClose, maskedMobile, areaCode }: { onClose: () => void; maskedMobile: string; areaCode: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UpdateMobileBody>();
  const field = useZodFields(loadUpdateMobileBody);
  const update = useProfileMutation(accountApi.updateMobile);

  const submit = async (values: UpdateMobileBody) => update.mutateAsync((await loadUpdateMobileBody()).parse(values));

  return (
    <FormModal name="change-mobile" title={t('account.mobile.title')} onClose={onClose} form={form} onSubmit={submit} successText={t('account.mobile.success')}>
      <Form.Item name="oldCode" label={t('account.codeTo', { to: maskedMobile })} {...field('oldCode')}>
        <SmsCodeInput scene="update-mobile" request={(captcha) => accountApi.sendOwnSmsCode('update-mobile', captcha)} />
      </Form.Item>
      <Form.Item name="areaCode" label={t('common.areaCode.label')} initialValue={areaCode} {...field('areaCode')}>
        <AreaCodeSelect />
      </Form.Item>
      <Form.Item name="mobile" label={t('account.mobile.new')} {...field('mobile')}>
        <Input inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
      <Form.Item name="code" label={t('account.mobile.newCode')} {...field('code')}>
        <SmsCodeInput scene="update-mobile" />
      </Form.Item>
    </FormModal>
  );
}
